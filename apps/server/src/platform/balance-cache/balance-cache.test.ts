/**
 * The balance cache on its own, with a hand-driven clock: it answers what was stored until an
 * invalidation names it (by account, owner, player's sessions, session tree, or everything), the
 * session's expiry or the maximum age; a read that started before an invalidation is never
 * stored; while untrusted it answers and stores nothing; and the records of old invalidations
 * can be dropped without bringing back an entry they ended.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BalanceCache, type CachedSession } from './balance-cache.js';

const AGE_MAX_MS = 30_000;
let monotonic = 0;
let wall = 1_000_000;
const clock = { monotonicMs: () => monotonic, wallMs: () => wall };
let cache: BalanceCache;

const session: CachedSession = {
  sessionId: 10,
  userId: 7,
  kind: 'player',
  parentSessionId: null,
  expiresAt: new Date(wall + 60_000).toISOString(),
  expiresAtMs: wall + 60_000,
};
const balance = { accountId: 70, balancePaisa: 12_345 };

function fill(tokenHash = 'hash-a', stored: CachedSession = session) {
  const ticket = cache.startFill();
  cache.storeSession(ticket, tokenHash, stored);
  cache.storeBalance(ticket, stored.userId, balance);
}

beforeEach(() => {
  monotonic = 0;
  wall = 1_000_000;
  cache = new BalanceCache(AGE_MAX_MS, clock);
  cache.setTrusted(true);
});

describe('the balance cache', () => {
  it('answers what was stored', () => {
    fill();
    expect(cache.session('hash-a')).toEqual(session);
    expect(cache.balance(7)).toEqual(balance);
    expect(cache.session('hash-b')).toBeUndefined();
    expect(cache.balance(8)).toBeUndefined();
  });

  it('forgets a balance when its account, its owner’s accounts or every account changed', () => {
    for (const changes of [
      { ledgerAccounts: [70] },
      { accountOwners: [7] },
      { allLedgerAccounts: true as const },
    ]) {
      fill();
      cache.invalidate(changes);
      expect(cache.balance(7), JSON.stringify(changes)).toBeUndefined();
      expect(cache.session('hash-a')).toEqual(session);
    }
    fill();
    cache.invalidate({ ledgerAccounts: [71], accountOwners: [8] });
    expect(cache.balance(7)).toEqual(balance);
  });

  it('forgets a session when its player’s sessions, its tree, its parent’s tree or every session changed', () => {
    const child = { ...session, sessionId: 11, parentSessionId: 10 };
    for (const changes of [
      { sessionsOfUsers: [7] },
      { sessionTrees: [11] },
      { sessionTrees: [10] },
      { allSessions: true as const },
    ]) {
      fill('hash-child', child);
      cache.invalidate(changes);
      expect(cache.session('hash-child'), JSON.stringify(changes)).toBeUndefined();
      expect(cache.balance(7)).toEqual(balance);
    }
    fill('hash-child', child);
    cache.invalidate({ sessionsOfUsers: [8], sessionTrees: [12] });
    expect(cache.session('hash-child')).toEqual(child);
  });

  it('never stores a read that started before an invalidation of what it read', () => {
    const ticket = cache.startFill();
    cache.invalidate({ ledgerAccounts: [70] });
    cache.invalidate({ sessionsOfUsers: [7] });
    cache.storeSession(ticket, 'hash-a', session);
    cache.storeBalance(ticket, 7, balance);
    expect(cache.session('hash-a')).toBeUndefined();
    expect(cache.balance(7)).toBeUndefined();
    // A read of other keys is not held back by it.
    const other = cache.startFill();
    cache.invalidate({ ledgerAccounts: [99] });
    cache.storeBalance(other, 7, balance);
    expect(cache.balance(7)).toEqual(balance);
  });

  it('honours the session’s expiry and the maximum age', () => {
    fill('hash-a', { ...session, expiresAtMs: wall + 5_000 });
    wall += 4_999;
    expect(cache.session('hash-a')).toBeDefined();
    wall += 1;
    expect(cache.session('hash-a')).toBeUndefined();
    fill();
    monotonic += AGE_MAX_MS - 1;
    expect(cache.session('hash-a')).toBeDefined();
    expect(cache.balance(7)).toBeDefined();
    monotonic += 1;
    expect(cache.session('hash-a')).toBeUndefined();
    expect(cache.balance(7)).toBeUndefined();
  });

  it('answers and stores nothing while untrusted, and starts empty when trusted again', () => {
    fill();
    cache.setTrusted(false);
    expect(cache.session('hash-a')).toBeUndefined();
    const ticket = cache.startFill();
    cache.storeSession(ticket, 'hash-a', session);
    cache.setTrusted(true);
    expect(cache.session('hash-a')).toBeUndefined();
    // A read that started before the cache became trusted again is not stored either.
    cache.storeSession(ticket, 'hash-a', session);
    expect(cache.session('hash-a')).toBeUndefined();
    fill();
    expect(cache.session('hash-a')).toEqual(session);
  });

  it('keeps knowing an invalidation for as long as an entry read before it could be alive', () => {
    // Read and stored just before the records turn over; its account changes just after.
    monotonic = AGE_MAX_MS - 1_000;
    fill();
    const slow = cache.startFill();
    monotonic += 500;
    cache.invalidate({ ledgerAccounts: [70] });
    monotonic = AGE_MAX_MS + 1; // the next invalidation starts a new generation of records
    cache.invalidate({ ledgerAccounts: [2] });
    expect(cache.balance(7)).toBeUndefined();
    cache.storeBalance(slow, 7, balance);
    expect(cache.balance(7)).toBeUndefined();
    // Once the generation holding it is dropped, anything read before it is past its age.
    monotonic = 2 * AGE_MAX_MS + 2;
    cache.invalidate({ ledgerAccounts: [3] });
    cache.storeBalance(slow, 7, balance);
    expect(cache.balance(7)).toBeUndefined();
    fill();
    expect(cache.balance(7)).toEqual(balance);
  });
});

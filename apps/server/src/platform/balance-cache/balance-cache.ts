/**
 * The balance poll's cache, in this process: bearer token hash → live session, and player → Main
 * Wallet balance. Every phone polls POST /api/balance every 10 s, and the statement that answers
 * it was most of the call's cost (docs/performance.md); every signed-in route's guard
 * (platform/auth/require-player.ts) reads its session here too, one statement less a call.
 *
 * It must never answer a revoked session or a stale balance, so nothing is trusted by age alone:
 * - Every change to the rows it holds is told to `invalidate`, on this instance right after the
 *   commit (platform/db/commit-watch.ts) and on the others through the pub/sub
 *   (cache-channel.ts). Each invalidation takes the next number of a sequence and records it
 *   against its keys (account, player, session) or against everything.
 * - An entry records the sequence number at which its read started. It is good only while no
 *   invalidation of one of its keys is newer: a read that started before an invalidation never
 *   answers from the cache, even if it was stored after it (the fill racing the commit).
 * - While invalidations may be missed (the pub/sub connection is down or coming back) it is
 *   `untrusted`: empty, answering nothing and storing nothing.
 * - Entries also end at their session's expiry and at `ageMaxMs` after their read started, which
 *   bounds what a lost message (an instance dying between its commit and its publish) can leave.
 *
 * The records of invalidations are kept in two generations of at least `ageMaxMs` each, so every
 * invalidation newer than any live entry is still known.
 */
import { BALANCE_POLL_MS } from '@khela/contract';
import type { SessionKind } from '../auth/tables.js';
import type { ChangedRows } from '../db/changed-rows.js';

/**
 * Three polls: a phone's next poll, 10 s later, still finds its entry (with two instances behind a
 * round-robin balancer, each sees a phone every 20 s). Staleness is bounded by this only when an
 * invalidation is lost; see docs/decisions.md, "The balance poll's cache".
 */
export const BALANCE_CACHE_AGE_MAX_MS = 3 * BALANCE_POLL_MS;

/** Entries of each map; past it the oldest go (a few MB at most). */
const ENTRIES_MAX = 50_000;

export interface CachedSession {
  sessionId: number;
  userId: number;
  kind: SessionKind;
  parentSessionId: number | null;
  /** As stored (ISO 8601), as the session guard answers it. */
  expiresAt: string;
  expiresAtMs: number;
}

export interface CachedBalance {
  /** The Main Wallet's ledger account; null while the player has none (balance 0). */
  accountId: number | null;
  balancePaisa: number;
}

/** A read about to fill the cache: where the invalidation sequence and the clock stood. */
export interface FillTicket {
  readonly sequence: number;
  readonly startedMs: number;
}

interface Stored<Value> {
  value: Value;
  sequence: number;
  startedMs: number;
}

export interface BalanceCacheClock {
  /** Milliseconds on a clock that never goes back (ages). */
  monotonicMs(): number;
  /** Wall-clock milliseconds, as the sessions' expires_at (expiry). */
  wallMs(): number;
}

const systemClock: BalanceCacheClock = {
  monotonicMs: () => performance.now(),
  wallMs: () => Date.now(),
};

/** Invalidation sequence numbers by key, for one generation. */
class InvalidationRecords {
  readonly accounts = new Map<number, number>();
  readonly balanceOwners = new Map<number, number>();
  readonly sessionsOfUsers = new Map<number, number>();
  readonly sessionTrees = new Map<number, number>();

  constructor(readonly sinceMs: number) {}
}

function newest(current: Map<number, number>, previous: Map<number, number>, key: number): number {
  return Math.max(current.get(key) ?? 0, previous.get(key) ?? 0);
}

export class BalanceCache {
  private readonly sessions = new Map<string, Stored<CachedSession>>();
  private readonly balances = new Map<number, Stored<CachedBalance>>();
  private sequence = 0;
  private allSessionsAt = 0;
  private allBalancesAt = 0;
  private current: InvalidationRecords;
  private previous: InvalidationRecords;
  private trusted = false;

  constructor(
    readonly ageMaxMs: number = BALANCE_CACHE_AGE_MAX_MS,
    private readonly clock: BalanceCacheClock = systemClock,
  ) {
    const now = clock.monotonicMs();
    this.current = new InvalidationRecords(now);
    this.previous = new InvalidationRecords(now);
  }

  /** Whether the cache answers: only while every invalidation reaches it. */
  get isTrusted(): boolean {
    return this.trusted;
  }

  /**
   * Trusted once its invalidations are known to arrive; untrusted as soon as they may not. Both
   * turns empty it: an invalidation may have been missed, or a read may have straddled the turn.
   */
  setTrusted(trusted: boolean): void {
    this.trusted = trusted;
    this.clear();
  }

  /** Starts a read that may fill the cache; its results are stored against this ticket. */
  startFill(): FillTicket {
    return { sequence: this.sequence, startedMs: this.clock.monotonicMs() };
  }

  /** The live session of a token hash, when cached and still good. */
  session(tokenHash: string): CachedSession | undefined {
    const stored = this.sessions.get(tokenHash);
    if (stored === undefined) return undefined;
    if (this.sessionIsGood(stored) && stored.value.expiresAtMs > this.clock.wallMs()) {
      return stored.value;
    }
    this.sessions.delete(tokenHash);
    return undefined;
  }

  /** A player's Main Wallet balance, when cached and still good. */
  balance(userId: number): CachedBalance | undefined {
    const stored = this.balances.get(userId);
    if (stored === undefined) return undefined;
    if (this.balanceIsGood(stored, userId)) return stored.value;
    this.balances.delete(userId);
    return undefined;
  }

  storeSession(ticket: FillTicket, tokenHash: string, session: CachedSession): void {
    const stored = { value: session, ...ticket };
    if (!this.sessionIsGood(stored)) return;
    this.sessions.delete(tokenHash);
    this.sessions.set(tokenHash, stored);
    this.trim(this.sessions);
  }

  storeBalance(ticket: FillTicket, userId: number, balance: CachedBalance): void {
    const stored = { value: balance, ...ticket };
    if (!this.balanceIsGood(stored, userId)) return;
    this.balances.delete(userId);
    this.balances.set(userId, stored);
    this.trim(this.balances);
  }

  /** Records a change: what it names is no longer good, nor any read that started before it. */
  invalidate(changes: ChangedRows): void {
    this.rotate();
    this.sequence += 1;
    const at = this.sequence;
    const records = this.current;
    if (changes.allSessions) this.allSessionsAt = at;
    if (changes.allLedgerAccounts) this.allBalancesAt = at;
    for (const id of changes.ledgerAccounts ?? []) records.accounts.set(id, at);
    for (const id of changes.accountOwners ?? []) records.balanceOwners.set(id, at);
    for (const id of changes.sessionsOfUsers ?? []) records.sessionsOfUsers.set(id, at);
    for (const id of changes.sessionTrees ?? []) records.sessionTrees.set(id, at);
    if (changes.allSessions) this.sessions.clear();
    if (changes.allLedgerAccounts) this.balances.clear();
  }

  /** Forgets everything, and every read under way. */
  clear(): void {
    this.invalidate({ allSessions: true, allLedgerAccounts: true });
  }

  private isFresh(stored: Stored<unknown>): boolean {
    return this.trusted && this.clock.monotonicMs() - stored.startedMs < this.ageMaxMs;
  }

  private sessionIsGood(stored: Stored<CachedSession>): boolean {
    if (!this.isFresh(stored) || this.allSessionsAt > stored.sequence) return false;
    // No invalidation at all since its read started: none of its keys can be newer.
    if (stored.sequence === this.sequence) return true;
    this.rotate();
    const { current, previous } = this;
    const { userId, sessionId, parentSessionId } = stored.value;
    const newestChange = Math.max(
      newest(current.sessionsOfUsers, previous.sessionsOfUsers, userId),
      newest(current.sessionTrees, previous.sessionTrees, sessionId),
      parentSessionId === null
        ? 0
        : newest(current.sessionTrees, previous.sessionTrees, parentSessionId),
    );
    return newestChange <= stored.sequence;
  }

  private balanceIsGood(stored: Stored<CachedBalance>, userId: number): boolean {
    if (!this.isFresh(stored) || this.allBalancesAt > stored.sequence) return false;
    if (stored.sequence === this.sequence) return true;
    this.rotate();
    const { current, previous } = this;
    const { accountId } = stored.value;
    const newestChange = Math.max(
      newest(current.balanceOwners, previous.balanceOwners, userId),
      accountId === null ? 0 : newest(current.accounts, previous.accounts, accountId),
    );
    return newestChange <= stored.sequence;
  }

  /**
   * Starts a new generation of records once the current one is `ageMaxMs` old, dropping the one
   * before: every entry or read still good started after the previous generation began, so the
   * dropped records are older than all of them. Entries past their age go at the same time.
   */
  private rotate(): void {
    const now = this.clock.monotonicMs();
    if (now - this.current.sinceMs < this.ageMaxMs) return;
    this.previous = this.current;
    this.current = new InvalidationRecords(now);
    const oldest = now - this.ageMaxMs;
    for (const [key, stored] of this.sessions) {
      if (stored.startedMs <= oldest) this.sessions.delete(key);
    }
    for (const [key, stored] of this.balances) {
      if (stored.startedMs <= oldest) this.balances.delete(key);
    }
  }

  private trim<Key>(entries: Map<Key, unknown>): void {
    if (entries.size <= ENTRIES_MAX) return;
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
}

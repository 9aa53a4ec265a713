/**
 * The cache channel between instances, over a pub/sub the test drives: a commit is applied here
 * at once and heard by the other instance; the cache is trusted only while subscribed and
 * delivering, and emptied at each turn; a publish that failed is made good by "forget everything"
 * once the pub/sub takes messages again; an unreadable message forgets everything. With
 * TEST_REDIS_URL, a real reconnect of the subscriber connection empties the cache.
 */
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createRedisPubSub, type DeliveryListener, type PubSub } from '../pubsub/pubsub.js';
import { BalanceCache, type CachedSession } from './balance-cache.js';
import { BALANCE_CACHE_CHANNEL, createCacheChannel, readMessage } from './cache-channel.js';

/** Every instance's pub/sub on one bus, with delivery and publishing switched by the test. */
function testBus() {
  const bus = new EventEmitter();
  return {
    bus,
    connect() {
      const turns = new Set<DeliveryListener>();
      const state = { delivering: true, publishFails: false, published: [] as string[] };
      const pubsub: PubSub = {
        publish(channel, message) {
          if (state.publishFails) return Promise.reject(new Error('redis is down'));
          state.published.push(message);
          bus.emit(channel, message);
          return Promise.resolve();
        },
        subscribe(channel, listener) {
          const heard = (message: string) => {
            if (state.delivering) listener(message);
          };
          bus.on(channel, heard);
          return Promise.resolve(() => {
            bus.off(channel, heard);
            return Promise.resolve();
          });
        },
        isDelivering: () => state.delivering,
        onDeliveryChange(listener) {
          turns.add(listener);
          return () => turns.delete(listener);
        },
        close: () => Promise.resolve(),
      };
      const setDelivering = (delivering: boolean) => {
        state.delivering = delivering;
        for (const listener of turns) listener(delivering);
      };
      return { pubsub, state, setDelivering };
    },
  };
}

const session: CachedSession = {
  sessionId: 5,
  userId: 3,
  kind: 'player',
  parentSessionId: null,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  expiresAtMs: Date.now() + 3_600_000,
};

function filled(cache: BalanceCache) {
  const ticket = cache.startFill();
  cache.storeSession(ticket, 'token-hash', session);
  cache.storeBalance(ticket, 3, { accountId: 30, balancePaisa: 100 });
}

async function instance(bus: ReturnType<typeof testBus>) {
  const connection = bus.connect();
  const cache = new BalanceCache();
  const channel = createCacheChannel(cache, connection.pubsub);
  await channel.start();
  return { cache, channel, ...connection };
}

describe('the balance cache channel', () => {
  it('applies a commit here at once and on the other instance through the pub/sub', async () => {
    const bus = testBus();
    const here = await instance(bus);
    const there = await instance(bus);
    filled(here.cache);
    filled(there.cache);
    const told = here.channel.committed({ ledgerAccounts: [30] });
    expect(here.cache.balance(3)).toBeUndefined();
    await told;
    expect(there.cache.balance(3)).toBeUndefined();
    expect(there.cache.session('token-hash')).toEqual(session);
    await here.channel.committed({ sessionTrees: [5] });
    expect(there.cache.session('token-hash')).toBeUndefined();
  });

  it('is trusted only while subscribed and delivering, and empty after each turn', async () => {
    const bus = testBus();
    const connection = bus.connect();
    connection.state.delivering = false;
    const cache = new BalanceCache();
    const channel = createCacheChannel(cache, connection.pubsub);
    expect(cache.isTrusted).toBe(false);
    await channel.start();
    expect(cache.isTrusted).toBe(false);
    connection.setDelivering(true);
    expect(cache.isTrusted).toBe(true);
    filled(cache);
    // The connection drops: a message published now is lost to this instance.
    connection.setDelivering(false);
    expect(cache.isTrusted).toBe(false);
    filled(cache);
    connection.setDelivering(true);
    expect(cache.isTrusted).toBe(true);
    expect(cache.session('token-hash')).toBeUndefined();
    await channel.close();
    expect(cache.isTrusted).toBe(false);
  });

  it('makes a failed publish good by telling every instance to forget everything', async () => {
    const bus = testBus();
    const here = await instance(bus);
    const there = await instance(bus);
    filled(there.cache);
    here.state.publishFails = true;
    await here.channel.committed({ ledgerAccounts: [99] });
    expect(there.cache.balance(3)).toBeDefined();
    here.state.publishFails = false;
    await expect.poll(() => there.cache.balance(3), { timeout: 3_000 }).toBeUndefined();
    expect(there.cache.session('token-hash')).toBeUndefined();
    expect(readMessage(here.state.published.at(-1)!).changes).toEqual({
      allSessions: true,
      allLedgerAccounts: true,
    });
    await here.channel.close();
    await there.channel.close();
  });

  it('forgets everything on a message it cannot read', async () => {
    const bus = testBus();
    const there = await instance(bus);
    for (const message of [
      'not json',
      '{"origin":"x","changes":{"ledgerAccounts":["1"]}}',
      'null',
    ]) {
      filled(there.cache);
      bus.bus.emit(BALANCE_CACHE_CHANNEL, message);
      expect(there.cache.session('token-hash'), message).toBeUndefined();
      expect(there.cache.balance(3), message).toBeUndefined();
    }
  });
});

const redisUrl = process.env['TEST_REDIS_URL'];
describe.runIf(redisUrl)('the balance cache channel through Redis', () => {
  it('empties the cache when its subscriber connection is lost and back, then hears again', async () => {
    const url = redisUrl ?? '';
    const name = `cache-test-${randomUUID()}`;
    const pubsub = createRedisPubSub(url, undefined, name);
    const otherPubsub = createRedisPubSub(url);
    const admin = new Redis(url);
    const cache = new BalanceCache();
    const channel = createCacheChannel(cache, pubsub);
    const other = createCacheChannel(new BalanceCache(), otherPubsub);
    try {
      await Promise.all([channel.start(), other.start()]);
      await expect.poll(() => cache.isTrusted).toBe(true);
      filled(cache);
      const turns: boolean[] = [];
      pubsub.onDeliveryChange((delivering) => turns.push(delivering));
      // Only this test's subscriber connection, found by its name.
      const clients = String(await admin.client('LIST')).split('\n');
      const line = clients.find((client) => client.includes(` name=${name}:subscriber `));
      const id = /\bid=(\d+)/.exec(line ?? '')?.[1];
      expect(id, clients.join('\n')).toBeDefined();
      await admin.client('KILL', 'ID', id!);
      await expect.poll(() => turns, { timeout: 5_000 }).toEqual([false, true]);
      expect(cache.isTrusted).toBe(true);
      expect(cache.session('token-hash')).toBeUndefined();
      expect(cache.balance(3)).toBeUndefined();
      // Subscribed again: another instance's commit reaches it.
      filled(cache);
      await other.committed({ sessionsOfUsers: [3] });
      await expect.poll(() => cache.session('token-hash')).toBeUndefined();
      expect(cache.balance(3)).toBeDefined();
    } finally {
      await channel.close();
      await other.close();
      await pubsub.close();
      await otherPubsub.close();
      admin.disconnect();
    }
  });
});

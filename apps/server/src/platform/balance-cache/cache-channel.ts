/**
 * Carries the balance cache's invalidations between server instances. A commit that changed
 * cached rows is applied to this instance's cache at once and published on one pub/sub channel;
 * every instance applies what it hears. The cache is trusted only while the channel is subscribed
 * and the pub/sub delivers: a lost connection may have lost messages, so each turn empties it.
 *
 * A publish that fails is owed: until one gets through, the channel keeps publishing "forget
 * everything" every second, so the other instances drop what the lost message named.
 */
import { randomUUID } from 'node:crypto';
import type { ChangedRows } from '../db/changed-rows.js';
import type { PubSub } from '../pubsub/pubsub.js';
import type { BalanceCache } from './balance-cache.js';

export const BALANCE_CACHE_CHANNEL = 'balance-cache:changed';

/**
 * How long a commit's caller waits for its invalidation to reach Redis. Redis queues a message
 * to every subscriber while it runs the PUBLISH, so a player told "logged out" after this finds
 * the other instances told too. Answered in well under a millisecond normally; the bound keeps
 * money calls answering when Redis stops answering (while its connection is known to be down,
 * nobody waits).
 */
const PUBLISH_WAIT_MAX_MS = 250;
const OWED_RETRY_MS = 1000;
const SUBSCRIBE_RETRY_MS = 1000;

export interface ChannelLog {
  warn(entry: object, message: string): void;
  info(entry: object, message: string): void;
}

interface Envelope {
  /** The instance that published it; it applied the change itself at its commit. */
  origin: string;
  changes: ChangedRows;
}

const FORGET_EVERYTHING: ChangedRows = { allSessions: true, allLedgerAccounts: true };

function idList(value: unknown): readonly number[] | undefined | false {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((id) => Number.isSafeInteger(id))) return false;
  return value as number[];
}

/** The changes a message names; anything unreadable forgets everything. */
export function readMessage(message: string): { origin: string; changes: ChangedRows } {
  try {
    const parsed = JSON.parse(message) as Partial<Envelope> | null;
    const changes = parsed?.changes;
    if (typeof parsed?.origin !== 'string' || typeof changes !== 'object' || changes === null) {
      return { origin: '', changes: FORGET_EVERYTHING };
    }
    const read: { -readonly [Key in keyof ChangedRows]: ChangedRows[Key] } = {};
    for (const key of [
      'ledgerAccounts',
      'accountOwners',
      'sessionsOfUsers',
      'sessionTrees',
    ] as const) {
      const ids = idList(changes[key]);
      if (ids === false) return { origin: parsed.origin, changes: FORGET_EVERYTHING };
      if (ids !== undefined) read[key] = ids;
    }
    if (changes.allLedgerAccounts === true) read.allLedgerAccounts = true;
    if (changes.allSessions === true) read.allSessions = true;
    return { origin: parsed.origin, changes: read };
  } catch {
    return { origin: '', changes: FORGET_EVERYTHING };
  }
}

export interface CacheChannel {
  /** The commit watch's listener: applies the changes here, then publishes them. */
  committed(changes: ChangedRows): Promise<void>;
  /** Subscribes (retrying until it can); resolves once subscribed. */
  start(): Promise<void>;
  close(): Promise<void>;
}

export function createCacheChannel(
  cache: BalanceCache,
  pubsub: PubSub,
  log?: ChannelLog,
): CacheChannel {
  const origin = randomUUID();
  let subscribed = false;
  let closed = false;
  let unsubscribe: (() => Promise<void>) | undefined;
  let owedTimer: NodeJS.Timeout | undefined;
  let subscribeTimer: NodeJS.Timeout | undefined;

  const trustIfDelivering = () => cache.setTrusted(subscribed && pubsub.isDelivering());
  const stopWatchingDelivery = pubsub.onDeliveryChange(trustIfDelivering);

  const settleOwed = () => {
    if (owedTimer === undefined || closed) return;
    pubsub
      .publish(BALANCE_CACHE_CHANNEL, JSON.stringify({ origin, changes: FORGET_EVERYTHING }))
      .then(
        () => {
          clearInterval(owedTimer);
          owedTimer = undefined;
          log?.info({}, 'balance cache invalidations published again');
        },
        () => undefined,
      );
  };

  const owe = (error: unknown) => {
    if (owedTimer !== undefined || closed) return;
    log?.warn({ err: error }, 'balance cache invalidation not published; retrying');
    owedTimer = setInterval(settleOwed, OWED_RETRY_MS);
    owedTimer.unref();
  };

  const publish = (changes: ChangedRows): Promise<void> => {
    const published = pubsub
      .publish(BALANCE_CACHE_CHANNEL, JSON.stringify({ origin, changes } satisfies Envelope))
      .catch(owe);
    // With the connection down there is nothing to wait for: a failure is owed and made good.
    if (!pubsub.isDelivering()) return Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, PUBLISH_WAIT_MAX_MS);
      timer.unref();
    });
    return Promise.race([published, waited]).finally(() => clearTimeout(timer));
  };

  const hear = (message: string) => {
    const { origin: from, changes } = readMessage(message);
    if (from !== origin) cache.invalidate(changes);
  };

  const subscribeOnce = async (): Promise<boolean> => {
    try {
      const stop = await pubsub.subscribe(BALANCE_CACHE_CHANNEL, hear);
      if (closed) {
        await stop();
        return true;
      }
      unsubscribe = stop;
      subscribed = true;
      trustIfDelivering();
      return true;
    } catch (error) {
      log?.warn({ err: error }, 'balance cache channel not subscribed; retrying');
      return false;
    }
  };

  return {
    committed(changes) {
      cache.invalidate(changes);
      return closed ? Promise.resolve() : publish(changes);
    },
    start() {
      return new Promise<void>((resolve) => {
        const attempt = () => {
          subscribeTimer = undefined;
          if (closed) return resolve();
          void subscribeOnce().then((done) => {
            if (done) return resolve();
            subscribeTimer = setTimeout(attempt, SUBSCRIBE_RETRY_MS);
            subscribeTimer.unref();
          });
        };
        attempt();
      });
    },
    async close() {
      closed = true;
      clearTimeout(subscribeTimer);
      clearInterval(owedTimer);
      stopWatchingDelivery();
      subscribed = false;
      cache.setTrusted(false);
      await unsubscribe?.();
    },
  };
}

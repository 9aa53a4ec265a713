/** Opens the database, migrates it and wires the shared services named by the configuration. */
import { Redis } from 'ioredis';
import { pino } from 'pino';
import type { Config } from './config.js';
import { createPaymentGatewayRegistry } from './features/payment-gateway/payment-gateways.js';
import type { AppContext } from './platform/app-context.js';
import { createPasswordHasher } from './platform/auth/passwords.js';
import { BalanceCache } from './platform/balance-cache/balance-cache.js';
import { createCacheChannel } from './platform/balance-cache/cache-channel.js';
import { openDatabase } from './platform/db/dialect.js';
import { readFreeDiskBytes } from './platform/disk/free-space.js';
import { migrateToLatest } from './platform/db/migrate.js';
import { createHttpSmsTransport } from './platform/notifier/http-sms-transport.js';
import { createNotifier } from './platform/notifier/notifier.js';
import { createSmtpTransport } from './platform/notifier/smtp-transport.js';
import { createMemoryPubSub, createRedisPubSub } from './platform/pubsub/pubsub.js';
import { reportOutages } from './platform/redis/connection-outages.js';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  withLocalFallback,
} from './platform/rate-limit/rate-limiter.js';

export interface OpenedContext {
  context: AppContext;
  close(): Promise<void>;
}

/** How long a start waits for Redis before serving with per-instance rate limits. */
const REDIS_READY_WAIT_MS = 5000;

function untilReady(redis: Redis, waitMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

export async function createContext(config: Config): Promise<OpenedContext> {
  const logger = pino({ level: config.logLevel });
  const pubsub = config.redisUrl
    ? createRedisPubSub(config.redisUrl, logger)
    : createMemoryPubSub();
  const balanceCache = new BalanceCache();
  const cacheChannel = createCacheChannel(balanceCache, pubsub, logger);
  // Every commit that changes a cached session or balance reaches the cache (commit-watch.ts).
  const handle = openDatabase(config.databaseUrl, {
    onCommitted: (changes) => cacheChannel.committed(changes),
  });
  try {
    await migrateToLatest(handle);
  } catch (error) {
    await cacheChannel.close();
    await pubsub.close();
    await handle.db.destroy();
    throw error;
  }
  // No offline queue: while Redis is unreachable a limit check fails at once and falls back to
  // this instance's counters (withLocalFallback) instead of waiting out reconnection attempts.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    reportOutages(redis, 'rate limits', logger);
    // The first requests would otherwise count locally while the connection is still opening.
    await untilReady(redis, REDIS_READY_WAIT_MS);
  }
  // The balance cache is on only where every instance hears every change: through Redis, or on
  // SQLite, whose file belongs to one process. PostgreSQL without Redis may run instances that
  // never hear each other, so there it stays off and every poll reads the database. Until
  // subscribed it answers nothing; the subscription keeps trying in the background.
  if (config.redisUrl || handle.dialect === 'sqlite') {
    await Promise.race([
      cacheChannel.start(),
      new Promise((resolve) => setTimeout(resolve, REDIS_READY_WAIT_MS).unref()),
    ]);
  }
  const context: AppContext = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    passwords: createPasswordHasher(config.passwordHashMemoryKib),
    rateLimiter: redis
      ? withLocalFallback(createRedisRateLimiter(redis), createMemoryRateLimiter(), (error) =>
          logger.warn({ err: error }, 'Redis unreachable: rate limits counted per instance'),
        )
      : createMemoryRateLimiter(),
    pubsub,
    balanceCache,
    notifier: createNotifier(
      handle.db,
      {
        ...(config.notifier.smtpUrl
          ? { email: createSmtpTransport(config.notifier.smtpUrl, config.notifier.mailFrom) }
          : {}),
        ...(config.notifier.smsGatewayUrl
          ? {
              sms: createHttpSmsTransport({
                urlTemplate: config.notifier.smsGatewayUrl,
                method: config.notifier.smsGatewayMethod,
                successMarker: config.notifier.smsGatewaySuccessMarker,
                timeoutMs: 10_000,
              }),
            }
          : {}),
      },
      (entry, message) => logger.info(entry, message),
    ),
    paymentGateways: createPaymentGatewayRegistry(config, handle.db, (entry, message) =>
      logger.warn(entry, message),
    ),
    freeDiskBytes: readFreeDiskBytes,
  };
  return {
    context,
    async close() {
      await context.notifier.flush();
      await context.paymentGateways.stop();
      await cacheChannel.close();
      await context.pubsub.close();
      if (redis) await redis.quit();
      await handle.db.destroy();
    },
  };
}

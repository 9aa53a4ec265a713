/** Opens the database, migrates it and wires the shared services named by the configuration. */
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import type { AppContext } from './app-context.js';
import { createPasswordHasher } from './auth/passwords.js';
import { openDatabase } from './db/dialect.js';
import { migrateToLatest } from './db/migrate.js';
import { createMemoryPubSub, createRedisPubSub } from './pubsub/pubsub.js';
import { createMemoryRateLimiter, createRedisRateLimiter } from './rate-limit/rate-limiter.js';

export interface OpenedContext {
  context: AppContext;
  close(): Promise<void>;
}

export async function createContext(config: Config): Promise<OpenedContext> {
  const handle = openDatabase(config.databaseUrl);
  await migrateToLatest(handle);
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 })
    : undefined;
  const context: AppContext = {
    config,
    db: handle.db,
    dialect: handle.dialect,
    passwords: createPasswordHasher(config.passwordHashMemoryKib),
    rateLimiter: redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter(),
    pubsub: config.redisUrl ? createRedisPubSub(config.redisUrl) : createMemoryPubSub(),
  };
  return {
    context,
    async close() {
      await context.pubsub.close();
      if (redis) await redis.quit();
      await handle.db.destroy();
    },
  };
}

/**
 * What every feature's routes receive: configuration and the platform's shared services. A
 * feature whose service every instance shares adds it from its own code (a `declare module` of
 * this file, as payment-gateway/payment-gateways.ts does), so the platform never imports a feature.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { PasswordHasher } from './auth/passwords.js';
import type { BalanceCache } from './balance-cache/balance-cache.js';
import type { Database } from './db/database.js';
import type { FreeDiskBytesReader } from './disk/free-space.js';
import type { DialectName } from './db/dialect.js';
import type { Notifier } from './notifier/notifier.js';
import type { PubSub } from './pubsub/pubsub.js';
import type { RateLimiter } from './rate-limit/rate-limiter.js';

export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dialect: DialectName;
  passwords: PasswordHasher;
  rateLimiter: RateLimiter;
  pubsub: PubSub;
  /** The balance poll's sessions and balances, invalidated at every commit that changes them. */
  balanceCache: BalanceCache;
  notifier: Notifier;
  /** `fs.statfs` in production; a test sets it to see uploads refused on a full disk. */
  freeDiskBytes: FreeDiskBytesReader;
}

/**
 * The whole schema as Kysely sees it. The platform's own tables are listed here; each feature adds
 * the tables it owns from its tables.ts (a `declare module` of this file), so the platform never
 * imports a feature. A TypeScript program that compiles part of the server without `app.ts` must
 * include every feature's tables.ts (the root tsconfig.json does, for bench/ and tests/).
 */
import type { IdempotencyTables } from '../idempotency/tables.js';
import type { NotifierTables } from '../notifier/tables.js';
import type { SessionTables } from '../auth/tables.js';
import type { LedgerTables } from '../ledger/tables.js';
import type { LeaseTables } from '../lease/tables.js';

export interface Database
  extends SessionTables, LedgerTables, NotifierTables, LeaseTables, IdempotencyTables {}

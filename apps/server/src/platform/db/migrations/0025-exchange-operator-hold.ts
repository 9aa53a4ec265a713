/**
 * A market a trader suspended by hand stays suspended until a trader resumes it: the odds feed's
 * "open" for it (each ball, each new quote) no longer reopens it. 1: held by an operator.
 */
import type { Kysely, Migration } from 'kysely';

export function exchangeOperatorHoldMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('exchange_markets')
        .addColumn('operator_hold', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}

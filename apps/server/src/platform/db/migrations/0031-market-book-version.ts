/**
 * Each Match Odds market counts the transactions that locked it to change its books. The instance
 * that keeps a market in memory knows the count its own last commit left; any other number means
 * someone else (a settlement, a recall, another instance) changed the books, and the market is
 * rebuilt from its rows before the next bet.
 */
import type { Kysely, Migration } from 'kysely';

export function marketBookVersionMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('exchange_markets')
        .addColumn('book_version', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    },
  };
}

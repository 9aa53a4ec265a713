/**
 * Rebates and turnover count risk, not volume: each settled stake keeps what it counted
 * (`settled_stakes.counted_paisa`), and each Bookmaker or Fancy bet keeps the overround of the
 * house's two-sided quote it was taken at (`exchange_orders.quote_overround_ppm`; null for
 * exchange orders and for bets taken before this column, which count nothing).
 */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType } from './column-types.js';

export function countedStakesMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('settled_stakes')
        .addColumn('counted_paisa', big, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('exchange_orders')
        .addColumn('quote_overround_ppm', 'integer')
        .execute();
    },
  };
}

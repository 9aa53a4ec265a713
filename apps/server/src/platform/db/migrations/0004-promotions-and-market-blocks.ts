/** Promotions and per-player market blocks. */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';

export function promotionsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('promotions'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('desc', 'text', (c) => c.notNull())
        .addColumn('thumbnail', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('deposit_bouns', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('turnover', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('categories', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('market_blocks')
        .addColumn('user_id', bigintType(dialect), (c) => c.primaryKey().references('users.id'))
        .addColumn('exchange_market', 'integer', (c) => c.notNull())
        .addColumn('cs_market', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

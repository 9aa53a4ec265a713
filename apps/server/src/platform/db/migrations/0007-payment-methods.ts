/** Payment methods and their pools of receiving numbers. */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';

export function paymentMethodsMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('payment_methods'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('account_type', 'text', (c) => c.notNull())
        .addColumn('bonus_percent', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('payment_methods_name_type', ['name', 'account_type'])
        .execute();
      await withIdColumn(db.schema.createTable('wallet_numbers'), dialect)
        .addColumn('payment_method_id', big, (c) => c.notNull().references('payment_methods.id'))
        .addColumn('number', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('daily_limit_paisa', big, (c) => c.notNull())
        .addColumn('usage_day', 'text', (c) => c.notNull())
        .addColumn('used_today_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('last_assigned_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('wallet_numbers_method_number', ['payment_method_id', 'number'])
        .execute();
    },
  };
}

/**
 * Risk flags (features/risk/tables.ts): finance's holds on a player's withdrawals, at most one in
 * force per player, and the hashed address and device each account signed up from.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';
import { createIndex } from './indexes.js';

export function riskFlagsMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('withdrawal_holds'), dialect)
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('placed_by_operator_id', big, (c) => c.notNull().references('operators.id'))
        .addColumn('placed_at', 'text', (c) => c.notNull())
        .addColumn('released_by_operator_id', big, (c) => c.references('operators.id'))
        .addColumn('released_at', 'text')
        .addColumn('release_reason', 'text')
        .execute();
      // One hold in force per player: of two placed at once, the database keeps the first.
      await sql`create unique index withdrawal_holds_one_active on withdrawal_holds (user_id) where released_at is null`.execute(
        db,
      );

      await db.schema
        .createTable('signup_marks')
        .addColumn('user_id', big, (c) => c.primaryKey().references('users.id'))
        .addColumn('address_hash', 'text')
        .addColumn('device_hash', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'signup_marks_address', 'signup_marks', ['address_hash']);
      await createIndex(db, 'signup_marks_device', 'signup_marks', ['device_hash']);
    },
  };
}

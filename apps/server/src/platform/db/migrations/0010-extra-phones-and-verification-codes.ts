/** The player's extra phones (at most two) and the codes that verify e-mail and phones. */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';
import { createIndex } from './indexes.js';

export function extraPhonesMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('extra_phones'), dialect)
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        // 1 or 2: two adds at once race for the same free slot and one of them loses here.
        .addColumn('slot', 'integer', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('verified_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('extra_phones_user_slot', ['user_id', 'slot'])
        .addCheckConstraint('extra_phones_slot_range', sql.raw('slot in (1, 2)'))
        .execute();

      await withIdColumn(db.schema.createTable('verification_codes'), dialect)
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('wrong_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'verification_codes_user_purpose', 'verification_codes', [
        'user_id',
        'purpose',
        'created_at',
      ]);
    },
  };
}

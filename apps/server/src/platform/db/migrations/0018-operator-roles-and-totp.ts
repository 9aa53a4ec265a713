/**
 * Operator roles as the console names them (the old `admin` becomes `owner`) and 2-step sign-in:
 * an operator's TOTP secret, when it came into force and the last step a code was accepted for
 * (a code is good once); the password step's short-lived challenges; and sessions that may only
 * enrol until their operator turns 2-step sign-in on.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';

export function operatorRolesAndTotpMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`update operators set role = 'owner' where role = 'admin'`.execute(db);
      await db.schema.alterTable('operators').addColumn('totp_secret', 'text').execute();
      await db.schema.alterTable('operators').addColumn('totp_enabled_at', 'text').execute();
      await db.schema.alterTable('operators').addColumn('totp_last_step', 'integer').execute();
      await db.schema
        .alterTable('operator_sessions')
        .addColumn('enrolment_only', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await withIdColumn(db.schema.createTable('operator_login_challenges'), dialect)
        .addColumn('operator_id', bigintType(dialect), (c) =>
          c.notNull().references('operators.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
    },
  };
}

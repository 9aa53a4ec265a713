/**
 * Identity checks: the uploaded photos and the submissions naming them
 * (features/identity/tables.ts). One pending submission per player, kept by a partial unique
 * index so two submissions at the same instant cannot both be stored.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';
import { createIndex } from './indexes.js';

export function identityChecksMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('identity_files'), dialect)
        .addColumn('public_id', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('stored_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'identity_files_user_created', 'identity_files', [
        'user_id',
        'created_at',
      ]);

      await withIdColumn(db.schema.createTable('identity_checks'), dialect)
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('document_type', 'text', (c) => c.notNull())
        .addColumn('document_number', 'text', (c) => c.notNull())
        .addColumn('date_of_birth', 'text', (c) => c.notNull())
        .addColumn('front_file_id', big, (c) => c.notNull().references('identity_files.id'))
        .addColumn('back_file_id', big, (c) => c.references('identity_files.id'))
        .addColumn('selfie_file_id', big, (c) => c.notNull().references('identity_files.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('decided_by', big, (c) => c.references('operators.id'))
        .addColumn('decided_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint(
          'identity_checks_status',
          sql.raw("status in ('pending', 'approved', 'rejected', 'resubmit')"),
        )
        .addCheckConstraint(
          'identity_checks_document_type',
          sql.raw("document_type in ('nid', 'passport')"),
        )
        .execute();
      await sql`create unique index identity_checks_one_pending on identity_checks (user_id) where status = 'pending'`.execute(
        db,
      );
      await createIndex(db, 'identity_checks_user_created', 'identity_checks', [
        'user_id',
        'created_at',
      ]);
      await createIndex(db, 'identity_checks_status_created', 'identity_checks', [
        'status',
        'created_at',
      ]);
      // The sweep of photos no submission names asks by each of the three columns.
      for (const column of ['front_file_id', 'back_file_id', 'selfie_file_id']) {
        await createIndex(db, `identity_checks_${column}`, 'identity_checks', [column]);
      }
    },
  };
}

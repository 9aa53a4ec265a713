/**
 * The wallet: transactions players see, deposit requests and receipts, turnover requirements, the
 * inbox the system writes to, operators with their sessions and audit trail, the sandbox payment
 * gateway's own book, and stored answers of money calls for idempotent retries.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';
import { createIndex } from './indexes.js';

export function walletMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('payment_methods').addColumn('gateway', 'text').execute();

      await withIdColumn(db.schema.createTable('wallet_transactions'), dialect)
        .addColumn('transaction_id', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('status_key', 'text', (c) => c.notNull())
        .addColumn('amount_paisa', big, (c) => c.notNull())
        .addColumn('payment_method_id', big, (c) => c.references('payment_methods.id'))
        .addColumn('account_number', 'text')
        .addColumn('receiving_number', 'text')
        .addColumn('wallet_number_id', big, (c) => c.references('wallet_numbers.id'))
        .addColumn('reference', 'text')
        .addColumn('promotion_id', big)
        .addColumn('bonus_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('receipt_id', big)
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('related_transaction_id', big)
        .addColumn('reason', 'text')
        .addColumn('decided_by_operator_id', big)
        .addColumn('initiated_at', 'text')
        .addColumn('completed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('wallet_transactions_positive', sql.raw('amount_paisa > 0'))
        .execute();
      await createIndex(db, 'wallet_transactions_user_created', 'wallet_transactions', [
        'user_id',
        'created_at',
      ]);
      await createIndex(db, 'wallet_transactions_status', 'wallet_transactions', [
        'action',
        'status_key',
        'created_at',
      ]);
      // One pending deposit and one pending withdrawal per player, held by the database itself so
      // two tabs submitting at the same instant cannot both get through.
      await sql`create unique index wallet_transactions_one_pending on wallet_transactions (user_id, action) where status_key = '0'`.execute(
        db,
      );
      // A wallet's TRX id pays for one deposit only (a rejected one may be reported again).
      await sql`create unique index wallet_transactions_reference on wallet_transactions (payment_method_id, reference) where action = 'deposit' and status_key <> '2'`.execute(
        db,
      );

      await withIdColumn(db.schema.createTable('deposit_requests'), dialect)
        .addColumn('public_id', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('payment_method_id', big, (c) => c.notNull().references('payment_methods.id'))
        .addColumn('wallet_number_id', big, (c) => c.references('wallet_numbers.id'))
        .addColumn('receiving_number', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('amount_paisa', big, (c) => c.notNull())
        .addColumn('promotion_id', big)
        .addColumn('gateway', 'text')
        .addColumn('gateway_ref', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('transaction_id', big)
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'deposit_requests_user', 'deposit_requests', ['user_id', 'status']);
      await createIndex(db, 'deposit_requests_gateway_ref', 'deposit_requests', [
        'gateway',
        'gateway_ref',
      ]);

      await withIdColumn(db.schema.createTable('deposit_receipts'), dialect)
        .addColumn('public_id', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size_bytes', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('stored_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('turnovers'), dialect)
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('transaction_id', big, (c) => c.references('wallet_transactions.id'))
        .addColumn('promotion_id', big)
        .addColumn('multiple', 'integer', (c) => c.notNull())
        .addColumn('required_paisa', big, (c) => c.notNull())
        .addColumn('remaining_paisa', big, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('completed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('turnovers_remaining', sql.raw('remaining_paisa >= 0'))
        .execute();
      await createIndex(db, 'turnovers_user_status', 'turnovers', ['user_id', 'status', 'id']);

      await withIdColumn(db.schema.createTable('inbox_messages'), dialect)
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('deleted_at', 'text')
        .execute();
      await createIndex(db, 'inbox_messages_user', 'inbox_messages', ['user_id', 'id']);

      await withIdColumn(db.schema.createTable('operators'), dialect)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('username_key', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('last_login_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await withIdColumn(db.schema.createTable('operator_sessions'), dialect)
        .addColumn('operator_id', big, (c) => c.notNull().references('operators.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('ip', 'text')
        .execute();
      await withIdColumn(db.schema.createTable('audit_log'), dialect)
        .addColumn('operator_id', big)
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text', (c) => c.notNull())
        .addColumn('detail', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'audit_log_target', 'audit_log', ['target_type', 'target_id']);

      await withIdColumn(db.schema.createTable('sandbox_gateway_payments'), dialect)
        .addColumn('payment_ref', 'text', (c) => c.notNull().unique())
        .addColumn('merchant_invoice', 'text', (c) => c.notNull().unique())
        .addColumn('amount_paisa', big, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('callback_url', 'text', (c) => c.notNull())
        .addColumn('return_url', 'text', (c) => c.notNull())
        .addColumn('payer_number', 'text')
        .addColumn('trx_id', 'text')
        .addColumn('callback_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('callback_delivered_at', 'text')
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('idempotent_requests'), dialect)
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('response_status', 'integer')
        .addColumn('response_body', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('idempotent_requests_scope_key', ['scope', 'idempotency_key'])
        .execute();
    },
  };
}

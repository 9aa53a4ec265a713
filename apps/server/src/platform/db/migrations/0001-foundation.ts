/** Foundation schema: players, partner codes, sessions, the ledger and site data. */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';
import { createIndex } from './indexes.js';

export function foundationMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('users'), dialect)
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('username_key', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_key', 'text', (c) => c.notNull().unique())
        .addColumn('phone', 'text', (c) => c.notNull().unique())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('referral_code', 'text', (c) => c.notNull().unique())
        .addColumn('referred_by_user_id', big, (c) => c.references('users.id'))
        .addColumn('agent_code', 'text')
        .addColumn('affiliate_code', 'text')
        .addColumn('agent_partner_id', big)
        .addColumn('affiliate_partner_id', big)
        .addColumn('registration_origin', 'text')
        .addColumn('vip_coin', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('phone_verified_at', 'text')
        .addColumn('email_verified_at', 'text')
        .addColumn('dofb', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'users_referred_by', 'users', ['referred_by_user_id']);

      await withIdColumn(db.schema.createTable('partner_codes'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('partner_codes_kind_code', ['kind', 'code'])
        .execute();

      await withIdColumn(db.schema.createTable('sessions'), dialect)
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('parent_session_id', big)
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('revoked_at', 'text')
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .execute();
      await createIndex(db, 'sessions_user', 'sessions', ['user_id']);
      await createIndex(db, 'sessions_parent', 'sessions', ['parent_session_id']);

      await withIdColumn(db.schema.createTable('ledger_accounts'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('owner_id', big, (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('balance_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('may_go_negative', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('ledger_accounts_kind_owner_currency', [
          'kind',
          'owner_id',
          'currency',
        ])
        .addCheckConstraint(
          'ledger_accounts_no_overdraft',
          sql.raw('may_go_negative = 1 or balance_paisa >= 0'),
        )
        .execute();

      await withIdColumn(db.schema.createTable('ledger_transfers'), dialect)
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('debit_account_id', big, (c) => c.notNull().references('ledger_accounts.id'))
        .addColumn('credit_account_id', big, (c) => c.notNull().references('ledger_accounts.id'))
        .addColumn('amount_paisa', big, (c) => c.notNull())
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('reference', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('ledger_transfers_positive', sql.raw('amount_paisa > 0'))
        .addCheckConstraint(
          'ledger_transfers_two_accounts',
          sql.raw('debit_account_id <> credit_account_id'),
        )
        .execute();
      await createIndex(db, 'ledger_transfers_debit', 'ledger_transfers', ['debit_account_id']);
      await createIndex(db, 'ledger_transfers_credit', 'ledger_transfers', ['credit_account_id']);

      await db.schema
        .createTable('site_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('sliders'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('thubmnail', 'text', (c) => c.notNull())
        .addColumn('slider_type', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();

      await withIdColumn(db.schema.createTable('notices'), dialect)
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

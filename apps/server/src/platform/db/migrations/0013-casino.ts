/**
 * The casino's seamless wallet: game rounds (one per player and provider round id), every wallet
 * call applied to them (bets, wins, rollbacks and rollback tombstones, unique per provider and
 * transaction id so a repeat never moves money twice), the game providers configured beyond the
 * built-in house provider, and the short-lived launch sessions a game frame plays with.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';
import { createIndex } from './indexes.js';

export function casinoMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('casino_providers')
        .addColumn('platform', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('launch_url', 'text', (c) => c.notNull())
        .addColumn('wallet_secret', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('casino_providers_kind', sql.raw("kind in ('seamless')"))
        .execute();

      await withIdColumn(db.schema.createTable('casino_rounds'), dialect)
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('round_ref', 'text', (c) => c.notNull())
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('game_code', 'text', (c) => c.notNull())
        .addColumn('game_name', 'text', (c) => c.notNull())
        .addColumn('game_type', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('stake_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('win_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .addUniqueConstraint('casino_rounds_provider_ref', ['provider', 'round_ref'])
        .addCheckConstraint('casino_rounds_status', sql.raw("status in ('open', 'settled')"))
        .addCheckConstraint('casino_rounds_amounts', sql.raw('stake_paisa >= 0 and win_paisa >= 0'))
        .execute();
      // The Settled tab: a player's settled rounds, newest first.
      await createIndex(db, 'casino_rounds_user_settled', 'casino_rounds', [
        'user_id',
        'settled_at',
      ]);

      await withIdColumn(db.schema.createTable('casino_transactions'), dialect)
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('transaction_ref', 'text', (c) => c.notNull())
        .addColumn('round_id', big, (c) => c.notNull().references('casino_rounds.id'))
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('amount_paisa', big, (c) => c.notNull())
        .addColumn('reference_transaction_ref', 'text')
        .addColumn('balance_after_paisa', big, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('casino_transactions_provider_ref', ['provider', 'transaction_ref'])
        .addCheckConstraint(
          'casino_transactions_kind',
          sql.raw(
            "(kind = 'debit' and status in ('applied', 'rolled_back', 'tombstone')) or (kind in ('credit', 'rollback') and status = 'applied')",
          ),
        )
        .addCheckConstraint('casino_transactions_amount', sql.raw('amount_paisa >= 0'))
        .execute();
      await createIndex(db, 'casino_transactions_round', 'casino_transactions', ['round_id', 'id']);

      await withIdColumn(db.schema.createTable('casino_launch_sessions'), dialect)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('parent_session_id', big, (c) => c.notNull().references('sessions.id'))
        .addColumn('platform', 'text', (c) => c.notNull())
        .addColumn('game_code', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('ends_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'casino_launch_sessions_user', 'casino_launch_sessions', [
        'user_id',
        'id',
      ]);
    },
  };
}

/**
 * Settled stakes and what they earn: the settlement book (one row per settled bet or round, so a
 * settlement reported twice counts once), VIP point accounts and their history, and each referred
 * player's turnover and rewards for the referrer's board.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';
import { createIndex } from './indexes.js';

export function vipReferralSettlementMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('settled_stakes'), dialect)
        .addColumn('settlement_id', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('stake_paisa', big, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('settled_stakes_positive', sql.raw('stake_paisa > 0'))
        .execute();
      await createIndex(db, 'settled_stakes_user', 'settled_stakes', ['user_id', 'id']);

      await db.schema
        .createTable('vip_accounts')
        .addColumn('user_id', big, (c) => c.primaryKey().references('users.id'))
        .addColumn('accrual_units', big, (c) => c.notNull().defaultTo(0))
        .addColumn('lifetime_points', big, (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('vip_point_entries'), dialect)
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('points', big, (c) => c.notNull())
        .addColumn('amount_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('reference', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('vip_point_entries_positive', sql.raw('points > 0'))
        .execute();
      await createIndex(db, 'vip_point_entries_user', 'vip_point_entries', ['user_id', 'id']);

      await db.schema
        .createTable('referral_earnings')
        .addColumn('downline_user_id', big, (c) => c.primaryKey().references('users.id'))
        .addColumn('referrer_user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('turnover_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('reward_units', big, (c) => c.notNull().defaultTo(0))
        .addColumn('reward_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('last_settled_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'referral_earnings_referrer', 'referral_earnings', [
        'referrer_user_id',
        'last_settled_at',
      ]);
    },
  };
}

/**
 * Fair play (docs/decisions.md, Promotion claims and Self-referral). A promotion gets a number of
 * claims per player (1 for every promotion already running: a player could claim one with every
 * deposit; 0 means no limit). `promotion_claim_locks` holds one row per player and promotion,
 * locked while a deposit claims it, so two claims of one player are counted one after the other.
 * `referral_flags` records referral links refused or rewards withheld as self-referral, for
 * operators, once per downline and reason.
 */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType } from './column-types.js';
import { createIndex } from './indexes.js';

export function promotionClaimsAndReferralFlagsMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('promotions')
        .addColumn('claims_per_player', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createTable('promotion_claim_locks')
        .addColumn('promotion_id', big, (c) => c.notNull().references('promotions.id'))
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('locked_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('promotion_claim_locks_pk', ['promotion_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('referral_flags')
        .addColumn('downline_user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('referrer_user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('referral_flags_pk', ['downline_user_id', 'reason'])
        .execute();
      await createIndex(db, 'referral_flags_referrer', 'referral_flags', ['referrer_user_id']);
    },
  };
}

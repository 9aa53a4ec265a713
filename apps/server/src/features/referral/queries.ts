/** SQL for the referral programme: who referred whom (read from users) and what each downline brought. */
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import type { ReferralFlagsTable } from './tables.js';
import { findValue } from '../../platform/db/table-rows.js';

/** The player's referrer, as linked at signup through the referral code, with what a reward needs. */
/** Read by a referred player's every settled stake, so compiled once (see compiledOnce). */
const selectReferrer = compiledOnce((db: Kysely<Database>, downlineUserId: number) =>
  db
    .selectFrom('users as downline')
    .innerJoin('users as referrer', 'referrer.id', 'downline.referred_by_user_id')
    .select(['referrer.id', 'referrer.currency', 'referrer.status'])
    .where('downline.id', '=', downlineUserId),
);

export async function findReferrerOf(
  db: Executor,
  downlineUserId: number,
): Promise<{ id: number; currency: string; active: boolean } | undefined> {
  const [row] = await selectReferrer(db, downlineUserId);
  return row && { id: row.id, currency: row.currency, active: row.status === 'active' };
}

/**
 * Adds a settled stake and its reward units to the downline's row (opening it on the first) in
 * one statement and answers the new units total: the row stays locked until the transaction
 * ends, so the total before this stake is the answer minus the units added.
 */
export async function addEarnings(
  trx: Transaction<Database>,
  earning: {
    downlineUserId: number;
    referrerUserId: number;
    stakePaisa: number;
    units: number;
    now: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('referral_earnings')
    .values({
      downline_user_id: earning.downlineUserId,
      referrer_user_id: earning.referrerUserId,
      turnover_paisa: earning.stakePaisa,
      reward_units: earning.units,
      reward_paisa: 0,
      last_settled_at: earning.now,
    })
    .onConflict((conflict) =>
      conflict.column('downline_user_id').doUpdateSet({
        turnover_paisa: sql<number>`referral_earnings.turnover_paisa + excluded.turnover_paisa`,
        reward_units: sql<number>`referral_earnings.reward_units + excluded.reward_units`,
        last_settled_at: earning.now,
      }),
    )
    .returning('reward_units')
    .executeTakeFirstOrThrow();
  return Number(row.reward_units);
}

export async function addRewardPaid(
  trx: Transaction<Database>,
  downlineUserId: number,
  rewardPaisa: number,
): Promise<void> {
  await trx
    .updateTable('referral_earnings')
    .set({ reward_paisa: sql<number>`reward_paisa + ${rewardPaisa}` })
    .where('downline_user_id', '=', downlineUserId)
    .execute();
}

export async function findReferralCode(db: Executor, userId: number): Promise<string | undefined> {
  return findValue(db, 'users', 'referral_code', { id: userId });
}

/** The board's totals over every downline, and how many settled a stake since `activeSince`. */
export async function sumEarnings(
  db: Executor,
  referrerUserId: number,
  activeSince: string,
): Promise<{ activeDownlines: number; turnoverPaisa: number; rewardPaisa: number }> {
  const row = await db
    .selectFrom('referral_earnings')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('turnover_paisa'), sql<number>`0`).as('turnover'),
      eb.fn.coalesce(eb.fn.sum<number>('reward_paisa'), sql<number>`0`).as('reward'),
      eb.fn
        .sum<number>(eb.case().when('last_settled_at', '>=', activeSince).then(1).else(0).end())
        .as('active'),
    ])
    .where('referrer_user_id', '=', referrerUserId)
    .executeTakeFirstOrThrow();
  return {
    activeDownlines: Number(row.active ?? 0),
    turnoverPaisa: Number(row.turnover),
    rewardPaisa: Number(row.reward),
  };
}

/** Answers false when the same downline was already flagged for the same reason. */
export async function insertReferralFlag(
  trx: Transaction<Database>,
  flag: Insertable<ReferralFlagsTable>,
): Promise<boolean> {
  const rows = await trx
    .insertInto('referral_flags')
    .values(flag)
    .onConflict((conflict) => conflict.columns(['downline_user_id', 'reason']).doNothing())
    .returning('downline_user_id')
    .execute();
  return rows.length > 0;
}

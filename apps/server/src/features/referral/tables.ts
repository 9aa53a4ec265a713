/**
 * What each referred player (a downline: `users.referred_by_user_id` set at signup) has brought
 * their referrer: settled turnover and cash rewards, one row per downline.
 */
import type { Selectable } from 'kysely';

export interface ReferralEarningsTable {
  downline_user_id: number;
  referrer_user_id: number;
  /** The downline's settled stakes since signup, in paisa. */
  turnover_paisa: number;
  /**
   * Settled stake in paisa times the reward rate in basis points, summed and never reset: the
   * rewards paid so far are this divided by 10,000, so no fraction of a paisa is lost.
   */
  reward_units: number;
  /** Cash bonus credited to the referrer for this downline, in paisa. */
  reward_paisa: number;
  last_settled_at: string;
}

export type ReferralEarningsRow = Selectable<ReferralEarningsTable>;

/** Why a referral link was refused at sign-up, or its rewards withheld (self-referral.ts). */
export type ReferralFlagReason = 'same_phone' | 'same_email' | 'shared_payment_number';

/** Self-referral an operator should look at: one row per downline and reason. */
export interface ReferralFlagsTable {
  downline_user_id: number;
  reason: ReferralFlagReason;
  /** The player whose code was used (at sign-up, the link was not made). */
  referrer_user_id: number;
  created_at: string;
}

export interface ReferralTables {
  referral_earnings: ReferralEarningsTable;
  referral_flags: ReferralFlagsTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends ReferralTables {}
}

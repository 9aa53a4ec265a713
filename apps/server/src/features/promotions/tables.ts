/** Promotions the operator runs: listed ('display'), deposit-only ('active') or switched off ('hidden'). */
import type { Generated } from 'kysely';

export interface PromotionsTable {
  id: Generated<number>;
  name: string;
  desc: string;
  thumbnail: string;
  /** Calendar dates in Asia/Dhaka, YYYY-MM-DD. */
  start_date: string;
  end_date: string;
  status: 'display' | 'active' | 'hidden';
  /** Bonus percent of the deposit (spelled so in the contract). */
  deposit_bouns: number;
  /** Turnover multiple of (deposit + bonus). */
  turnover: number;
  /** JSON list of desktop category codes (99 Welcome Offer, 1 Slots, …). */
  categories: string;
  sort_order: number;
  /** Deposits one player may claim it with (pending and approved ones count); 0: no limit. */
  claims_per_player: number;
  created_at: string;
}

/**
 * One row per player and promotion, taken (by an upsert, which locks it on PostgreSQL) first in
 * the transaction that claims the promotion, so that player's concurrent claims count one by one.
 */
export interface PromotionClaimLocksTable {
  promotion_id: number;
  user_id: number;
  locked_at: string;
}

export interface PromotionTables {
  promotions: PromotionsTable;
  promotion_claim_locks: PromotionClaimLocksTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends PromotionTables {}
}

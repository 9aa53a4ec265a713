/**
 * VIP points. The spendable balance is the player's `users.vip_coin` (the field the spec's user
 * data carries); this feature is the only one that changes it. Here: what decides the level, and
 * the history of points earned and converted.
 */
import type { Generated, Selectable } from 'kysely';

export interface VipAccountsTable {
  user_id: number;
  /**
   * Settled stake in paisa times the accrual rate, summed over every settlement and never reset:
   * points earned so far are this divided by VIP_UNITS_PER_POINT, so no fraction of a point is
   * ever lost between small bets, and a rate change only affects stakes settled after it.
   */
  accrual_units: number;
  /** Every point ever earned (conversions do not lower it); it decides the level. */
  lifetime_points: number;
  updated_at: string;
}

export type VipEntryKind = 'earned' | 'converted';

export interface VipPointEntriesTable {
  id: Generated<number>;
  user_id: number;
  kind: VipEntryKind;
  /** Always positive; the kind says which way. */
  points: number;
  /** Taka paid to the Main Wallet, in paisa (conversions only). */
  amount_paisa: number;
  /** The settlement that earned the points, or the wallet transaction that paid them out. */
  reference: string;
  created_at: string;
}

export type VipPointEntryRow = Selectable<VipPointEntriesTable>;

/** The ladder (migration 0022): the operator edits `min_points`; tier, rank and name stay. */
export interface VipLevelsTable {
  level: number;
  tier: string;
  rank: number;
  name: string;
  /** Lifetime points that reach the level; rising with the level. */
  min_points: number;
  updated_at: string;
}

export interface VipTables {
  vip_levels: VipLevelsTable;
  vip_accounts: VipAccountsTable;
  vip_point_entries: VipPointEntriesTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends VipTables {}
}

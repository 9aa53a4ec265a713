/** Tables owned by the risk feature: withdrawal holds and what each sign-up was made from. */
import type { Generated, Selectable } from 'kysely';

/** Finance's stop on a player's withdrawals; released rows stay as the history. */
export interface WithdrawalHoldsTable {
  id: Generated<number>;
  user_id: number;
  reason: string;
  placed_by_operator_id: number;
  placed_at: string;
  released_by_operator_id: number | null;
  /** Null while the hold is in force; the database allows one such row per player. */
  released_at: string | null;
  release_reason: string | null;
}

/**
 * Where an account was signed up from, kept only as SHA-256 hashes: enough to see two accounts
 * made from one address or one browser, nothing to read the address or the device back from.
 */
export interface SignupMarksTable {
  user_id: number;
  address_hash: string | null;
  device_hash: string | null;
  created_at: string;
}

export type WithdrawalHoldRow = Selectable<WithdrawalHoldsTable>;

export interface RiskTables {
  withdrawal_holds: WithdrawalHoldsTable;
  signup_marks: SignupMarksTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends RiskTables {}
}

/**
 * A player's safer-gambling choices, one row per player who has made any: their limits (JSON, see
 * limit-rules.ts), a break (time-out or self-exclusion) and the reality check's interval. The row is
 * also the lock a stake or a deposit takes before it counts what a limit allows (guards.ts).
 */
import type { Selectable } from 'kysely';
import type { BreakKind } from '@khela/contract';

export interface PlayerSafetyTable {
  user_id: number;
  /** JSON of StoredLimit[] (limit-rules.ts). */
  limits: string;
  /** Whether any loss limit is set or pending: the stake paths read the row only then. */
  has_loss_limit: number;
  break_kind: BreakKind | null;
  break_started_at: string | null;
  break_until: string | null;
  /** Minutes between reality checks; null: the site's default. */
  reality_check_minutes: number | null;
  created_at: string;
  updated_at: string;
}

export type PlayerSafetyRow = Selectable<PlayerSafetyTable>;

export interface SaferGamblingTables {
  player_safety: PlayerSafetyTable;
}

// This feature's table joins the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends SaferGamblingTables {}
}

/** Turnover requirements: stakes a player must settle before withdrawing (DOMAIN: turnover). */
import type { Generated, Selectable } from 'kysely';

export interface TurnoversTable {
  id: Generated<number>;
  user_id: number;
  /** The deposit that created it. */
  transaction_id: number | null;
  promotion_id: number | null;
  /** The promotion's multiple (or the site's default for deposits without one). */
  multiple: number;
  required_paisa: number;
  remaining_paisa: number;
  status: 'active' | 'complete';
  completed_at: string | null;
  created_at: string;
}

export type TurnoverRow = Selectable<TurnoversTable>;

export interface TurnoverTables {
  turnovers: TurnoversTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends TurnoverTables {}
}

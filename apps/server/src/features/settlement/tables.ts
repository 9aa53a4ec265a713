/** The settlement book: every settled stake reported by the casino or the exchange, once each. */
import type { Generated, Selectable } from 'kysely';

export interface SettledStakesTable {
  id: Generated<number>;
  /** The reporter's own id for the settled bet or round, e.g. `casino:round:123`; unique. */
  settlement_id: string;
  user_id: number;
  stake_paisa: number;
  /** What the stake counted towards rebates and turnover (counted-stake.ts); 0: nothing. */
  counted_paisa: Generated<number>;
  created_at: string;
}

export type SettledStakeRow = Selectable<SettledStakesTable>;

export interface SettlementTables {
  settled_stakes: SettledStakesTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends SettlementTables {}
}

/**
 * The house games' books: fair seed pairs, Slots and Mines bets, and Crash's chains, rounds, bets
 * and engine lease. Money is not here: it moves through the casino wallet (casino_rounds).
 */
import type { HouseBetGame } from '@khela/contract';
import type { Generated, Selectable } from 'kysely';

export interface HouseFairSeedsTable {
  id: Generated<number>;
  user_id: number;
  /** 64 hex characters; secret while the pair is active. */
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** The nonce the next bet takes. */
  nonce: Generated<number>;
  /** 1 for the active pair, null once revealed. */
  active: number | null;
  created_at: string;
  revealed_at: string | null;
}

export type { HouseBetGame };
export type HouseBetStatus = 'open' | 'won' | 'lost';

export interface HouseBetsTable {
  id: Generated<number>;
  user_id: number;
  game: HouseBetGame;
  seed_id: number;
  nonce: number;
  stake_paisa: number;
  payout_paisa: Generated<number>;
  status: HouseBetStatus;
  /** 1 while a Mines game is in play, null otherwise. */
  in_play: number | null;
  mine_count: number | null;
  /** JSON list of the mined tiles (Mines). */
  mine_tiles: string | null;
  /** JSON list of the tiles opened, in order (Mines). */
  picks: string | null;
  /** JSON of the spin (Slots): stops, reels, line wins. */
  outcome: string | null;
  created_at: string;
  settled_at: string | null;
}

export interface CrashChainsTable {
  id: Generated<number>;
  /** Secret: every round seed of the chain derives from it. */
  terminal_seed: string;
  round_count: number;
  commitment: string;
  salt: string;
  next_index: Generated<number>;
  created_at: string;
}

export type CrashRoundPhase = 'betting' | 'flying' | 'crashed';

export interface CrashRoundsTable {
  id: Generated<number>;
  chain_id: number;
  round_index: number;
  /** Secret until the round has crashed. */
  round_seed: string;
  /** Hundredths (235 = 2.35×); secret until the round has crashed. */
  crash_point: number;
  phase: CrashRoundPhase;
  betting_ends_at: string;
  started_at: string;
  crashed_at: string | null;
  created_at: string;
}

export type CrashBetStatus = 'active' | 'cashed_out' | 'lost';

export interface CrashBetsTable {
  id: Generated<number>;
  round_id: number;
  user_id: number;
  stake_paisa: number;
  /** Hundredths, or null for manual play. */
  auto_cashout: number | null;
  /** Hundredths, once cashed out. */
  cashout_multiplier: number | null;
  payout_paisa: Generated<number>;
  status: CrashBetStatus;
  created_at: string;
  settled_at: string | null;
}

export type LotteryDrawStatus = 'open' | 'drawn';

export interface LotteryDrawsTable {
  id: Generated<number>;
  /** The draw's slot of the schedule: its number, and its stream's nonce. */
  number: number;
  /** Secret until the draw is drawn. */
  server_seed: string;
  server_seed_hash: string;
  closes_at: string;
  status: LotteryDrawStatus;
  tickets: Generated<number>;
  sales_paisa: Generated<number>;
  carried_in_paisa: number | null;
  pool_paisa: number | null;
  carried_out_paisa: number | null;
  /** JSON of the five numbers, once drawn. */
  numbers: string | null;
  /** JSON of the winning tickets per tier, once drawn. */
  winners: string | null;
  created_at: string;
  drawn_at: string | null;
}

export interface LotteryTicketsTable {
  id: Generated<number>;
  draw_id: number;
  user_id: number;
  /** JSON of the five numbers picked. */
  picks: string;
  price_paisa: number;
  status: HouseBetStatus;
  matches: number | null;
  payout_paisa: Generated<number>;
  created_at: string;
  settled_at: string | null;
}

export type HouseFairSeedRow = Selectable<HouseFairSeedsTable>;
export type LotteryDrawRow = Selectable<LotteryDrawsTable>;
export type LotteryTicketRow = Selectable<LotteryTicketsTable>;
export type HouseBetRow = Selectable<HouseBetsTable>;
export type CrashChainRow = Selectable<CrashChainsTable>;
export type CrashRoundRow = Selectable<CrashRoundsTable>;
export type CrashBetRow = Selectable<CrashBetsTable>;

export interface HouseGameTables {
  house_fair_seeds: HouseFairSeedsTable;
  house_bets: HouseBetsTable;
  crash_chains: CrashChainsTable;
  crash_rounds: CrashRoundsTable;
  crash_bets: CrashBetsTable;
  lottery_draws: LotteryDrawsTable;
  lottery_tickets: LotteryTicketsTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends HouseGameTables {}
}

/** The exchange's books (migration 0015): events, markets, runners, orders, fills, positions. */
import type { Generated, Selectable } from 'kysely';

export type ExchangeSportCode = 'cricket' | 'soccer' | 'tennis';
export type ExchangeEventStatus = 'upcoming' | 'in_play' | 'closed';
export type ExchangeMarketKind = 'match_odds' | 'bookmaker' | 'fancy';
export type ExchangeMarketStatus = 'open' | 'suspended' | 'closed' | 'settled' | 'voided';
export type ExchangeOrderSide = 'back' | 'lay' | 'yes' | 'no';
export type ExchangeOrderStatus = 'open' | 'matched' | 'cancelled' | 'settled' | 'voided';

export interface ExchangeEventsTable {
  id: string;
  sport: ExchangeSportCode;
  name: string;
  open_date: string;
  status: ExchangeEventStatus;
  /** JSON of the live score, as the feed last sent it. */
  score: string | null;
  created_at: string;
  updated_at: string;
}

export interface ExchangeMarketsTable {
  id: string;
  event_id: string;
  kind: ExchangeMarketKind;
  name: string;
  status: ExchangeMarketStatus;
  ball_running: Generated<number>;
  bet_delay_seconds: Generated<number>;
  fancy_type: number | null;
  no_line: number | null;
  no_rate: number | null;
  yes_line: number | null;
  yes_rate: number | null;
  commission_basis_points: Generated<number>;
  /** 1 while a trader's suspension holds: the feed cannot reopen the market (migration 0025). */
  operator_hold: Generated<number>;
  /** Transactions that locked the market to change its books (migration 0031). */
  book_version: Generated<number>;
  min_stake_paisa: number;
  max_stake_paisa: number;
  result: string | null;
  settled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ExchangeRunnersTable {
  id: Generated<number>;
  market_id: string;
  selection_id: number;
  name: string;
  sort_order: number;
  back_rate: number | null;
  lay_rate: number | null;
  suspended: Generated<number>;
}

export interface ExchangeOrdersTable {
  id: Generated<number>;
  market_id: string;
  user_id: number;
  selection_id: number | null;
  side: ExchangeOrderSide;
  price_hundredths: number | null;
  rate: number | null;
  no_line: number | null;
  yes_line: number | null;
  /** Bookmaker and Fancy: the overround of the house's quote the bet was taken at (ppm). */
  quote_overround_ppm: Generated<number | null>;
  stake_paisa: number;
  matched_paisa: Generated<number>;
  cancelled_paisa: Generated<number>;
  status: ExchangeOrderStatus;
  net_paisa: number | null;
  placed_at: string;
  updated_at: string;
  settled_at: string | null;
}

export interface ExchangeFillsTable {
  id: Generated<number>;
  market_id: string;
  selection_id: number;
  taker_order_id: number;
  maker_order_id: number;
  taker_user_id: number;
  maker_user_id: number;
  taker_side: 'back' | 'lay';
  price_hundredths: number;
  stake_paisa: number;
  created_at: string;
}

export interface ExchangePositionsTable {
  id: Generated<number>;
  market_id: string;
  user_id: number;
  currency: string;
  exposure_paisa: Generated<number>;
  movements: Generated<number>;
  net_paisa: number | null;
  commission_paisa: number | null;
  settled_at: string | null;
  updated_at: string;
}

export type ExchangeEventRow = Selectable<ExchangeEventsTable>;
export type ExchangeMarketRow = Selectable<ExchangeMarketsTable>;
export type ExchangeRunnerRow = Selectable<ExchangeRunnersTable>;
export type ExchangeOrderRow = Selectable<ExchangeOrdersTable>;
export type ExchangeFillRow = Selectable<ExchangeFillsTable>;
export type ExchangePositionRow = Selectable<ExchangePositionsTable>;

export interface ExchangeTables {
  exchange_events: ExchangeEventsTable;
  exchange_markets: ExchangeMarketsTable;
  exchange_runners: ExchangeRunnersTable;
  exchange_orders: ExchangeOrdersTable;
  exchange_fills: ExchangeFillsTable;
  exchange_positions: ExchangePositionsTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends ExchangeTables {}
}

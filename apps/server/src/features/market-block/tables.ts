/** Per-player market blocks set by the upline; no row means nothing is blocked. */
export interface MarketBlocksTable {
  user_id: number;
  exchange_market: number;
  cs_market: number;
  status: string;
  updated_at: string;
}

export interface MarketBlockTables {
  market_blocks: MarketBlocksTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends MarketBlockTables {}
}

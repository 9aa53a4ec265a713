/** Market blocks: what the upline has closed for a player. No row means everything is open. */
import type { Kysely, Transaction } from 'kysely';
import type { MarketBlock } from '@khela/contract';
import type { Database } from '../../platform/db/database.js';
import { isoNow } from '../../platform/db/time.js';
import { findMarketBlock, upsertMarketBlock } from './queries.js';

const OPEN: MarketBlock = { exchange_market: 1, cs_market: 1, status: 'active' };

export async function getMarketBlock(
  executor: Kysely<Database> | Transaction<Database>,
  userId: number,
): Promise<MarketBlock> {
  return (await findMarketBlock(executor, userId)) ?? OPEN;
}

/**
 * Sets a player's blocks; the operator console calls this for the upline, passing its transaction
 * so the change and its audit entry commit together.
 */
export async function setMarketBlock(
  executor: Kysely<Database> | Transaction<Database>,
  userId: number,
  block: MarketBlock,
): Promise<void> {
  await upsertMarketBlock(executor, {
    userId,
    exchangeMarket: block.exchange_market,
    csMarket: block.cs_market,
    status: block.status,
    now: isoNow(),
  });
}

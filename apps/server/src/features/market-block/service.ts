/** Market blocks: what the upline has closed for a player. No row means everything is open. */
import type { MarketBlock } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { findMarketBlock, upsertMarketBlock } from './queries.js';

const OPEN: MarketBlock = { exchange_market: 1, cs_market: 1, status: 'active' };

export async function getMarketBlock(context: AppContext, userId: number): Promise<MarketBlock> {
  return (await findMarketBlock(context.db, userId)) ?? OPEN;
}

/** Sets a player's blocks; the operator console calls this for the upline. */
export async function setMarketBlock(
  context: AppContext,
  userId: number,
  block: MarketBlock,
): Promise<void> {
  await upsertMarketBlock(context.db, {
    userId,
    exchangeMarket: block.exchange_market,
    csMarket: block.cs_market,
    status: block.status,
    now: isoNow(),
  });
}

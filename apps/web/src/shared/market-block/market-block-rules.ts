/** Whether a member's section is blocked ([contract: Roles]), by the contract's rules. */
import { isExchangeBlocked, isGamesBlocked, type MarketBlock } from '@khela/contract';

/** The two sections an operator can block a player from. */
export type Market = 'exchange' | 'games';

export function isMarketBlocked(market: Market, block: MarketBlock): boolean {
  return market === 'exchange' ? isExchangeBlocked(block) : isGamesBlocked(block);
}

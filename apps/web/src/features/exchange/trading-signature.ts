import type { ExchangeEventImage } from '@khela/contract';

/**
 * Which markets the picture shows and whether each takes bets. It changes when a market is
 * settled, suspended or reopened, which is when the player's Main and Exposure may have moved
 * without a call of their own (a settlement pays out); the header then reads them again.
 */
export function tradingSignature(image: ExchangeEventImage): string {
  const event = Object.values(image.event.data.items)[0];
  return JSON.stringify([
    image.match_odds.map((market) => [market.marketId, market.suspended]),
    Object.keys(event?.fancy2 ?? {}).sort(),
    Object.keys(event?.bookmaker ?? {}).sort(),
  ]);
}

/**
 * What every sandbox sport sends the same way: market ids, a new fixture (event, Match Odds and
 * Bookmaker markets, first score), and the prices of runners (the fair prices the market maker
 * quotes around, and the house's Bookmaker rates around them).
 */
import { bookmakerRatesAround } from '../simulator/cricket-prices.js';
import type { ExchangeSportCode } from '../tables.js';
import type { FeedRunner, FeedUpdate } from './feed-updates.js';

export const matchOddsId = (eventId: string) => `1.${eventId}`;
export const bookmakerId = (eventId: string) => `b.${eventId}`;

export function fixtureUpdates(fixture: {
  eventId: string;
  sport: ExchangeSportCode;
  name: string;
  openDate: string;
  runners: FeedRunner[];
  score: unknown;
}): FeedUpdate[] {
  return [
    {
      type: 'event',
      eventId: fixture.eventId,
      sport: fixture.sport,
      name: fixture.name,
      openDate: fixture.openDate,
      marketId: matchOddsId(fixture.eventId),
      runners: fixture.runners,
      betDelaySeconds: 5,
    },
    {
      type: 'bookmaker_market',
      eventId: fixture.eventId,
      marketId: bookmakerId(fixture.eventId),
      runners: fixture.runners,
    },
    { type: 'score', eventId: fixture.eventId, score: fixture.score },
  ];
}

export function runnerPriceUpdates(
  eventId: string,
  prices: readonly { selectionId: number; priceHundredths: number }[],
): FeedUpdate[] {
  return [
    { type: 'fair_prices', marketId: matchOddsId(eventId), prices: [...prices] },
    {
      type: 'bookmaker_rates',
      marketId: bookmakerId(eventId),
      rates: prices.map((price) => ({
        selectionId: price.selectionId,
        ...bookmakerRatesAround(price.priceHundredths),
      })),
    },
  ];
}

/** Picks two different names. */
export function pickPair(names: readonly string[], random: () => number): [string, string] {
  const first = Math.floor(random() * names.length);
  const second = (first + 1 + Math.floor(random() * (names.length - 1))) % names.length;
  return [names[first]!, names[second]!];
}

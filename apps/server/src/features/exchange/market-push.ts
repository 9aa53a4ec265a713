/**
 * The live picture of an event (its Match Odds book, Bookmaker and Fancy, score) pushed on the
 * event's channel whenever something in it changes: a bet, a cancel, a settlement, or a feed
 * update. Always the whole picture (docs/decisions.md, Exchange live): a client that missed one
 * simply shows the next.
 */
import { type ExchangeEventImage, exchangeStreamEvents } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { eventMarkets, matchOdds } from './market-views.js';
import { findEvent, findMarket, listEventMarkets } from './queries.js';

export function exchangeEventChannel(eventId: string): string {
  return `exchange-event:${eventId}`;
}

let lastClock = 0;

export async function eventImage(
  context: AppContext,
  eventId: string,
): Promise<ExchangeEventImage | undefined> {
  const event = await findEvent(context.db, eventId);
  if (!event) return undefined;
  const matchOddsMarket = (await listEventMarkets(context.db, eventId)).find(
    (market) => market.kind === 'match_odds',
  );
  // Within one instance the clock never goes back, even if the system clock does.
  lastClock = Math.max(Date.now(), lastClock + 1);
  return {
    event_id: eventId,
    clock: lastClock,
    match_odds: matchOddsMarket ? await matchOdds(context, matchOddsMarket.id) : [],
    event: await eventMarkets(context, eventId),
    score: event.score === null ? null : (JSON.parse(event.score) as unknown),
  };
}

/** Publishes the event's picture. Never throws: what changed is already committed. */
export async function pushEventImage(context: AppContext, eventId: string): Promise<void> {
  try {
    const image = await eventImage(context, eventId);
    if (!image) return;
    await context.pubsub.publish(
      exchangeEventChannel(eventId),
      JSON.stringify({ event: exchangeStreamEvents.update, data: image }),
    );
  } catch {
    // A lost picture is replaced by the next one; screens also refetch on `ready`.
  }
}

export async function eventIdOfMarket(
  context: AppContext,
  marketId: string,
): Promise<string | undefined> {
  return (await findMarket(context.db, marketId).catch(() => undefined))?.event_id;
}

export async function pushMarketImage(context: AppContext, marketId: string): Promise<void> {
  const eventId = await eventIdOfMarket(context, marketId);
  if (eventId !== undefined) await pushEventImage(context, eventId);
}

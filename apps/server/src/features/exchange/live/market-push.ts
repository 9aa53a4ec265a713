/**
 * The live picture of an event (its Match Odds book, Bookmaker and Fancy, score) pushed on the
 * event's channel whenever something in it changes: a bet, a cancel, a settlement, or a feed
 * update. Always the whole picture (docs/decisions.md, Exchange live): a client that missed one
 * simply shows the next.
 */
import { type ExchangeEventImage, exchangeStreamEvents } from '@khela/contract';
import type { AppContext } from '../../../platform/app-context.js';
import { findEvent, findMarket } from '../betting/market-rows.js';
import { eventMarketsOf, marketsOfEvent, matchOddsOf } from '../views/market-views.js';

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
  // The event and its markets are read once; every part of the picture is made from them.
  const markets = await marketsOfEvent(context, eventId);
  const matchOddsMarket = markets.find((market) => market.kind === 'match_odds');
  const matchOdds = matchOddsMarket ? await matchOddsOf(context, matchOddsMarket, event) : [];
  const sideMarkets = await eventMarketsOf(context, eventId, markets);
  // Within one instance the clock never goes back, even if the system clock does.
  lastClock = Math.max(Date.now(), lastClock + 1);
  return {
    event_id: eventId,
    clock: lastClock,
    match_odds: matchOdds,
    event: sideMarkets,
    score: event.score === null ? null : (JSON.parse(event.score) as unknown),
  };
}

interface EventPush {
  done: Promise<void>;
  /** The push that starts when this one ends, shared by every change made meanwhile. */
  queued: Promise<void> | undefined;
}

const pushesOfContext = new WeakMap<AppContext, Map<string, EventPush>>();

/**
 * Publishes the event's picture. Never throws: what changed is already committed. Pushes of one
 * event do not pile up: while one is being made, every change meanwhile waits for one more,
 * started after it, which shows them all (the picture is always the whole event). So a busy
 * market costs a picture per push time, not one per bet, and the promise answered settles after a
 * push that started after this call.
 */
export function pushEventImage(context: AppContext, eventId: string): Promise<void> {
  let pushes = pushesOfContext.get(context);
  if (!pushes) {
    pushes = new Map();
    pushesOfContext.set(context, pushes);
  }
  const events = pushes;
  const start = (): Promise<void> => {
    const push: EventPush = { done: Promise.resolve(), queued: undefined };
    push.done = publishEventImage(context, eventId).finally(() => {
      if (events.get(eventId) === push) events.delete(eventId);
    });
    events.set(eventId, push);
    return push.done;
  };
  const running = events.get(eventId);
  if (!running) return start();
  running.queued ??= running.done.then(start);
  return running.queued;
}

async function publishEventImage(context: AppContext, eventId: string): Promise<void> {
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

/** A market never changes event, so its event is read once per instance (up to a bound). */
const eventIdsOfContext = new WeakMap<AppContext, Map<string, string>>();
const EVENT_IDS_KEPT = 10_000;

export async function eventIdOfMarket(
  context: AppContext,
  marketId: string,
): Promise<string | undefined> {
  let eventIds = eventIdsOfContext.get(context);
  if (!eventIds) {
    eventIds = new Map();
    eventIdsOfContext.set(context, eventIds);
  }
  const known = eventIds.get(marketId);
  if (known !== undefined) return known;
  const eventId = (await findMarket(context.db, marketId).catch(() => undefined))?.event_id;
  if (eventId !== undefined) {
    if (eventIds.size >= EVENT_IDS_KEPT) eventIds.clear();
    eventIds.set(marketId, eventId);
  }
  return eventId;
}

export async function pushMarketImage(context: AppContext, marketId: string): Promise<void> {
  const eventId = await eventIdOfMarket(context, marketId);
  if (eventId !== undefined) await pushEventImage(context, eventId);
}

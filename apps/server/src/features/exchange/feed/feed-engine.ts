/**
 * Runs the odds feed: every second the instance holding the `exchange-feed` lease polls the feed
 * and applies its updates, in order. One update failing (a quote refused while a market turned)
 * is reported and the rest still apply; the next poll sees the state as it was saved.
 */
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../../platform/app-context.js';
import { LeasedLoop } from '../../../platform/lease/leased-loop.js';
import { ensureMarketMaker, type QuoteOptions } from '../betting/market-maker.js';
import { eventIdOfMarket, pushEventImage } from '../live/market-push.js';
import {
  createCricketSandboxFeed,
  DEFAULT_SANDBOX_TIMING,
  type SandboxTiming,
} from './cricket-sandbox-feed.js';
import { applyFeedUpdate } from './feed-sink.js';
import type { FeedUpdate, OddsFeed } from './feed-updates.js';
import { createSoccerSandboxFeed } from './soccer-sandbox-feed.js';
import { createTennisSandboxFeed } from './tennis-sandbox-feed.js';

const FEED_POLL_MS = 1000;
const RANDOM_RANGE = 2 ** 32;

/** A uniform number in [0, 1) from the operating system's generator. */
function secureRandom(): number {
  return randomInt(RANDOM_RANGE) / RANDOM_RANGE;
}

/** The built-in sandbox: simulated cricket, football and tennis, polled together. */
function sandboxFeed(context: AppContext, timing: SandboxTiming): OddsFeed {
  const feeds = [
    createCricketSandboxFeed(context.db, secureRandom, timing),
    createSoccerSandboxFeed(context.db, secureRandom, timing),
    createTennisSandboxFeed(context.db, secureRandom, timing),
  ];
  return {
    name: 'sandbox',
    async poll(nowMs) {
      const updates: FeedUpdate[] = [];
      for (const feed of feeds) updates.push(...(await feed.poll(nowMs)));
      return updates;
    },
  };
}

export function createExchangeFeedLoop(
  context: AppContext,
  onError: (error: unknown) => void,
  options: { feed?: OddsFeed; timing?: SandboxTiming; quotes?: QuoteOptions } = {},
): LeasedLoop {
  const feed = options.feed ?? sandboxFeed(context, options.timing ?? DEFAULT_SANDBOX_TIMING);
  let makerId: number | undefined;
  return new LeasedLoop(context.db, {
    name: 'exchange-feed',
    intervalMs: FEED_POLL_MS,
    onError,
    step: async (nowMs) => {
      makerId ??= await ensureMarketMaker(context);
      const touchedEvents = new Set<string>();
      for (const update of await feed.poll(nowMs)) {
        try {
          await applyFeedUpdate(context, makerId, update, options.quotes);
        } catch (error) {
          onError(error);
        }
        const eventId =
          'eventId' in update ? update.eventId : await eventIdOfMarket(context, update.marketId);
        if (eventId !== undefined) touchedEvents.add(eventId);
      }
      // One picture per changed event, after all of this poll's updates.
      for (const eventId of touchedEvents) await pushEventImage(context, eventId);
    },
  });
}

/**
 * The odds view's prices come from two public calls (the Match Odds market and the event's
 * Bookmaker and Fancy markets) that its screen makes only once its scripts have run: on a slow
 * link, a round trip after them. Naming the two calls in the page's HTML lets a phone fetch them
 * alongside the scripts; the screen's own calls then take these answers instead of asking again
 * (the prices are the same for every viewer, signed in or not).
 */
import { callPath, exchangeCalls } from '@khela/contract';
import { escapeHtml, phonesOnlyMedia } from './html-tags.js';

/** The player app's odds view (its route is the specification's). */
const oddsViewPath = '/odds-view';

function fetchPreload(href: string): string {
  return `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin="anonymous" ${phonesOnlyMedia}>`;
}

/**
 * The preload tags for the calls an odds view address will make ('' for any other address, or
 * when its market or event is not one the calls would take).
 */
export function oddsViewPreloadTags(url: string): string {
  const address = new URL(url, 'http://page.invalid');
  if (address.pathname.replace(/\/$/, '') !== oddsViewPath) return '';
  // The screen reads the query the same way (odds-view-target.ts): trimmed, empty is none.
  const marketId = address.searchParams.get('marketId')?.trim() ?? '';
  const eventId = address.searchParams.get('eventId')?.trim() ?? '';
  const market = exchangeCalls.matchOdds.params.safeParse({ marketId });
  const event = exchangeCalls.event.params.safeParse({ eventId });
  if (!market.success || !event.success) return '';
  return (
    fetchPreload(callPath(exchangeCalls.matchOdds, market.data)) +
    fetchPreload(callPath(exchangeCalls.event, event.data))
  );
}

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
 * when its market or event is not one the calls would take). `url` is the request's target as
 * sent (a path and a query); read without URL's parser, which throws on some targets.
 */
export function oddsViewPreloadTags(url: string): string {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (pathname !== oddsViewPath && pathname !== `${oddsViewPath}/`) return '';
  const query = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
  // The screen reads the query the same way (odds-view-target.ts): trimmed, empty is none.
  const marketId = query.get('marketId')?.trim() ?? '';
  const eventId = query.get('eventId')?.trim() ?? '';
  // A dot segment would name another path once the browser resolves the address.
  if ([marketId, eventId].some((id) => id === '.' || id === '..')) return '';
  const market = exchangeCalls.matchOdds.params.safeParse({ marketId });
  const event = exchangeCalls.event.params.safeParse({ eventId });
  if (!market.success || !event.success) return '';
  return (
    fetchPreload(callPath(exchangeCalls.matchOdds, market.data)) +
    fetchPreload(callPath(exchangeCalls.event, event.data))
  );
}

/**
 * GET /api/score/board/{eventId} answers an HTML page, not JSON, so it is read as text here; the
 * frame shows the address the contract finds in it. Our own score page is also read as text every
 * few seconds, so the frame reloads when the score has changed and only then.
 */
import { queryOptions } from '@tanstack/react-query';
import { callPath, exchangeCalls, extractLiveScoreFrameUrl } from '@khela/contract';
import { NetworkError } from '../../../shared/api-client';
import { logFailedCall } from '../../../shared/log';
import { exchangeQueryKey } from './query-keys';

export async function getScoreFrameUrl(
  eventId: string,
  signal?: AbortSignal,
): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(callPath(exchangeCalls.scoreBoard, { eventId }), {
      signal: signal ?? null,
      headers: { Accept: 'text/html' },
      credentials: 'same-origin',
    });
  } catch (error) {
    logFailedCall('Failed to fetch the score board', error, signal);
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  }
  if (!response.ok) return null;
  return extractLiveScoreFrameUrl(await response.text()) ?? null;
}

export function scoreFrameQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: [...exchangeQueryKey, 'score-board', eventId],
    queryFn: ({ signal }) => getScoreFrameUrl(eventId, signal),
    // The address does not change; what it shows is read by `scorePageQueryOptions`.
    staleTime: Infinity,
  });
}

/** How often our own score page is read to see whether the score has changed. */
export const SCORE_PAGE_POLL_MS = 3000;

async function getScorePage(address: string, signal?: AbortSignal): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(address, {
      signal: signal ?? null,
      headers: { Accept: 'text/html' },
      credentials: 'same-origin',
    });
  } catch (error) {
    logFailedCall('Failed to read the score page', error, signal);
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  }
  return response.ok ? response.text() : null;
}

/** Our own score page (an address on this site) as text, read again every few seconds. */
export function scorePageQueryOptions(address: string) {
  return queryOptions({
    queryKey: [...exchangeQueryKey, 'score-page', address],
    queryFn: ({ signal }) => getScorePage(address, signal),
    refetchInterval: SCORE_PAGE_POLL_MS,
  });
}

/**
 * GET /api/score/board/{eventId} answers an HTML page, not JSON, so it is read as text here; the
 * frame shows the address the contract finds in it.
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
    // The framed page refreshes itself; its address does not change.
    staleTime: Infinity,
  });
}

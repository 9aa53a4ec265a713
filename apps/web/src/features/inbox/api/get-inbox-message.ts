/**
 * GET /api/inbox/{id}: one message for the reading modal. The list's copy shows at once; the
 * call confirms it still exists (it may have been deleted on another phone).
 */
import { useQuery } from '@tanstack/react-query';
import { inboxCalls, type InboxMessage } from '@khela/contract';
import { apiCall, isApiError } from '../../../shared/api-client';
import { withFailureLog } from '../../../shared/log';
import { readRemoteId } from '../../../shared/session/session-store';
import { inboxQueryKey } from './get-inbox';

export function getInboxMessage(id: number, signal?: AbortSignal): Promise<InboxMessage> {
  return withFailureLog('Failed to fetch inbox message', signal, async () => {
    const call = inboxCalls.message;
    return (await apiCall(call, { params: { id }, signal })).data;
  });
}

export function isMessageGone(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

export function useInboxMessage(listed: InboxMessage | undefined) {
  const remoteId = readRemoteId() ?? 0;
  const id = listed?.id ?? 0;
  return useQuery({
    queryKey: [...inboxQueryKey(remoteId), 'message', id],
    queryFn: ({ signal }) => getInboxMessage(id, signal),
    enabled: id > 0,
    // The list's copy is shown at once, then checked against the server.
    ...(listed ? { initialData: listed, initialDataUpdatedAt: 0 } : {}),
    retry: (failureCount, error) => !isMessageGone(error) && failureCount < 2,
  });
}

/**
 * PATCH /api/inbox/{id}/read and DELETE /api/inbox/{id}, for one message or an Edit-mode
 * selection (the spec has no bulk call, so each message is its own call, all at once). A message
 * that is already gone (404, deleted on another phone) counts as done.
 *
 * Reading is optimistic (the server will surely agree); deleting waits for the server.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxCalls, type SuccessResponse } from '@khela/contract';
import { apiCall, isApiError } from '../../../shared/api-client';
import { logError } from '../../../shared/log';
import { readRemoteId } from '../../../shared/session/session-store';
import { withMessagesRead, withoutMessages } from '../inbox-cache';
import { inboxListQueryKey, inboxQueryKey, type InboxPages } from './get-inbox';

export interface BatchOutcome {
  done: number[];
  failed: number[];
}

async function eachMessage(
  ids: readonly number[],
  call: (id: number) => Promise<unknown>,
  failureLog: string,
): Promise<BatchOutcome> {
  const results = await Promise.allSettled(ids.map(call));
  const outcome: BatchOutcome = { done: [], failed: [] };
  results.forEach((result, index) => {
    const id = ids[index]!;
    const isGone =
      result.status === 'rejected' && isApiError(result.reason) && result.reason.status === 404;
    if (result.status === 'fulfilled' || isGone) {
      outcome.done.push(id);
    } else {
      logError(failureLog, result.reason);
      outcome.failed.push(id);
    }
  });
  return outcome;
}

export function markInboxMessageRead(id: number): Promise<SuccessResponse> {
  return apiCall(inboxCalls.markRead, { params: { id } });
}

export function deleteInboxMessage(id: number): Promise<SuccessResponse> {
  return apiCall(inboxCalls.remove, { params: { id } });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const remoteId = readRemoteId() ?? 0;
  const listKey = inboxListQueryKey(remoteId);
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      eachMessage(ids, markInboxMessageRead, 'Failed to mark inbox message read'),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData<InboxPages>(
        listKey,
        (pages) => pages && withMessagesRead(pages, new Set(ids)),
      );
    },
    onSettled: (outcome) => {
      // A failure took back nothing on the server: ask again so the read style is true.
      if (!outcome || outcome.failed.length > 0) {
        void queryClient.invalidateQueries({ queryKey: inboxQueryKey(remoteId) });
      }
    },
  });
}

export function useDeleteMessages() {
  const queryClient = useQueryClient();
  const remoteId = readRemoteId() ?? 0;
  const listKey = inboxListQueryKey(remoteId);
  return useMutation({
    mutationFn: (ids: readonly number[]) =>
      eachMessage(ids, deleteInboxMessage, 'Failed to delete inbox message'),
    onSuccess: async (outcome) => {
      await queryClient.cancelQueries({ queryKey: listKey });
      queryClient.setQueryData<InboxPages>(
        listKey,
        (pages) => pages && withoutMessages(pages, new Set(outcome.done)),
      );
    },
    onSettled: () => {
      // Later pages move up to fill the gap.
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

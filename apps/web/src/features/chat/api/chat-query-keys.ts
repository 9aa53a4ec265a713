/** The chat's cache keys: under the member's, so signing out drops them with the rest. */
import { memberQueryKey } from '../../../shared/session/get-balance';

export function chatQueryKey(remoteId: number) {
  return [...memberQueryKey, remoteId, 'chat'] as const;
}

export function chatListQueryKey(remoteId: number) {
  return [...chatQueryKey(remoteId), 'list'] as const;
}

export function chatThreadQueryKey(remoteId: number, chatId: number) {
  return [...chatQueryKey(remoteId), 'thread', chatId] as const;
}

/**
 * POST /api/chats {user_one_id, user_two_id}: opens the player's conversation with the support
 * desk (counterpart 7), or answers the one already open; the screens then go to its chat box.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { chatCalls, SUPPORT_CHAT_COUNTERPART_ID, type CreateChatRequest } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { readRemoteId } from '../../../shared/session/session-store';
import { chatListQueryKey } from './chat-query-keys';

export async function openSupportChat(remoteId: number): Promise<number> {
  const body: CreateChatRequest = {
    user_one_id: remoteId,
    user_two_id: SUPPORT_CHAT_COUNTERPART_ID,
  };
  const response = await apiCall(chatCalls.open, { body });
  return response.chat.id;
}

export function useOpenSupportChat() {
  const queryClient = useQueryClient();
  const remoteId = readRemoteId() ?? 0;
  return useMutation({
    mutationFn: () => openSupportChat(remoteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatListQueryKey(remoteId) }),
  });
}

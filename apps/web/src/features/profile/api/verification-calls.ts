/**
 * Sending and checking verification codes ([contract: Calls]): send-verification-code, verify-email,
 * verify-phone-number and the /add pair for extra phones. A right code refreshes the player's
 * details and phone lists, so every screen sees the new status.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SuccessResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { userQueryOptions } from '../../../shared/session/get-user';
import { readRemoteId } from '../../../shared/session/session-store';
import { sendCodeCall, verifyCodeCall, type Contact, type ContactCall } from '../contact';
import { otherPhonesKey } from '../../../shared/session/get-other-phones';

function post(call: ContactCall): Promise<SuccessResponse> {
  return apiRequest<SuccessResponse>(call.path, { method: 'POST', body: call.body });
}

export function sendVerificationCode(contact: Contact): Promise<SuccessResponse> {
  return post(sendCodeCall(contact));
}

export function verifyContact(contact: Contact, code: string): Promise<SuccessResponse> {
  return post(verifyCodeCall(contact, code));
}

export function useSendVerificationCode() {
  return useMutation({ mutationFn: sendVerificationCode });
}

export function useVerifyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contact, code }: { contact: Contact; code: string }) =>
      verifyContact(contact, code),
    onSuccess: async () => {
      const remoteId = readRemoteId() ?? 0;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userQueryOptions(remoteId).queryKey }),
        queryClient.invalidateQueries({ queryKey: otherPhonesKey(remoteId) }),
      ]);
    },
  });
}

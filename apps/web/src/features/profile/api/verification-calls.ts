/**
 * Sending and checking verification codes ([contract: Calls]): send-verification-code, verify-email,
 * verify-phone-number and the /add pair for extra phones. A right code refreshes the player's
 * details and phone lists, so every screen sees the new status.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successResponseSchema, type SuccessResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { userQueryOptions } from '../../../shared/session/get-user';
import { readRemoteId } from '../../../shared/session/session-store';
import { sendCodeCall, verifyCodeCall, type Contact, type ContactCall } from '../contact';
import { otherPhonesKey } from '../../../shared/session/get-other-phones';

// Each of the send and verify calls (profileCalls) is a POST that declares the plain success answer.
function post(call: ContactCall): Promise<SuccessResponse> {
  return apiRequest(call.path, { method: 'POST', body: call.body, schema: successResponseSchema });
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

/** POST /api/add/number: adds an unverified extra phone, then refreshes the phone lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileCalls, type AddPhoneRequest, type SuccessResponse } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { readRemoteId } from '../../../shared/session/session-store';
import { otherPhonesKey } from '../../../shared/session/get-other-phones';

export function addPhone(request: AddPhoneRequest): Promise<SuccessResponse> {
  return apiCall(profileCalls.addPhone, { body: request });
}

export function useAddPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPhone,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: otherPhonesKey(readRemoteId() ?? 0) }),
  });
}

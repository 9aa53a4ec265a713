/** POST /api/add/number: adds an unverified extra phone, then refreshes the phone lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileCalls, type AddPhoneRequest, type SuccessResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { readRemoteId } from '../../../shared/session/session-store';
import { otherPhonesKey } from '../../../shared/session/get-other-phones';

export function addPhone(request: AddPhoneRequest): Promise<SuccessResponse> {
  const { method, path, answer } = profileCalls.addPhone;
  return apiRequest(path, { method, body: request, schema: answer });
}

export function useAddPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPhone,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: otherPhonesKey(readRemoteId() ?? 0) }),
  });
}

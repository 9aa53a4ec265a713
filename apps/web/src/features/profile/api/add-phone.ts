/** POST /api/add/number: adds an unverified extra phone, then refreshes the phone lists. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPhoneRequest, SuccessResponse } from '@khela/contract';
import { apiRequest } from '../../../shared/api-client';
import { readRemoteId } from '../../../shared/session/session-store';
import { otherPhonesKey } from '../../../shared/session/get-other-phones';

export function addPhone(request: AddPhoneRequest): Promise<SuccessResponse> {
  return apiRequest<SuccessResponse>('/api/add/number', { method: 'POST', body: request });
}

export function useAddPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPhone,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: otherPhonesKey(readRemoteId() ?? 0) }),
  });
}

/** POST /api/user/profile/update: saves the birthday (once), then refreshes the player's details. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  profileCalls,
  type ProfileUpdateRequest,
  type ProfileUpdateResponse,
} from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { userQueryOptions } from '../../../shared/session/get-user';
import { readRemoteId } from '../../../shared/session/session-store';

export function updateBirthday(request: ProfileUpdateRequest): Promise<ProfileUpdateResponse> {
  return apiCall(profileCalls.updateProfile, { body: request });
}

export function useUpdateBirthday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBirthday,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: userQueryOptions(readRemoteId() ?? 0).queryKey,
      }),
  });
}

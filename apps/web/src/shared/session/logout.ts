/**
 * POST /api/logout: revokes the session on the server. The phone forgets the session whatever the
 * answer, so a player on a dead connection can still sign out of this device.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authCalls } from '@khela/contract';
import { apiCall } from '../api-client';
import { logError } from '../log';
import { memberQueryKey } from './get-balance';
import { signOut } from './session-store';

export function logout(): Promise<{ message: string }> {
  return apiCall(authCalls.logout);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await logout();
      } catch (error) {
        logError('Logout call failed; signing out locally', error);
      }
    },
    onSettled: () => {
      signOut();
      queryClient.removeQueries({ queryKey: memberQueryKey });
    },
  });
}

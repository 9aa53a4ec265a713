/**
 * POST /api/user-pwd ([contract: Calls]) and how its failures read ([contract: Error texts]): the server's message, else
 * 'Failed to change password. Please try again.'; no answer at all: the generic error text.
 */
import { useMutation } from '@tanstack/react-query';
import {
  changePasswordMessages,
  profileCalls,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
} from '@khela/contract';
import { apiCall, isApiError } from '../../../shared/api-client';

export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiCall(profileCalls.changePassword, { body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export interface ChangeFailure {
  /** The field the server named, so its message shows there; otherwise above the button. */
  field: string | undefined;
  message: string;
}

export function changeFailureOf(error: unknown): ChangeFailure {
  if (!isApiError(error)) return { field: undefined, message: changePasswordMessages.error };
  const [field, messages] = Object.entries(error.errors ?? {})[0] ?? [];
  const fieldMessage = messages?.[0];
  if (field && fieldMessage) return { field, message: fieldMessage };
  return { field: undefined, message: error.serverMessage ?? changePasswordMessages.failed };
}

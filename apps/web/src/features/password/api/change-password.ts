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
import { apiCall } from '../../../shared/api-client';

export function changePassword(request: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  return apiCall(profileCalls.changePassword, { body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

/** The fields a refusal can name; the screen shows the first one the server names at its field. */
export const changePasswordFields = [
  'old_password',
  'new_password',
  'new_password_confirmation',
] as const satisfies readonly (keyof ChangePasswordRequest)[];

/** For `showRefusal`: a refusal without words reads as failed; no answer at all, as the error text. */
export const changeRefusalTexts = {
  failed: changePasswordMessages.failed,
  networkError: changePasswordMessages.error,
};

/** POST /api/v1/create-players: the mobile signup ([contract: Calls]); per-field errors on a 422. */
import { useMutation } from '@tanstack/react-query';
import {
  authCalls,
  signupMessages,
  type SignupPayload,
  type SignupResponse,
} from '@khela/contract';
import { apiCall, isApiError, isNetworkError } from '../../../shared/api-client';

export type CreatePlayerRequest = SignupPayload & { status: 'active' };

export function createPlayer(request: CreatePlayerRequest): Promise<SignupResponse> {
  return apiCall(authCalls.createPlayer, { body: request, token: null });
}

export function useCreatePlayer() {
  return useMutation({ mutationFn: createPlayer });
}

export interface SignupFailure {
  /** The first message of each field the form shows. */
  fieldErrors: Partial<Record<string, string>>;
  /** Shown above the button: errors on fields the player cannot see, or the general message. */
  message: string | undefined;
}

/**
 * Public-area [contract: Error texts]: per-field errors from the server, else its message, else 'Submission failed';
 * no answer at all is 'Network error, please try again'.
 */
export function signupFailure(error: unknown, visibleFields: readonly string[]): SignupFailure {
  if (isNetworkError(error)) return { fieldErrors: {}, message: signupMessages.networkError };
  if (!isApiError(error)) return { fieldErrors: {}, message: signupMessages.failed };
  const fieldErrors: Partial<Record<string, string>> = {};
  const hidden: string[] = [];
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    const first = messages[0];
    if (!first) continue;
    if (visibleFields.includes(field)) fieldErrors[field] = first;
    else hidden.push(first);
  }
  if (Object.keys(fieldErrors).length > 0) {
    return { fieldErrors, message: hidden.length > 0 ? hidden.join(' ') : undefined };
  }
  return { fieldErrors, message: hidden[0] ?? error.serverMessage ?? signupMessages.failed };
}

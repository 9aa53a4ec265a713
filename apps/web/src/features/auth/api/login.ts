/** POST /api/login: username and password for a session token ([contract: Calls]). */
import { useMutation } from '@tanstack/react-query';
import { authCalls, loginMessages, type LoginRequest, type LoginResponse } from '@khela/contract';
import { apiCall, isApiError, isNetworkError } from '../../../shared/api-client';
import type { SignedInPlayer } from '../../../shared/session/session-store';

export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiCall(authCalls.login, { body: request, token: null });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** What the session keeps of a login answer: the first exchange token becomes `exchangeToken`. */
export function toSignedInPlayer(response: LoginResponse): SignedInPlayer {
  return {
    token: response.token,
    remote_id: response.remote_id,
    username: response.username,
    exchangeToken: response.exchange[0]?.token ?? '',
  };
}

/** Public-area [contract: Error texts]: the server's message, else 'Invalid credentials'; no answer at all is a network error. */
export function loginFailureMessage(error: unknown): string {
  if (isNetworkError(error)) return loginMessages.networkError;
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return loginMessages.failed;
}

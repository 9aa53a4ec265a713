/** POST /api/login: username and password for a session token ([contract: Calls]). */
import { useMutation } from '@tanstack/react-query';
import {
  authCalls,
  generalMessages,
  loginMessages,
  type LoginRequest,
  type LoginResponse,
} from '@khela/contract';
import { apiCall, isApiError, isNetworkError } from '../../../shared/api-client';
import type { RefusalTexts } from '../../../shared/forms/use-contract-form';
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

/**
 * The texts a refused login falls back on ([contract: Error texts]: the server's message, else
 * 'Invalid credentials'). A 5xx with no message of ours came from whatever stands in front of the
 * server while it is down; 'Invalid credentials' would send the player to reset a good password,
 * so that one reads as the service being unavailable.
 */
export function loginRefusalTexts(error: unknown): RefusalTexts {
  const isServiceDown = isApiError(error) && error.status >= 500 && !error.serverMessage;
  return {
    failed: isServiceDown ? generalMessages.serviceDown : loginMessages.failed,
    networkError: loginMessages.networkError,
  };
}

/** Public-area [contract: Error texts]: the server's message, else its fallback (above); no answer at all is a network error. */
export function loginFailureMessage(error: unknown): string {
  if (isNetworkError(error)) return loginMessages.networkError;
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return loginRefusalTexts(error).failed;
}

/**
 * POST /api/usr-forgot-password and /api/usr-reset-password ([contract: Calls]), and how their
 * failures read ([contract: Error texts]): the server's message, else the spec's fallback; a send that never got an
 * answer has its own text.
 */
import { useMutation } from '@tanstack/react-query';
import {
  recoveryCalls,
  recoveryMessages,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type SuccessResponse,
} from '@khela/contract';
import { apiRequest, isApiError } from '../../../shared/api-client';

/** A 2xx answer that does not say success is a failure too; its message is kept for the player. */
export class RecoveryRefusedError extends Error {
  override readonly name = 'RecoveryRefusedError';
  readonly serverMessage: string | undefined;

  constructor(serverMessage: string | undefined) {
    super(serverMessage ?? 'The server did not confirm the request');
    this.serverMessage = serverMessage;
  }
}

/*
 * Read without the declared answer's schema on purpose: a 2xx that does not say success must still
 * show the server's own message, which a failed parse would replace with the unreadable-answer text.
 */
async function postRecovery(
  call: (typeof recoveryCalls)[keyof typeof recoveryCalls],
  body: unknown,
): Promise<SuccessResponse> {
  const response = await apiRequest<Partial<SuccessResponse>>(call.path, {
    method: call.method,
    body,
    token: null,
  });
  if (response.success !== true) {
    const message = typeof response.message === 'string' ? response.message : undefined;
    throw new RecoveryRefusedError(message?.trim() ? message : undefined);
  }
  return { success: true, message: response.message ?? '' };
}

export function requestOtp(request: ForgotPasswordRequest): Promise<SuccessResponse> {
  return postRecovery(recoveryCalls.requestOtp, request);
}

export function resetPassword(request: ResetPasswordRequest): Promise<SuccessResponse> {
  return postRecovery(recoveryCalls.resetPassword, request);
}

export function useRequestOtp() {
  return useMutation({ mutationFn: requestOtp });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

function serverMessageOf(error: unknown): string | undefined {
  if (isApiError(error) || error instanceof RecoveryRefusedError) return error.serverMessage;
  return undefined;
}

/** [contract: Error texts] 'OTP send failed': the server's message, else the fallback; no answer at all: the error text. */
export function sendOtpFailureMessage(error: unknown): string {
  if (isApiError(error) || error instanceof RecoveryRefusedError) {
    return serverMessageOf(error) ?? recoveryMessages.sendFailed;
  }
  return recoveryMessages.sendError;
}

/** [contract: Error texts] 'Reset failed': the server's message, else the fallback. */
export function resetFailureMessage(error: unknown): string {
  return serverMessageOf(error) ?? recoveryMessages.resetFailed;
}

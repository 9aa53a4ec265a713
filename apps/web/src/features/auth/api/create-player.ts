/**
 * POST /api/v1/create-players: the mobile signup ([contract: Calls]); per-field errors on a 422,
 * which the form places (`showRefusal`, shared/forms/use-contract-form.ts).
 */
import { useMutation } from '@tanstack/react-query';
import { authCalls, type SignupPayload, type SignupResponse } from '@khela/contract';
import { apiCall } from '../../../shared/api-client';
import { deviceHeader } from '../../../shared/device-id';

export type CreatePlayerRequest = SignupPayload & { status: 'active' };

export function createPlayer(request: CreatePlayerRequest): Promise<SignupResponse> {
  return apiCall(authCalls.createPlayer, { body: request, token: null, headers: deviceHeader() });
}

export function useCreatePlayer() {
  return useMutation({ mutationFn: createPlayer });
}

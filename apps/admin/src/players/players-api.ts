import {
  backofficeAdminCalls,
  type AdjustmentRequest,
  type AdjustmentResponse,
  type BackofficeMessageResponse,
  type PlayerDetailResponse,
  type PlayerLedgerResponse,
  type PlayerSearchResponse,
  type SetMarketBlockRequest,
} from '@khela/contract';
import { adminCall } from '../api/admin-api';

export function searchPlayers(q: string, page: number): Promise<PlayerSearchResponse> {
  return adminCall(backofficeAdminCalls.searchPlayers, { query: { q: q.trim(), page } });
}

export function getPlayer(id: number): Promise<PlayerDetailResponse> {
  return adminCall(backofficeAdminCalls.player, { params: { id } });
}

export function getPlayerLedger(id: number, page: number): Promise<PlayerLedgerResponse> {
  return adminCall(backofficeAdminCalls.playerLedger, { params: { id }, query: { page } });
}

export function revokeSession(id: number, sessionId: number): Promise<BackofficeMessageResponse> {
  return adminCall(backofficeAdminCalls.revokeSession, { params: { id, sessionId }, body: {} });
}

export function revokeAllSessions(id: number): Promise<BackofficeMessageResponse> {
  return adminCall(backofficeAdminCalls.revokeAllSessions, { params: { id }, body: {} });
}

export function setMarketBlock(
  id: number,
  block: SetMarketBlockRequest,
): Promise<BackofficeMessageResponse> {
  return adminCall(backofficeAdminCalls.setMarketBlock, { params: { id }, body: block });
}

/** The key is the caller's: one per attempt, the same on a retry, so money never moves twice. */
export function adjustBalance(
  id: number,
  amount: number,
  reason: string,
  idempotencyKey: string,
): Promise<AdjustmentResponse> {
  const body: AdjustmentRequest = { amount, reason };
  return adminCall(backofficeAdminCalls.adjustBalance, {
    params: { id },
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

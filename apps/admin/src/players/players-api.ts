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
import { adminApi, adminPath } from '../api/admin-api';

export function searchPlayers(q: string, page: number): Promise<PlayerSearchResponse> {
  const call = backofficeAdminCalls.searchPlayers;
  return adminApi(adminPath(call), {
    method: call.method,
    query: { q: q.trim(), page },
    schema: call.answer,
  });
}

export function getPlayer(id: number): Promise<PlayerDetailResponse> {
  const call = backofficeAdminCalls.player;
  return adminApi(adminPath(call, { id }), { method: call.method, schema: call.answer });
}

export function getPlayerLedger(id: number, page: number): Promise<PlayerLedgerResponse> {
  const call = backofficeAdminCalls.playerLedger;
  return adminApi(adminPath(call, { id }), {
    method: call.method,
    query: { page },
    schema: call.answer,
  });
}

export function revokeSession(id: number, sessionId: number): Promise<BackofficeMessageResponse> {
  const call = backofficeAdminCalls.revokeSession;
  return adminApi(adminPath(call, { id, sessionId }), {
    method: call.method,
    body: {},
    schema: call.answer,
  });
}

export function revokeAllSessions(id: number): Promise<BackofficeMessageResponse> {
  const call = backofficeAdminCalls.revokeAllSessions;
  return adminApi(adminPath(call, { id }), {
    method: call.method,
    body: {},
    schema: call.answer,
  });
}

export function setMarketBlock(
  id: number,
  block: SetMarketBlockRequest,
): Promise<BackofficeMessageResponse> {
  const call = backofficeAdminCalls.setMarketBlock;
  return adminApi(adminPath(call, { id }), {
    method: call.method,
    body: block,
    schema: call.answer,
  });
}

/** The key is the caller's: one per attempt, the same on a retry, so money never moves twice. */
export function adjustBalance(
  id: number,
  amount: number,
  reason: string,
  idempotencyKey: string,
): Promise<AdjustmentResponse> {
  const call = backofficeAdminCalls.adjustBalance;
  const body: AdjustmentRequest = { amount, reason };
  return adminApi(adminPath(call, { id }), {
    method: call.method,
    body,
    headers: { 'idempotency-key': idempotencyKey },
    schema: call.answer,
  });
}

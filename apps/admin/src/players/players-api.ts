import type {
  AdjustmentResponse,
  BackofficeMessageResponse,
  PlayerDetailResponse,
  PlayerLedgerResponse,
  PlayerSearchResponse,
  SetMarketBlockRequest,
} from '@khela/contract';
import { adminApi } from '../api/admin-api';

export function searchPlayers(q: string, page: number): Promise<PlayerSearchResponse> {
  return adminApi('/players', { query: { q: q.trim(), page } });
}

export function getPlayer(id: number): Promise<PlayerDetailResponse> {
  return adminApi(`/players/${id}`);
}

export function getPlayerLedger(id: number, page: number): Promise<PlayerLedgerResponse> {
  return adminApi(`/players/${id}/ledger`, { query: { page } });
}

export function revokeSession(id: number, sessionId: number): Promise<BackofficeMessageResponse> {
  return adminApi(`/players/${id}/sessions/${sessionId}/revoke`, { method: 'POST', body: {} });
}

export function revokeAllSessions(id: number): Promise<BackofficeMessageResponse> {
  return adminApi(`/players/${id}/sessions/revoke-all`, { method: 'POST', body: {} });
}

export function setMarketBlock(
  id: number,
  block: SetMarketBlockRequest,
): Promise<BackofficeMessageResponse> {
  return adminApi(`/players/${id}/market-block`, { method: 'POST', body: block });
}

/** The key is the caller's: one per attempt, the same on a retry, so money never moves twice. */
export function adjustBalance(
  id: number,
  amount: number,
  reason: string,
  idempotencyKey: string,
): Promise<AdjustmentResponse> {
  return adminApi(`/players/${id}/adjustments`, {
    method: 'POST',
    body: { amount, reason },
    headers: { 'idempotency-key': idempotencyKey },
  });
}

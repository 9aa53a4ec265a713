/** The Money area's calls: the deposit and withdrawal queues, their decisions and receipts. */
import type { DecisionResponse, QueueResponse, QueueStatus } from '@khela/contract';
import { ApiError, adminApi } from '../api/admin-api';
import { NetworkError, readErrorBody } from '@khela/client-kit';
import { clearSession, getSession } from '../session/session-store';

export type QueueKind = 'deposits' | 'withdrawals';

export function listQueue(kind: QueueKind, status: QueueStatus): Promise<QueueResponse> {
  return adminApi(`/${kind}`, { query: { status, limit: 200 } });
}

/** The key is the caller's: one per attempt, the same on a retry, so money never moves twice. */
function decide(
  path: string,
  body: Record<string, string>,
  idempotencyKey: string,
): Promise<DecisionResponse> {
  return adminApi(path, { method: 'POST', body, headers: { 'idempotency-key': idempotencyKey } });
}

export type Decision =
  { kind: 'approve' } | { kind: 'pay'; reference: string } | { kind: 'reject'; reason: string };

export function sendDecision(
  queue: QueueKind,
  transactionId: string,
  decision: Decision,
  idempotencyKey: string,
): Promise<DecisionResponse> {
  const base = `/${queue}/${encodeURIComponent(transactionId)}`;
  if (decision.kind === 'approve') return decide(`${base}/approve`, {}, idempotencyKey);
  if (decision.kind === 'pay') {
    return decide(`${base}/pay`, { reference: decision.reference }, idempotencyKey);
  }
  return decide(`${base}/reject`, { reason: decision.reason }, idempotencyKey);
}

/**
 * The receipt file. It needs the operator's Bearer token, so it cannot be an <img src>: it is
 * fetched as a blob and shown through an object URL.
 */
export async function fetchReceipt(transactionId: string): Promise<Blob> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(`/admin-api/deposits/${encodeURIComponent(transactionId)}/receipt`, {
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
    });
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : 'Network request failed');
  }
  if (response.ok) return response.blob();
  if (response.status === 401 && token !== undefined) clearSession();
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const { message, errors, code } = readErrorBody(body);
  throw new ApiError(response.status, message, errors, code);
}

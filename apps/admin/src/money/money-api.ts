/** The Money area's calls: the deposit and withdrawal queues, their decisions and receipts. */
import {
  decisionResponseSchema,
  depositAdminCalls,
  queueResponseSchema,
  type DecisionResponse,
  type QueueResponse,
  type QueueStatus,
} from '@khela/contract';
import { ApiError, adminApi, adminPath } from '../api/admin-api';
import { NetworkError, readErrorBody } from '@khela/client-kit';
import { clearSession, getSession } from '../session/session-store';

export type QueueKind = 'deposits' | 'withdrawals';

// Deposits are declared calls; withdrawals are not yet, so their paths are written here, with
// the same answer schemas.
export function listQueue(kind: QueueKind, status: QueueStatus): Promise<QueueResponse> {
  const query = { status, limit: 200 };
  if (kind === 'deposits') {
    const call = depositAdminCalls.queue;
    return adminApi(adminPath(call), { method: call.method, query, schema: call.answer });
  }
  return adminApi(`/${kind}`, { query, schema: queueResponseSchema });
}

/** The key is the caller's: one per attempt, the same on a retry, so money never moves twice. */
function decide(
  path: string,
  body: Record<string, string>,
  idempotencyKey: string,
): Promise<DecisionResponse> {
  return adminApi(path, {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
    schema: decisionResponseSchema,
  });
}

export type Decision =
  { kind: 'approve' } | { kind: 'pay'; reference: string } | { kind: 'reject'; reason: string };

export function sendDecision(
  queue: QueueKind,
  transactionId: string,
  decision: Decision,
  idempotencyKey: string,
): Promise<DecisionResponse> {
  if (queue === 'deposits' && decision.kind !== 'pay') {
    const call = decision.kind === 'approve' ? depositAdminCalls.approve : depositAdminCalls.reject;
    const body: Record<string, string> =
      decision.kind === 'reject' ? { reason: decision.reason } : {};
    return decide(adminPath(call, { transaction_id: transactionId }), body, idempotencyKey);
  }
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

/** The Money area's calls: the deposit and withdrawal queues, their decisions and receipts. */
import {
  depositAdminCalls,
  withdrawalAdminCalls,
  type DecisionResponse,
  type QueueResponse,
  type QueueStatus,
} from '@khela/contract';
import { ApiError, adminCall } from '../api/admin-api';
import { NetworkError, readErrorBody } from '@khela/client-kit';
import { clearSession, getSession } from '../session/session-store';

export type QueueKind = 'deposits' | 'withdrawals';

const callsOf = { deposits: depositAdminCalls, withdrawals: withdrawalAdminCalls } as const;

export function listQueue(kind: QueueKind, status: QueueStatus): Promise<QueueResponse> {
  return adminCall(callsOf[kind].queue, { query: { status, limit: 200 } });
}

export type Decision =
  { kind: 'approve' } | { kind: 'pay'; reference: string } | { kind: 'reject'; reason: string };

/** The call that makes `decision` on a `queue` transaction; only withdrawals are paid. */
function decisionCall(queue: QueueKind, decision: Decision) {
  if (decision.kind === 'approve') return callsOf[queue].approve;
  if (decision.kind === 'reject') return callsOf[queue].reject;
  if (queue === 'withdrawals') return withdrawalAdminCalls.pay;
  throw new Error('A deposit is approved or rejected, never paid.');
}

/** The key is the caller's: one per attempt, the same on a retry, so money never moves twice. */
export function sendDecision(
  queue: QueueKind,
  transactionId: string,
  decision: Decision,
  idempotencyKey: string,
): Promise<DecisionResponse> {
  const body: Record<string, string> =
    decision.kind === 'reject'
      ? { reason: decision.reason }
      : decision.kind === 'pay'
        ? { reference: decision.reference }
        : {};
  return adminCall(decisionCall(queue, decision), {
    params: { transaction_id: transactionId },
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

/**
 * A file only operators read (a deposit receipt, an identity photo). It needs the operator's
 * Bearer token, so it cannot be an <img src>: it is fetched as a blob and shown through an object
 * URL.
 */
export async function fetchOperatorFile(url: string): Promise<Blob> {
  const token = getSession()?.token;
  let response: Response;
  try {
    response = await fetch(url, {
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

export function fetchReceipt(transactionId: string): Promise<Blob> {
  return fetchOperatorFile(`/admin-api/deposits/${encodeURIComponent(transactionId)}/receipt`);
}

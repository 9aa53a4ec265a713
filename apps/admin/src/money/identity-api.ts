/** The identity checks' calls: the queue, the decisions and each photo. */
import {
  identityAdminCalls,
  identityFilePath,
  type IdentityDecisionResponse,
  type IdentityFilePart,
  type IdentityQueueResponse,
  type IdentityQueueStatus,
} from '@khela/contract';
import { adminCall } from '../api/admin-api';
import { fetchOperatorFile } from './money-api';

export function listIdentityChecks(status: IdentityQueueStatus): Promise<IdentityQueueResponse> {
  return adminCall(identityAdminCalls.queue, { query: { status } });
}

export type IdentityDecision =
  { kind: 'approve' } | { kind: 'reject' | 'resubmit'; reason: string };

export function sendIdentityDecision(
  checkId: number,
  decision: IdentityDecision,
): Promise<IdentityDecisionResponse> {
  if (decision.kind === 'approve') {
    return adminCall(identityAdminCalls.approve, { params: { id: checkId } });
  }
  return adminCall(identityAdminCalls[decision.kind], {
    params: { id: checkId },
    body: { reason: decision.reason },
  });
}

export function fetchIdentityPhoto(checkId: number, part: IdentityFilePart): Promise<Blob> {
  return fetchOperatorFile(identityFilePath(checkId, part));
}

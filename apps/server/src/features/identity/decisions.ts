/**
 * The operator's decisions on an identity check: approve, reject with a reason, or ask the player
 * to send it again with a reason. Each is taken once (the update only changes a pending check; a
 * second decision is a 409), audited and told to the player in the same transaction.
 */
import {
  fillMessage,
  identityAdminMessages,
  identityMessages,
  type IdentityCheck,
  type IdentityDecisionResponse,
  type IdentityQueueStatus,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { sendInboxMessage } from '../inbox/service.js';
import { recordAudit, type AuditMeta } from '../operators/service.js';
import {
  decidePendingCheck,
  findCheckWithPlayer,
  listChecks,
  type IdentityCheckWithPlayer,
} from './queries.js';

export type IdentityDecision =
  { status: 'approved' } | { status: 'rejected' | 'resubmit'; reason: string };

const decisionWords = {
  approved: {
    audit: 'identity.approve',
    answer: identityAdminMessages.approved,
    title: identityMessages.approvedTitle,
    notice: identityMessages.approvedNotice,
  },
  rejected: {
    audit: 'identity.reject',
    answer: identityAdminMessages.rejected,
    title: identityMessages.rejectedTitle,
    notice: identityMessages.rejectedNotice,
  },
  resubmit: {
    audit: 'identity.resubmit',
    answer: identityAdminMessages.resubmitAsked,
    title: identityMessages.resubmitTitle,
    notice: identityMessages.resubmitNotice,
  },
} as const;

export function toIdentityCheck(row: IdentityCheckWithPlayer): IdentityCheck {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    username: row.username,
    document_type: row.document_type,
    document_number: row.document_number,
    date_of_birth: row.date_of_birth,
    profile_birthday: row.profile_birthday,
    status: row.status,
    reason: row.reason,
    parts: row.back_file_id === null ? ['front', 'selfie'] : ['front', 'back', 'selfie'],
    submitted_at: row.created_at,
    decided_at: row.decided_at,
    decided_by: row.decided_by_username,
  };
}

export async function identityQueue(
  context: AppContext,
  status: IdentityQueueStatus,
): Promise<IdentityCheck[]> {
  return (await listChecks(context.db, status)).map(toIdentityCheck);
}

export async function findIdentityCheck(context: AppContext, id: number): Promise<IdentityCheck> {
  const row = await findCheckWithPlayer(context.db, id);
  if (!row) throw new DomainError('not_found', identityAdminMessages.checkNotFound);
  return toIdentityCheck(row);
}

export async function decideIdentityCheck(
  context: AppContext,
  checkId: number,
  decision: IdentityDecision,
  meta: AuditMeta,
): Promise<IdentityDecisionResponse> {
  const words = decisionWords[decision.status];
  const reason = decision.status === 'approved' ? null : decision.reason;
  return context.db.transaction().execute(async (trx) => {
    const decided = await decidePendingCheck(
      trx,
      checkId,
      { status: decision.status, reason },
      meta.operator.operatorId,
      isoNow(),
    );
    if (!decided) {
      const existing = await findCheckWithPlayer(trx, checkId);
      if (!existing) throw new DomainError('not_found', identityAdminMessages.checkNotFound);
      throw new DomainError('conflict', identityAdminMessages.alreadyDecided);
    }
    await recordAudit(trx, {
      operatorId: meta.operator.operatorId,
      action: words.audit,
      targetType: 'identity_check',
      targetId: String(checkId),
      detail: { user_id: Number(decided.user_id), reason },
      ip: meta.ip,
    });
    await sendInboxMessage(trx, {
      userId: Number(decided.user_id),
      title: words.title,
      message: fillMessage(words.notice, { reason: reason ?? '' }),
      source: 'system',
    });
    const row = await findCheckWithPlayer(trx, checkId);
    return { message: words.answer, data: toIdentityCheck(row!) };
  });
}

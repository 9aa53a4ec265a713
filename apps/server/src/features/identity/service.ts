/**
 * Identity checks, player side (/account/identity), and the one rule other features ask: whether
 * a withdrawal needs an approved identity. This is the only file other features import.
 */
import {
  accountMessages,
  identityMessages,
  type IdentityCheckStatus,
  type IdentityStatus,
  type IdentitySubmitResponse,
  type IdentityThresholds,
} from '@khela/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import { dhakaToday, isoNow } from '../../platform/db/time.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { UNATTACHED_FILE_ATTACHABLE_MS } from '../../platform/uploads/unattached-files.js';
import { findWalletHolder } from '../auth/service.js';
import { readSiteSettings } from '../site/service.js';
import {
  findOwnFiles,
  hasApprovedCheck,
  insertIdentityCheck,
  latestCheckOfUser,
  withdrawnOrPendingPaisa,
} from './queries.js';
import { dateOfBirthRefusal, withdrawalIdentityRefusal } from './rules.js';

export interface IdentitySubmission {
  documentType: 'nid' | 'passport';
  documentNumber: string;
  dateOfBirth: string;
  frontFileId: string;
  backFileId: string | undefined;
  selfieFileId: string;
}

async function thresholdsOf(db: Executor): Promise<IdentityThresholds> {
  const settings = await readSiteSettings(db);
  return {
    single_withdrawal: settings.kyc_withdrawal_threshold_taka,
    lifetime_withdrawal: settings.kyc_lifetime_withdrawal_taka,
  };
}

/** GET /api/identity */
export async function identityStatus(db: Executor, userId: number): Promise<IdentityStatus> {
  const holder = await findWalletHolder(db, userId);
  if (!holder) throw new DomainError('unauthenticated', accountMessages.unauthenticated);
  const latest = await latestCheckOfUser(db, userId);
  // An approved player may not submit again, so the latest attempt is the approved one; asked
  // this way all the same, an approval is what the withdrawal rule reads.
  const approved = await hasApprovedCheck(db, userId);
  const state: IdentityStatus['state'] = approved ? 'approved' : (latest?.status ?? 'none');
  const explained: readonly IdentityCheckStatus[] = ['rejected', 'resubmit'];
  return {
    state,
    reason: latest && explained.includes(latest.status) ? latest.reason : null,
    document_type: latest?.document_type ?? null,
    submitted_at: latest?.created_at ?? null,
    decided_at: latest?.decided_at ?? null,
    birthday: holder.dofb,
    thresholds: await thresholdsOf(db),
  };
}

/** The submission's file ids → the player's own photo rows, or a 422 on each unknown one. */
async function ownFileIds(
  trx: Transaction<Database>,
  userId: number,
  submission: IdentitySubmission,
): Promise<{ front: number; back: number | null; selfie: number }> {
  const wanted = {
    front_file_id: submission.frontFileId,
    back_file_id: submission.documentType === 'nid' ? submission.backFileId : undefined,
    selfie_file_id: submission.selfieFileId,
  };
  const publicIds = Object.values(wanted).filter((id): id is string => id !== undefined);
  const since = new Date(Date.now() - UNATTACHED_FILE_ATTACHABLE_MS).toISOString();
  const rows = await findOwnFiles(trx, userId, publicIds, since);
  const idOf = new Map(rows.map((row) => [row.public_id, Number(row.id)]));
  const errors: Record<string, string[]> = {};
  for (const [field, publicId] of Object.entries(wanted)) {
    if (publicId !== undefined && !idOf.has(publicId))
      errors[field] = [identityMessages.fileMissing];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    front: idOf.get(submission.frontFileId)!,
    back: wanted.back_file_id === undefined ? null : idOf.get(wanted.back_file_id)!,
    selfie: idOf.get(submission.selfieFileId)!,
  };
}

/** POST /api/identity: the document's details and its photos, waiting for an operator. */
export async function submitIdentity(
  context: AppContext,
  userId: number,
  submission: IdentitySubmission,
): Promise<IdentitySubmitResponse> {
  const holder = await findWalletHolder(context.db, userId);
  if (!holder) throw new DomainError('unauthenticated', accountMessages.unauthenticated);
  const refusal = dateOfBirthRefusal(submission.dateOfBirth, holder.dofb, dhakaToday());
  if (refusal) throw new DomainError('validation_failed', refusal.message, refusal);
  try {
    return await context.db.transaction().execute(async (trx) => {
      if (await hasApprovedCheck(trx, userId)) {
        throw new DomainError('conflict', identityMessages.alreadyApproved);
      }
      const files = await ownFileIds(trx, userId, submission);
      await insertIdentityCheck(trx, {
        user_id: userId,
        document_type: submission.documentType,
        document_number: submission.documentNumber,
        date_of_birth: submission.dateOfBirth,
        front_file_id: files.front,
        back_file_id: files.back,
        selfie_file_id: files.selfie,
        status: 'pending',
        reason: null,
        decided_by: null,
        decided_at: null,
        created_at: isoNow(),
      });
      return {
        message: identityMessages.submitted,
        status: await identityStatus(trx, userId),
      };
    });
  } catch (error) {
    // identity_checks_one_pending: the database keeps one pending submission per player.
    if (isUniqueViolation(error))
      throw new DomainError('conflict', identityMessages.alreadyPending);
    throw error;
  }
}

/**
 * Refuses a withdrawal that needs an approved identity the player lacks. Called in the
 * withdrawal's transaction after its row is written: the row counts in the lifetime total, and
 * the database's one-pending-withdrawal rule means no other withdrawal of the player is being
 * written meanwhile.
 */
export async function assertWithdrawalIdentity(
  trx: Transaction<Database>,
  userId: number,
  amountPaisa: number,
): Promise<void> {
  const settings = await readSiteSettings(trx);
  const refusal = withdrawalIdentityRefusal(
    {
      amountPaisa,
      totalPaisa: await withdrawnOrPendingPaisa(trx, userId),
      identityApproved: await hasApprovedCheck(trx, userId),
    },
    {
      singleTaka: settings.kyc_withdrawal_threshold_taka,
      lifetimeTaka: settings.kyc_lifetime_withdrawal_taka,
    },
  );
  // Worded and shaped like the withdrawal's other refusals (a 400 whose `error` the screen reads).
  if (refusal)
    throw new DomainError('bad_request', refusal, { extra: { success: false, error: refusal } });
}

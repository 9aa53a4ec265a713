/**
 * The operator's decision on a reported deposit (/admin-api). Approval credits the player (see
 * crediting.ts); rejection tells the player why and frees the receiving number's daily room.
 * The decision, its money and its audit entry commit together or not at all, and a deposit is
 * decided once: a second decision is a 409. The route's transaction also holds the operator's
 * Idempotency-Key and the answer.
 */
import {
  inboxNoticeMessages,
  walletMessages,
  walletOperationMessages,
  type DecisionResponse,
  type RejectRequest,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { findWalletHolder } from '../auth/service.js';
import { noticeOfTransaction } from '../inbox/service.js';
import { uncountReceipt } from '../payments/service.js';
import {
  auditTransactionDecision,
  decideTransaction,
  findPendingTransaction,
  type TransactionDecision,
} from '../wallet/service.js';
import { creditDeposit, turnoverMultipleOf } from './crediting.js';

export async function approveDeposit(
  context: AppContext,
  { operator, transactionId, ip }: TransactionDecision<unknown>,
  transaction: CallTransaction<DecisionResponse> = plainTransaction(context.db),
): Promise<DecisionResponse> {
  const row = await findPendingTransaction(context.db, transactionId, 'deposit');
  const holder = await findWalletHolder(context.db, row.user_id);
  if (!holder) throw new DomainError('not_found', walletMessages.notFound);
  const turnoverMultiple = await turnoverMultipleOf(context, row.promotion_id);
  return transaction(async (trx) => {
    await decideTransaction(trx, row, {
      statusKey: '1',
      operatorId: operator.operatorId,
      reason: null,
    });
    await creditDeposit(trx, row, { currency: holder.currency, turnoverMultiple });
    await auditTransactionDecision(trx, row, {
      operatorId: operator.operatorId,
      action: 'deposit.approve',
      detail: { bonus_paisa: row.bonus_paisa, reference: row.reference },
      ip,
    });
    return { success: true as const, message: walletOperationMessages.approved };
  });
}

export async function rejectDeposit(
  context: AppContext,
  { operator, transactionId, body, ip }: TransactionDecision<RejectRequest>,
  transaction: CallTransaction<DecisionResponse> = plainTransaction(context.db),
): Promise<DecisionResponse> {
  const { reason } = body;
  const row = await findPendingTransaction(context.db, transactionId, 'deposit');
  return transaction(async (trx) => {
    await decideTransaction(trx, row, { statusKey: '2', operatorId: operator.operatorId, reason });
    if (row.wallet_number_id !== null) {
      await uncountReceipt(
        trx,
        row.wallet_number_id,
        row.amount_paisa,
        row.initiated_at ?? row.created_at,
      );
    }
    await noticeOfTransaction(trx, row, {
      title: inboxNoticeMessages.depositRejectedTitle,
      template: inboxNoticeMessages.depositRejected,
      params: { reason },
    });
    await auditTransactionDecision(trx, row, {
      operatorId: operator.operatorId,
      action: 'deposit.reject',
      detail: { reason },
      ip,
    });
    return { success: true as const, message: walletOperationMessages.depositRejected };
  });
}

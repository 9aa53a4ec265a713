/**
 * The operator's decision on a withdrawal (/admin-api): paid moves the held amount out to the
 * withdrawals clearing account (the money left for the player's wallet); rejected returns it to
 * the Main Wallet. Either way the player is told in the inbox, and the decision, its money and
 * its audit entry commit together, once (with the operator's Idempotency-Key and the answer,
 * when the route hands its transaction in).
 */
import {
  fillMessage,
  inboxNoticeMessages,
  paisa,
  takaLabel,
  walletOperationMessages,
  type DecisionResponse,
  walletMessages,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { move } from '../../platform/ledger/move.js';
import { findWalletHolder } from '../auth/service.js';
import { sendInboxMessage } from '../inbox/service.js';
import type { OperatorCaller } from '../operators/service.js';
import {
  approveTransaction,
  auditTransactionDecision,
  decideTransaction,
  findPendingTransaction,
  type WalletTransactionRow,
} from '../wallet/service.js';

async function pendingWithdrawal(context: AppContext, transactionId: string) {
  const row = await findPendingTransaction(context.db, transactionId, 'withdraw');
  const holder = await findWalletHolder(context.db, row.user_id);
  if (!holder) throw new DomainError('not_found', walletMessages.notFound);
  return { row, currency: holder.currency };
}

function amountOf(row: WalletTransactionRow): string {
  return takaLabel(paisa(row.amount_paisa));
}

/**
 * Finance agrees to pay and takes the payout on: the row records who and when, so a second
 * operator does not send the money again. Nothing moves in the ledger and the player still sees
 * it pending until it is marked paid (or rejected, which returns the held amount).
 */
export async function approveWithdrawal(
  context: AppContext,
  operator: OperatorCaller,
  transactionId: string,
  ip: string,
  transaction: CallTransaction<DecisionResponse> = plainTransaction(context.db),
): Promise<DecisionResponse> {
  const { row } = await pendingWithdrawal(context, transactionId);
  if (row.approved_at !== null) {
    throw new DomainError('conflict', walletOperationMessages.alreadyApproved);
  }
  return transaction(async (trx) => {
    await approveTransaction(trx, row, operator.operatorId);
    await auditTransactionDecision(trx, row, {
      operatorId: operator.operatorId,
      action: 'withdrawal.approve',
      detail: {
        account_number: row.account_number,
        before: { approved_at: null },
        after: { approved_by_operator_id: operator.operatorId },
      },
      ip,
    });
    return { success: true, message: walletOperationMessages.withdrawalApproved };
  });
}

export async function payWithdrawal(
  context: AppContext,
  operator: OperatorCaller,
  transactionId: string,
  reference: string | undefined,
  ip: string,
  transaction: CallTransaction<DecisionResponse> = plainTransaction(context.db),
): Promise<DecisionResponse> {
  const { row, currency } = await pendingWithdrawal(context, transactionId);
  return transaction(async (trx) => {
    await decideTransaction(trx, row, {
      statusKey: '1',
      operatorId: operator.operatorId,
      reason: null,
      reference: reference ?? null,
    });
    await move(trx, {
      from: { kind: 'player_withdrawal_hold', userId: row.user_id },
      to: { kind: 'withdrawals_clearing' },
      currency,
      amountPaisa: paisa(row.amount_paisa),
      code: 'withdrawal_paid',
      idempotencyKey: `withdraw-paid:${row.transaction_id}`,
      reference: row.transaction_id,
    });
    await sendInboxMessage(trx, {
      userId: row.user_id,
      title: inboxNoticeMessages.withdrawalPaidTitle,
      message: fillMessage(
        row.account_number === null
          ? inboxNoticeMessages.withdrawalPaidToWallet
          : inboxNoticeMessages.withdrawalPaid,
        {
          amount: amountOf(row),
          transactionId: row.transaction_id,
          account: row.account_number ?? '',
        },
      ),
      source: 'system',
    });
    await auditTransactionDecision(trx, row, {
      operatorId: operator.operatorId,
      action: 'withdrawal.pay',
      detail: { reference: reference ?? null },
      ip,
    });
    return { success: true, message: walletOperationMessages.paid };
  });
}

export async function rejectWithdrawal(
  context: AppContext,
  operator: OperatorCaller,
  transactionId: string,
  reason: string,
  ip: string,
  transaction: CallTransaction<DecisionResponse> = plainTransaction(context.db),
): Promise<DecisionResponse> {
  const { row, currency } = await pendingWithdrawal(context, transactionId);
  return transaction(async (trx) => {
    await decideTransaction(trx, row, { statusKey: '2', operatorId: operator.operatorId, reason });
    await move(trx, {
      from: { kind: 'player_withdrawal_hold', userId: row.user_id },
      to: { kind: 'player_main', userId: row.user_id },
      currency,
      amountPaisa: paisa(row.amount_paisa),
      code: 'withdrawal_release',
      idempotencyKey: `withdraw-release:${row.transaction_id}`,
      reference: row.transaction_id,
    });
    await sendInboxMessage(trx, {
      userId: row.user_id,
      title: inboxNoticeMessages.withdrawalRejectedTitle,
      message: fillMessage(inboxNoticeMessages.withdrawalRejected, {
        amount: amountOf(row),
        transactionId: row.transaction_id,
        reason,
      }),
      source: 'system',
    });
    await auditTransactionDecision(trx, row, {
      operatorId: operator.operatorId,
      action: 'withdrawal.reject',
      detail: { reason },
      ip,
    });
    return { success: true, message: walletOperationMessages.withdrawalRejected };
  });
}

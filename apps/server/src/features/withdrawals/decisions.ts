/**
 * The operator's decision on a withdrawal (/admin-api): paid moves the held amount out to the
 * withdrawals clearing account (the money left for the player's wallet); rejected returns it to
 * the Main Wallet. Either way the player is told in the inbox, and the decision, its money and
 * its audit entry commit together, once (with the operator's Idempotency-Key and the answer,
 * when the route hands its transaction in).
 */
import {
  inboxNoticeMessages,
  paisa,
  riskAdminMessages,
  walletOperationMessages,
  type DecisionResponse,
  walletMessages,
  type PayWithdrawalRequest,
  type RejectRequest,
} from '@khela/contract';
import type { Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import type { Database } from '../../platform/db/database.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { move, type AccountRef } from '../../platform/ledger/move.js';
import type { TransferCode } from '../../platform/ledger/transfer-codes.js';
import { findWalletHolder } from '../auth/service.js';
import { noticeOfTransaction } from '../inbox/service.js';
import { isWithdrawalHeldUnderLock } from '../risk/service.js';
import {
  approveTransaction,
  auditTransactionDecision,
  decideTransaction,
  findPendingTransaction,
  type WalletTransactionRow,
  type TransactionDecision,
} from '../wallet/service.js';

async function pendingWithdrawal(context: AppContext, transactionId: string) {
  const row = await findPendingTransaction(context.db, transactionId, 'withdraw');
  const holder = await findWalletHolder(context.db, row.user_id);
  if (!holder) throw new DomainError('not_found', walletMessages.notFound);
  return { row, currency: holder.currency };
}

/** Moves the amount held for the withdrawal out of the hold, once per transaction and `code`. */
async function moveHeldAmount(
  trx: Transaction<Database>,
  row: WalletTransactionRow,
  currency: string,
  movement: { to: AccountRef; code: TransferCode; keyPrefix: string },
): Promise<void> {
  await move(trx, {
    from: { kind: 'player_withdrawal_hold', userId: row.user_id },
    to: movement.to,
    currency,
    amountPaisa: paisa(row.amount_paisa),
    code: movement.code,
    idempotencyKey: `${movement.keyPrefix}:${row.transaction_id}`,
    reference: row.transaction_id,
  });
}

/**
 * Finance agrees to pay and takes the payout on: the row records who and when, so a second
 * operator does not send the money again. Nothing moves in the ledger and the player still sees
 * it pending until it is marked paid (or rejected, which returns the held amount).
 */
export async function approveWithdrawal(
  context: AppContext,
  { operator, transactionId, ip }: TransactionDecision<unknown>,
  transaction: CallTransaction<DecisionResponse> = plainTransaction(context.db),
): Promise<DecisionResponse> {
  const { row, currency } = await pendingWithdrawal(context, transactionId);
  if (row.approved_at !== null) {
    throw new DomainError('conflict', walletOperationMessages.alreadyApproved);
  }
  return transaction(async (trx) => {
    // A held player's withdrawal waits: finance may reject it, not take the payout on.
    if (await isWithdrawalHeldUnderLock(trx, row.user_id, currency)) {
      throw new DomainError('conflict', riskAdminMessages.approvalHeld);
    }
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
  { operator, transactionId, body, ip }: TransactionDecision<PayWithdrawalRequest>,
  transaction: CallTransaction<DecisionResponse> = plainTransaction(context.db),
): Promise<DecisionResponse> {
  const { reference } = body;
  const { row, currency } = await pendingWithdrawal(context, transactionId);
  return transaction(async (trx) => {
    await decideTransaction(trx, row, {
      statusKey: '1',
      operatorId: operator.operatorId,
      reason: null,
      reference: reference ?? null,
    });
    await moveHeldAmount(trx, row, currency, {
      to: { kind: 'withdrawals_clearing' },
      code: 'withdrawal_paid',
      keyPrefix: 'withdraw-paid',
    });
    await noticeOfTransaction(trx, row, {
      title: inboxNoticeMessages.withdrawalPaidTitle,
      template:
        row.account_number === null
          ? inboxNoticeMessages.withdrawalPaidToWallet
          : inboxNoticeMessages.withdrawalPaid,
      params: { account: row.account_number ?? '' },
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
  { operator, transactionId, body, ip }: TransactionDecision<RejectRequest>,
  transaction: CallTransaction<DecisionResponse> = plainTransaction(context.db),
): Promise<DecisionResponse> {
  const { reason } = body;
  const { row, currency } = await pendingWithdrawal(context, transactionId);
  return transaction(async (trx) => {
    await decideTransaction(trx, row, { statusKey: '2', operatorId: operator.operatorId, reason });
    await moveHeldAmount(trx, row, currency, {
      to: { kind: 'player_main', userId: row.user_id },
      code: 'withdrawal_release',
      keyPrefix: 'withdraw-release',
    });
    await noticeOfTransaction(trx, row, {
      title: inboxNoticeMessages.withdrawalRejectedTitle,
      template: inboxNoticeMessages.withdrawalRejected,
      params: { reason },
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

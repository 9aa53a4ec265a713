/**
 * The steps every operator decision on a deposit or a withdrawal shares: finding the transaction
 * still waiting for one, and the audit entry that names it with its player and amount.
 */
import { walletMessages, type TransactionAction } from '@khela/contract';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { recordAudit } from '../operators/service.js';
import { findByPublicId } from './queries.js';
import type { WalletTransactionRow } from './tables.js';

/** The transaction of `action` still pending: a 404 when there is none, a 409 once decided. */
export async function findPendingTransaction(
  db: Executor,
  transactionId: string,
  action: TransactionAction,
): Promise<WalletTransactionRow> {
  const row = await findByPublicId(db, transactionId);
  if (!row || row.action !== action) throw new DomainError('not_found', walletMessages.notFound);
  if (row.status_key !== '0') throw new DomainError('conflict', walletMessages.alreadyDecided);
  return row;
}

/** The decision's audit entry: the player and amount first, then what the decision adds. */
export async function auditTransactionDecision(
  trx: Transaction<Database>,
  row: WalletTransactionRow,
  entry: { operatorId: number; action: string; detail: Record<string, unknown>; ip: string },
): Promise<void> {
  await recordAudit(trx, {
    operatorId: entry.operatorId,
    action: entry.action,
    targetType: 'wallet_transaction',
    targetId: row.transaction_id,
    detail: { user_id: row.user_id, amount_paisa: row.amount_paisa, ...entry.detail },
    ip: entry.ip,
  });
}

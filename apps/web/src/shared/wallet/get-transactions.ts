/**
 * GET /api/transaction/show?remote_id: the player's deposits, withdrawals and bonuses, newest
 * first. Shared: the transaction record lists them, and the wallet forms read the pending ones
 * (a pending withdrawal blocks a new one, [contract: States]).
 */
import {
  TRANSACTION_PENDING_KEY,
  type Transaction,
  type TransactionAction,
  walletListCalls,
} from '@khela/contract';
import { apiCall } from '../api-client';
import { withFailureLog } from '../log';
import { memberQueryOptions, useMemberQuery } from '../session/member-query';

export function getTransactions(remoteId: number, signal?: AbortSignal): Promise<Transaction[]> {
  return withFailureLog('Failed to fetch transactions', signal, async () => {
    const response = await apiCall(walletListCalls.transactions, {
      query: { remote_id: remoteId },
      signal,
    });
    return response.data;
  });
}

export function transactionsQueryOptions(remoteId: number) {
  // An operator may pay or reject at any moment; a screen that opens asks again.
  return memberQueryOptions(
    remoteId,
    'transactions',
    (signal) => getTransactions(remoteId, signal),
    { staleTime: 0 },
  );
}

export function useTransactions() {
  return useMemberQuery(transactionsQueryOptions);
}

/** Whether a transaction of this kind is still waiting for the operator (key '0'). */
export function hasPendingTransaction(
  transactions: readonly Pick<Transaction, 'action' | 'key'>[],
  action: TransactionAction,
): boolean {
  return transactions.some(
    (transaction) => transaction.action === action && transaction.key === TRANSACTION_PENDING_KEY,
  );
}

/**
 * Wallet rules shared by deposits, withdrawals and claims: the Main Wallet balance, the
 * transaction rows players see, and how a row is opened and decided. Deposits and withdrawals
 * (their own features) record their transactions only through these functions.
 */
import {
  depositMessages,
  paisa,
  paisaToTaka,
  type DepositCredit,
  statusKeyByQueueStatus,
  walletOperationMessages,
  withdrawMessages,
  type QueueQuery,
  type QueueResponse,
  type Transaction as PlayerTransaction,
  type TransactionAction,
  walletMessages,
} from '@khela/contract';
import type { Insertable, Transaction } from 'kysely';
import type { AppContext } from '../../platform/app-context.js';
import type { Database } from '../../platform/db/database.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import { hashToken } from '../../platform/auth/tokens.js';
import { activeSessionOf, cachedSessionOf } from '../../platform/auth/sessions.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import {
  approvePending,
  countPending,
  countPromotionClaims,
  decidePending,
  findByPublicId,
  findDepositCredit,
  insertTransaction,
  listForOperator,
  listOfUser,
  listPaymentNumbers,
  selectMainAccount,
  selectSessionWithMainBalance,
  type ListedTransaction,
} from './queries.js';
import type { WalletTransactionRow, WalletTransactionsTable } from './tables.js';
import { depositWarnings } from './deposit-warnings.js';
import { newTransactionId } from './transaction-id.js';

export type { WalletTransactionRow } from './tables.js';
export { decisionHandler, submitAsPlayer, type TransactionDecision } from './transaction-routes.js';
export { auditTransactionDecision, findPendingTransaction } from './decision-steps.js';

/** How many transactions /transaction-record receives (its widest filter is "All"). */
const PLAYER_TRANSACTIONS_MAX = 500;

/**
 * The Main Wallet balance of a bearer token's player: undefined when the token is not a live
 * player session (the caller answers 401). Answered from the balance cache when it holds the
 * session and the balance (platform/balance-cache); otherwise read, with the token checked in
 * the same statement as the balance when neither is cached, and stored against a ticket taken
 * before the read, so a change committed meanwhile keeps the result out of the cache.
 */
export async function mainBalanceTakaOfToken(
  context: AppContext,
  token: string,
): Promise<number | undefined> {
  const cache = context.balanceCache;
  const tokenHash = hashToken(token);
  const session = cache.session(tokenHash);
  if (session !== undefined) {
    // The guard of other routes caches exchange and access sessions too: not this poll's.
    if (session.kind !== 'player') return undefined;
    const cached = cache.balance(session.userId);
    if (cached !== undefined) return paisaToTaka(paisa(cached.balancePaisa));
    const ticket = cache.startFill();
    const [account] = await selectMainAccount(context.db, session.userId);
    const balance = { accountId: account?.id ?? null, balancePaisa: account?.balance_paisa ?? 0 };
    cache.storeBalance(ticket, session.userId, balance);
    return paisaToTaka(paisa(balance.balancePaisa));
  }
  const ticket = cache.startFill();
  const [row] = await selectSessionWithMainBalance(context.db, tokenHash, isoNow());
  if (!row || row.kind !== 'player') return undefined;
  cache.storeSession(ticket, tokenHash, cachedSessionOf(activeSessionOf(row)));
  const balance = { accountId: row.main_account_id, balancePaisa: row.balance_paisa ?? 0 };
  cache.storeBalance(ticket, row.user_id, balance);
  return paisaToTaka(paisa(balance.balancePaisa));
}

export async function hasPendingTransaction(
  db: Executor,
  userId: number,
  action: 'deposit' | 'withdraw',
): Promise<boolean> {
  return (await countPending(db, userId, action)) > 0;
}

type NewTransaction = Omit<
  Insertable<WalletTransactionsTable>,
  'transaction_id' | 'created_at' | 'updated_at' | 'bonus_paisa'
> & { bonus_paisa?: number };

/**
 * Opens a transaction row. The database refuses a second pending deposit (or withdrawal) of one
 * player and a TRX id reported twice; those become the player's messages here. `referenceField`
 * names the request field that carried the TRX id, for the 422.
 */
export async function openTransaction(
  trx: Transaction<Database>,
  row: NewTransaction,
  referenceField = 'transaction_id',
): Promise<WalletTransactionRow> {
  const now = isoNow();
  try {
    return await insertTransaction(trx, {
      ...row,
      bonus_paisa: row.bonus_paisa ?? 0,
      transaction_id: newTransactionId(row.action),
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw duplicateError(row.action, row.reference ?? null, String(error), referenceField);
  }
}

function duplicateError(
  action: TransactionAction,
  reference: string | null,
  detail: string,
  referenceField: string,
): DomainError {
  if (action === 'deposit' && reference !== null && /reference/.test(detail)) {
    return validationError({ [referenceField]: [walletMessages.referenceUsed] });
  }
  if (action === 'withdraw') {
    return new DomainError('bad_request', withdrawMessages.pendingWithdraw, {
      extra: { success: false, error: withdrawMessages.pendingWithdraw },
    });
  }
  if (action === 'deposit') return new DomainError('bad_request', depositMessages.pendingDeposit);
  return new DomainError('conflict', walletMessages.alreadyDecided);
}

/** Promotion id → deposits of the player that claimed it (pending and approved). */
export async function promotionClaimCounts(
  db: Executor,
  userId: number,
  promotionId?: number,
): Promise<Map<number, number>> {
  const rows = await countPromotionClaims(db, userId, promotionId);
  return new Map(rows.map((row) => [Number(row.promotion_id), Number(row.count)]));
}

/** Each player's mobile-money numbers from deposits and withdrawals not rejected, as stored. */
export async function paymentNumbersOf(
  db: Executor,
  userIds: readonly number[],
): Promise<{ userId: number; number: string }[]> {
  const rows = await listPaymentNumbers(db, userIds);
  return rows.flatMap((row) =>
    row.account_number === null
      ? []
      : [{ userId: Number(row.user_id), number: row.account_number }],
  );
}

export function findTransaction(db: Executor, transactionId: string) {
  return findByPublicId(db, transactionId);
}

/**
 * What a successful deposit put in the Main Wallet, in taka: the amount, the bonus and, where the
 * split was kept, its promotion and payment-method parts. Undefined until it succeeded.
 */
export async function depositCredit(db: Executor, id: number): Promise<DepositCredit | undefined> {
  const row = await findDepositCredit(db, id);
  if (row?.status_key !== '1') return undefined;
  const taka = (amount: number) => paisaToTaka(paisa(Number(amount)));
  const bonusPaisa = Number(row.bonus_paisa);
  const methodPaisa = row.method_bonus_paisa === null ? null : Number(row.method_bonus_paisa);
  return {
    amount: taka(row.amount_paisa),
    bonus: taka(bonusPaisa),
    promotion_bonus: methodPaisa === null ? null : taka(bonusPaisa - methodPaisa),
    method_bonus: methodPaisa === null ? null : taka(methodPaisa),
    total: taka(Number(row.amount_paisa) + bonusPaisa),
    promotion: row.promotion_name ?? null,
  };
}

/** Approves a pending withdrawal once; a second approval or one after a decision is a 409. */
export async function approveTransaction(
  trx: Transaction<Database>,
  row: WalletTransactionRow,
  operatorId: number,
): Promise<void> {
  const approved = await approvePending(trx, row.id, { operatorId, now: isoNow() });
  if (!approved) throw new DomainError('conflict', walletOperationMessages.alreadyApproved);
}

/** Decides a pending row once; a second decision (another operator, a retry) is a 409. */
export async function decideTransaction(
  trx: Transaction<Database>,
  row: WalletTransactionRow,
  decision: {
    statusKey: '1' | '2';
    operatorId: number | null;
    reason: string | null;
    reference?: string | null;
  },
): Promise<void> {
  const decided = await decidePending(trx, row.id, { ...decision, now: isoNow() });
  if (!decided) throw new DomainError('conflict', walletMessages.alreadyDecided);
}

function toPlayerTransaction(row: ListedTransaction): PlayerTransaction {
  return {
    transaction_id: row.transaction_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    action: row.action,
    amount: paisaToTaka(paisa(row.amount_paisa)),
    key: row.status_key,
    payment_method:
      row.method_name === null
        ? null
        : { icon: row.method_icon, name: row.method_name, type: row.method_type ?? '' },
    number: row.account_number,
    bank_name: row.method_name,
    promotion:
      row.promotion_id === null || row.promotion_name === null
        ? null
        : { id: row.promotion_id, name: row.promotion_name },
    initiated_at: row.initiated_at,
    completed_at: row.completed_at,
    reason: row.reason,
  };
}

export async function listPlayerTransactions(
  db: Executor,
  userId: number,
): Promise<PlayerTransaction[]> {
  return (await listOfUser(db, userId, PLAYER_TRANSACTIONS_MAX)).map(toPlayerTransaction);
}

/** The operator's view: the player's fields plus who, where from and the receipt. */
async function listTransactionsForOperator(
  db: Executor,
  filter: { action: 'deposit' | 'withdraw'; statusKey: '0' | '1' | '2' | null; limit: number },
) {
  const rows = await listForOperator(db, filter);
  const warnings =
    filter.action === 'deposit'
      ? await depositWarnings(
          db,
          rows.map((row) => ({ ...row, user_id: Number(row.user_id) })),
        )
      : undefined;
  return rows.map((row) => ({
    ...toPlayerTransaction(row),
    username: row.username,
    user_id: row.user_id,
    receiving_number: row.receiving_number,
    reference: row.reference,
    bonus: paisaToTaka(paisa(row.bonus_paisa)),
    source: row.source,
    has_receipt: row.receipt_id !== null,
    approved_at: row.approved_at,
    approved_by: row.approved_by,
    ...(warnings === undefined ? {} : { warnings: warnings.get(row.transaction_id) ?? [] }),
  }));
}

/** The console's queue of one action's transactions (GET /admin-api/deposits, /withdrawals). */
export async function transactionQueue(
  db: Executor,
  action: 'deposit' | 'withdraw',
  query: QueueQuery,
): Promise<QueueResponse> {
  return {
    data: await listTransactionsForOperator(db, {
      action,
      statusKey: statusKeyByQueueStatus[query.status],
      limit: query.limit,
    }),
  };
}

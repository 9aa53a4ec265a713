/** SQL for wallet transactions and the balance poll. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import { liveSessionByTokenHash } from '../../platform/auth/sessions.js';
import { compiledOnce } from '../../platform/db/compiled-once.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import type { WalletTransactionsTable } from './tables.js';
import { countMatching, findRow, updateRows } from '../../platform/db/table-rows.js';

/**
 * The balance poll in one statement, when the cache holds neither: the token's live session and
 * its player's Main Wallet account and balance (null when the account was never opened). Every
 * signed-in client polls the balance, so reading both at once saves a statement per poll;
 * compiled once (see compiledOnce).
 */
export const selectSessionWithMainBalance = compiledOnce(
  (db: Kysely<Database>, tokenHash: string, now: string) =>
    liveSessionByTokenHash(db, tokenHash, now)
      .leftJoin('ledger_accounts', (join) =>
        join
          .onRef('ledger_accounts.owner_id', '=', 'users.id')
          .on('ledger_accounts.kind', '=', 'player_main'),
      )
      .select(['ledger_accounts.id as main_account_id', 'ledger_accounts.balance_paisa']),
);

/** The balance poll when the cache holds the session but not the balance; compiled once. */
export const selectMainAccount = compiledOnce((db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('ledger_accounts')
    .select(['id', 'balance_paisa'])
    .where('owner_id', '=', userId)
    .where('kind', '=', 'player_main'),
);

export async function insertTransaction(
  trx: Transaction<Database>,
  row: Insertable<WalletTransactionsTable>,
) {
  return trx.insertInto('wallet_transactions').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findByPublicId(db: Executor, transactionId: string) {
  return findRow(db, 'wallet_transactions', { transaction_id: transactionId });
}

export async function countPending(
  db: Executor,
  userId: number,
  action: 'deposit' | 'withdraw',
): Promise<number> {
  return countMatching(db, 'wallet_transactions', { user_id: userId, action, status_key: '0' });
}

/**
 * Moves a pending transaction to its outcome. The `status_key = '0'` condition makes the decision
 * happen once: of two operators deciding at the same moment, one updates a row and one none.
 */
export async function decidePending(
  trx: Transaction<Database>,
  id: number,
  decision: {
    statusKey: '1' | '2';
    operatorId: number | null;
    reason: string | null;
    reference?: string | null;
    now: string;
  },
): Promise<boolean> {
  const result = await trx
    .updateTable('wallet_transactions')
    .set({
      status_key: decision.statusKey,
      decided_by_operator_id: decision.operatorId,
      reason: decision.reason,
      completed_at: decision.now,
      updated_at: decision.now,
      ...(decision.reference ? { reference: decision.reference } : {}),
    })
    .where('id', '=', id)
    .where('status_key', '=', '0')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Approves a pending, not yet approved row; false when another decision got there first. */
export async function approvePending(
  trx: Transaction<Database>,
  id: number,
  approval: { operatorId: number; now: string },
): Promise<boolean> {
  const changed = await updateRows(
    trx,
    'wallet_transactions',
    {
      approved_at: approval.now,
      approved_by_operator_id: approval.operatorId,
      updated_at: approval.now,
    },
    { id, status_key: '0', approved_at: null },
  );
  return changed === 1;
}

const listedColumns = [
  'wallet_transactions.id',
  'wallet_transactions.transaction_id',
  'wallet_transactions.user_id',
  'wallet_transactions.action',
  'wallet_transactions.status_key',
  'wallet_transactions.amount_paisa',
  'wallet_transactions.bonus_paisa',
  'wallet_transactions.account_number',
  'wallet_transactions.receiving_number',
  'wallet_transactions.reference',
  'wallet_transactions.reason',
  'wallet_transactions.source',
  'wallet_transactions.receipt_id',
  'wallet_transactions.initiated_at',
  'wallet_transactions.completed_at',
  'wallet_transactions.created_at',
  'wallet_transactions.updated_at',
  'payment_methods.name as method_name',
  'payment_methods.icon as method_icon',
  'payment_methods.account_type as method_type',
  'promotions.id as promotion_id',
  'promotions.name as promotion_name',
  'users.username',
  'wallet_transactions.approved_at',
  'approver.username as approved_by',
] as const;

function listQuery(db: Executor) {
  return db
    .selectFrom('wallet_transactions')
    .innerJoin('users', 'users.id', 'wallet_transactions.user_id')
    .leftJoin('payment_methods', 'payment_methods.id', 'wallet_transactions.payment_method_id')
    .leftJoin('promotions', 'promotions.id', 'wallet_transactions.promotion_id')
    .leftJoin('operators as approver', 'approver.id', 'wallet_transactions.approved_by_operator_id')
    .select(listedColumns);
}

export type ListedTransaction = Awaited<ReturnType<typeof listOfUser>>[number];

/** A player's transactions, newest first; the screen filters by date on its side. */
export function listOfUser(db: Executor, userId: number, limit: number) {
  return listQuery(db)
    .where('wallet_transactions.user_id', '=', userId)
    .orderBy('wallet_transactions.id', 'desc')
    .limit(limit)
    .execute();
}

/** The operator's queue: one action, optionally one status, oldest pending first. */
export function listForOperator(
  db: Executor,
  filter: { action: 'deposit' | 'withdraw'; statusKey: '0' | '1' | '2' | null; limit: number },
) {
  let query = listQuery(db).where('wallet_transactions.action', '=', filter.action);
  if (filter.statusKey !== null) {
    query = query.where('wallet_transactions.status_key', '=', filter.statusKey);
  }
  return query
    .orderBy('wallet_transactions.id', filter.statusKey === '0' ? 'asc' : 'desc')
    .limit(filter.limit)
    .execute();
}

/**
 * How many deposits of a player claimed each promotion: pending and approved ones (a rejected
 * deposit gives its claim back). Bonus rows carry the promotion too but are not claims.
 */
export function countPromotionClaims(db: Executor, userId: number, promotionId?: number) {
  let query = db
    .selectFrom('wallet_transactions')
    .select((eb) => ['promotion_id', eb.fn.countAll<number>().as('count')])
    .where('user_id', '=', userId)
    .where('action', '=', 'deposit')
    .where('status_key', 'in', ['0', '1'])
    .where('promotion_id', 'is not', null);
  if (promotionId !== undefined) query = query.where('promotion_id', '=', promotionId);
  return query.groupBy('promotion_id').execute();
}

/**
 * The mobile-money numbers in the players' deposits (sent from) and withdrawals (paid to) that
 * were not rejected, as stored.
 */
export function listPaymentNumbers(db: Executor, userIds: readonly number[]) {
  return db
    .selectFrom('wallet_transactions')
    .select(['user_id', 'account_number'])
    .distinct()
    .where('user_id', 'in', userIds)
    .where('action', 'in', ['deposit', 'withdraw'])
    .where('status_key', 'in', ['0', '1'])
    .where('account_number', 'is not', null)
    .execute();
}

/** Deposits that carry any of these TRX ids, with whose they are (the queue's warnings). */
/** Deposits with their players' usernames: where both of the queue's warning lookups start. */
function depositsWithPlayers(db: Executor) {
  return db
    .selectFrom('wallet_transactions')
    .innerJoin('users', 'users.id', 'wallet_transactions.user_id')
    .where('wallet_transactions.action', '=', 'deposit');
}

export function listDepositsByReference(db: Executor, references: readonly string[]) {
  return depositsWithPlayers(db)
    .select([
      'wallet_transactions.transaction_id',
      'wallet_transactions.reference',
      'wallet_transactions.user_id',
      'users.username',
    ])
    .where('wallet_transactions.reference', 'in', references)
    .orderBy('wallet_transactions.id')
    .execute();
}

/** The players who deposited from any of these numbers (the queue's warnings). */
export function listDepositSenders(db: Executor, numbers: readonly string[]) {
  return depositsWithPlayers(db)
    .select(['wallet_transactions.account_number', 'wallet_transactions.user_id', 'users.username'])
    .distinct()
    .where('wallet_transactions.account_number', 'in', numbers)
    .orderBy('wallet_transactions.user_id')
    .execute();
}

/** A deposit's credited parts and its promotion's name (the deposit status page's summary). */
export function findDepositCredit(db: Executor, id: number) {
  return db
    .selectFrom('wallet_transactions')
    .leftJoin('promotions', 'promotions.id', 'wallet_transactions.promotion_id')
    .select([
      'wallet_transactions.status_key',
      'wallet_transactions.amount_paisa',
      'wallet_transactions.bonus_paisa',
      'wallet_transactions.method_bonus_paisa',
      'promotions.name as promotion_name',
    ])
    .where('wallet_transactions.id', '=', id)
    .executeTakeFirst();
}

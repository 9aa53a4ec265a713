/** SQL for deposit requests and receipts. */
import { sql, type ExpressionBuilder, type Insertable, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import type { DepositReceiptsTable, DepositRequestStatus, DepositRequestsTable } from './tables.js';
import { findRow, updateRows } from '../../platform/db/table-rows.js';

export function insertRequest(trx: Transaction<Database>, row: Insertable<DepositRequestsTable>) {
  return trx.insertInto('deposit_requests').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findRequestOfUser(db: Executor, publicId: string, userId: number) {
  return findRow(db, 'deposit_requests', { public_id: publicId, user_id: userId });
}

export function findRequestByGatewayRef(db: Executor, gateway: string, gatewayRef: string) {
  return findRow(db, 'deposit_requests', { gateway, gateway_ref: gatewayRef });
}

/** The newest open manual request of a player for one channel (submit-deposit's). */
export function findOpenManualRequest(db: Executor, userId: number, paymentMethodId: number) {
  return db
    .selectFrom('deposit_requests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('payment_method_id', '=', paymentMethodId)
    .where('status', '=', 'open')
    .where('gateway', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** A new request replaces the player's earlier open manual ones (they went back and chose again). */
export async function cancelOpenManualRequests(
  trx: Transaction<Database>,
  userId: number,
  now: string,
): Promise<void> {
  await updateRows(
    trx,
    'deposit_requests',
    { status: 'cancelled', updated_at: now },
    { user_id: userId, status: 'open', gateway: null },
  );
}

/** Moves an open request on; false when it was no longer open (another call got there first). */
export async function closeRequest(
  trx: Transaction<Database>,
  id: number,
  change: { status: DepositRequestStatus; transactionId?: number | null; now: string },
): Promise<boolean> {
  const result = await trx
    .updateTable('deposit_requests')
    .set({
      status: change.status,
      updated_at: change.now,
      ...(change.transactionId === undefined ? {} : { transaction_id: change.transactionId }),
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function setGatewayRef(
  db: Executor,
  id: number,
  gatewayRef: string,
  now: string,
): Promise<void> {
  await updateRows(db, 'deposit_requests', { gateway_ref: gatewayRef, updated_at: now }, { id });
}

/** Open gateway requests old enough that their callback may have been lost. */
export function listOpenGatewayRequests(db: Executor, createdBefore: string, limit: number) {
  return db
    .selectFrom('deposit_requests')
    .select(['id', 'gateway', 'gateway_ref'])
    .where('status', '=', 'open')
    .where('gateway', 'is not', null)
    .where('gateway_ref', 'is not', null)
    .where('created_at', '<', createdBefore)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export function insertReceipt(db: Executor, row: Insertable<DepositReceiptsTable>) {
  return db.insertInto('deposit_receipts').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findReceiptOfUser(db: Executor, publicId: string, userId: number) {
  return findRow(db, 'deposit_receipts', { public_id: publicId, user_id: userId });
}

export function findReceiptById(db: Executor, id: number) {
  return findRow(db, 'deposit_receipts', { id });
}

/** A player's receipts uploaded at or after `since`: how many, their bytes, the oldest's time. */
export async function receiptUsageSince(db: Executor, userId: number, since: string) {
  const row = await db
    .selectFrom('deposit_receipts')
    .select((eb) => [
      eb.fn.countAll<number>().as('count'),
      eb.fn.coalesce(eb.fn.sum<number>('size_bytes'), sql<number>`0`).as('bytes'),
      eb.fn.min<string | null>('created_at').as('oldest'),
    ])
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), bytes: Number(row.bytes), oldest: row.oldest };
}

/** The receipt row is named by no wallet transaction (no deposit uses it). */
function noDepositNamesIt(eb: ExpressionBuilder<Database, 'deposit_receipts'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('wallet_transactions')
        .select('wallet_transactions.id')
        .whereRef('wallet_transactions.receipt_id', '=', 'deposit_receipts.id'),
    ),
  );
}

/**
 * Receipts no deposit names, uploaded before `before`. A deposit names its receipt on its wallet
 * transaction (`wallet_transactions.receipt_id`), read here in the same statement so a receipt
 * attached meanwhile is never taken for a stray one.
 */
export function listUnattachedReceipts(db: Executor, before: string, limit: number) {
  return db
    .selectFrom('deposit_receipts')
    .select(['id', 'stored_name'])
    .where('created_at', '<', before)
    .where(noDepositNamesIt)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Removes a receipt's row unless a deposit names it by now; whether it was removed. */
export async function deleteUnattachedReceipt(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('deposit_receipts')
    .where('id', '=', id)
    .where(noDepositNamesIt)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

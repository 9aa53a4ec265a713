/** SQL for payment methods and receiving numbers. */
import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { PaymentMethodsTable, WalletNumbersTable } from './tables.js';
import { countMatching, findRow, updateRows } from '../../platform/db/table-rows.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function listActiveMethods(db: Executor) {
  return db
    .selectFrom('payment_methods')
    .select(['id', 'name', 'icon', 'status', 'account_type', 'bonus_percent'])
    .where('status', '=', 'active')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function listActiveChannelsOf(db: Executor, name: string) {
  return db
    .selectFrom('payment_methods')
    .select(['id', 'name', 'icon', 'status', 'account_type', 'bonus_percent', 'gateway'])
    .where('status', '=', 'active')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()))
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Active numbers of a channel that can still take `amountPaisa` today, longest-unused first. */
export function listNumbersWithRoom(
  trx: Transaction<Database>,
  methodId: number,
  amountPaisa: number,
  today: string,
) {
  return (
    trx
      .selectFrom('wallet_numbers')
      .select(['id', 'number'])
      .where('payment_method_id', '=', methodId)
      .where('status', '=', 'active')
      .where((eb) =>
        eb(
          eb
            .case()
            .when('usage_day', '=', today)
            .then(eb.ref('used_today_paisa'))
            .else(sql<number>`0`)
            .end(),
          '<=',
          eb('daily_limit_paisa', '-', amountPaisa),
        ),
      )
      // Never-used numbers come first on both databases (NULLs sort differently on each).
      .orderBy(sql`coalesce(last_assigned_at, '')`)
      .orderBy('id')
      .execute()
  );
}

export async function markAssigned(
  trx: Transaction<Database>,
  numberId: number,
  now: string,
): Promise<void> {
  await updateRows(trx, 'wallet_numbers', { last_assigned_at: now }, { id: numberId });
}

export async function countMethods(db: Executor): Promise<number> {
  return countMatching(db, 'payment_methods', {});
}

export function findMethodById(db: Executor, id: number) {
  return db
    .selectFrom('payment_methods')
    .select(['id', 'name', 'icon', 'status', 'account_type', 'bonus_percent', 'gateway'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Adds a receipt to a number's takings for `today`; a number last used on an earlier day starts
 * again from zero.
 */
export async function addToUsage(
  trx: Transaction<Database>,
  numberId: number,
  amountPaisa: number,
  today: string,
): Promise<void> {
  await trx
    .updateTable('wallet_numbers')
    .set((eb) => ({
      used_today_paisa: eb
        .case()
        .when('usage_day', '=', today)
        .then(eb('used_today_paisa', '+', amountPaisa))
        .else(amountPaisa)
        .end(),
      usage_day: today,
    }))
    .where('id', '=', numberId)
    .execute();
}

/** Takes a rejected receipt back off the day's takings, if it was counted on `day`. */
export async function removeFromUsage(
  trx: Transaction<Database>,
  numberId: number,
  amountPaisa: number,
  day: string,
): Promise<void> {
  await trx
    .updateTable('wallet_numbers')
    .set((eb) => ({
      used_today_paisa: eb
        .case()
        .when('used_today_paisa', '>', amountPaisa)
        .then(eb('used_today_paisa', '-', amountPaisa))
        .else(sql<number>`0`)
        .end(),
    }))
    .where('id', '=', numberId)
    .where('usage_day', '=', day)
    .execute();
}

// ---- The operator's view and changes (admin.ts) ---------------------------------------------

export function listAllMethods(db: Executor) {
  return db.selectFrom('payment_methods').selectAll().orderBy('sort_order').orderBy('id').execute();
}

export function listAllNumbers(db: Executor) {
  return db.selectFrom('wallet_numbers').selectAll().orderBy('id').execute();
}

export function findDepositBounds(db: Executor, id: number) {
  return db
    .selectFrom('payment_methods')
    .select(['name', 'account_type', 'min_deposit_paisa', 'max_deposit_paisa'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findMethodRow(db: Executor, id: number) {
  return findRow(db, 'payment_methods', { id });
}

export function findMethodByNameAndType(db: Executor, name: string, accountType: string) {
  return db
    .selectFrom('payment_methods')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.trim().toLowerCase()))
    .where('account_type', '=', accountType as 'Agent' | 'Merchant' | 'Personal')
    .executeTakeFirst();
}

export function insertMethod(trx: Transaction<Database>, row: Insertable<PaymentMethodsTable>) {
  return trx.insertInto('payment_methods').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateMethod(
  trx: Transaction<Database>,
  id: number,
  change: Updateable<PaymentMethodsTable>,
): Promise<void> {
  await trx.updateTable('payment_methods').set(change).where('id', '=', id).execute();
}

export function findNumberRow(db: Executor, methodId: number, numberId: number) {
  return findRow(db, 'wallet_numbers', { id: numberId, payment_method_id: methodId });
}

export function findNumberOfMethod(db: Executor, methodId: number, number: string) {
  return db
    .selectFrom('wallet_numbers')
    .select('id')
    .where('payment_method_id', '=', methodId)
    .where('number', '=', number)
    .executeTakeFirst();
}

export function insertNumber(trx: Transaction<Database>, row: Insertable<WalletNumbersTable>) {
  return trx.insertInto('wallet_numbers').values(row).returningAll().executeTakeFirstOrThrow();
}

export async function updateNumber(
  trx: Transaction<Database>,
  id: number,
  change: Updateable<WalletNumbersTable>,
): Promise<void> {
  await trx.updateTable('wallet_numbers').set(change).where('id', '=', id).execute();
}

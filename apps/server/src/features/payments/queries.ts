/** SQL for payment methods and receiving numbers. */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';

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
  await trx
    .updateTable('wallet_numbers')
    .set({ last_assigned_at: now })
    .where('id', '=', numberId)
    .execute();
}

export async function countMethods(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('payment_methods')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
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

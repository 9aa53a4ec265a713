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
    .select(['id', 'name', 'icon', 'status', 'account_type', 'bonus_percent'])
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

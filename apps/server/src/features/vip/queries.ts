/**
 * SQL for VIP points. `users.vip_coin` (the spendable points the spec's user data carries) is
 * changed only here, always by a relative update, so two settlements or a settlement and a
 * conversion at the same moment cannot overwrite each other.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import { compiledOnce } from '../../platform/db/compiled-once.js';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import type { VipEntryKind } from './tables.js';
import { countMatching, updateRows } from '../../platform/db/table-rows.js';

/**
 * Adds accrual units to the player's account (opening it on the first stake) in one statement,
 * and answers the new total: the row stays locked until the transaction ends, so the total
 * before this stake is exactly the answer minus the units added.
 */
/** Run by every settled stake that counts, so compiled once (see compiledOnce). */
const upsertAccrualUnits = compiledOnce(
  (db: Kysely<Database>, userId: number, units: number, now: string) =>
    db
      .insertInto('vip_accounts')
      .values({ user_id: userId, accrual_units: units, lifetime_points: 0, updated_at: now })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({
          accrual_units: sql<number>`vip_accounts.accrual_units + excluded.accrual_units`,
          updated_at: now,
        }),
      )
      .returning('accrual_units'),
);

export async function addAccrualUnits(
  trx: Transaction<Database>,
  userId: number,
  units: number,
  now: string,
): Promise<number> {
  const [row] = await upsertAccrualUnits(trx, userId, units, now);
  if (!row) throw new Error(`no VIP account row for player ${userId} after its upsert`);
  return Number(row.accrual_units);
}

export async function addEarnedPoints(
  trx: Transaction<Database>,
  userId: number,
  points: number,
): Promise<void> {
  await trx
    .updateTable('vip_accounts')
    .set({ lifetime_points: sql<number>`lifetime_points + ${points}` })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('users')
    .set({ vip_coin: sql<number>`vip_coin + ${points}` })
    .where('id', '=', userId)
    .execute();
}

/**
 * Takes points off the spendable balance only if the player holds them: of two conversions at
 * the same moment, the second finds too few left and changes nothing. Answers what is left, or
 * undefined when the points were not there.
 */
export async function spendPoints(
  trx: Transaction<Database>,
  userId: number,
  points: number,
): Promise<number | undefined> {
  const row = await trx
    .updateTable('users')
    .set({ vip_coin: sql<number>`vip_coin - ${points}` })
    .where('id', '=', userId)
    .where('vip_coin', '>=', points)
    .returning('vip_coin')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.vip_coin);
}

export async function insertEntry(
  trx: Transaction<Database>,
  entry: {
    userId: number;
    kind: VipEntryKind;
    points: number;
    amountPaisa: number;
    reference: string;
    now: string;
  },
): Promise<void> {
  await trx
    .insertInto('vip_point_entries')
    .values({
      user_id: entry.userId,
      kind: entry.kind,
      points: entry.points,
      amount_paisa: entry.amountPaisa,
      reference: entry.reference,
      created_at: entry.now,
    })
    .execute();
}

export async function findPoints(
  db: Executor,
  userId: number,
): Promise<{ vipCoin: number; lifetimePoints: number } | undefined> {
  const row = await db
    .selectFrom('users')
    .leftJoin('vip_accounts', 'vip_accounts.user_id', 'users.id')
    .select(['users.vip_coin', 'vip_accounts.lifetime_points'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { vipCoin: Number(row.vip_coin), lifetimePoints: Number(row.lifetime_points ?? 0) };
}

export async function countEntries(db: Executor, userId: number): Promise<number> {
  return countMatching(db, 'vip_point_entries', { user_id: userId });
}

export function listEntries(db: Executor, userId: number, limit: number, offset: number) {
  return db
    .selectFrom('vip_point_entries')
    .select(['id', 'kind', 'points', 'amount_paisa', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** The ladder, lowest level first. */
export function listLevels(db: Executor) {
  return db.selectFrom('vip_levels').selectAll().orderBy('level').execute();
}

export async function setLevelMinPoints(
  trx: Transaction<Database>,
  level: number,
  minPoints: number,
  now: string,
): Promise<void> {
  await updateRows(trx, 'vip_levels', { min_points: minPoints, updated_at: now }, { level });
}

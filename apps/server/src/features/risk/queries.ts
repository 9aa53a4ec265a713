/** SQL for withdrawal holds and sign-up marks. */
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import type { SignupMarksTable } from './tables.js';

export async function findPlayerCurrency(
  db: Executor,
  userId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('currency')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.currency;
}

/** The hold in force on a player's withdrawals, with the name of the operator who placed it. */
export function findActiveHold(db: Executor, userId: number) {
  return db
    .selectFrom('withdrawal_holds as holds')
    .innerJoin('operators', 'operators.id', 'holds.placed_by_operator_id')
    .select([
      'holds.id',
      'holds.reason',
      'holds.placed_at',
      'holds.placed_by_operator_id',
      'operators.username as placed_by',
    ])
    .where('holds.user_id', '=', userId)
    .where('holds.released_at', 'is', null)
    .executeTakeFirst();
}

export async function insertHold(
  trx: Transaction<Database>,
  hold: { userId: number; reason: string; operatorId: number; now: string },
): Promise<number> {
  const row = await trx
    .insertInto('withdrawal_holds')
    .values({
      user_id: hold.userId,
      reason: hold.reason,
      placed_by_operator_id: hold.operatorId,
      placed_at: hold.now,
      released_by_operator_id: null,
      released_at: null,
      release_reason: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Ends the hold in force, if any; answers the ended hold's id. */
export async function releaseActiveHold(
  trx: Transaction<Database>,
  release: { userId: number; reason: string; operatorId: number; now: string },
): Promise<number | undefined> {
  const row = await trx
    .updateTable('withdrawal_holds')
    .set({
      released_at: release.now,
      released_by_operator_id: release.operatorId,
      release_reason: release.reason,
    })
    .where('user_id', '=', release.userId)
    .where('released_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row === undefined ? undefined : Number(row.id);
}

export async function insertSignupMark(
  trx: Transaction<Database>,
  mark: SignupMarksTable,
): Promise<void> {
  await trx.insertInto('signup_marks').values(mark).execute();
}

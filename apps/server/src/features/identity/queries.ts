/** SQL for identity checks and their photos. */
import { sql, type ExpressionBuilder, type Insertable } from 'kysely';
import type { IdentityCheckStatus, IdentityQueueStatus } from '@khela/contract';
import type { Database } from '../../platform/db/database.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import type { UploadUsage } from '../../platform/uploads/upload-quota.js';
import type { IdentityChecksTable, IdentityFilesTable } from './tables.js';

/** How many checks the console's list shows at once. */
const QUEUE_ROWS_MAX = 200;

export function insertIdentityFile(db: Executor, row: Insertable<IdentityFilesTable>) {
  return db.insertInto('identity_files').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The player's own photos by public id, uploaded at or after `since`. */
export function findOwnFiles(
  db: Executor,
  userId: number,
  publicIds: readonly string[],
  since: string,
) {
  return db
    .selectFrom('identity_files')
    .select(['id', 'public_id'])
    .where('user_id', '=', userId)
    .where('public_id', 'in', [...publicIds])
    .where('created_at', '>=', since)
    .execute();
}

export function findIdentityFile(db: Executor, id: number) {
  return db.selectFrom('identity_files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A player's photos uploaded at or after `since`: how many, their bytes, the oldest's time. */
export async function identityFileUsageSince(
  db: Executor,
  userId: number,
  since: string,
): Promise<UploadUsage> {
  const row = await db
    .selectFrom('identity_files')
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

export function insertIdentityCheck(db: Executor, row: Insertable<IdentityChecksTable>) {
  return db.insertInto('identity_checks').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The player's latest submission: what their page shows. */
export function latestCheckOfUser(db: Executor, userId: number) {
  return db
    .selectFrom('identity_checks')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function hasApprovedCheck(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('identity_checks')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The player's withdrawals that are paid or still waiting (approved for payout or not), in
 * paisa. Read in the withdrawal's transaction, after its own row is written, so it counts too.
 */
export async function withdrawnOrPendingPaisa(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('wallet_transactions')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_paisa'), sql<number>`0`).as('total'))
    .where('user_id', '=', userId)
    .where('action', '=', 'withdraw')
    .where('status_key', 'in', ['0', '1'])
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** A check with what the console shows beside it: the player's name and birthday, the reviewer. */
function checkWithPlayer(db: Executor) {
  return db
    .selectFrom('identity_checks')
    .innerJoin('users', 'users.id', 'identity_checks.user_id')
    .leftJoin('operators', 'operators.id', 'identity_checks.decided_by')
    .selectAll('identity_checks')
    .select([
      'users.username as username',
      'users.dofb as profile_birthday',
      'operators.username as decided_by_username',
    ]);
}

export type IdentityCheckWithPlayer = NonNullable<Awaited<ReturnType<typeof findCheckWithPlayer>>>;

export function findCheckWithPlayer(db: Executor, id: number) {
  return checkWithPlayer(db).where('identity_checks.id', '=', id).executeTakeFirst();
}

/** The console's list: pending ones oldest first (the queue), then the rest newest first. */
export function listChecks(db: Executor, status: IdentityQueueStatus) {
  let query = checkWithPlayer(db);
  if (status !== 'all') query = query.where('identity_checks.status', '=', status);
  return query
    .orderBy(sql`case when identity_checks.status = 'pending' then 0 else 1 end`)
    .orderBy(
      sql`case when identity_checks.status = 'pending' then identity_checks.id else -identity_checks.id end`,
    )
    .limit(QUEUE_ROWS_MAX)
    .execute();
}

/**
 * Decides a pending check; undefined when it is not pending any more (decided meanwhile), so a
 * decision is taken once even when two operators press at the same instant.
 */
export function decidePendingCheck(
  db: Executor,
  id: number,
  decision: { status: Exclude<IdentityCheckStatus, 'pending'>; reason: string | null },
  operatorId: number,
  decidedAt: string,
) {
  return db
    .updateTable('identity_checks')
    .set({
      status: decision.status,
      reason: decision.reason,
      decided_by: operatorId,
      decided_at: decidedAt,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

/** The photo is named by no submission, as its front, back or selfie. */
function noCheckNamesIt(eb: ExpressionBuilder<Database, 'identity_files'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('identity_checks')
        .select('identity_checks.id')
        .where((inner) =>
          inner.or([
            inner('identity_checks.front_file_id', '=', inner.ref('identity_files.id')),
            inner('identity_checks.back_file_id', '=', inner.ref('identity_files.id')),
            inner('identity_checks.selfie_file_id', '=', inner.ref('identity_files.id')),
          ]),
        ),
    ),
  );
}

/** Photos no submission names, uploaded before `before`, read in one statement with the check. */
export function listUnattachedIdentityFiles(db: Executor, before: string, limit: number) {
  return db
    .selectFrom('identity_files')
    .select(['id', 'stored_name'])
    .where('created_at', '<', before)
    .where(noCheckNamesIt)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** Removes a photo's row unless a submission names it by now; whether it was removed. */
export async function deleteUnattachedIdentityFile(db: Executor, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('identity_files')
    .where('id', '=', id)
    .where(noCheckNamesIt)
    .executeTakeFirst();
  return result.numDeletedRows === 1n;
}

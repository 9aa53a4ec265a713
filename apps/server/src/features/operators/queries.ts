/** SQL for operators, their sessions and the audit log. Rows in, rows out. */
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { OperatorRole } from '@khela/contract';
import type { Database } from '../../platform/db/database.js';
import type { AuditLogTable, OperatorRow, OperatorsTable } from './tables.js';
import { countMatching, findRow, insertRow, updateRows } from '../../platform/db/table-rows.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function findOperatorByUsernameKey(
  db: Executor,
  usernameKey: string,
): Promise<OperatorRow | undefined> {
  return findRow(db, 'operators', { username_key: usernameKey });
}

export async function insertOperator(
  db: Executor,
  operator: Insertable<OperatorsTable>,
): Promise<number> {
  return insertRow(db, 'operators', operator);
}

export async function updateLastLogin(
  db: Executor,
  operatorId: number,
  now: string,
): Promise<void> {
  await updateRows(db, 'operators', { last_login_at: now }, { id: operatorId });
}

export async function insertOperatorSession(
  db: Executor,
  session: {
    operatorId: number;
    tokenHash: string;
    createdAt: string;
    expiresAt: string;
    ip: string;
    enrolmentOnly: boolean;
  },
): Promise<number> {
  const row = await db
    .insertInto('operator_sessions')
    .values({
      operator_id: session.operatorId,
      token_hash: session.tokenHash,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      revoked_at: null,
      ip: session.ip,
      enrolment_only: session.enrolmentOnly ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface ActiveOperatorSessionRow {
  sessionId: number;
  operatorId: number;
  username: string;
  role: OperatorRole;
  enrolmentOnly: boolean;
}

/** A session that is neither revoked nor expired, of an operator who is still active. */
export async function findActiveOperatorSession(
  db: Executor,
  tokenHash: string,
  now: string,
): Promise<ActiveOperatorSessionRow | undefined> {
  const row = await db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select([
      'operator_sessions.id as session_id',
      'operators.id as operator_id',
      'operators.username',
      'operators.role',
      'operator_sessions.enrolment_only',
    ])
    .where('operator_sessions.token_hash', '=', tokenHash)
    .where('operator_sessions.revoked_at', 'is', null)
    .where('operator_sessions.expires_at', '>', now)
    .where('operators.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    operatorId: row.operator_id,
    username: row.username,
    role: row.role,
    enrolmentOnly: row.enrolment_only === 1,
  };
}

export async function revokeOperatorSession(
  db: Executor,
  sessionId: number,
  now: string,
): Promise<void> {
  await updateRows(
    db,
    'operator_sessions',
    { revoked_at: now },
    { id: sessionId, revoked_at: null },
  );
}

export async function insertAuditEntry(
  db: Executor,
  entry: Insertable<AuditLogTable>,
): Promise<void> {
  await db.insertInto('audit_log').values(entry).execute();
}

export type AuditRow = Selectable<AuditLogTable> & { operator_username: string | null };

/** Newest first, optionally one target's entries, paged back from `beforeId`. */
export function listAuditEntries(
  db: Executor,
  filter: { targetType?: string; targetId?: string; beforeId?: number; limit: number },
): Promise<AuditRow[]> {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('operators', 'operators.id', 'audit_log.operator_id')
    .selectAll('audit_log')
    .select('operators.username as operator_username');
  if (filter.targetType !== undefined) {
    query = query.where('audit_log.target_type', '=', filter.targetType);
  }
  if (filter.targetId !== undefined)
    query = query.where('audit_log.target_id', '=', filter.targetId);
  if (filter.beforeId !== undefined) query = query.where('audit_log.id', '<', filter.beforeId);
  return query.orderBy('audit_log.id', 'desc').limit(filter.limit).execute();
}

export function findOperatorById(
  db: Executor,
  operatorId: number,
): Promise<OperatorRow | undefined> {
  return findRow(db, 'operators', { id: operatorId });
}

/** A new secret waiting for its first code; 2-step sign-in is not in force until confirmed. */
export async function storePendingTotpSecret(
  db: Executor,
  operatorId: number,
  secret: string,
): Promise<void> {
  await updateRows(
    db,
    'operators',
    { totp_secret: secret, totp_last_step: null },
    { id: operatorId, totp_enabled_at: null },
  );
}

/**
 * Records `step` as the last accepted one, only if it is later than the last: false means the
 * code was already used (or a later one was), whoever raced to it first.
 */
export async function claimTotpStep(
  db: Executor,
  operatorId: number,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('operators')
    .set({ totp_last_step: step })
    .where('id', '=', operatorId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function enableTotp(db: Executor, operatorId: number, now: string): Promise<void> {
  await updateRows(db, 'operators', { totp_enabled_at: now }, { id: operatorId });
}

/** The session that enrolled may now do everything its role allows. */
export async function liftEnrolmentOnly(db: Executor, sessionId: number): Promise<void> {
  await updateRows(db, 'operator_sessions', { enrolment_only: 0 }, { id: sessionId });
}

export async function insertLoginChallenge(
  db: Executor,
  challenge: { operatorId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('operator_login_challenges')
    .values({
      operator_id: challenge.operatorId,
      token_hash: challenge.tokenHash,
      created_at: challenge.createdAt,
      expires_at: challenge.expiresAt,
      used_at: null,
    })
    .execute();
}

/** An unused, unexpired challenge and its operator. */
export function findLiveLoginChallenge(
  db: Executor,
  tokenHash: string,
  now: string,
): Promise<{ challenge_id: number; operator_id: number } | undefined> {
  return db
    .selectFrom('operator_login_challenges')
    .select(['id as challenge_id', 'operator_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends a challenge; false when another request spent it first. */
export async function useLoginChallenge(
  db: Executor,
  challengeId: number,
  now: string,
): Promise<boolean> {
  const changed = await updateRows(
    db,
    'operator_login_challenges',
    { used_at: now },
    { id: challengeId, used_at: null },
  );
  return changed > 0;
}

/** Oldest first, so the first owner heads the owner's list. */
export function listOperatorRows(db: Executor): Promise<OperatorRow[]> {
  return db.selectFrom('operators').selectAll().orderBy('id').execute();
}

export async function countActiveOwners(db: Executor): Promise<number> {
  return countMatching(db, 'operators', { role: 'owner', status: 'active' });
}

export async function updateOperatorAccount(
  db: Executor,
  operatorId: number,
  changes: Updateable<OperatorsTable>,
): Promise<void> {
  await db.updateTable('operators').set(changes).where('id', '=', operatorId).execute();
}

/** Ends every live session of the operator; answers how many there were. */
export async function revokeAllOperatorSessions(
  db: Executor,
  operatorId: number,
  now: string,
): Promise<number> {
  const result = await db
    .updateTable('operator_sessions')
    .set({ revoked_at: now })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A password step already passed must not finish with a code after the account changed. */
export async function spendOperatorChallenges(
  db: Executor,
  operatorId: number,
  now: string,
): Promise<void> {
  await updateRows(
    db,
    'operator_login_challenges',
    { used_at: now },
    { operator_id: operatorId, used_at: null },
  );
}

/**
 * Takes the row locks of every active owner (PostgreSQL), so two owners demoting or disabling
 * each other at once are served one after the other and the second sees the first's change.
 * SQLite serialises writing transactions anyway.
 */
export async function lockActiveOwners(db: Executor): Promise<void> {
  await db
    .updateTable('operators')
    .set((eb) => ({ status: eb.ref('status') }))
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .execute();
}

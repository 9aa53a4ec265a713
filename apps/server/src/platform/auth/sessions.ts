/** Creating, finding and revoking bearer sessions. */
import type { Database } from '../db/database.js';
import type { Kysely, Transaction } from 'kysely';
import type { BalanceCache, CachedSession } from '../balance-cache/balance-cache.js';
import { executeDeclaring } from '../db/changed-rows.js';
import { compiledOnce } from '../db/compiled-once.js';
import { isoAfterSeconds, isoNow } from '../db/time.js';
import type { SessionKind } from './tables.js';
import { hashToken, newToken } from './tokens.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface IssuedSession {
  sessionId: number;
  token: string;
  expiresAt: string;
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
  kind: SessionKind;
  parentSessionId: number | null;
  expiresAt: string;
}

export async function issueSession(
  db: Executor,
  input: {
    userId: number;
    kind: SessionKind;
    ttlSeconds: number;
    parentSessionId?: number;
    ip?: string;
    userAgent?: string;
  },
): Promise<IssuedSession> {
  const token = newToken();
  const expiresAt = isoAfterSeconds(input.ttlSeconds);
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: input.userId,
      token_hash: hashToken(token),
      kind: input.kind,
      parent_session_id: input.parentSessionId ?? null,
      created_at: isoNow(),
      expires_at: expiresAt,
      revoked_at: null,
      ip: input.ip ?? null,
      user_agent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { sessionId: row.id, token, expiresAt };
}

/**
 * The sessions a token may act with: known, not revoked, not expired, of an active player (a
 * suspended or closed player loses every session at once). Every lookup of a bearer token starts
 * here, so the rule lives in one place.
 */
export function liveSessionByTokenHash(db: Kysely<Database>, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.kind',
      'sessions.parent_session_id',
      'sessions.expires_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', now)
    .where('users.status', '=', 'active');
}

/** Runs on every signed-in request, so compiled once (see compiledOnce). */
const selectActiveSession = compiledOnce(liveSessionByTokenHash);

/** A row of liveSessionByTokenHash as the rest of the server sees it. */
export function activeSessionOf(row: {
  id: number;
  user_id: number;
  kind: SessionKind;
  parent_session_id: number | null;
  expires_at: string;
}): ActiveSession {
  return {
    sessionId: row.id,
    userId: row.user_id,
    kind: row.kind,
    parentSessionId: row.parent_session_id,
    expiresAt: row.expires_at,
  };
}

/**
 * The live session for a token hash, from the balance cache when it holds it (every change to
 * sessions and users invalidates it, platform/balance-cache), else read and kept there against a
 * ticket taken before the read.
 */
export async function findActiveSessionCached(
  db: Executor,
  cache: BalanceCache,
  token: string,
): Promise<ActiveSession | undefined> {
  const tokenHash = hashToken(token);
  const cached = cache.session(tokenHash);
  if (cached) {
    const { sessionId, userId, kind, parentSessionId, expiresAt } = cached;
    return { sessionId, userId, kind, parentSessionId, expiresAt };
  }
  const ticket = cache.startFill();
  const [row] = await selectActiveSession(db, tokenHash, isoNow());
  if (!row) return undefined;
  const session = activeSessionOf(row);
  cache.storeSession(ticket, tokenHash, cachedSessionOf(session));
  return session;
}

/** A session as the balance cache keeps it. */
export function cachedSessionOf(session: ActiveSession): CachedSession {
  return { ...session, expiresAtMs: Date.parse(session.expiresAt) };
}

/** The live session for a token, or undefined when unknown, expired or revoked. */
export async function findActiveSession(
  db: Executor,
  token: string,
): Promise<ActiveSession | undefined> {
  const [row] = await selectActiveSession(db, hashToken(token), isoNow());
  return row ? activeSessionOf(row) : undefined;
}

/** Revokes every live session of a player (password changed, account suspended). */
export async function revokeAllSessionsOfUser(db: Executor, userId: number): Promise<void> {
  // Declared, so the balance poll's cache forgets this player's sessions alone (changed-rows.ts).
  await executeDeclaring(
    db,
    db
      .updateTable('sessions')
      .set({ revoked_at: isoNow() })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null),
    { sessionsOfUsers: [userId] },
  );
}

/** Revokes a session and every session issued under it (exchange and access tokens). */
export async function revokeSessionTree(db: Executor, sessionId: number): Promise<void> {
  const now = isoNow();
  await executeDeclaring(
    db,
    db
      .updateTable('sessions')
      .set({ revoked_at: now })
      .where((eb) => eb.or([eb('id', '=', sessionId), eb('parent_session_id', '=', sessionId)]))
      .where('revoked_at', 'is', null),
    { sessionTrees: [sessionId] },
  );
}

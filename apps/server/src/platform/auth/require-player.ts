/**
 * The bearer-token guard. Routes that need a signed-in player are registered inside a plugin that
 * adds this hook (Fastify encapsulation), never matched by URL.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountMessages } from '@khela/contract';
import type { AppContext } from '../app-context.js';
import { DomainError } from '../errors/domain-error.js';
import { findActiveSessionCached, type ActiveSession } from './sessions.js';
import type { SessionKind } from './tables.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: ActiveSession | null;
  }
}

const BEARER = 'bearer';

/**
 * The token of `Authorization: Bearer <token>` (the scheme in any case; what follows the token
 * after a space is ignored). Read with indexOf rather than split: it runs on every signed-in call.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  if (header.indexOf(' ') !== BEARER.length) return undefined;
  if (!header.startsWith('Bearer ') && header.slice(0, BEARER.length).toLowerCase() !== BEARER) {
    return undefined;
  }
  const end = header.indexOf(' ', BEARER.length + 1);
  const token = end === -1 ? header.slice(BEARER.length + 1) : header.slice(BEARER.length + 1, end);
  if (!token) return undefined;
  return token.trim();
}

export function decorateSession(app: FastifyInstance): void {
  app.decorateRequest('session', null);
}

/**
 * Adds the guard to a plugin scope; every route registered in that scope needs a session. The
 * session is read through the balance cache (every bet and play would otherwise read it).
 */
export function requireSession(
  scope: FastifyInstance,
  context: Pick<AppContext, 'db' | 'balanceCache'>,
  allowedKinds: readonly SessionKind[] = ['player'],
): void {
  scope.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const session = token
      ? await findActiveSessionCached(context.db, context.balanceCache, token)
      : undefined;
    if (!session || !allowedKinds.includes(session.kind)) {
      throw new DomainError('unauthenticated', accountMessages.unauthenticated);
    }
    request.session = session;
  });
}

/** The signed-in caller; only valid inside a scope guarded by requireSession. */
export function callerOf(request: FastifyRequest): ActiveSession {
  assert.ok(request.session, 'route is not inside a requireSession scope');
  return request.session;
}

/** The spec's calls carry `remote_id`; the caller is always the session, so it must match. */
export function assertOwnRemoteId(session: ActiveSession, remoteId: number): void {
  if (remoteId !== session.userId) throw new DomainError('forbidden', accountMessages.forbidden);
}

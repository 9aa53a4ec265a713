/**
 * The operator guard for `/admin-api` scopes: a bearer token of an operator session, then a role
 * check. Like requireSession it is added to a plugin scope, never matched by URL. Finding the
 * session is the operators feature's job (it owns the tables); this file owns the HTTP side.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorMessages, type OperatorRole } from '@khela/contract';
import { DomainError } from '../errors/domain-error.js';
import { bearerToken } from './require-player.js';

export interface OperatorCaller {
  operatorId: number;
  username: string;
  role: OperatorRole;
  sessionId: number;
  /** Signed in without 2-step where it is required: the session may only enrol (and leave). */
  enrolmentOnly: boolean;
}

export interface OperatorScopeOptions {
  /** The scope serves the calls an enrolment-only session may make (me, 2-step set-up, logout). */
  allowEnrolmentOnly?: boolean;
}

/** The live session for a token of an active operator, or undefined. */
export type FindOperatorSession = (token: string) => Promise<OperatorCaller | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorCaller | null;
  }
}

/** Adds the guard to a plugin scope; every route registered in that scope needs one of `roles`. */
export function guardOperatorScope(
  scope: FastifyInstance,
  findSession: FindOperatorSession,
  roles: readonly OperatorRole[],
  options: OperatorScopeOptions = {},
): void {
  assert.ok(roles.length > 0, 'an operator scope must admit at least one role');
  if (!scope.hasRequestDecorator('operator')) scope.decorateRequest('operator', null);
  scope.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    const operator = token ? await findSession(token) : undefined;
    if (!operator) throw new DomainError('unauthenticated', operatorMessages.unauthenticated);
    if (!roles.includes(operator.role)) {
      throw new DomainError('forbidden', operatorMessages.forbidden);
    }
    if (operator.enrolmentOnly && options.allowEnrolmentOnly !== true) {
      throw new DomainError('forbidden', operatorMessages.totpSetupRequired);
    }
    request.operator = operator;
  });
}

/** The signed-in operator; only valid inside a scope guarded by requireOperator. */
export function operatorOf(request: FastifyRequest): OperatorCaller {
  assert.ok(request.operator, 'route is not inside a requireOperator scope');
  return request.operator;
}

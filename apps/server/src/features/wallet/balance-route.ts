/**
 * POST /api/balance, polled every 10 s by every signed-in client: the busiest private call. It
 * sits outside the requireSession scope because it checks the bearer token in the same read as
 * the balance (one statement instead of two); the token rules are the guard's own
 * (liveSessionByTokenHash), and anything but a live player session answers the guard's 401.
 */
import type { FastifyInstance } from 'fastify';
import { accountMessages, authCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { bearerToken } from '../../platform/auth/require-player.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { registerCall } from '../../platform/http/register-call.js';
import { mainBalanceTakaOfToken } from './service.js';

/**
 * The answer's serializer, compiled once from this schema (fast-json-stringify) instead of
 * JSON.stringify per answer; a refusal is an error and keeps the error handler's shape.
 */
const balanceAnswerSchema = {
  response: {
    200: {
      type: 'object',
      properties: { balance: { type: 'number' } },
      required: ['balance'],
      additionalProperties: false,
    },
  },
} as const;

export function balanceRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerCall(
    app,
    authCalls.balance,
    async (_input, request) => {
      const token = bearerToken(request);
      const balance =
        token === undefined ? undefined : await mainBalanceTakaOfToken(context, token);
      if (balance === undefined) {
        throw new DomainError('unauthenticated', accountMessages.unauthenticated);
      }
      return { balance };
    },
    { schema: balanceAnswerSchema },
  );
  return Promise.resolve();
}

/**
 * HTTP for the operator API's own calls: login (public), then logout, me and the audit trail for
 * any signed-in operator. Registered inside the `/admin-api` scope in app.ts.
 */
import type { FastifyInstance } from 'fastify';
import {
  auditQuerySchema,
  operatorLoginRequestSchema,
  operatorMessages,
  operatorRoles,
  type OperatorMeResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { parseInput } from '../../platform/http/parse-input.js';
import {
  listAudit,
  logInOperator,
  logOutOperator,
  operatorOf,
  operatorProfile,
  requireOperator,
} from './service.js';

export async function operatorRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.post('/login', async (request) => {
    const credentials = parseInput(operatorLoginRequestSchema, request.body);
    return logInOperator(context, credentials, { ip: request.ip });
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (signedIn) => {
    requireOperator(signedIn, context.db, operatorRoles);

    signedIn.post('/logout', async (request) => {
      await logOutOperator(context, operatorOf(request), { ip: request.ip });
      return { message: operatorMessages.loggedOut };
    });

    signedIn.get('/me', (request): OperatorMeResponse => ({
      operator: operatorProfile(operatorOf(request)),
    }));

    signedIn.get('/audit', async (request) => {
      const query = parseInput(auditQuerySchema, request.query);
      return listAudit(context, query);
    });
  });
}

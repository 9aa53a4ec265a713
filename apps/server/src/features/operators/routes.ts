/**
 * HTTP for the operator API's own calls: login and its 2-step code (public); me, the 2-step
 * set-up and logout for any signed-in operator, even one whose session may only enrol; the audit
 * trail for any operator whose session may do more than enrol; the owner's management of operator
 * accounts. Registered inside the `/admin-api` scope in app.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  auditQuerySchema,
  createOperatorRequestSchema,
  operatorLoginRequestSchema,
  operatorMessages,
  operatorParamsSchema,
  operatorRoles,
  operatorTotpConfirmRequestSchema,
  operatorTotpLoginRequestSchema,
  setOperatorPasswordRequestSchema,
  setOperatorRoleRequestSchema,
  setOperatorStatusRequestSchema,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { parseInput } from '../../platform/http/parse-input.js';
import {
  createOperatorAccount,
  listOperators,
  resetOperatorTotp,
  setOperatorPassword,
  setOperatorRole,
  setOperatorStatus,
} from './operator-admin.js';
import { listAudit, logOutOperator, operatorMe, operatorOf, requireOperator } from './service.js';
import { completeTotpLogin, logInOperator } from './sign-in.js';
import { confirmTotp, startTotpSetup } from './totp-enrolment.js';

export async function operatorRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  app.post('/login', async (request) => {
    const credentials = parseInput(operatorLoginRequestSchema, request.body);
    return logInOperator(context, credentials, { ip: request.ip });
  });

  app.post('/login/totp', async (request) => {
    const body = parseInput(operatorTotpLoginRequestSchema, request.body);
    return completeTotpLogin(context, body, { ip: request.ip });
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (signedIn) => {
    requireOperator(signedIn, context.db, operatorRoles, { allowEnrolmentOnly: true });

    signedIn.post('/logout', async (request) => {
      await logOutOperator(context, operatorOf(request), { ip: request.ip });
      return { message: operatorMessages.loggedOut };
    });

    signedIn.get('/me', async (request) => operatorMe(context, operatorOf(request)));

    signedIn.post('/me/totp/setup', async (request) =>
      startTotpSetup(context, operatorOf(request), { ip: request.ip }),
    );

    signedIn.post('/me/totp/confirm', async (request) => {
      const body = parseInput(operatorTotpConfirmRequestSchema, request.body);
      return confirmTotp(context, operatorOf(request), body.code, { ip: request.ip });
    });
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (enrolled) => {
    requireOperator(enrolled, context.db, operatorRoles);
    enrolled.get('/audit', async (request) => {
      const query = parseInput(auditQuerySchema, request.query);
      return listAudit(context, query);
    });
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (owners) => {
    requireOperator(owners, context.db, ['owner']);
    const metaOf = (request: FastifyRequest) => ({ operator: operatorOf(request), ip: request.ip });
    const idOf = (request: FastifyRequest) => parseInput(operatorParamsSchema, request.params).id;

    owners.get('/operators', async () => listOperators(context));

    owners.post('/operators', async (request, reply) => {
      const body = parseInput(createOperatorRequestSchema, request.body);
      const operator = await createOperatorAccount(context, body, metaOf(request));
      return reply.code(201).send(operator);
    });

    owners.post('/operators/:id/status', async (request) => {
      const id = idOf(request);
      const body = parseInput(setOperatorStatusRequestSchema, request.body);
      return setOperatorStatus(context, id, body, metaOf(request));
    });

    owners.post('/operators/:id/role', async (request) => {
      const id = idOf(request);
      const body = parseInput(setOperatorRoleRequestSchema, request.body);
      return setOperatorRole(context, id, body, metaOf(request));
    });

    owners.post('/operators/:id/totp/reset', async (request) =>
      resetOperatorTotp(context, idOf(request), metaOf(request)),
    );

    owners.post('/operators/:id/password', async (request) => {
      const id = idOf(request);
      const body = parseInput(setOperatorPasswordRequestSchema, request.body);
      return setOperatorPassword(context, id, body, metaOf(request));
    });
  });
}

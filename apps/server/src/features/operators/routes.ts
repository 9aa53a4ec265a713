/**
 * HTTP for the operator API's own calls: login and its 2-step code (public); me, the 2-step
 * set-up and logout for any signed-in operator, even one whose session may only enrol; the audit
 * trail for any operator whose session may do more than enrol; the owner's management of operator
 * accounts. Registered inside the `/admin-api` scope in app.ts.
 */
import type { FastifyInstance } from 'fastify';
import { operatorAdminCalls, operatorMessages, operatorRoles } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { registerCall } from '../../platform/http/register-call.js';
import {
  createOperatorAccount,
  listOperators,
  resetOperatorTotp,
  setOperatorPassword,
  setOperatorRole,
  setOperatorStatus,
} from './operator-admin.js';
import {
  auditMetaOf,
  listAudit,
  logOutOperator,
  operatorMe,
  operatorOf,
  requireOperator,
} from './service.js';
import { completeTotpLogin, logInOperator } from './sign-in.js';
import { confirmTotp, startTotpSetup } from './totp-enrolment.js';

export async function operatorRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerCall(app, operatorAdminCalls.login, async ({ body }, request) =>
    logInOperator(context, body, { ip: request.ip }),
  );

  registerCall(app, operatorAdminCalls.loginWithCode, async ({ body }, request) =>
    completeTotpLogin(context, body, { ip: request.ip }),
  );

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (signedIn) => {
    requireOperator(signedIn, context.db, operatorRoles, { allowEnrolmentOnly: true });

    registerCall(signedIn, operatorAdminCalls.logout, async (_input, request) => {
      await logOutOperator(context, operatorOf(request), { ip: request.ip });
      return { message: operatorMessages.loggedOut };
    });

    registerCall(signedIn, operatorAdminCalls.me, async (_input, request) =>
      operatorMe(context, operatorOf(request)),
    );

    registerCall(signedIn, operatorAdminCalls.startTotpSetup, async (_input, request) =>
      startTotpSetup(context, operatorOf(request), { ip: request.ip }),
    );

    registerCall(signedIn, operatorAdminCalls.confirmTotp, async ({ body }, request) =>
      confirmTotp(context, operatorOf(request), body.code, { ip: request.ip }),
    );
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (enrolled) => {
    requireOperator(enrolled, context.db, operatorRoles);
    registerCall(enrolled, operatorAdminCalls.audit, async ({ query }) =>
      listAudit(context, query),
    );
  });

  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
  await app.register(async (owners) => {
    requireOperator(owners, context.db, ['owner']);

    registerCall(owners, operatorAdminCalls.operators, async () => listOperators(context));

    registerCall(owners, operatorAdminCalls.createOperator, async ({ body }, request, reply) => {
      const operator = await createOperatorAccount(context, body, auditMetaOf(request));
      void reply.code(201);
      return operator;
    });

    registerCall(owners, operatorAdminCalls.setStatus, async ({ params, body }, request) =>
      setOperatorStatus(context, params.id, body, auditMetaOf(request)),
    );

    registerCall(owners, operatorAdminCalls.setRole, async ({ params, body }, request) =>
      setOperatorRole(context, params.id, body, auditMetaOf(request)),
    );

    registerCall(owners, operatorAdminCalls.resetTotp, async ({ params }, request) =>
      resetOperatorTotp(context, params.id, auditMetaOf(request)),
    );

    registerCall(owners, operatorAdminCalls.setPassword, async ({ params, body }, request) =>
      setOperatorPassword(context, params.id, body, auditMetaOf(request)),
    );
  });
}

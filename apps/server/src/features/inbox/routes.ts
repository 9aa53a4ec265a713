/** HTTP for the inbox: the player's list, message, mark read and delete; the operator's send. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inboxAdminCalls, inboxCalls } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { registerCall } from '../../platform/http/register-call.js';
import { runIdempotentTransaction } from '../../platform/idempotency/idempotency.js';
import { assertOwnRemoteId } from '../auth/service.js';
import { operatorOf, requireOperator } from '../operators/service.js';
import {
  deleteInboxMessage,
  getInboxMessage,
  listInbox,
  markInboxMessageRead,
  scheduleInboxDispatcher,
  sendOperatorMessage,
} from './service.js';

function liveLog(request: FastifyRequest) {
  return (error: unknown) => request.log.warn({ err: error }, 'inbox live event not published');
}

export function inboxRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);
  scheduleInboxDispatcher(app, context, (error) =>
    app.log.warn({ err: error }, 'inbox live dispatch failed'),
  );

  registerCall(app, inboxCalls.list, async ({ query }, request) => {
    const caller = callerOf(request);
    assertOwnRemoteId(caller, query.remote_id);
    return listInbox(context, caller.userId, query.page);
  });

  registerCall(app, inboxCalls.message, async ({ params }, request) =>
    getInboxMessage(context, callerOf(request).userId, params.id),
  );

  registerCall(app, inboxCalls.markRead, async ({ params }, request) =>
    markInboxMessageRead(context, callerOf(request).userId, params.id, liveLog(request)),
  );

  registerCall(app, inboxCalls.remove, async ({ params }, request) =>
    deleteInboxMessage(context, callerOf(request).userId, params.id, liveLog(request)),
  );
  return Promise.resolve();
}

/** POST /admin-api/inbox: owners and support write to a player. */
export function inboxAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'support']);
  registerCall(app, inboxAdminCalls.send, async ({ body }, request, reply) => {
    const operator = operatorOf(request);
    // Set first: the transaction stores the reply's status with the answer, and a replay
    // repeats both.
    void reply.status(201);
    return runIdempotentTransaction(
      context.db,
      request,
      reply,
      `operator:${operator.operatorId}`,
      (transaction) =>
        sendOperatorMessage(
          context,
          operator,
          body,
          { ip: request.ip, log: liveLog(request) },
          transaction,
        ),
    );
  });
  return Promise.resolve();
}

/** HTTP for the inbox: the player's list, message, mark read and delete; the operator's send. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  inboxCalls,
  inboxMessageParamsSchema,
  inboxMessages,
  operatorInboxRequestSchema,
  type OperatorInboxResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
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

/** An id that is not a positive whole number names no message: the same 404 as another's id. */
function messageIdOf(request: FastifyRequest): number {
  const parsed = inboxMessageParamsSchema.safeParse(request.params);
  if (!parsed.success) throw new DomainError('not_found', inboxMessages.notFound);
  return parsed.data.id;
}

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

  registerCall(app, inboxCalls.message, async (_input, request) =>
    getInboxMessage(context, callerOf(request).userId, messageIdOf(request)),
  );

  registerCall(app, inboxCalls.markRead, async (_input, request) =>
    markInboxMessageRead(context, callerOf(request).userId, messageIdOf(request), liveLog(request)),
  );

  registerCall(app, inboxCalls.remove, async (_input, request) =>
    deleteInboxMessage(context, callerOf(request).userId, messageIdOf(request), liveLog(request)),
  );
  return Promise.resolve();
}

/** POST /admin-api/inbox: owners and support write to a player. */
export function inboxAdminRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireOperator(app, context.db, ['owner', 'support']);
  app.post('/inbox', async (request, reply) => {
    const body = parseInput(operatorInboxRequestSchema, request.body);
    const operator = operatorOf(request);
    // Set first: the transaction stores the reply's status with the answer, and a replay
    // repeats both.
    void reply.status(201);
    return runIdempotentTransaction<OperatorInboxResponse>(
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

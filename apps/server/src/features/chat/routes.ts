/** HTTP for the support chat: the player's calls under /api and the desk's under /admin-api. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chatCalls, supportChatCalls, type OperatorRole } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { registerCall } from '../../platform/http/register-call.js';
import { operatorOf, requireOperator } from '../operators/service.js';
import { registerDeskStream, type DeskStreamOptions } from './desk-stream.js';
import {
  assignDeskChat,
  listChats,
  listDeskConversations,
  listOwnChatMessages,
  markDeskRead,
  openChat,
  readDeskThread,
  replyAsSupport,
  sendPlayerMessage,
  signalPlayerTyping,
  signalSupportTyping,
} from './service.js';

function logTo(request: FastifyRequest) {
  return (error: unknown) => request.log.warn({ err: error }, 'chat live event not published');
}

export function chatRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);

  registerCall(app, chatCalls.list, async (_input, request) =>
    listChats(context, callerOf(request).userId),
  );

  registerCall(app, chatCalls.open, async ({ body }, request, reply) => {
    const opened = await openChat(context, callerOf(request).userId, body);
    void reply.status(opened.isNew ? 201 : 200);
    return opened.response;
  });

  registerCall(app, chatCalls.messages, async ({ params, query }, request) =>
    listOwnChatMessages(context, callerOf(request).userId, params.chatId, query.before_id),
  );

  registerCall(app, chatCalls.typing, async ({ params }, request) =>
    signalPlayerTyping(context, callerOf(request).userId, params.chatId, logTo(request)),
  );

  registerCall(app, chatCalls.send, async ({ body }, request) =>
    sendPlayerMessage(context, callerOf(request).userId, body, logTo(request)),
  );
  return Promise.resolve();
}

/** The desk answers chats: owners and support staff. */
const deskRoles: readonly OperatorRole[] = ['owner', 'support'];

/** The desk's routes with other stream timings (tests use short heartbeats). */
export function createChatAdminRoutes(streamOptions?: DeskStreamOptions) {
  return async (app: FastifyInstance, context: AppContext): Promise<void> => {
    // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
    await app.register(async (desk) => {
      requireOperator(desk, context.db, deskRoles);
      registerDeskStream(desk, context, deskRoles, streamOptions);

      registerCall(desk, supportChatCalls.list, async ({ query }) =>
        listDeskConversations(context, query),
      );

      registerCall(desk, supportChatCalls.thread, async ({ params, query }) =>
        readDeskThread(context, params.chatId, query.before_id),
      );

      registerCall(desk, supportChatCalls.reply, async ({ params, body }, request) =>
        replyAsSupport(context, operatorOf(request), params.chatId, body.content, {
          ip: request.ip,
          log: logTo(request),
        }),
      );

      registerCall(desk, supportChatCalls.read, async ({ params, body }, request) =>
        markDeskRead(context, params.chatId, body.up_to_id, logTo(request)),
      );

      // Taking a chat and letting it go differ only in who has it after.
      for (const [call, to] of [
        [supportChatCalls.assign, 'caller'],
        [supportChatCalls.unassign, 'nobody'],
      ] as const) {
        registerCall(desk, call, async ({ params }, request) =>
          assignDeskChat(context, operatorOf(request), params.chatId, to, {
            ip: request.ip,
            log: logTo(request),
          }),
        );
      }

      registerCall(desk, supportChatCalls.typing, async ({ params }, request) =>
        signalSupportTyping(context, params.chatId, logTo(request)),
      );
    });
  };
}

/** The routes plugin `app.ts` registers under /admin-api. */
export const chatAdminRoutes = createChatAdminRoutes();

/** HTTP for the support chat: the player's calls under /api and the desk's under /admin-api. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  chatMessages,
  chatMessagesQuerySchema,
  chatParamsSchema,
  createChatRequestSchema,
  sendChatMessageRequestSchema,
  supportChatListQuerySchema,
  supportChatThreadQuerySchema,
  supportReadRequestSchema,
  supportReplyRequestSchema,
  type OperatorRole,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { callerOf, requireSession } from '../../platform/auth/require-player.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { parseInput } from '../../platform/http/parse-input.js';
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

/** A chat id in the path that is not an id names no chat: 404, as an unknown one does. */
function chatIdOf(request: FastifyRequest): number {
  const parsed = chatParamsSchema.safeParse(request.params);
  if (!parsed.success) throw new DomainError('not_found', chatMessages.chatNotFound);
  return parsed.data.chatId;
}

function logTo(request: FastifyRequest) {
  return (error: unknown) => request.log.warn({ err: error }, 'chat live event not published');
}

export function chatRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  requireSession(app, context);

  app.get('/get-chats', async (request) => listChats(context, callerOf(request).userId));

  app.post('/chats', async (request, reply) => {
    const body = parseInput(createChatRequestSchema, request.body);
    const opened = await openChat(context, callerOf(request).userId, body);
    return reply.status(opened.isNew ? 201 : 200).send(opened.response);
  });

  app.get('/chats/:chatId/messages', async (request) => {
    const chatId = chatIdOf(request);
    const query = parseInput(chatMessagesQuerySchema, request.query);
    return listOwnChatMessages(context, callerOf(request).userId, chatId, query.before_id);
  });

  app.post('/chats/:chatId/typing', async (request) =>
    signalPlayerTyping(context, callerOf(request).userId, chatIdOf(request), logTo(request)),
  );

  app.post('/messages', async (request) => {
    const body = parseInput(sendChatMessageRequestSchema, request.body);
    return sendPlayerMessage(context, callerOf(request).userId, body, logTo(request));
  });
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

      desk.get('/chats', async (request) =>
        listDeskConversations(context, parseInput(supportChatListQuerySchema, request.query)),
      );

      desk.get('/chats/:chatId', async (request) => {
        const chatId = chatIdOf(request);
        const query = parseInput(supportChatThreadQuerySchema, request.query);
        return readDeskThread(context, chatId, query.before_id);
      });

      desk.post('/chats/:chatId/messages', async (request) => {
        const chatId = chatIdOf(request);
        const body = parseInput(supportReplyRequestSchema, request.body);
        return replyAsSupport(context, operatorOf(request), chatId, body.content, {
          ip: request.ip,
          log: logTo(request),
        });
      });

      desk.post('/chats/:chatId/read', async (request) => {
        const chatId = chatIdOf(request);
        const body = parseInput(supportReadRequestSchema, request.body ?? {});
        return markDeskRead(context, chatId, body.up_to_id, logTo(request));
      });

      desk.post('/chats/:chatId/assign', async (request) =>
        assignDeskChat(context, operatorOf(request), chatIdOf(request), 'caller', {
          ip: request.ip,
          log: logTo(request),
        }),
      );

      desk.post('/chats/:chatId/unassign', async (request) =>
        assignDeskChat(context, operatorOf(request), chatIdOf(request), 'nobody', {
          ip: request.ip,
          log: logTo(request),
        }),
      );

      desk.post('/chats/:chatId/typing', async (request) =>
        signalSupportTyping(context, chatIdOf(request), logTo(request)),
      );
    });
  };
}

/** The routes plugin `app.ts` registers under /admin-api. */
export const chatAdminRoutes = createChatAdminRoutes();

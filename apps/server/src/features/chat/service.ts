/**
 * The support chat: a player's one conversation with the support desk, and the desk's side of it.
 * The player is always the session's; a `sender_id` or `user_one_id` naming anyone else is refused,
 * and another player's chat answers as if it did not exist. Every operator reply is stored with
 * its operator (and audited) but reaches the player as the desk (SUPPORT_CHAT_COUNTERPART_ID).
 *
 * Live: a new message is published after its transaction commits, to the player's stream and to
 * the desk's channel; typing signals are relayed (at most one per chat and side per window) and
 * never stored.
 */
import {
  CHAT_HISTORY_PAGE_SIZE,
  CHAT_MESSAGES_PER_MINUTE_MAX,
  CHAT_TYPING_RELAY_WINDOW_SECONDS,
  SUPPORT_CHAT_COUNTERPART_ID,
  SUPPORT_CHAT_USERNAME,
  chatLiveEvents,
  chatMessages,
  type ChatMessage,
  type ChatMessagesResponse,
  type ChatSender,
  type ChatTypingEvent,
  type ChatTypingResponse,
  type CreateChatRequest,
  type CreateChatResponse,
  type GetChatsResponse,
  type SendChatMessageRequest,
  type SendChatMessageResponse,
  type SupportChatAssignResponse,
  type SupportChatAssignedEvent,
  type SupportChatListQuery,
  type SupportChatListResponse,
  type SupportChatMessage,
  type SupportChatMessageEvent,
  type SupportChatReadEvent,
  type SupportChatSummary,
  type SupportChatThreadResponse,
  type SupportReadResponse,
  type SupportReplyResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isUniqueViolation } from '../../platform/db/dialect.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { publishToPlayer } from '../../platform/live/publish.js';
import { recordAudit, type OperatorCaller } from '../operators/service.js';
import { publishToDesk } from './desk-channel.js';
import {
  countUnreadChats,
  findChatOfUser,
  findDeskChat,
  findOwnChat,
  insertChat,
  insertChatMessage,
  listChatMessages,
  listChatMessagesByIds,
  listDeskChats,
  markReadUpTo,
  newestPlayerMessageId,
  recordChatActivity,
  setChatAssignee,
  type ChatMessageWithOperator,
  type DeskChatRow,
} from './queries.js';
import type { ChatMessageRow, ChatRow } from './tables.js';

/** Told about a live event that could not be published (the change has committed regardless). */
export type LogError = (error: unknown) => void;

function chatNotFound(): DomainError {
  return new DomainError('not_found', chatMessages.chatNotFound);
}

function notYourself(): DomainError {
  return new DomainError('forbidden', chatMessages.notYourself);
}

/** A message as the player sees it: the desk's replies come from the support counterpart. */
export function toChatMessage(row: ChatMessageRow, playerId: number): ChatMessage {
  return {
    id: row.id,
    chat_id: row.chat_id,
    sender_id: row.sender === 'player' ? playerId : SUPPORT_CHAT_COUNTERPART_ID,
    sender: row.sender,
    content: row.content,
    created_at: row.created_at,
  };
}

function toSupportChatMessage(row: ChatMessageWithOperator, playerId: number): SupportChatMessage {
  return { ...toChatMessage(row, playerId), operator_username: row.operator_username };
}

// ── The player's side ───────────────────────────────────────────────────────────────────────────

/** GET /api/get-chats: the player's conversation with the desk, if one was opened. */
export async function listChats(context: AppContext, userId: number): Promise<GetChatsResponse> {
  const chat = await findChatOfUser(context.db, userId);
  if (!chat) return { success: true, data: [] };
  const [last] = await listChatMessagesByIds(
    context.db,
    chat.last_message_id === null ? [] : [chat.last_message_id],
  );
  return {
    success: true,
    data: [
      {
        chat_id: chat.id,
        id: SUPPORT_CHAT_COUNTERPART_ID,
        other_user: { username: SUPPORT_CHAT_USERNAME },
        last_message: last ? toChatMessage(last, userId) : null,
      },
    ],
  };
}

function toCreateChatResponse(chat: ChatRow): CreateChatResponse {
  return {
    chat: {
      id: chat.id,
      user_one_id: chat.user_id,
      user_two_id: SUPPORT_CHAT_COUNTERPART_ID,
      created_at: chat.created_at,
    },
  };
}

/** POST /api/chats: opens the player's conversation with the desk, or answers the open one. */
export async function openChat(
  context: AppContext,
  userId: number,
  request: CreateChatRequest,
): Promise<{ response: CreateChatResponse; isNew: boolean }> {
  if (request.user_one_id !== userId) throw notYourself();
  if (request.user_two_id !== SUPPORT_CHAT_COUNTERPART_ID) {
    throw validationError({ user_two_id: [chatMessages.counterpartInvalid] });
  }
  const existing = await findChatOfUser(context.db, userId);
  if (existing) return { response: toCreateChatResponse(existing), isNew: false };
  try {
    const chat = await insertChat(context.db, { user_id: userId, created_at: isoNow() });
    return { response: toCreateChatResponse(chat), isNew: true };
  } catch (error) {
    // Two taps at once: the other one opened it.
    if (!isUniqueViolation(error)) throw error;
    const opened = await findChatOfUser(context.db, userId);
    if (!opened) throw error;
    return { response: toCreateChatResponse(opened), isNew: false };
  }
}

/** GET /api/chats/{chatId}/messages: a page of the player's own thread, oldest first. */
export async function listOwnChatMessages(
  context: AppContext,
  userId: number,
  chatId: number,
  beforeId: number | undefined,
): Promise<ChatMessagesResponse> {
  if (!(await findOwnChat(context.db, userId, chatId))) throw chatNotFound();
  const page = await listChatMessages(context.db, chatId, {
    beforeId,
    limit: CHAT_HISTORY_PAGE_SIZE,
  });
  return {
    success: true,
    data: page.rows.reverse().map((row) => toChatMessage(row, userId)),
    has_more: page.hasMore,
  };
}

async function throttleSending(context: AppContext, userId: number): Promise<void> {
  const hit = await context.rateLimiter.hit(`chat-send:${userId}`, 60);
  if (hit.count > CHAT_MESSAGES_PER_MINUTE_MAX) {
    throw new DomainError('rate_limited', chatMessages.tooManyMessages, {
      headers: { 'retry-after': String(hit.retryAfterSeconds) },
    });
  }
}

/** Writes a message and moves its chat's activity, in one transaction. */
async function storeMessage(
  context: AppContext,
  chatId: number,
  message: { sender: ChatSender; operatorId: number | null; content: string },
  inTransaction?: (row: ChatMessageRow, trx: Executor) => Promise<void>,
): Promise<ChatMessageRow> {
  return context.db.transaction().execute(async (trx) => {
    const row = await insertChatMessage(trx, {
      chat_id: chatId,
      sender: message.sender,
      operator_id: message.operatorId,
      content: message.content,
      created_at: isoNow(),
    });
    await recordChatActivity(trx, chatId, row);
    await inTransaction?.(row, trx);
    return row;
  });
}

async function announceMessage(
  context: AppContext,
  chat: { id: number; user_id: number; username: string },
  row: ChatMessageRow,
  operatorUsername: string | null,
  log: LogError,
): Promise<SupportChatMessage> {
  const forDesk: SupportChatMessage = {
    ...toChatMessage(row, chat.user_id),
    operator_username: operatorUsername,
  };
  const deskEvent: SupportChatMessageEvent = {
    chat_id: chat.id,
    user_id: chat.user_id,
    username: chat.username,
    message: forDesk,
  };
  await Promise.all([
    // The player's other tabs and phones see their own messages too.
    publishToPlayer(
      context.pubsub,
      chat.user_id,
      chatLiveEvents.message,
      toChatMessage(row, chat.user_id),
      { onError: log },
    ),
    publishToDesk(context.pubsub, chatLiveEvents.message, deskEvent, { onError: log }),
  ]);
  return forDesk;
}

/** POST /api/messages: the player writes to the desk. */
export async function sendPlayerMessage(
  context: AppContext,
  userId: number,
  request: SendChatMessageRequest,
  log: LogError,
): Promise<SendChatMessageResponse> {
  if (request.sender_id !== userId) throw notYourself();
  const chat = await findOwnChat(context.db, userId, request.chat_id);
  if (!chat) throw chatNotFound();
  await throttleSending(context, userId);
  const row = await storeMessage(context, chat.id, {
    sender: 'player',
    operatorId: null,
    content: request.content,
  });
  await announceMessage(context, chat, row, null, log);
  return { data: toChatMessage(row, userId) };
}

/** True for the first signal of a chat and side in the relay window; later ones are dropped. */
async function shouldRelayTyping(
  context: AppContext,
  chatId: number,
  sender: ChatSender,
): Promise<boolean> {
  const hit = await context.rateLimiter.hit(
    `chat-typing:${chatId}:${sender}`,
    CHAT_TYPING_RELAY_WINDOW_SECONDS,
  );
  return hit.count === 1;
}

/** POST /api/chats/{chatId}/typing: tells the desk the player is typing. */
export async function signalPlayerTyping(
  context: AppContext,
  userId: number,
  chatId: number,
  log: LogError,
): Promise<ChatTypingResponse> {
  if (!(await findOwnChat(context.db, userId, chatId))) throw chatNotFound();
  if (await shouldRelayTyping(context, chatId, 'player')) {
    const event: ChatTypingEvent = { chat_id: chatId, sender: 'player' };
    await publishToDesk(context.pubsub, chatLiveEvents.typing, event, { onError: log });
  }
  return { success: true };
}

// ── The support desk's side ─────────────────────────────────────────────────────────────────────

async function deskChatOrNotFound(context: AppContext, chatId: number): Promise<DeskChatRow> {
  const chat = await findDeskChat(context.db, chatId);
  if (!chat) throw chatNotFound();
  return chat;
}

function toSummary(
  chat: DeskChatRow,
  last: ChatMessageWithOperator | undefined,
): SupportChatSummary {
  return {
    chat_id: chat.id,
    user_id: chat.user_id,
    username: chat.username,
    last_message: last ? toSupportChatMessage(last, chat.user_id) : null,
    last_activity_at: chat.last_activity_at,
    unread_count: chat.unread_count,
    assigned_operator_id: chat.assigned_operator_id,
    assigned_to: chat.assigned_to,
  };
}

/** Conversations with a player message no operator has read (the dashboard's queue). */
export function countUnansweredChats(context: AppContext): Promise<number> {
  return countUnreadChats(context.db);
}

/** GET /admin-api/chats: the conversations, newest activity first, with unread counts. */
export async function listDeskConversations(
  context: AppContext,
  query: SupportChatListQuery,
): Promise<SupportChatListResponse> {
  const chats = await listDeskChats(context.db, { limit: query.limit, offset: query.offset });
  const lastIds = chats.flatMap((chat) =>
    chat.last_message_id === null ? [] : [chat.last_message_id],
  );
  const lastById = new Map(
    (await listChatMessagesByIds(context.db, lastIds)).map((row) => [row.id, row]),
  );
  return {
    data: chats.map((chat) =>
      toSummary(
        chat,
        chat.last_message_id === null ? undefined : lastById.get(chat.last_message_id),
      ),
    ),
    unread_chats: await countUnreadChats(context.db),
  };
}

/** GET /admin-api/chats/{chatId}: the conversation and a page of its thread, oldest first. */
export async function readDeskThread(
  context: AppContext,
  chatId: number,
  beforeId: number | undefined,
): Promise<SupportChatThreadResponse> {
  const chat = await deskChatOrNotFound(context, chatId);
  const page = await listChatMessages(context.db, chatId, {
    beforeId,
    limit: CHAT_HISTORY_PAGE_SIZE,
  });
  const [last] =
    chat.last_message_id === null
      ? []
      : await listChatMessagesByIds(context.db, [chat.last_message_id]);
  return {
    chat: toSummary(chat, last),
    data: page.rows.reverse().map((row) => toSupportChatMessage(row, chat.user_id)),
    has_more: page.hasMore,
  };
}

/** POST /admin-api/chats/{chatId}/messages: an operator answers as the desk; audited. */
export async function replyAsSupport(
  context: AppContext,
  operator: OperatorCaller,
  chatId: number,
  content: string,
  meta: { ip: string; log: LogError },
): Promise<SupportReplyResponse> {
  const chat = await deskChatOrNotFound(context, chatId);
  const row = await storeMessage(
    context,
    chat.id,
    { sender: 'support', operatorId: operator.operatorId, content },
    (message, trx) =>
      recordAudit(trx, {
        operatorId: operator.operatorId,
        action: 'chat.reply',
        targetType: 'chat',
        targetId: String(chat.id),
        detail: { message_id: message.id, user_id: chat.user_id },
        ip: meta.ip,
      }),
  );
  const message = await announceMessage(
    context,
    { id: chat.id, user_id: chat.user_id, username: chat.username },
    row,
    operator.username,
    meta.log,
  );
  return { data: message };
}

/**
 * POST /admin-api/chats/{chatId}/read: marks the player's messages read up to `upToId` (never
 * past the newest message, never back), or up to the newest player message. Not audited: it
 * changes no player data, only the desk's own marker.
 */
export async function markDeskRead(
  context: AppContext,
  chatId: number,
  upToId: number | undefined,
  log: LogError,
): Promise<SupportReadResponse> {
  const chat = await deskChatOrNotFound(context, chatId);
  const target =
    upToId === undefined
      ? await newestPlayerMessageId(context.db, chatId)
      : Math.min(upToId, chat.last_message_id ?? 0);
  if (target > 0) await markReadUpTo(context.db, chatId, target);
  const after = await deskChatOrNotFound(context, chatId);
  if (after.unread_count !== chat.unread_count) {
    const event: SupportChatReadEvent = { chat_id: chatId, unread_count: after.unread_count };
    await publishToDesk(context.pubsub, chatLiveEvents.read, event, { onError: log });
  }
  return { success: true, unread_count: after.unread_count };
}

/** POST /admin-api/chats/{chatId}/typing: tells the player the desk is typing. */
export async function signalSupportTyping(
  context: AppContext,
  chatId: number,
  log: LogError,
): Promise<ChatTypingResponse> {
  const chat = await deskChatOrNotFound(context, chatId);
  if (await shouldRelayTyping(context, chatId, 'support')) {
    const event: ChatTypingEvent = { chat_id: chatId, sender: 'support' };
    await publishToPlayer(context.pubsub, chat.user_id, chatLiveEvents.typing, event, {
      onError: log,
    });
  }
  return { success: true };
}

async function summaryOf(context: AppContext, chat: DeskChatRow): Promise<SupportChatSummary> {
  const [last] =
    chat.last_message_id === null
      ? []
      : await listChatMessagesByIds(context.db, [chat.last_message_id]);
  return toSummary(chat, last);
}

/**
 * POST /admin-api/chats/{chatId}/assign (to: the caller, taking it from nobody or a colleague)
 * and …/unassign (to: nobody). Audited with before and after in the same transaction; asking for
 * what already holds changes nothing and writes nothing. Colleagues' consoles hear `chat.assigned`.
 */
export async function assignDeskChat(
  context: AppContext,
  operator: OperatorCaller,
  chatId: number,
  to: 'caller' | 'nobody',
  meta: { ip: string; log: LogError },
): Promise<SupportChatAssignResponse> {
  const target = to === 'caller' ? operator.operatorId : null;
  const changed = await context.db.transaction().execute(async (trx) => {
    const before = await findDeskChat(trx, chatId);
    if (!before) throw chatNotFound();
    if (before.assigned_operator_id === target) return false;
    await setChatAssignee(trx, chatId, target);
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: to === 'caller' ? 'chat.assign' : 'chat.unassign',
      targetType: 'chat',
      targetId: String(chatId),
      detail: {
        user_id: before.user_id,
        before: {
          assigned_operator_id: before.assigned_operator_id,
          assigned_to: before.assigned_to,
        },
        after: {
          assigned_operator_id: target,
          assigned_to: target === null ? null : operator.username,
        },
      },
      ip: meta.ip,
    });
    return true;
  });
  const chat = await deskChatOrNotFound(context, chatId);
  if (changed) {
    const event: SupportChatAssignedEvent = {
      chat_id: chatId,
      assigned_operator_id: chat.assigned_operator_id,
      assigned_to: chat.assigned_to,
    };
    await publishToDesk(context.pubsub, chatLiveEvents.assigned, event, { onError: meta.log });
  }
  return { chat: await summaryOf(context, chat) };
}

/**
 * SQL for the support chat. Player queries always name the owner, so one player never reaches
 * another's conversation; desk queries name the chat only.
 */
import { sql, type Insertable } from 'kysely';
import type { Executor } from '../../platform/ledger/ledger.js';
import type { ChatMessageRow, ChatMessagesTable, ChatRow } from './tables.js';
import { findRow, updateRows } from '../../platform/db/table-rows.js';

export function findChatOfUser(executor: Executor, userId: number): Promise<ChatRow | undefined> {
  return findRow(executor, 'chats', { user_id: userId });
}

/** The chat only when it is this player's, with the player's username for the desk's events. */
export function findOwnChat(
  executor: Executor,
  userId: number,
  chatId: number,
): Promise<(ChatRow & { username: string }) | undefined> {
  return executor
    .selectFrom('chats')
    .innerJoin('users', 'users.id', 'chats.user_id')
    .selectAll('chats')
    .select('users.username')
    .where('chats.id', '=', chatId)
    .where('chats.user_id', '=', userId)
    .executeTakeFirst();
}

export function insertChat(
  executor: Executor,
  values: { user_id: number; created_at: string },
): Promise<ChatRow> {
  return executor
    .insertInto('chats')
    .values({ ...values, last_activity_at: values.created_at, last_message_id: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertChatMessage(
  executor: Executor,
  values: Insertable<ChatMessagesTable>,
): Promise<ChatMessageRow> {
  return executor
    .insertInto('chat_messages')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Moves the chat's newest message forward (never back, should two commits cross). */
export async function recordChatActivity(
  executor: Executor,
  chatId: number,
  message: { id: number; created_at: string },
): Promise<void> {
  await executor
    .updateTable('chats')
    .set({ last_activity_at: message.created_at, last_message_id: message.id })
    .where('id', '=', chatId)
    .where((eb) =>
      eb.or([eb('last_message_id', 'is', null), eb('last_message_id', '<', message.id)]),
    )
    .execute();
}

export type ChatMessageWithOperator = ChatMessageRow & { operator_username: string | null };

function selectMessages(executor: Executor) {
  return executor
    .selectFrom('chat_messages')
    .leftJoin('operators', 'operators.id', 'chat_messages.operator_id')
    .selectAll('chat_messages')
    .select('operators.username as operator_username');
}

/**
 * Up to `limit` messages of the chat before `beforeId` (or the newest), newest first, plus
 * whether older ones exist (one extra row is read to know).
 */
export async function listChatMessages(
  executor: Executor,
  chatId: number,
  page: { beforeId: number | undefined; limit: number },
): Promise<{ rows: ChatMessageWithOperator[]; hasMore: boolean }> {
  let query = selectMessages(executor).where('chat_messages.chat_id', '=', chatId);
  if (page.beforeId !== undefined) query = query.where('chat_messages.id', '<', page.beforeId);
  const rows = await query
    .orderBy('chat_messages.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  return { rows: rows.slice(0, page.limit), hasMore: rows.length > page.limit };
}

export function findChatMessage(
  executor: Executor,
  messageId: number,
): Promise<ChatMessageWithOperator | undefined> {
  return selectMessages(executor).where('chat_messages.id', '=', messageId).executeTakeFirst();
}

export function listChatMessagesByIds(
  executor: Executor,
  messageIds: readonly number[],
): Promise<ChatMessageWithOperator[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return selectMessages(executor).where('chat_messages.id', 'in', messageIds).execute();
}

export interface DeskChatRow {
  id: number;
  user_id: number;
  username: string;
  last_activity_at: string;
  last_message_id: number | null;
  unread_count: number;
  assigned_operator_id: number | null;
  assigned_to: string | null;
}

function selectDeskChats(executor: Executor) {
  return executor
    .selectFrom('chats')
    .innerJoin('users', 'users.id', 'chats.user_id')
    .leftJoin('operators as assignee', 'assignee.id', 'chats.assigned_operator_id')
    .select([
      'chats.id',
      'chats.user_id',
      'users.username',
      'chats.last_activity_at',
      'chats.last_message_id',
      'chats.assigned_operator_id',
      'assignee.username as assigned_to',
    ])
    .select((eb) =>
      eb
        .selectFrom('chat_messages as unread')
        .select((inner) => inner.fn.countAll().as('count'))
        .whereRef('unread.chat_id', '=', 'chats.id')
        .where('unread.sender', '=', 'player')
        .whereRef('unread.id', '>', 'chats.support_read_message_id')
        .as('unread_count'),
    );
}

function toDeskChatRow(row: {
  id: number;
  user_id: number;
  username: string;
  last_activity_at: string;
  last_message_id: number | null;
  unread_count: string | number | bigint | null;
  assigned_operator_id: number | null;
  assigned_to: string | null;
}): DeskChatRow {
  return { ...row, unread_count: Number(row.unread_count ?? 0) };
}

/** Newest activity first. */
export async function listDeskChats(
  executor: Executor,
  page: { limit: number; offset: number },
): Promise<DeskChatRow[]> {
  const rows = await selectDeskChats(executor)
    .orderBy('chats.last_activity_at', 'desc')
    // Two messages may share a millisecond: message ids then tell which came last.
    .orderBy((eb) => eb.fn.coalesce('chats.last_message_id', eb.lit(0)), 'desc')
    .orderBy('chats.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(toDeskChatRow);
}

export async function findDeskChat(
  executor: Executor,
  chatId: number,
): Promise<DeskChatRow | undefined> {
  const row = await selectDeskChats(executor).where('chats.id', '=', chatId).executeTakeFirst();
  return row ? toDeskChatRow(row) : undefined;
}

/** Chats with at least one unread player message. */
export async function countUnreadChats(executor: Executor): Promise<number> {
  const row = await executor
    .selectFrom('chats')
    .select((eb) => eb.fn.countAll().as('total'))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('chat_messages as unread')
          .select(sql`1`.as('one'))
          .whereRef('unread.chat_id', '=', 'chats.id')
          .where('unread.sender', '=', 'player')
          .whereRef('unread.id', '>', 'chats.support_read_message_id'),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** The newest player message of the chat, or 0. */
export async function newestPlayerMessageId(executor: Executor, chatId: number): Promise<number> {
  const row = await executor
    .selectFrom('chat_messages')
    .select((eb) => eb.fn.max('id').as('newest'))
    .where('chat_id', '=', chatId)
    .where('sender', '=', 'player')
    .executeTakeFirst();
  return Number(row?.newest ?? 0);
}

/** Moves the desk's read marker forward to `messageId` (never back). */
export async function markReadUpTo(
  executor: Executor,
  chatId: number,
  messageId: number,
): Promise<void> {
  await executor
    .updateTable('chats')
    .set({ support_read_message_id: messageId })
    .where('id', '=', chatId)
    .where('support_read_message_id', '<', messageId)
    .execute();
}

/** Gives the chat to an operator, or to nobody. */
export async function setChatAssignee(
  executor: Executor,
  chatId: number,
  operatorId: number | null,
): Promise<void> {
  await updateRows(executor, 'chats', { assigned_operator_id: operatorId }, { id: chatId });
}

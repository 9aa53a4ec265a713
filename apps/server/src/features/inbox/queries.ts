/** SQL for the inbox. Every player query names the owner, so one player never reaches another's. */
import type { Insertable } from 'kysely';
import type { Executor } from '../../platform/ledger/ledger.js';
import type { InboxMessageRow, InboxMessagesTable } from './tables.js';
import { countMatching, findRow, updateRows } from '../../platform/db/table-rows.js';

export async function insertInboxMessage(
  executor: Executor,
  values: Insertable<InboxMessagesTable>,
): Promise<InboxMessageRow> {
  return executor
    .insertInto('inbox_messages')
    .values(values)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countVisibleMessages(executor: Executor, userId: number): Promise<number> {
  return countMatching(executor, 'inbox_messages', { user_id: userId, deleted_at: null });
}

/** Newest first. */
export function listVisibleMessages(
  executor: Executor,
  userId: number,
  page: { limit: number; offset: number },
): Promise<InboxMessageRow[]> {
  return executor
    .selectFrom('inbox_messages')
    .selectAll()
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export function findVisibleMessage(
  executor: Executor,
  userId: number,
  id: number,
): Promise<InboxMessageRow | undefined> {
  return findRow(executor, 'inbox_messages', { id, user_id: userId, deleted_at: null });
}

/** Answers whether the message went from unread to read (false when it was read already). */
export async function markMessageRead(
  executor: Executor,
  userId: number,
  id: number,
): Promise<boolean> {
  const changed = await updateRows(
    executor,
    'inbox_messages',
    { is_read: 1 },
    { id, user_id: userId, deleted_at: null, is_read: 0 },
  );
  return changed > 0;
}

/** Answers whether a visible message of the player was deleted now. */
export async function softDeleteMessage(
  executor: Executor,
  userId: number,
  id: number,
  deletedAt: string,
): Promise<boolean> {
  const changed = await updateRows(
    executor,
    'inbox_messages',
    { deleted_at: deletedAt },
    { id, user_id: userId, deleted_at: null },
  );
  return changed > 0;
}

/** Messages not yet announced on the live stream, oldest first. */
export function listUnpublishedMessages(
  executor: Executor,
  limit: number,
): Promise<InboxMessageRow[]> {
  return executor
    .selectFrom('inbox_messages')
    .selectAll()
    .where('published_at', 'is', null)
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/**
 * Takes the announcement of one message: of several dispatchers (server instances, or a pass
 * started after an operator's send while the timer's pass runs), exactly one wins each message.
 */
export async function claimForPublishing(
  executor: Executor,
  id: number,
  publishedAt: string,
): Promise<boolean> {
  const changed = await updateRows(
    executor,
    'inbox_messages',
    { published_at: publishedAt },
    { id, published_at: null },
  );
  return changed > 0;
}

/** Gives a claimed message back when its publish failed, so a later pass tries again. */
export async function releasePublishingClaim(executor: Executor, id: number): Promise<void> {
  await updateRows(executor, 'inbox_messages', { published_at: null }, { id });
}

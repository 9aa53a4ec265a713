/**
 * The player's inbox. Other features write to it through `sendInboxMessage`, inside their own
 * database transaction, so a message exists exactly when the change it reports does. The live
 * stream hears of it only after that transaction commits: see live-dispatch.ts.
 */
import {
  fillMessage,
  INBOX_PAGE_SIZE,
  inboxMessages,
  liveEvents,
  operatorInboxMessages,
  paisa,
  takaLabel,
  type InboxListResponse,
  type InboxMessage,
  type InboxMessageResponse,
  type OperatorInboxRequest,
  type OperatorInboxResponse,
  type SuccessResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { plainTransaction, type CallTransaction } from '../../platform/db/call-transaction.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { publishToPlayer } from '../../platform/live/publish.js';
import { findActiveUserId, findWalletHolder } from '../auth/service.js';
import { recordAudit, type OperatorCaller } from '../operators/service.js';
import { dispatchInboxMessages } from './live-dispatch.js';
import {
  countVisibleMessages,
  findVisibleMessage,
  insertInboxMessage,
  listVisibleMessages,
  markMessageRead,
  softDeleteMessage,
} from './queries.js';
import { toInboxMessage } from './message-shape.js';

export { scheduleInboxDispatcher } from './live-dispatch.js';

/**
 * Writes a message in the caller's transaction. The dispatcher announces it on the player's live
 * stream once it has committed (within a second), so callers need do nothing more.
 */
export async function sendInboxMessage(
  executor: Executor,
  message: { userId: number; title: string; message: string; source: 'system' | 'operator' },
): Promise<InboxMessage> {
  const row = await insertInboxMessage(executor, {
    user_id: message.userId,
    title: message.title,
    message: message.message,
    is_read: 0,
    source: message.source,
    created_at: isoNow(),
    deleted_at: null,
    published_at: null,
  });
  return toInboxMessage(row);
}

/** One page, newest first, in Laravel's paginator shape; a page past the last one is empty. */
/**
 * Tells the player what became of one of their wallet transactions (a deposit credited, a
 * withdrawal paid or rejected): `template` filled with its amount and id, and with `params`.
 */
export async function noticeOfTransaction(
  executor: Executor,
  transaction: { user_id: number; amount_paisa: number; transaction_id: string },
  notice: { title: string; template: string; params?: Record<string, string> },
): Promise<void> {
  await sendInboxMessage(executor, {
    userId: transaction.user_id,
    title: notice.title,
    message: fillMessage(notice.template, {
      amount: takaLabel(paisa(transaction.amount_paisa)),
      transactionId: transaction.transaction_id,
      ...notice.params,
    }),
    source: 'system',
  });
}

export async function listInbox(
  context: AppContext,
  userId: number,
  page: number,
): Promise<InboxListResponse> {
  const total = await countVisibleMessages(context.db, userId);
  const lastPage = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const rows =
    page > lastPage
      ? []
      : await listVisibleMessages(context.db, userId, {
          limit: INBOX_PAGE_SIZE,
          offset: (page - 1) * INBOX_PAGE_SIZE,
        });
  return {
    success: true,
    data: {
      data: rows.map(toInboxMessage),
      current_page: page,
      last_page: lastPage,
      per_page: INBOX_PAGE_SIZE,
      total,
    },
  };
}

function notFound(): DomainError {
  return new DomainError('not_found', inboxMessages.notFound);
}

export async function getInboxMessage(
  context: AppContext,
  userId: number,
  id: number,
): Promise<InboxMessageResponse> {
  const row = await findVisibleMessage(context.db, userId, id);
  if (!row) throw notFound();
  return { success: true, data: toInboxMessage(row) };
}

/** Repeating it is harmless; the player's other screens hear of a change only when there was one. */
export async function markInboxMessageRead(
  context: AppContext,
  userId: number,
  id: number,
  log: (error: unknown) => void,
): Promise<SuccessResponse> {
  if (!(await findVisibleMessage(context.db, userId, id))) throw notFound();
  if (await markMessageRead(context.db, userId, id)) {
    await publishToPlayer(
      context.pubsub,
      userId,
      liveEvents.inboxChanged,
      { ids: [id], change: 'read' },
      { onError: log },
    );
  }
  return { success: true, message: inboxMessages.markedRead };
}

/** Soft delete: the row stays (with `deleted_at`) for support, but the player no longer sees it. */
export async function deleteInboxMessage(
  context: AppContext,
  userId: number,
  id: number,
  log: (error: unknown) => void,
): Promise<SuccessResponse> {
  if (!(await softDeleteMessage(context.db, userId, id, isoNow()))) throw notFound();
  await publishToPlayer(
    context.pubsub,
    userId,
    liveEvents.inboxChanged,
    { ids: [id], change: 'deleted' },
    { onError: log },
  );
  return { success: true, message: inboxMessages.deleted };
}

/** The player an operator's message is for: active, named by id or by username. */
async function recipientOf(context: AppContext, request: OperatorInboxRequest): Promise<number> {
  if (request.user_id !== undefined) {
    const holder = await findWalletHolder(context.db, request.user_id);
    if (holder?.active) return holder.id;
    throw validationError({ user_id: [operatorInboxMessages.recipientNotFound] });
  }
  const userId = await findActiveUserId(context, request.username ?? '');
  if (userId !== undefined) return userId;
  throw validationError({ username: [operatorInboxMessages.recipientNotFound] });
}

/**
 * An operator's message to one player, audited in the same transaction. It is announced on the
 * player's stream right after the commit rather than at the dispatcher's next pass.
 */
export async function sendOperatorMessage(
  context: AppContext,
  operator: OperatorCaller,
  request: OperatorInboxRequest,
  meta: { ip: string; log: (error: unknown) => void },
  transaction: CallTransaction<OperatorInboxResponse> = plainTransaction(context.db),
): Promise<OperatorInboxResponse> {
  const userId = await recipientOf(context, request);
  const answer = await transaction(async (trx) => {
    const message = await sendInboxMessage(trx, {
      userId,
      title: request.title,
      message: request.message,
      source: 'operator',
    });
    await recordAudit(trx, {
      operatorId: operator.operatorId,
      action: 'inbox.send',
      targetType: 'user',
      targetId: String(userId),
      detail: { message_id: message.id, title: request.title },
      ip: meta.ip,
    });
    return {
      success: true as const,
      message: operatorInboxMessages.sent,
      data: { ...message, user_id: userId },
    };
  });
  await dispatchInboxMessages(context, meta.log).catch(meta.log);
  return answer;
}

/** The inbox (player-area /inbox, §3, §4, §7): list, one message, mark read, delete. */
import { z } from 'zod';
import { idField, remoteIdField, successResponseSchema } from './fields.js';

/** Our page size for GET /api/inbox. */
export const INBOX_PAGE_SIZE = 10;

/** Texts of the inbox screen and calls (not inbox messages themselves). */
export const inboxMessages = {
  /** Our wording, for an unknown id or one that belongs to another player. */
  notFound: 'Message not found.',
  /** Our wording, for a page that is not a positive whole number. */
  pageInvalid: 'Please choose a valid page.',
  /** Our wording: the spec does not show the read and delete answers. */
  markedRead: 'Message marked as read.',
  deleted: 'Message deleted.',
} as const;

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET /api/inbox?remote_id&page. Newest first. */
export const inboxListRequestSchema = z.object({
  remote_id: remoteIdField,
  page: z.preprocess(
    (value) => (value === null || value === '' ? undefined : value),
    z.coerce
      .number({ error: inboxMessages.pageInvalid })
      .int(inboxMessages.pageInvalid)
      .positive(inboxMessages.pageInvalid)
      .default(1),
  ),
});
export type InboxListRequest = z.infer<typeof inboxListRequestSchema>;

/** Laravel's paginator shape, which the spec reads as data.data and data.last_page. */
export const inboxListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    data: z.array(inboxMessageSchema),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
});
export type InboxListResponse = z.infer<typeof inboxListResponseSchema>;

/** The `{id}` of GET /api/inbox/{id}, PATCH /api/inbox/{id}/read and DELETE /api/inbox/{id}. */
export const inboxMessageParamsSchema = z.object({ id: idField(inboxMessages.notFound) });
export type InboxMessageParams = z.infer<typeof inboxMessageParamsSchema>;

export const inboxMessageResponseSchema = z.object({
  success: z.literal(true),
  data: inboxMessageSchema,
});
export type InboxMessageResponse = z.infer<typeof inboxMessageResponseSchema>;

/** PATCH /api/inbox/{id}/read. Our design; repeating it is harmless. */
export const inboxReadResponseSchema = successResponseSchema;
/** DELETE /api/inbox/{id}. Our design. */
export const inboxDeleteResponseSchema = successResponseSchema;

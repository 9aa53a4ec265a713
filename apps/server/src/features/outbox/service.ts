/**
 * The outbox for the operator console: every SMS and e-mail the site sent. On a sandbox site
 * nothing left the machine, so this is the only place a tester can read a one-time code and it is
 * shown whole. On a live site the message reached the player; the codes in it are masked here, so
 * no operator can read a player's sign-up or password-reset code and take over the account.
 */
import type { z } from 'zod';
import { OUTBOX_PAGE_SIZE, type outboxQuerySchema, type OutboxResponse } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { listOutbox } from './queries.js';

/** One-time codes are 4–8 digits standing alone; amounts like ৳1,000 keep their separators. */
const CODE_PATTERN = /(?<![\d,.])\d{4,8}(?![\d,.]\d)/g;

export function maskCodes(body: string): string {
  return body.replace(CODE_PATTERN, (code) => '•'.repeat(code.length));
}

export async function outboxForOperator(
  context: AppContext,
  query: z.output<typeof outboxQuerySchema>,
): Promise<OutboxResponse> {
  const sandbox = context.notifier.isSandbox;
  const { rows, total } = await listOutbox(context.db, {
    channel: query.channel,
    limit: OUTBOX_PAGE_SIZE,
    offset: (query.page - 1) * OUTBOX_PAGE_SIZE,
  });
  return {
    sandbox,
    codes_shown: sandbox,
    data: rows.map((row) => ({
      ...row,
      // A sandbox row on a site that now has a provider was never sent: its code is still secret.
      body: sandbox ? row.body : maskCodes(row.body),
    })),
    page: query.page,
    page_size: OUTBOX_PAGE_SIZE,
    total,
  };
}

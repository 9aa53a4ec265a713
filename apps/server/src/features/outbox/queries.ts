/** SQL for the outbox the notifier writes (platform/notifier): newest first, by page. */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { NotificationChannel } from '../../platform/notifier/tables.js';

export async function listOutbox(
  db: Kysely<Database>,
  filter: { channel: NotificationChannel | undefined; limit: number; offset: number },
) {
  let query = db.selectFrom('outbox_messages');
  if (filter.channel !== undefined) query = query.where('channel', '=', filter.channel);
  const [rows, total] = await Promise.all([
    query
      .select([
        'id',
        'channel',
        'recipient',
        'subject',
        'body',
        'status',
        'provider',
        'error',
        'created_at',
      ])
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

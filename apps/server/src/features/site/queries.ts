/** SQL for site data. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export async function listSettings(db: Executor): Promise<Map<string, unknown>> {
  const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
  return new Map(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
}

export async function upsertSetting(
  db: Executor,
  key: string,
  value: unknown,
  now: string,
): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto('site_settings')
    .values({ key, value: json, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: json, updated_at: now }))
    .execute();
}

export function listActiveSliders(db: Executor) {
  return db
    .selectFrom('sliders')
    .select(['id', 'name', 'link', 'thubmnail', 'slider_type', 'status'])
    .where('status', '=', 1)
    .orderBy('slider_type')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export async function listActiveNoticeMessages(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('notices')
    .select('message')
    .where('status', '=', 1)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return rows.map((row) => row.message);
}

export async function countSliders(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('sliders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertSliders(
  db: Executor,
  sliders: {
    name: string;
    link: string;
    thubmnail: string;
    slider_type: 'Main' | 'Favourite' | 'Features';
    sort_order: number;
  }[],
): Promise<void> {
  if (sliders.length === 0) return;
  await db
    .insertInto('sliders')
    .values(sliders.map((slider) => ({ ...slider, status: 1 })))
    .execute();
}

export async function insertNotices(db: Executor, messages: string[], now: string): Promise<void> {
  if (messages.length === 0) return;
  await db
    .insertInto('notices')
    .values(
      messages.map((message, index) => ({
        message,
        status: 1,
        sort_order: index,
        created_at: now,
      })),
    )
    .execute();
}

/** SQL for site data. */
import type { Insertable, Kysely, Transaction, Updateable } from 'kysely';
import type { SliderType } from '@khela/contract';
import { forgetTransactionRead, readOncePerTransaction } from '../../platform/db/before-commit.js';
import type { Database } from '../../platform/db/database.js';
import { countMatching, insertRow, updateRows } from '../../platform/db/table-rows.js';
import type { NoticesTable, SlidersTable } from './tables.js';

type Executor = Kysely<Database> | Transaction<Database>;

const SETTINGS_READ = 'site_settings';

/**
 * Read once per grouped transaction (before-commit.ts): every settled round reads the site's
 * rates, and a group of rounds shares one read. The map is shared too, so callers never change it.
 */
export function listSettings(db: Executor): Promise<ReadonlyMap<string, unknown>> {
  return readOncePerTransaction(db, SETTINGS_READ, async () => {
    const rows = await db.selectFrom('site_settings').select(['key', 'value']).execute();
    return new Map(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  });
}

let settingsWrites = 0;

/** Counts the writes of settings in this process, so a reader keeping one knows to read again. */
export function settingsWriteCount(): number {
  return settingsWrites;
}

export async function upsertSetting(
  db: Executor,
  key: string,
  value: unknown,
  now: string,
): Promise<void> {
  const json = JSON.stringify(value);
  forgetTransactionRead(db, SETTINGS_READ);
  settingsWrites += 1;
  await db
    .insertInto('site_settings')
    .values({ key, value: json, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: json, updated_at: now }))
    .execute();
  forgetTransactionRead(db, SETTINGS_READ);
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

/** The image of the first banner the home screen shows: the first active Main slider's. */
export async function firstMainSliderImage(db: Executor): Promise<string | undefined> {
  const row = await db
    .selectFrom('sliders')
    .select('thubmnail')
    .where('status', '=', 1)
    .where('slider_type', '=', 'Main')
    .orderBy('sort_order')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row?.thubmnail;
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
  return countMatching(db, 'sliders', {});
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

// The operator console's reads and writes (site-admin.ts).

const sliderColumns = [
  'id',
  'name',
  'link',
  'thubmnail',
  'slider_type',
  'status',
  'sort_order',
] as const;

export function listAllSliders(db: Executor) {
  return db
    .selectFrom('sliders')
    .select(sliderColumns)
    .orderBy('slider_type')
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findSlider(db: Executor, id: number) {
  return db.selectFrom('sliders').select(sliderColumns).where('id', '=', id).executeTakeFirst();
}

export async function nextSliderSortOrder(db: Executor, sliderType: SliderType): Promise<number> {
  const row = await db
    .selectFrom('sliders')
    .select((eb) => eb.fn.max('sort_order').as('top'))
    .where('slider_type', '=', sliderType)
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function insertSlider(
  db: Executor,
  slider: Insertable<SlidersTable>,
): Promise<number> {
  return insertRow(db, 'sliders', slider);
}

export async function updateSliderRow(
  db: Executor,
  id: number,
  changes: Updateable<SlidersTable>,
): Promise<void> {
  await updateRows(db, 'sliders', changes, { id });
}

export async function deleteSliderRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('sliders').where('id', '=', id).execute();
}

const noticeColumns = ['id', 'message', 'status', 'sort_order', 'created_at'] as const;

export function listAllNotices(db: Executor) {
  return db
    .selectFrom('notices')
    .select(noticeColumns)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

export function findNotice(db: Executor, id: number) {
  return db.selectFrom('notices').select(noticeColumns).where('id', '=', id).executeTakeFirst();
}

export async function nextNoticeSortOrder(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.max('sort_order').as('top'))
    .executeTakeFirst();
  return row?.top === null || row?.top === undefined ? 0 : Number(row.top) + 1;
}

export async function insertNotice(
  db: Executor,
  notice: Insertable<NoticesTable>,
): Promise<number> {
  return insertRow(db, 'notices', notice);
}

export async function updateNoticeRow(
  db: Executor,
  id: number,
  changes: Updateable<NoticesTable>,
): Promise<void> {
  await updateRows(db, 'notices', changes, { id });
}

export async function deleteNoticeRow(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('notices').where('id', '=', id).execute();
}

/**
 * The operator's changes to the site: settings (maintenance, withdrawals, desktop mode, notice,
 * social links, logos), home sliders and the notice list. Each change and its audit entry, with
 * the before and after, commit in one transaction. Nothing is cached on the server: the player
 * calls read the tables on every request, so a change shows on the player's next load.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  siteAdminMessages,
  siteSettingKeys,
  type AdminNotice,
  type AdminSiteSettings,
  type AdminSlider,
  type ReorderSlidersRequest,
  type SiteMessageResponse,
  type SiteSettingKey,
  type SiteSettingsResponse,
  type UpdateSiteSettingsRequest,
} from '@khela/contract';
import type { z } from 'zod';
import type {
  createNoticeRequestSchema,
  createSliderRequestSchema,
  updateNoticeRequestSchema,
  updateSliderRequestSchema,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import {
  auditedDelete,
  auditedUpdate,
  recordChange,
  type AuditMeta,
} from '../operators/service.js';
import {
  deleteNoticeRow,
  deleteSliderRow,
  findNotice,
  findSlider,
  insertNotice,
  insertSlider,
  listAllNotices,
  listAllSliders,
  nextNoticeSortOrder,
  nextSliderSortOrder,
  updateNoticeRow,
  updateSliderRow,
  upsertSetting,
} from './queries.js';
import { readSiteSettings } from './service.js';
import type { SiteSettings } from './settings.js';

export type SiteActionMeta = AuditMeta;

type CreateSlider = z.output<typeof createSliderRequestSchema>;
type UpdateSlider = z.output<typeof updateSliderRequestSchema>;
type CreateNotice = z.output<typeof createNoticeRequestSchema>;
type UpdateNotice = z.output<typeof updateNoticeRequestSchema>;

function editableOf(settings: SiteSettings): AdminSiteSettings {
  return Object.fromEntries(
    siteSettingKeys.map((key) => [key, settings[key]]),
  ) as AdminSiteSettings;
}

/** A 422 on `field` unless the address is a file the site serves from its storage folder. */
function assertStoredImage(context: AppContext, field: string, address: string): void {
  const root = path.resolve(context.config.storageDir);
  const file = path.resolve(root, address.replace(/^\/storage\//, ''));
  if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) {
    throw validationError({ [field]: [siteAdminMessages.imagePathInvalid] });
  }
}

export async function siteSettingsForOperator(context: AppContext): Promise<SiteSettingsResponse> {
  return { settings: editableOf(await readSiteSettings(context.db)) };
}

export async function updateSiteSettings(
  context: AppContext,
  changes: UpdateSiteSettingsRequest,
  meta: SiteActionMeta,
): Promise<SiteSettingsResponse> {
  for (const key of ['logo', 'mobile_logo', 'loader_logo', 'favicon'] as const) {
    const address = changes[key];
    if (address !== undefined) assertStoredImage(context, key, address);
  }
  const now = isoNow();
  const settings = await context.db.transaction().execute(async (trx) => {
    const current = editableOf(await readSiteSettings(trx));
    const before: Partial<Record<SiteSettingKey, unknown>> = {};
    const after: Partial<Record<SiteSettingKey, unknown>> = {};
    for (const key of Object.keys(changes) as SiteSettingKey[]) {
      const value = changes[key];
      if (value === undefined || value === current[key]) continue;
      before[key] = current[key];
      after[key] = value;
      await upsertSetting(trx, key, value, now);
    }
    if (Object.keys(after).length > 0) {
      await recordChange(trx, meta, {
        action: 'site.settings',
        targetType: 'site',
        targetId: 'settings',
        before,
        after,
      });
    }
    return editableOf(await readSiteSettings(trx));
  });
  return { settings };
}

/**
 * A list the operator edits row by row (the home sliders, the notices): how one row is read and
 * removed, and the names its audit entries and answers use.
 */
interface EditedList<Row> {
  targetType: 'slider' | 'notice';
  find: (executor: AppContext['db'], id: number) => Promise<Row | undefined>;
  remove: (executor: AppContext['db'], id: number) => Promise<void>;
  actions: { create: string; update: string; delete: string };
  notFound: string;
  deleted: string;
}

const sliderList: EditedList<AdminSlider> = {
  targetType: 'slider',
  find: findSlider,
  remove: deleteSliderRow,
  actions: {
    create: 'site.slider_create',
    update: 'site.slider_update',
    delete: 'site.slider_delete',
  },
  notFound: siteAdminMessages.sliderNotFound,
  deleted: siteAdminMessages.sliderDeleted,
};

const noticeList: EditedList<AdminNotice> = {
  targetType: 'notice',
  find: findNotice,
  remove: deleteNoticeRow,
  actions: {
    create: 'site.notice_create',
    update: 'site.notice_update',
    delete: 'site.notice_delete',
  },
  notFound: siteAdminMessages.noticeNotFound,
  deleted: siteAdminMessages.noticeDeleted,
};

async function rowOr404<Row>(
  list: EditedList<Row>,
  executor: AppContext['db'],
  id: number,
): Promise<Row> {
  const row = await list.find(executor, id);
  if (!row) throw new DomainError('not_found', list.notFound);
  return row;
}

/** Inserts a row (`insert` answers its id) and records it created, in one transaction. */
function createAudited<Row>(
  context: AppContext,
  list: EditedList<Row>,
  meta: SiteActionMeta,
  insert: (trx: AppContext['db']) => Promise<number>,
): Promise<Row> {
  return context.db.transaction().execute(async (trx) => {
    const id = await insert(trx);
    const row = await rowOr404(list, trx, id);
    await recordChange(trx, meta, {
      action: list.actions.create,
      targetType: list.targetType,
      targetId: String(id),
      before: null,
      after: row,
    });
    return row;
  });
}

function updateAudited<Row>(
  context: AppContext,
  list: EditedList<Row>,
  id: number,
  meta: SiteActionMeta,
  write: (trx: AppContext['db'], before: Row) => Promise<void>,
): Promise<Row> {
  return context.db.transaction().execute((trx) =>
    auditedUpdate(trx, meta, {
      action: list.actions.update,
      targetType: list.targetType,
      targetId: String(id),
      read: () => rowOr404(list, trx, id),
      write: (before) => write(trx, before),
    }),
  );
}

async function deleteAudited<Row>(
  context: AppContext,
  list: EditedList<Row>,
  id: number,
  meta: SiteActionMeta,
): Promise<SiteMessageResponse> {
  await context.db.transaction().execute((trx) =>
    auditedDelete(trx, meta, {
      action: list.actions.delete,
      targetType: list.targetType,
      targetId: String(id),
      read: () => rowOr404(list, trx, id),
      remove: () => list.remove(trx, id),
    }),
  );
  return { message: list.deleted };
}

export async function slidersForOperator(context: AppContext): Promise<{ data: AdminSlider[] }> {
  return { data: await listAllSliders(context.db) };
}

export async function createSlider(
  context: AppContext,
  input: CreateSlider,
  meta: SiteActionMeta,
): Promise<AdminSlider> {
  assertStoredImage(context, 'thubmnail', input.thubmnail);
  return createAudited(context, sliderList, meta, async (trx) =>
    insertSlider(trx, {
      ...input,
      sort_order: await nextSliderSortOrder(trx, input.slider_type),
    }),
  );
}

export async function updateSlider(
  context: AppContext,
  id: number,
  changes: UpdateSlider,
  meta: SiteActionMeta,
): Promise<AdminSlider> {
  if (changes.thubmnail !== undefined) assertStoredImage(context, 'thubmnail', changes.thubmnail);
  return updateAudited(context, sliderList, id, meta, async (trx, before) => {
    const moved = changes.slider_type !== undefined && changes.slider_type !== before.slider_type;
    await updateSliderRow(trx, id, {
      ...changes,
      // A slider moved to another place goes to the end of that place's order.
      ...(moved ? { sort_order: await nextSliderSortOrder(trx, changes.slider_type!) } : {}),
    });
  });
}

export function deleteSlider(
  context: AppContext,
  id: number,
  meta: SiteActionMeta,
): Promise<SiteMessageResponse> {
  return deleteAudited(context, sliderList, id, meta);
}

export async function reorderSliders(
  context: AppContext,
  request: ReorderSlidersRequest,
  meta: SiteActionMeta,
): Promise<{ data: AdminSlider[] }> {
  await context.db.transaction().execute(async (trx) => {
    const ofPlace = (await listAllSliders(trx)).filter(
      (slider) => slider.slider_type === request.slider_type,
    );
    const known = new Set(ofPlace.map((slider) => slider.id));
    const sent = new Set(request.ids);
    const sameSet =
      sent.size === request.ids.length &&
      sent.size === known.size &&
      request.ids.every((id) => known.has(id));
    if (!sameSet) throw validationError({ ids: [siteAdminMessages.reorderMismatch] });
    for (const [index, id] of request.ids.entries()) {
      await updateSliderRow(trx, id, { sort_order: index });
    }
    await recordChange(trx, meta, {
      action: 'site.slider_reorder',
      targetType: 'slider',
      targetId: request.slider_type,
      before: ofPlace.map((slider) => slider.id),
      after: request.ids,
    });
  });
  return slidersForOperator(context);
}

export async function noticesForOperator(context: AppContext): Promise<{ data: AdminNotice[] }> {
  return { data: await listAllNotices(context.db) };
}

export function createNotice(
  context: AppContext,
  input: CreateNotice,
  meta: SiteActionMeta,
): Promise<AdminNotice> {
  return createAudited(context, noticeList, meta, async (trx) =>
    insertNotice(trx, {
      message: input.message,
      status: input.status,
      sort_order: input.sort_order ?? (await nextNoticeSortOrder(trx)),
      created_at: isoNow(),
    }),
  );
}

export function updateNotice(
  context: AppContext,
  id: number,
  changes: UpdateNotice,
  meta: SiteActionMeta,
): Promise<AdminNotice> {
  return updateAudited(context, noticeList, id, meta, (trx) => updateNoticeRow(trx, id, changes));
}

export function deleteNotice(
  context: AppContext,
  id: number,
  meta: SiteActionMeta,
): Promise<SiteMessageResponse> {
  return deleteAudited(context, noticeList, id, meta);
}

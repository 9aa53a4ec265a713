/**
 * The operator's promotions: every one listed, created, edited, switched on or off, and given a
 * banner. Each change and its audit entry (before and after) commit together. What a change
 * means for players who already claimed (docs/decisions.md, Promotions and rewards): the bonus is
 * fixed when the deposit is made, the turnover when the deposit is approved; edits reach only
 * claims after them.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  PROMOTION_IMAGE_BYTES_MAX,
  promotionAdminMessages,
  promotionDepositClaim,
  type PromotionAdmin,
  type PromotionAdminListResponse,
  type PromotionAdminResponse,
  type PromotionAdminStatus,
  type PromotionInput,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { assertUploadRoom } from '../../platform/disk/free-space.js';
import { dhakaToday, isoNow } from '../../platform/db/time.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import { sniffUploadType } from '../../platform/uploads/file-type.js';
import { recordAudit, recordChange, type AuditMeta } from '../operators/service.js';
import { findPromotion, insertPromotion, listAllPromotions, updatePromotion } from './queries.js';
import type { PromotionsTable } from './tables.js';

export type PromotionActionMeta = AuditMeta;

/** A banner until the operator uploads one (the seed draws its own). */
const DEFAULT_THUMBNAIL = '/storage/promotions/promotion-1.svg';
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

type PromotionRow = Omit<PromotionsTable, 'id'> & { id: number };

function toAdmin(row: PromotionRow): PromotionAdmin {
  const categories = JSON.parse(row.categories) as unknown;
  return {
    id: Number(row.id),
    name: row.name,
    desc: row.desc,
    thumbnail: row.thumbnail,
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status,
    deposit_bouns: Number(row.deposit_bouns),
    turnover: Number(row.turnover),
    categories: Array.isArray(categories)
      ? categories.filter((code): code is number => Number.isInteger(code))
      : [],
    sort_order: Number(row.sort_order),
    claims_per_player: Number(row.claims_per_player),
    deposit_claim: promotionDepositClaim(
      { ...row, deposit_bouns: Number(row.deposit_bouns) },
      dhakaToday(),
    ),
    created_at: row.created_at,
  };
}

export async function listPromotionsForOperator(
  context: AppContext,
): Promise<PromotionAdminListResponse> {
  return { data: (await listAllPromotions(context.db)).map(toAdmin) };
}

function rowValues(input: PromotionInput) {
  return {
    name: input.name,
    desc: input.desc,
    start_date: input.start_date,
    end_date: input.end_date,
    status: input.status,
    deposit_bouns: input.deposit_bouns,
    turnover: input.turnover,
    categories: JSON.stringify([...new Set(input.categories)]),
    sort_order: input.sort_order,
    claims_per_player: input.claims_per_player,
  };
}

export async function createPromotion(
  context: AppContext,
  input: PromotionInput,
  meta: PromotionActionMeta,
): Promise<PromotionAdminResponse> {
  const data = await context.db.transaction().execute(async (trx) => {
    const id = await insertPromotion(trx, {
      ...rowValues(input),
      thumbnail: DEFAULT_THUMBNAIL,
      created_at: isoNow(),
    });
    const after = toAdmin((await findPromotion(trx, id)) as PromotionRow);
    await recordChange(trx, meta, {
      action: 'promotion.create',
      targetType: 'promotion',
      targetId: String(id),
      before: null,
      after,
    });
    return after;
  });
  return { message: promotionAdminMessages.created, data };
}

/** The fields an edit changed, before and after (the title always, to know which it was). */
function changedFields(before: PromotionAdmin, after: PromotionAdmin) {
  const keys = (Object.keys(after) as (keyof PromotionAdmin)[]).filter(
    (key) => key === 'name' || JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  const pick = (promotion: PromotionAdmin) =>
    Object.fromEntries(keys.map((key) => [key, promotion[key]]));
  return { before: pick(before), after: pick(after) };
}

/** Runs a change on one promotion and audits it with the row before and after. */
async function changePromotion(
  context: AppContext,
  id: number,
  action: string,
  values: Partial<Omit<PromotionsTable, 'id' | 'created_at'>>,
  meta: PromotionActionMeta,
): Promise<PromotionAdmin> {
  return context.db.transaction().execute(async (trx) => {
    const row = await findPromotion(trx, id);
    if (!row) throw new DomainError('not_found', promotionAdminMessages.notFound);
    const before = toAdmin(row);
    await updatePromotion(trx, id, values);
    const after = toAdmin((await findPromotion(trx, id)) as PromotionRow);
    await recordAudit(trx, {
      operatorId: meta.operator.operatorId,
      action,
      targetType: 'promotion',
      targetId: String(id),
      detail: changedFields(before, after),
      ip: meta.ip,
    });
    return after;
  });
}

export async function editPromotion(
  context: AppContext,
  id: number,
  input: PromotionInput,
  meta: PromotionActionMeta,
): Promise<PromotionAdminResponse> {
  const data = await changePromotion(context, id, 'promotion.update', rowValues(input), meta);
  return { message: promotionAdminMessages.saved, data };
}

export async function setPromotionStatus(
  context: AppContext,
  id: number,
  status: PromotionAdminStatus,
  meta: PromotionActionMeta,
): Promise<PromotionAdminResponse> {
  const data = await changePromotion(context, id, 'promotion.status', { status }, meta);
  return { message: promotionAdminMessages.saved, data };
}

/**
 * Stores a banner under the public storage folder (players load it) and points the promotion at
 * it. The type comes from the file's first bytes, as for deposit receipts; the old file stays, so
 * the audit's before still names an image that exists.
 */
export async function storePromotionImage(
  context: AppContext,
  id: number,
  bytes: Buffer,
  meta: PromotionActionMeta,
): Promise<PromotionAdminResponse> {
  if (bytes.length > PROMOTION_IMAGE_BYTES_MAX) {
    throw validationError({ image: [promotionAdminMessages.imageTooLarge] });
  }
  const type = bytes.length > 0 ? sniffUploadType(bytes) : undefined;
  if (!type || !IMAGE_TYPES.has(type.contentType)) {
    throw validationError({ image: [promotionAdminMessages.imageType] });
  }
  if (!(await findPromotion(context.db, id))) {
    throw new DomainError('not_found', promotionAdminMessages.notFound);
  }
  await assertUploadRoom(context, context.config.storageDir);
  const name = `promotion-${id}-${randomBytes(6).toString('hex')}.${type.extension}`;
  const directory = path.join(context.config.storageDir, 'promotions');
  await fs.mkdir(directory, { recursive: true });
  const temporary = path.join(directory, `.${name}.part`);
  await fs.writeFile(temporary, bytes);
  await fs.rename(temporary, path.join(directory, name));
  const data = await changePromotion(
    context,
    id,
    'promotion.image',
    { thumbnail: `/storage/promotions/${name}` },
    meta,
  );
  return { message: promotionAdminMessages.imageSaved, data };
}

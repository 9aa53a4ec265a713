/**
 * The operator's changes to the catalogue. Each change and its audit entry (with the before and
 * after) commit in one transaction; a reorder saves all its positions or none.
 */
import {
  catalogueMessages,
  type CatalogueCategory,
  type CatalogueGame,
  type CatalogueProvider,
  type ReorderByCode,
  type ReorderById,
  type UpdateCatalogueCategory,
  type UpdateCatalogueGame,
  type UpdateCatalogueProvider,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import { recordAudit, type OperatorCaller } from '../operators/service.js';
import { listCatalogueCategories, listCatalogueProviders, toCatalogueGame } from './admin-views.js';
import {
  findAdminGame,
  findCategoryByCode,
  findProviderById,
  listCategoryOrder,
  listGameOrder,
  listProviderOrder,
  setGameOrder,
  updateCategoryRow,
  updateGameRow,
  updateProviderRow,
  type AdminGameRow,
} from './queries.js';

export interface CatalogueMeta {
  operator: OperatorCaller;
  ip: string;
}

const asFlag = (value: boolean | undefined) => (value === undefined ? undefined : value ? 1 : 0);

/** Only the fields that were sent, so the audit shows exactly what changed. */
function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function pick(source: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, source[key]]));
}

export async function updateCatalogueGame(
  context: AppContext,
  id: number,
  change: UpdateCatalogueGame,
  meta: CatalogueMeta,
): Promise<CatalogueGame> {
  return context.db.transaction().execute(async (trx) => {
    const before = await findAdminGame(trx, id);
    if (!before) throw new DomainError('not_found', catalogueMessages.gameNotFound);
    await updateGameRow(
      trx,
      id,
      definedOnly({
        name: change.name,
        status: asFlag(change.enabled),
        featured: asFlag(change.featured),
        favourite: asFlag(change.favourite),
        sort_order: change.sort_order,
      }),
    );
    const after = (await findAdminGame(trx, id)) as AdminGameRow;
    const fields = Object.keys(change);
    await recordAudit(trx, {
      operatorId: meta.operator.operatorId,
      action: 'catalogue.game_update',
      targetType: 'game',
      targetId: String(id),
      detail: {
        game: `${before.platform} ${before.code}`,
        before: pick(toCatalogueGame(before), fields),
        after: pick(toCatalogueGame(after), fields),
      },
      ip: meta.ip,
    });
    return toCatalogueGame(after);
  });
}

export async function requireAdminGame(context: AppContext, id: number): Promise<void> {
  if (!(await findAdminGame(context.db, id))) {
    throw new DomainError('not_found', catalogueMessages.gameNotFound);
  }
}

export async function setCatalogueGameImage(
  context: AppContext,
  id: number,
  image: string,
  meta: CatalogueMeta,
): Promise<CatalogueGame> {
  return context.db.transaction().execute(async (trx) => {
    const before = await findAdminGame(trx, id);
    if (!before) throw new DomainError('not_found', catalogueMessages.gameNotFound);
    await updateGameRow(trx, id, { image });
    await recordAudit(trx, {
      operatorId: meta.operator.operatorId,
      action: 'catalogue.game_thumbnail',
      targetType: 'game',
      targetId: String(id),
      detail: {
        game: `${before.platform} ${before.code}`,
        before: { image: before.image },
        after: { image },
      },
      ip: meta.ip,
    });
    return toCatalogueGame({ ...before, image });
  });
}

/** Throws unless every key of a reorder names an existing row. */
function requireAllKnown(requested: unknown[], found: unknown[]): void {
  const known = new Set(found.map(String));
  if (requested.some((key) => !known.has(String(key)))) {
    throw validationError({ positions: [catalogueMessages.positionsUnknown] });
  }
}

function orderMaps<K extends string | number>(
  rows: { key: K; sort_order: number }[],
  positions: { key: K; sort_order: number }[],
) {
  return {
    before: Object.fromEntries(rows.map((row) => [String(row.key), row.sort_order])),
    after: Object.fromEntries(positions.map((item) => [String(item.key), item.sort_order])),
  };
}

export async function reorderCatalogueGames(
  context: AppContext,
  { positions }: ReorderById,
  meta: CatalogueMeta,
): Promise<{ message: string }> {
  await context.db.transaction().execute(async (trx) => {
    const ids = positions.map((item) => item.key);
    const rows = await listGameOrder(trx, ids);
    requireAllKnown(
      ids,
      rows.map((row) => Number(row.id)),
    );
    for (const item of positions) await setGameOrder(trx, item.key, item.sort_order);
    await recordAudit(trx, {
      operatorId: meta.operator.operatorId,
      action: 'catalogue.games_reorder',
      targetType: 'game',
      targetId: ids.join(','),
      detail: {
        games: Object.fromEntries(rows.map((row) => [row.id, `${row.platform} ${row.code}`])),
        ...orderMaps(
          rows.map((row) => ({ key: Number(row.id), sort_order: row.sort_order })),
          positions,
        ),
      },
      ip: meta.ip,
    });
  });
  return { message: catalogueMessages.orderSaved };
}

export async function updateCatalogueProvider(
  context: AppContext,
  id: number,
  change: UpdateCatalogueProvider,
  meta: CatalogueMeta,
): Promise<CatalogueProvider> {
  await context.db.transaction().execute(async (trx) => {
    const before = await findProviderById(trx, id);
    if (!before) throw new DomainError('not_found', catalogueMessages.providerNotFound);
    const values = definedOnly({
      name: change.name,
      status: asFlag(change.enabled),
      sort_order: change.sort_order,
    });
    await updateProviderRow(trx, id, values);
    const after = { ...before, ...values };
    const view = (row: typeof before) => ({
      name: row.name,
      enabled: row.status === 1,
      sort_order: row.sort_order,
    });
    const fields = Object.keys(change);
    await recordAudit(trx, {
      operatorId: meta.operator.operatorId,
      action: 'catalogue.provider_update',
      targetType: 'provider',
      targetId: before.platform,
      detail: { before: pick(view(before), fields), after: pick(view(after), fields) },
      ip: meta.ip,
    });
  });
  const provider = (await listCatalogueProviders(context)).data.find((row) => row.id === id);
  return provider as CatalogueProvider;
}

export async function reorderCatalogueProviders(
  context: AppContext,
  { positions }: ReorderById,
  meta: CatalogueMeta,
): Promise<{ message: string }> {
  await context.db.transaction().execute(async (trx) => {
    const ids = positions.map((item) => item.key);
    const rows = await listProviderOrder(trx, ids);
    requireAllKnown(
      ids,
      rows.map((row) => Number(row.id)),
    );
    for (const item of positions) {
      await updateProviderRow(trx, item.key, { sort_order: item.sort_order });
    }
    await recordAudit(trx, {
      operatorId: meta.operator.operatorId,
      action: 'catalogue.providers_reorder',
      targetType: 'provider',
      targetId: rows.map((row) => row.platform).join(','),
      detail: {
        providers: Object.fromEntries(rows.map((row) => [row.id, row.platform])),
        ...orderMaps(
          rows.map((row) => ({ key: Number(row.id), sort_order: row.sort_order })),
          positions,
        ),
      },
      ip: meta.ip,
    });
  });
  return { message: catalogueMessages.orderSaved };
}

export async function updateCatalogueCategory(
  context: AppContext,
  code: string,
  change: UpdateCatalogueCategory,
  meta: CatalogueMeta,
): Promise<CatalogueCategory> {
  await context.db.transaction().execute(async (trx) => {
    const before = await findCategoryByCode(trx, code);
    if (!before) throw new DomainError('not_found', catalogueMessages.categoryNotFound);
    const values = definedOnly({
      name: change.name,
      name_bn: change.name_bn,
      status: asFlag(change.enabled),
      sort_order: change.sort_order,
    });
    await updateCategoryRow(trx, code, values);
    const after = { ...before, ...values };
    const view = (row: typeof before) => ({
      name: row.name,
      name_bn: row.name_bn,
      enabled: row.status === 1,
      sort_order: row.sort_order,
    });
    const fields = Object.keys(change);
    await recordAudit(trx, {
      operatorId: meta.operator.operatorId,
      action: 'catalogue.category_update',
      targetType: 'category',
      targetId: code,
      detail: { before: pick(view(before), fields), after: pick(view(after), fields) },
      ip: meta.ip,
    });
  });
  const category = (await listCatalogueCategories(context)).data.find((row) => row.code === code);
  return category as CatalogueCategory;
}

export async function reorderCatalogueCategories(
  context: AppContext,
  { positions }: ReorderByCode,
  meta: CatalogueMeta,
): Promise<{ message: string }> {
  await context.db.transaction().execute(async (trx) => {
    const codes = positions.map((item) => item.key);
    const rows = await listCategoryOrder(trx, codes);
    requireAllKnown(
      codes,
      rows.map((row) => row.code),
    );
    for (const item of positions) {
      await updateCategoryRow(trx, item.key, { sort_order: item.sort_order });
    }
    await recordAudit(trx, {
      operatorId: meta.operator.operatorId,
      action: 'catalogue.categories_reorder',
      targetType: 'category',
      targetId: codes.join(','),
      detail: orderMaps(
        rows.map((row) => ({ key: row.code, sort_order: row.sort_order })),
        positions,
      ),
      ip: meta.ip,
    });
  });
  return { message: catalogueMessages.orderSaved };
}

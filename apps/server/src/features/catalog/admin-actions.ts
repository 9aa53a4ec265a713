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
import { auditedUpdate, recordChange, type AuditMeta } from '../operators/service.js';
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

export type CatalogueMeta = AuditMeta;

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
  const fields = Object.keys(change);
  const after = await context.db.transaction().execute((trx) =>
    auditedUpdate(trx, meta, {
      action: 'catalogue.game_update',
      targetType: 'game',
      targetId: String(id),
      read: () => gameOr404(trx, id),
      write: () =>
        updateGameRow(
          trx,
          id,
          definedOnly({
            name: change.name,
            status: asFlag(change.enabled),
            featured: asFlag(change.featured),
            favourite: asFlag(change.favourite),
            sort_order: change.sort_order,
          }),
        ),
      view: (row) => pick(toCatalogueGame(row), fields),
      describe: (before) => ({ game: `${before.platform} ${before.code}` }),
    }),
  );
  return toCatalogueGame(after);
}

async function gameOr404(executor: AppContext['db'], id: number): Promise<AdminGameRow> {
  const game = await findAdminGame(executor, id);
  if (!game) throw new DomainError('not_found', catalogueMessages.gameNotFound);
  return game;
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
    await recordChange(trx, meta, {
      action: 'catalogue.game_thumbnail',
      targetType: 'game',
      targetId: String(id),
      detail: { game: `${before.platform} ${before.code}` },
      before: { image: before.image },
      after: { image },
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
    await recordChange(trx, meta, {
      action: 'catalogue.games_reorder',
      targetType: 'game',
      targetId: ids.join(','),
      detail: {
        games: Object.fromEntries(rows.map((row) => [row.id, `${row.platform} ${row.code}`])),
      },
      ...orderMaps(
        rows.map((row) => ({ key: Number(row.id), sort_order: row.sort_order })),
        positions,
      ),
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
  const fields = Object.keys(change);
  await context.db.transaction().execute(async (trx) => {
    const read = async () => {
      const row = await findProviderById(trx, id);
      if (!row) throw new DomainError('not_found', catalogueMessages.providerNotFound);
      return row;
    };
    await auditedUpdate(trx, meta, {
      action: 'catalogue.provider_update',
      targetType: 'provider',
      targetId: (await read()).platform,
      read,
      write: () =>
        updateProviderRow(
          trx,
          id,
          definedOnly({
            name: change.name,
            status: asFlag(change.enabled),
            sort_order: change.sort_order,
          }),
        ),
      view: (row) =>
        pick({ name: row.name, enabled: row.status === 1, sort_order: row.sort_order }, fields),
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
    await recordChange(trx, meta, {
      action: 'catalogue.providers_reorder',
      targetType: 'provider',
      targetId: rows.map((row) => row.platform).join(','),
      detail: { providers: Object.fromEntries(rows.map((row) => [row.id, row.platform])) },
      ...orderMaps(
        rows.map((row) => ({ key: Number(row.id), sort_order: row.sort_order })),
        positions,
      ),
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
  const fields = Object.keys(change);
  await context.db.transaction().execute((trx) =>
    auditedUpdate(trx, meta, {
      action: 'catalogue.category_update',
      targetType: 'category',
      targetId: code,
      read: async () => {
        const row = await findCategoryByCode(trx, code);
        if (!row) throw new DomainError('not_found', catalogueMessages.categoryNotFound);
        return row;
      },
      write: () =>
        updateCategoryRow(
          trx,
          code,
          definedOnly({
            name: change.name,
            name_bn: change.name_bn,
            status: asFlag(change.enabled),
            sort_order: change.sort_order,
          }),
        ),
      view: (row) =>
        pick(
          {
            name: row.name,
            name_bn: row.name_bn,
            enabled: row.status === 1,
            sort_order: row.sort_order,
          },
          fields,
        ),
    }),
  );
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
    await recordChange(trx, meta, {
      action: 'catalogue.categories_reorder',
      targetType: 'category',
      targetId: codes.join(','),
      ...orderMaps(
        rows.map((row) => ({ key: row.code, sort_order: row.sort_order })),
        positions,
      ),
    });
  });
  return { message: catalogueMessages.orderSaved };
}

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
  takaToPaisa,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import { auditedUpdate, recordChange, type AuditMeta } from '../operators/service.js';
import {
  houseGameOwnLimits,
  listCatalogueCategories,
  listCatalogueProviders,
  toCatalogueGame,
} from './admin-views.js';
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
  // The audit shows the fields changed as the game reads them: both stake limits as one.
  const fields = [
    ...new Set(
      Object.keys(change).map((field) =>
        field === 'min_stake' || field === 'max_stake' ? 'stake_limits' : field,
      ),
    ),
  ];
  const after = await context.db.transaction().execute((trx) =>
    auditedUpdate(trx, meta, {
      action: 'catalogue.game_update',
      targetType: 'game',
      targetId: String(id),
      read: () => gameOr404(trx, id),
      write: (before) =>
        updateGameRow(
          trx,
          id,
          definedOnly({
            name: change.name,
            status: asFlag(change.enabled),
            featured: asFlag(change.featured),
            favourite: asFlag(change.favourite),
            sort_order: change.sort_order,
            ...stakeLimitsChange(before, change),
          }),
        ),
      view: (row) => pick(toCatalogueGame(row), fields),
      describe: (before) => ({ game: `${before.platform} ${before.code}` }),
    }),
  );
  return toCatalogueGame(after);
}

/**
 * The stake limits a change sets on a house game, in paisa (null: the game's own), checked against
 * the game's own and against each other; nothing when the change names neither.
 */
function stakeLimitsChange(
  before: AdminGameRow,
  change: UpdateCatalogueGame,
): { min_stake_paisa?: number | null; max_stake_paisa?: number | null } {
  if (change.min_stake === undefined && change.max_stake === undefined) return {};
  const own = houseGameOwnLimits(before);
  const field = change.min_stake === undefined ? 'max_stake' : 'min_stake';
  if (!own) throw validationError({ [field]: [catalogueMessages.stakeLimitsHouseOnly] });
  const toPaisa = (taka: number | null) => (taka === null ? null : takaToPaisa(taka));
  const min = change.min_stake === undefined ? before.min_stake_paisa : toPaisa(change.min_stake);
  const max = change.max_stake === undefined ? before.max_stake_paisa : toPaisa(change.max_stake);
  const ownMin = takaToPaisa(own.minTaka);
  const ownMax = takaToPaisa(own.maxTaka);
  for (const [name, value] of [
    ['min_stake', min],
    ['max_stake', max],
  ] as const) {
    if (value !== null && (value < ownMin || value > ownMax)) {
      throw validationError({ [name]: [catalogueMessages.stakeLimitsOutside] });
    }
  }
  if (min !== null && max !== null && min > max) {
    throw validationError({ min_stake: [catalogueMessages.stakeLimitsReversed] });
  }
  return { min_stake_paisa: min, max_stake_paisa: max };
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

/** One list's reorder: how its rows are read and written, and what its audit entry names. */
interface Reorder<Key extends string | number, Row extends { sort_order: number }> {
  /** The rows the positions name, as they stand. */
  list: (trx: Executor, keys: Key[]) => Promise<Row[]>;
  keyOf: (row: Row) => Key;
  setOrder: (trx: Executor, key: Key, sortOrder: number) => Promise<void>;
  /** The entry's action and target, with its detail, from the rows before the change. */
  target: (
    rows: Row[],
    keys: Key[],
  ) => { action: string; targetType: string; targetId: string; detail?: Record<string, unknown> };
}

/**
 * Saves every position, once each names an existing row, with one audit entry holding the
 * orders before and after.
 */
async function saveOrder<Key extends string | number, Row extends { sort_order: number }>(
  context: AppContext,
  positions: { key: Key; sort_order: number }[],
  meta: CatalogueMeta,
  reorder: Reorder<Key, Row>,
): Promise<{ message: string }> {
  await context.db.transaction().execute(async (trx) => {
    const keys = positions.map((item) => item.key);
    const rows = await reorder.list(trx, keys);
    const known = new Set(rows.map((row) => String(reorder.keyOf(row))));
    if (keys.some((key) => !known.has(String(key)))) {
      throw validationError({ positions: [catalogueMessages.positionsUnknown] });
    }
    for (const item of positions) await reorder.setOrder(trx, item.key, item.sort_order);
    await recordChange(trx, meta, {
      ...reorder.target(rows, keys),
      before: Object.fromEntries(rows.map((row) => [String(reorder.keyOf(row)), row.sort_order])),
      after: Object.fromEntries(positions.map((item) => [String(item.key), item.sort_order])),
    });
  });
  return { message: catalogueMessages.orderSaved };
}

export function reorderCatalogueGames(
  context: AppContext,
  { positions }: ReorderById,
  meta: CatalogueMeta,
): Promise<{ message: string }> {
  return saveOrder(context, positions, meta, {
    list: listGameOrder,
    keyOf: (row) => Number(row.id),
    setOrder: setGameOrder,
    target: (rows, ids) => ({
      action: 'catalogue.games_reorder',
      targetType: 'game',
      targetId: ids.join(','),
      detail: {
        games: Object.fromEntries(rows.map((row) => [row.id, `${row.platform} ${row.code}`])),
      },
    }),
  });
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

export function reorderCatalogueProviders(
  context: AppContext,
  { positions }: ReorderById,
  meta: CatalogueMeta,
): Promise<{ message: string }> {
  return saveOrder(context, positions, meta, {
    list: listProviderOrder,
    keyOf: (row) => Number(row.id),
    setOrder: (trx, id, sortOrder) => updateProviderRow(trx, id, { sort_order: sortOrder }),
    target: (rows) => ({
      action: 'catalogue.providers_reorder',
      targetType: 'provider',
      targetId: rows.map((row) => row.platform).join(','),
      detail: { providers: Object.fromEntries(rows.map((row) => [row.id, row.platform])) },
    }),
  });
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

export function reorderCatalogueCategories(
  context: AppContext,
  { positions }: ReorderByCode,
  meta: CatalogueMeta,
): Promise<{ message: string }> {
  return saveOrder(context, positions, meta, {
    list: listCategoryOrder,
    keyOf: (row) => row.code,
    setOrder: (trx, code, sortOrder) => updateCategoryRow(trx, code, { sort_order: sortOrder }),
    target: (_rows, codes) => ({
      action: 'catalogue.categories_reorder',
      targetType: 'category',
      targetId: codes.join(','),
    }),
  });
}

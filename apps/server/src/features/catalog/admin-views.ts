/** The operator's lists of the catalogue: games (search, filters, paging), providers, categories. */
import {
  CATALOGUE_GAMES_PAGE_SIZE,
  HOUSE_PLATFORM,
  houseStakeLimits,
  paisa,
  paisaToTaka,
  type CatalogueCategory,
  type CatalogueGame,
  type CatalogueGamesQuery,
  type CatalogueGamesResponse,
  type CatalogueProvider,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import {
  countAdminGames,
  listAdminCategories,
  listAdminGames,
  listAdminProviders,
  listProviderCategoryPairs,
  type AdminGameRow,
} from './queries.js';

/** The game's own stake limits in taka when it is one of the house's games, else undefined. */
export function houseGameOwnLimits(
  row: Pick<AdminGameRow, 'platform' | 'code'>,
): { minTaka: number; maxTaka: number } | undefined {
  if (row.platform !== HOUSE_PLATFORM) return undefined;
  return (houseStakeLimits as Partial<Record<string, { minTaka: number; maxTaka: number }>>)[
    row.code
  ];
}

const takaOrNull = (amountPaisa: number | null) =>
  amountPaisa === null ? null : paisaToTaka(paisa(amountPaisa));

export function toCatalogueGame(row: AdminGameRow): CatalogueGame {
  const own = houseGameOwnLimits(row);
  return {
    id: Number(row.id),
    code: row.code,
    name: row.name,
    category: row.category_code,
    platform: row.platform,
    provider_name: row.provider_name,
    enabled: row.status === 1,
    provider_enabled: row.provider_status === 1,
    featured: row.featured === 1,
    favourite: row.favourite === 1,
    sort_order: row.sort_order,
    image: row.image,
    stake_limits: own
      ? {
          min: takaOrNull(row.min_stake_paisa),
          max: takaOrNull(row.max_stake_paisa),
          own_min: own.minTaka,
          own_max: own.maxTaka,
        }
      : null,
  };
}

export async function listCatalogueGames(
  context: AppContext,
  query: CatalogueGamesQuery,
): Promise<CatalogueGamesResponse> {
  const filter = { q: query.q, category: query.category, platform: query.platform };
  const total = await countAdminGames(context.db, filter);
  const lastPage = Math.max(1, Math.ceil(total / CATALOGUE_GAMES_PAGE_SIZE));
  const rows = await listAdminGames(context.db, filter, {
    limit: CATALOGUE_GAMES_PAGE_SIZE,
    offset: (query.page - 1) * CATALOGUE_GAMES_PAGE_SIZE,
  });
  return {
    data: rows.map(toCatalogueGame),
    page: query.page,
    per_page: CATALOGUE_GAMES_PAGE_SIZE,
    total,
    last_page: lastPage,
  };
}

export async function listCatalogueProviders(
  context: AppContext,
): Promise<{ data: CatalogueProvider[] }> {
  const [rows, pairs] = await Promise.all([
    listAdminProviders(context.db),
    listProviderCategoryPairs(context.db),
  ]);
  return {
    data: rows.map((row) => ({
      id: Number(row.id),
      platform: row.platform,
      name: row.name,
      icon: row.icon,
      enabled: row.status === 1,
      sort_order: row.sort_order,
      categories: pairs
        .filter((pair) => pair.platform === row.platform)
        .map((pair) => pair.category_code),
      games: Number(row.games ?? 0),
      enabled_games: Number(row.enabled_games ?? 0),
    })),
  };
}

export async function listCatalogueCategories(
  context: AppContext,
): Promise<{ data: CatalogueCategory[] }> {
  const rows = await listAdminCategories(context.db);
  return {
    data: rows.map((row) => ({
      code: row.code,
      name: row.name,
      name_bn: row.name_bn,
      enabled: row.status === 1,
      sort_order: row.sort_order,
      games: Number(row.games ?? 0),
    })),
  };
}

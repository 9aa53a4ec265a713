import {
  catalogueAdminCalls,
  catalogueGameSchema,
  type CatalogueCategoriesResponse,
  type CatalogueCategory,
  type CatalogueGame,
  type CatalogueGamesResponse,
  type CatalogueMessageResponse,
  type CatalogueProvider,
  type CatalogueProvidersResponse,
  type UpdateCatalogueCategory,
  type UpdateCatalogueGame,
  type UpdateCatalogueProvider,
} from '@khela/contract';
import { adminApi, adminPath } from '../api/admin-api';

export interface GameFilters {
  q: string;
  category: string;
  platform: string;
  page: number;
}

export function listGames(filters: GameFilters): Promise<CatalogueGamesResponse> {
  const call = catalogueAdminCalls.games;
  return adminApi(adminPath(call), {
    method: call.method,
    query: {
      q: filters.q.trim(),
      category: filters.category,
      platform: filters.platform,
      page: filters.page,
    },
    schema: call.answer,
  });
}

export function updateGame(id: number, change: UpdateCatalogueGame): Promise<CatalogueGame> {
  const call = catalogueAdminCalls.updateGame;
  return adminApi(adminPath(call, { id }), {
    method: call.method,
    body: change,
    schema: call.answer,
  });
}

/** Not a declared call: the body is the image itself. */
export function uploadThumbnail(id: number, file: File): Promise<CatalogueGame> {
  return adminApi(`/catalogue/games/${id}/thumbnail`, {
    method: 'PUT',
    file,
    schema: catalogueGameSchema,
  });
}

export function listProviders(): Promise<CatalogueProvidersResponse> {
  const call = catalogueAdminCalls.providers;
  return adminApi(adminPath(call), { method: call.method, schema: call.answer });
}

export function updateProvider(
  id: number,
  change: UpdateCatalogueProvider,
): Promise<CatalogueProvider> {
  const call = catalogueAdminCalls.updateProvider;
  return adminApi(adminPath(call, { id }), {
    method: call.method,
    body: change,
    schema: call.answer,
  });
}

export function listCategories(): Promise<CatalogueCategoriesResponse> {
  const call = catalogueAdminCalls.categories;
  return adminApi(adminPath(call), { method: call.method, schema: call.answer });
}

export function updateCategory(
  code: string,
  change: UpdateCatalogueCategory,
): Promise<CatalogueCategory> {
  const call = catalogueAdminCalls.updateCategory;
  return adminApi(adminPath(call, { code }), {
    method: call.method,
    body: change,
    schema: call.answer,
  });
}

export type CatalogueKind = 'games' | 'providers' | 'categories';

const orderCalls = {
  games: catalogueAdminCalls.orderGames,
  providers: catalogueAdminCalls.orderProviders,
  categories: catalogueAdminCalls.orderCategories,
} as const;

export function reorder(
  kind: CatalogueKind,
  positions: { key: number | string; sort_order: number }[],
): Promise<CatalogueMessageResponse> {
  const call = orderCalls[kind];
  return adminApi(adminPath(call), {
    method: call.method,
    body: { positions },
    schema: call.answer,
  });
}

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
  type HouseGgrResponse,
  type UpdateCatalogueCategory,
  type UpdateCatalogueGame,
  type UpdateCatalogueProvider,
} from '@khela/contract';
import { adminApi, adminCall } from '../api/admin-api';

export interface GameFilters {
  q: string;
  category: string;
  platform: string;
  page: number;
}

export function listGames(filters: GameFilters): Promise<CatalogueGamesResponse> {
  return adminCall(catalogueAdminCalls.games, {
    query: {
      q: filters.q.trim(),
      category: filters.category,
      platform: filters.platform,
      page: filters.page,
    },
  });
}

export function updateGame(id: number, change: UpdateCatalogueGame): Promise<CatalogueGame> {
  return adminCall(catalogueAdminCalls.updateGame, { params: { id }, body: change });
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
  return adminCall(catalogueAdminCalls.providers);
}

export function updateProvider(
  id: number,
  change: UpdateCatalogueProvider,
): Promise<CatalogueProvider> {
  return adminCall(catalogueAdminCalls.updateProvider, { params: { id }, body: change });
}

export function listCategories(): Promise<CatalogueCategoriesResponse> {
  return adminCall(catalogueAdminCalls.categories);
}

export function updateCategory(
  code: string,
  change: UpdateCatalogueCategory,
): Promise<CatalogueCategory> {
  return adminCall(catalogueAdminCalls.updateCategory, { params: { code }, body: change });
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
  return adminCall(orderCalls[kind], { body: { positions } });
}

export function houseGgr(days: number): Promise<HouseGgrResponse> {
  return adminCall(catalogueAdminCalls.houseGgr, { query: { days } });
}

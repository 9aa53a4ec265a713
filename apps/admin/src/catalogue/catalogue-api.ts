import type {
  CatalogueCategory,
  CatalogueGame,
  CatalogueGamesResponse,
  CatalogueProvider,
  UpdateCatalogueCategory,
  UpdateCatalogueGame,
  UpdateCatalogueProvider,
} from '@khela/contract';
import { adminApi } from '../api/admin-api';

export interface GameFilters {
  q: string;
  category: string;
  platform: string;
  page: number;
}

export function listGames(filters: GameFilters): Promise<CatalogueGamesResponse> {
  return adminApi('/catalogue/games', {
    query: {
      q: filters.q.trim(),
      category: filters.category,
      platform: filters.platform,
      page: filters.page,
    },
  });
}

export function updateGame(id: number, change: UpdateCatalogueGame): Promise<CatalogueGame> {
  return adminApi(`/catalogue/games/${id}`, { method: 'PATCH', body: change });
}

export function uploadThumbnail(id: number, file: File): Promise<CatalogueGame> {
  return adminApi(`/catalogue/games/${id}/thumbnail`, { method: 'PUT', file });
}

export function listProviders(): Promise<{ data: CatalogueProvider[] }> {
  return adminApi('/catalogue/providers');
}

export function updateProvider(
  id: number,
  change: UpdateCatalogueProvider,
): Promise<CatalogueProvider> {
  return adminApi(`/catalogue/providers/${id}`, { method: 'PATCH', body: change });
}

export function listCategories(): Promise<{ data: CatalogueCategory[] }> {
  return adminApi('/catalogue/categories');
}

export function updateCategory(
  code: string,
  change: UpdateCatalogueCategory,
): Promise<CatalogueCategory> {
  return adminApi(`/catalogue/categories/${code}`, { method: 'PATCH', body: change });
}

export type CatalogueKind = 'games' | 'providers' | 'categories';

export function reorder(
  kind: CatalogueKind,
  positions: { key: number | string; sort_order: number }[],
): Promise<{ message: string }> {
  return adminApi(`/catalogue/${kind}/order`, { method: 'POST', body: { positions } });
}

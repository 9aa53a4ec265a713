/**
 * The game catalogue as the home tabs and the games screen read it. For the SPORTS type the
 * "systems" are the sport entries (name, icon, link or a direct-launch code).
 */
import type {
  CategoryType,
  Game,
  GameTypeEntry,
  Provider,
  SportEntry,
  System,
} from '@khela/contract';
import { categoryLabels, categoryTypes } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import {
  findGame,
  listCategories,
  listGames,
  listPlatformsOfCategory,
  listProviders,
  listSportEntries,
} from './queries.js';

export const catalogSuccessMessages = {
  systems: 'Systems fetched successfully',
  providers: 'Providers fetched successfully',
  games: 'Games fetched successfully',
  types: 'Types fetched successfully',
} as const;

export async function getSystems(
  context: AppContext,
  type: CategoryType,
): Promise<(System | SportEntry)[]> {
  if (type === 'SPORTS') {
    const entries = await listSportEntries(context.db);
    return entries.map((entry) => ({
      name: entry.name,
      icon: entry.icon,
      link: entry.link || null,
      code: entry.code || null,
      platform: entry.platform || null,
      type: entry.type || null,
    }));
  }
  const platforms = await listPlatformsOfCategory(context.db, type);
  return platforms.map((platform) => ({ platform }));
}

export async function getProviders(context: AppContext, systems: string[]): Promise<Provider[]> {
  const rows = await listProviders(context.db, [...new Set(systems)]);
  // Keep the order the caller asked for: it is the order get-system gave.
  const rank = new Map(systems.map((system, index) => [system, index]));
  return rows
    .sort((a, b) => (rank.get(a.platform) ?? 0) - (rank.get(b.platform) ?? 0))
    .map((row) => ({ platform: row.platform, name: row.name, icon: row.icon }));
}

export async function getGames(
  context: AppContext,
  filter: { type: CategoryType; system?: string },
): Promise<Game[]> {
  const rows = await listGames(context.db, {
    categoryCode: filter.type,
    ...(filter.system ? { platforms: [filter.system] } : {}),
  });
  return rows.map((row) => ({
    code: row.code,
    name: row.name,
    type: row.category_code,
    platform: row.platform,
    image: row.image,
  }));
}

/** The category types with at least one active entry, in menu order. */
export async function getTypes(context: AppContext): Promise<GameTypeEntry[]> {
  const active = new Set((await listCategories(context.db)).map((category) => category.code));
  return categoryTypes
    .filter((type) => active.has(type))
    .map((type) => ({ type, name: categoryLabels[type] }));
}

export interface CatalogGame {
  code: string;
  name: string;
  /** The category code. */
  type: string;
  platform: string;
  /** The game and its provider are both switched on. */
  active: boolean;
}

/** A catalogued game by platform and code (the casino reads it at launch and for round records). */
export async function findCatalogGame(
  db: Executor,
  platform: string,
  code: string,
): Promise<CatalogGame | undefined> {
  const row = await findGame(db, platform, code);
  if (!row) return undefined;
  return {
    code: row.code,
    name: row.name,
    type: row.category_code,
    platform: row.platform,
    active: row.status === 1 && row.provider_status === 1,
  };
}

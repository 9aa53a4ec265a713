/**
 * The game catalogue as the home tabs and the games screen read it. For the SPORTS type the
 * "systems" are the sport entries (name, icon, link or a direct-launch code).
 */
import type {
  CategoryType,
  Game,
  GameTypeEntry,
  Provider,
  SliderItem,
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
  listPromotedGames,
  listProviders,
  listSportEntries,
} from './queries.js';

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

/**
 * The switched-on categories in the operator's order, named as the operator named them (the Bangla
 * name when the player reads Bangla and the operator gave one).
 */
export async function getTypes(context: AppContext, language?: string): Promise<GameTypeEntry[]> {
  const known = new Set<string>(categoryTypes);
  const bangla = language?.toLowerCase().startsWith('bn') ?? false;
  return (await listCategories(context.db))
    .filter((category) => known.has(category.code))
    .map((category) => ({
      type: category.code as CategoryType,
      name:
        (bangla && category.name_bn) ||
        category.name ||
        categoryLabels[category.code as CategoryType],
    }));
}

/**
 * The games the operator featured or made favourites, as items of the home page's Featured Games
 * and Favourites sliders. Their link is "{platform}-{category}" as the spec's featured links are;
 * their id is the game's id made negative, so it never meets a slider row's id.
 */
export async function listGameSliderItems(context: AppContext): Promise<SliderItem[]> {
  const rows = await listPromotedGames(context.db);
  const item = (row: (typeof rows)[number], type: 'Favourite' | 'Features'): SliderItem => ({
    id: -Number(row.id),
    name: row.name,
    link: `${row.platform}-${row.category_code}`,
    thubmnail: row.image,
    slider_type: type,
    status: 1,
  });
  return [
    ...rows.filter((row) => row.favourite === 1).map((row) => item(row, 'Favourite')),
    ...rows.filter((row) => row.featured === 1).map((row) => item(row, 'Features')),
  ];
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

/**
 * The game catalogue: categories (the spec's type codes), providers (the spec's "systems" and
 * "platforms"), which categories each provider offers, games, and the SPORTS tab's entries.
 */
import type { Generated } from 'kysely';

export interface GameCategoriesTable {
  /** SPORTS, LIVE, SLOT, TABLE, BINGO, EGAME, FH, LOTTO, ARCADE. */
  code: string;
  name: string;
  name_bn: Generated<string>;
  sort_order: number;
  status: number;
}

export interface GameProvidersTable {
  id: Generated<number>;
  /** The provider's code, which the spec calls platform or system. */
  platform: string;
  name: string;
  icon: string;
  status: number;
  sort_order: number;
}

export interface ProviderCategoriesTable {
  platform: string;
  category_code: string;
}

export interface GamesTable {
  id: Generated<number>;
  code: string;
  name: string;
  category_code: string;
  platform: string;
  image: string;
  status: number;
  sort_order: number;
  created_at: string;
  /** In the home page's Featured Games slider. */
  featured: Generated<number>;
  /** In the home page's Favourites slider. */
  favourite: Generated<number>;
  /** The operator's stake limits for new rounds; null: the game's own. */
  min_stake_paisa: number | null;
  max_stake_paisa: number | null;
}

export interface SportEntriesTable {
  id: Generated<number>;
  name: string;
  icon: string;
  /** An in-site or external link; empty when the entry launches a game directly. */
  link: string;
  code: string;
  platform: string;
  type: string;
  sort_order: number;
  status: number;
}

export interface CatalogTables {
  game_categories: GameCategoriesTable;
  game_providers: GameProvidersTable;
  provider_categories: ProviderCategoriesTable;
  games: GamesTable;
  sport_entries: SportEntriesTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends CatalogTables {}
}

/** SQL for the game catalogue. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function listCategories(db: Executor) {
  return db
    .selectFrom('game_categories')
    .select(['code', 'name'])
    .where('status', '=', 1)
    .orderBy('sort_order')
    .execute();
}

/** Active providers offering a category, in the operator's order. */
export async function listPlatformsOfCategory(
  db: Executor,
  categoryCode: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('provider_categories')
    .innerJoin('game_providers', 'game_providers.platform', 'provider_categories.platform')
    .select('game_providers.platform')
    .where('provider_categories.category_code', '=', categoryCode)
    .where('game_providers.status', '=', 1)
    .orderBy('game_providers.sort_order')
    .execute();
  return rows.map((row) => row.platform);
}

export function listProviders(db: Executor, platforms: string[]) {
  if (platforms.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('game_providers')
    .select(['platform', 'name', 'icon'])
    .where('platform', 'in', platforms)
    .where('status', '=', 1)
    .orderBy('sort_order')
    .execute();
}

export function listGames(db: Executor, filter: { categoryCode?: string; platforms?: string[] }) {
  let query = db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.platform', 'games.platform')
    .select([
      'games.code',
      'games.name',
      'games.category_code',
      'games.platform',
      'games.image',
      'games.created_at',
    ])
    .where('games.status', '=', 1)
    .where('game_providers.status', '=', 1);
  if (filter.categoryCode) query = query.where('games.category_code', '=', filter.categoryCode);
  if (filter.platforms && filter.platforms.length > 0)
    query = query.where('games.platform', 'in', filter.platforms);
  return query.orderBy('games.sort_order').orderBy('games.id').execute();
}

/** One game by platform and code, with whether it and its provider are switched on. */
export function findGame(db: Executor, platform: string, code: string) {
  return db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.platform', 'games.platform')
    .select([
      'games.code',
      'games.name',
      'games.category_code',
      'games.platform',
      'games.status',
      'game_providers.status as provider_status',
    ])
    .where('games.platform', '=', platform)
    .where('games.code', '=', code)
    .executeTakeFirst();
}

export function listSportEntries(db: Executor) {
  return db
    .selectFrom('sport_entries')
    .select(['name', 'icon', 'link', 'code', 'platform', 'type'])
    .where('status', '=', 1)
    .orderBy('sort_order')
    .execute();
}

export async function countCategories(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('game_categories')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

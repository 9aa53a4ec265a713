/** SQL for the game catalogue. */
import { sql, type ExpressionBuilder, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import { countMatching, updateRows } from '../../platform/db/table-rows.js';

type Executor = Kysely<Database> | Transaction<Database>;

export function listCategories(db: Executor) {
  return db
    .selectFrom('game_categories')
    .select(['code', 'name', 'name_bn'])
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
    .innerJoin('game_categories', 'game_categories.code', 'provider_categories.category_code')
    .select('game_providers.platform')
    .where('provider_categories.category_code', '=', categoryCode)
    .where('game_providers.status', '=', 1)
    .where('game_categories.status', '=', 1)
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

/** Games beside their provider's row, which holds the provider's switch and name. */
function gamesWithProviders(db: Executor) {
  return db
    .selectFrom('games')
    .innerJoin('game_providers', 'game_providers.platform', 'games.platform');
}

/** What names a game to the player and the launch: its code within its provider, and its place. */
const gameNameColumns = [
  'games.code',
  'games.name',
  'games.category_code',
  'games.platform',
] as const;

export function listGames(db: Executor, filter: { categoryCode?: string; platforms?: string[] }) {
  let query = gamesWithProviders(db)
    .select([...gameNameColumns, 'games.image', 'games.created_at'])
    .innerJoin('game_categories', 'game_categories.code', 'games.category_code')
    .where('games.status', '=', 1)
    .where('game_providers.status', '=', 1)
    .where('game_categories.status', '=', 1);
  if (filter.categoryCode) query = query.where('games.category_code', '=', filter.categoryCode);
  if (filter.platforms && filter.platforms.length > 0)
    query = query.where('games.platform', 'in', filter.platforms);
  return query.orderBy('games.sort_order').orderBy('games.id').execute();
}

/** One game by platform and code, with whether it and its provider are switched on. */
export function findGame(db: Executor, platform: string, code: string) {
  return gamesWithProviders(db)
    .select([...gameNameColumns, 'games.status', 'game_providers.status as provider_status'])
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
  return countMatching(db, 'game_categories', {});
}

/** Games switched on, in a switched-on provider and category, that the operator promoted. */
export function listPromotedGames(db: Executor) {
  return gamesWithProviders(db)
    .innerJoin('game_categories', 'game_categories.code', 'games.category_code')
    .select([
      'games.id',
      'games.name',
      'games.category_code',
      'games.platform',
      'games.image',
      'games.featured',
      'games.favourite',
    ])
    .where('games.status', '=', 1)
    .where('game_providers.status', '=', 1)
    .where('game_categories.status', '=', 1)
    .where((eb) => eb.or([eb('games.featured', '=', 1), eb('games.favourite', '=', 1)]))
    .orderBy('games.sort_order')
    .orderBy('games.id')
    .execute();
}

// The operator's view: every row whatever its switches, with what players would see.

export interface AdminGameFilter {
  q?: string | undefined;
  category?: string | undefined;
  platform?: string | undefined;
}

function adminGamesBase(db: Executor, filter: AdminGameFilter) {
  let query = gamesWithProviders(db);
  if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['games.name']), 'like', sql<string>`${pattern} escape '\\'`),
        eb(eb.fn('lower', ['games.code']), 'like', sql<string>`${pattern} escape '\\'`),
      ]),
    );
  }
  if (filter.category) query = query.where('games.category_code', '=', filter.category);
  if (filter.platform) query = query.where('games.platform', '=', filter.platform);
  return query;
}

const adminGameColumns = [
  'games.id',
  'games.code',
  'games.name',
  'games.category_code',
  'games.platform',
  'games.image',
  'games.status',
  'games.featured',
  'games.favourite',
  'games.sort_order',
  'games.min_stake_paisa',
  'games.max_stake_paisa',
  'game_providers.name as provider_name',
  'game_providers.status as provider_status',
] as const;

export async function countAdminGames(db: Executor, filter: AdminGameFilter): Promise<number> {
  const row = await adminGamesBase(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function listAdminGames(
  db: Executor,
  filter: AdminGameFilter,
  paging: { limit: number; offset: number },
) {
  return adminGamesBase(db, filter)
    .select(adminGameColumns)
    .orderBy('games.sort_order')
    .orderBy('games.id')
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
}

export function findAdminGame(db: Executor, id: number) {
  return gamesWithProviders(db)
    .select(adminGameColumns)
    .where('games.id', '=', id)
    .executeTakeFirst();
}

export type AdminGameRow = NonNullable<Awaited<ReturnType<typeof findAdminGame>>>;

export async function updateGameRow(
  db: Executor,
  id: number,
  values: Partial<{
    name: string;
    status: number;
    featured: number;
    favourite: number;
    sort_order: number;
    image: string;
    min_stake_paisa: number | null;
    max_stake_paisa: number | null;
  }>,
): Promise<void> {
  await updateRows(db, 'games', values, { id });
}

export function listGameOrder(db: Executor, ids: number[]) {
  return db
    .selectFrom('games')
    .select(['id', 'sort_order', 'platform', 'code'])
    .where('id', 'in', ids)
    .execute();
}

export async function setGameOrder(db: Executor, id: number, sortOrder: number): Promise<void> {
  await updateRows(db, 'games', { sort_order: sortOrder }, { id });
}

/** How many games there are, for a subquery that narrows them to the outer row's. */
function countGames<Outer extends keyof Database>(eb: ExpressionBuilder<Database, Outer>) {
  return eb.selectFrom('games').select((inner) => inner.fn.countAll<number>().as('n'));
}

export function listAdminProviders(db: Executor) {
  return db
    .selectFrom('game_providers')
    .select((eb) => [
      'game_providers.id',
      'game_providers.platform',
      'game_providers.name',
      'game_providers.icon',
      'game_providers.status',
      'game_providers.sort_order',
      countGames(eb).whereRef('games.platform', '=', 'game_providers.platform').as('games'),
      countGames(eb)
        .whereRef('games.platform', '=', 'game_providers.platform')
        .where('games.status', '=', 1)
        .as('enabled_games'),
    ])
    .orderBy('game_providers.sort_order')
    .orderBy('game_providers.id')
    .execute();
}

export function listProviderCategoryPairs(db: Executor) {
  return db.selectFrom('provider_categories').select(['platform', 'category_code']).execute();
}

export function findProviderById(db: Executor, id: number) {
  return db
    .selectFrom('game_providers')
    .select(['id', 'platform', 'name', 'icon', 'status', 'sort_order'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateProviderRow(
  db: Executor,
  id: number,
  values: Partial<{ name: string; status: number; sort_order: number }>,
): Promise<void> {
  await updateRows(db, 'game_providers', values, { id });
}

export function listProviderOrder(db: Executor, ids: number[]) {
  return db
    .selectFrom('game_providers')
    .select(['id', 'sort_order', 'platform'])
    .where('id', 'in', ids)
    .execute();
}

export function listAdminCategories(db: Executor) {
  return db
    .selectFrom('game_categories')
    .select((eb) => [
      'game_categories.code',
      'game_categories.name',
      'game_categories.name_bn',
      'game_categories.status',
      'game_categories.sort_order',
      countGames(eb).whereRef('games.category_code', '=', 'game_categories.code').as('games'),
    ])
    .orderBy('game_categories.sort_order')
    .orderBy('game_categories.code')
    .execute();
}

export function findCategoryByCode(db: Executor, code: string) {
  return db
    .selectFrom('game_categories')
    .select(['code', 'name', 'name_bn', 'status', 'sort_order'])
    .where('code', '=', code)
    .executeTakeFirst();
}

export async function updateCategoryRow(
  db: Executor,
  code: string,
  values: Partial<{ name: string; name_bn: string; status: number; sort_order: number }>,
): Promise<void> {
  await updateRows(db, 'game_categories', values, { code });
}

export function listCategoryOrder(db: Executor, codes: string[]) {
  return db
    .selectFrom('game_categories')
    .select(['code', 'sort_order'])
    .where('code', 'in', codes)
    .execute();
}

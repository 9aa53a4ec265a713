/**
 * The operator's catalogue: a game can be featured (the home page's Featured Games slider) or a
 * favourite (the Favourites slider), and a category keeps a Bangla name beside its English one.
 */
import type { Kysely, Migration } from 'kysely';

export function catalogueAdminMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('games')
        .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('games')
        .addColumn('favourite', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('game_categories')
        .addColumn('name_bn', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}

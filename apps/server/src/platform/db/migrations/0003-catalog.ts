/** The game catalogue. */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { withIdColumn } from './column-types.js';
import { createIndex } from './indexes.js';

export function catalogMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('game_categories')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await withIdColumn(db.schema.createTable('game_providers'), dialect)
        .addColumn('platform', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('provider_categories')
        .addColumn('platform', 'text', (c) => c.notNull().references('game_providers.platform'))
        .addColumn('category_code', 'text', (c) => c.notNull().references('game_categories.code'))
        .addPrimaryKeyConstraint('provider_categories_pk', ['platform', 'category_code'])
        .execute();
      await withIdColumn(db.schema.createTable('games'), dialect)
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('category_code', 'text', (c) => c.notNull().references('game_categories.code'))
        .addColumn('platform', 'text', (c) => c.notNull().references('game_providers.platform'))
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('games_platform_code', ['platform', 'code'])
        .execute();
      await createIndex(db, 'games_category_platform', 'games', ['category_code', 'platform']);
      await withIdColumn(db.schema.createTable('sport_entries'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('icon', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('code', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('platform', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('type', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
    },
  };
}

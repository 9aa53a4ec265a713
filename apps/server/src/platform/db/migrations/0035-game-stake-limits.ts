/**
 * An operator's stake limits per game (`games.min_stake_paisa`, `games.max_stake_paisa`; null: the
 * game's own). The house games apply them to every new round, within the limits the game itself
 * allows.
 */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType } from './column-types.js';

export function gameStakeLimitsMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('games').addColumn('min_stake_paisa', big).execute();
      await db.schema.alterTable('games').addColumn('max_stake_paisa', big).execute();
    },
  };
}

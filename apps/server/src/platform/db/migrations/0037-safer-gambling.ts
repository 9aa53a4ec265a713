/**
 * Safer gambling: one row per player who set a limit, a reality check or a break
 * (features/safer-gambling/tables.ts).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType } from './column-types.js';

export function saferGamblingMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('player_safety')
        .addColumn('user_id', big, (c) => c.primaryKey().references('users.id'))
        .addColumn('limits', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('has_loss_limit', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('break_kind', 'text')
        .addColumn('break_started_at', 'text')
        .addColumn('break_until', 'text')
        .addColumn('reality_check_minutes', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint(
          'player_safety_break_kind',
          sql.raw("break_kind is null or break_kind in ('timeout', 'exclusion')"),
        )
        .execute();
    },
  };
}

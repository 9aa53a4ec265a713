/**
 * The VIP ladder moves from a constant to a table the operator edits: one row per level, seeded
 * with the ladder the contract has always had, so players keep their levels on upgrade.
 */
import type { Kysely, Migration } from 'kysely';

/** The ladder as it stood in the contract (level, tier, rank, name, min points), frozen here. */
const seedLadder: [number, string, number, string, number][] = [
  [0, 'normal', 0, 'Normal', 0],
  [1, 'bronze', 1, 'Bronze I', 50],
  [2, 'bronze', 2, 'Bronze II', 150],
  [3, 'bronze', 3, 'Bronze III', 300],
  [4, 'silver', 1, 'Silver I', 600],
  [5, 'silver', 2, 'Silver II', 1_000],
  [6, 'silver', 3, 'Silver III', 1_500],
  [7, 'gold', 1, 'Gold I', 2_500],
  [8, 'gold', 2, 'Gold II', 4_000],
  [9, 'gold', 3, 'Gold III', 6_000],
  [10, 'expert', 1, 'Expert I', 10_000],
  [11, 'expert', 2, 'Expert II', 20_000],
  [12, 'expert', 3, 'Expert III', 50_000],
];

export function vipLevelsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('vip_levels')
        .addColumn('level', 'integer', (c) => c.primaryKey())
        .addColumn('tier', 'text', (c) => c.notNull())
        .addColumn('rank', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('min_points', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      const now = new Date().toISOString();
      await (db as Kysely<{ vip_levels: Record<string, unknown> }>)
        .insertInto('vip_levels')
        .values(
          seedLadder.map(([level, tier, rank, name, minPoints]) => ({
            level,
            tier,
            rank,
            name,
            min_points: minPoints,
            updated_at: now,
          })),
        )
        .execute();
    },
  };
}

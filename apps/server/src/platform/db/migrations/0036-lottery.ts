/**
 * The scheduled lottery's books (its money moves through the casino wallet, a round per ticket):
 * the draws, one per slot of the schedule, each with its server seed (committed by its hash when
 * the draw is made, before any ticket), sales, pool and what it carries on; and the tickets.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';
import { createIndex } from './indexes.js';

export function lotteryMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('lottery_draws'), dialect)
        .addColumn('number', big, (c) => c.notNull().unique())
        .addColumn('server_seed', 'text', (c) => c.notNull())
        .addColumn('server_seed_hash', 'text', (c) => c.notNull())
        .addColumn('closes_at', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('tickets', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sales_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('carried_in_paisa', big)
        .addColumn('pool_paisa', big)
        .addColumn('carried_out_paisa', big)
        .addColumn('numbers', 'text')
        .addColumn('winners', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('drawn_at', 'text')
        .addCheckConstraint('lottery_draws_status', sql.raw("status in ('open', 'drawn')"))
        .execute();
      await createIndex(db, 'lottery_draws_status', 'lottery_draws', ['status', 'number']);

      await withIdColumn(db.schema.createTable('lottery_tickets'), dialect)
        .addColumn('draw_id', big, (c) => c.notNull().references('lottery_draws.id'))
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('picks', 'text', (c) => c.notNull())
        .addColumn('price_paisa', big, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('matches', 'integer')
        .addColumn('payout_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .addCheckConstraint('lottery_tickets_status', sql.raw("status in ('open', 'won', 'lost')"))
        .execute();
      await createIndex(db, 'lottery_tickets_draw', 'lottery_tickets', ['draw_id', 'id']);
      await createIndex(db, 'lottery_tickets_user', 'lottery_tickets', ['user_id', 'draw_id']);
    },
  };
}

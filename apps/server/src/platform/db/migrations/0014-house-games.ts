/**
 * The house games' own books (their money moves through the casino wallet): each player's
 * provably fair seed pairs (one active, the rest revealed), Slots and Mines bets with what decided
 * them, and Crash's hash chains, shared rounds, player bets and the lease that lets one server
 * instance run the rounds.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';
import { createIndex } from './indexes.js';

export function houseGamesMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await withIdColumn(db.schema.createTable('house_fair_seeds'), dialect)
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('server_seed', 'text', (c) => c.notNull())
        .addColumn('server_seed_hash', 'text', (c) => c.notNull())
        .addColumn('client_seed', 'text', (c) => c.notNull())
        .addColumn('nonce', 'integer', (c) => c.notNull().defaultTo(0))
        // 1 for the player's active pair, null once revealed: unique, so one active pair each.
        .addColumn('active', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('revealed_at', 'text')
        .addUniqueConstraint('house_fair_seeds_active', ['user_id', 'active'])
        .execute();

      await withIdColumn(db.schema.createTable('house_bets'), dialect)
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('seed_id', big, (c) => c.notNull().references('house_fair_seeds.id'))
        .addColumn('nonce', 'integer', (c) => c.notNull())
        .addColumn('stake_paisa', big, (c) => c.notNull())
        .addColumn('payout_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        // 1 while a Mines game is in play, null otherwise: unique, so one game in play each.
        .addColumn('in_play', 'integer')
        .addColumn('mine_count', 'integer')
        .addColumn('mine_tiles', 'text')
        .addColumn('picks', 'text')
        .addColumn('outcome', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .addUniqueConstraint('house_bets_seed_nonce', ['seed_id', 'nonce'])
        .addUniqueConstraint('house_bets_in_play', ['user_id', 'game', 'in_play'])
        .addCheckConstraint('house_bets_game', sql.raw("game in ('slots', 'mines')"))
        .addCheckConstraint('house_bets_status', sql.raw("status in ('open', 'won', 'lost')"))
        .execute();
      await createIndex(db, 'house_bets_user', 'house_bets', ['user_id', 'game', 'id']);

      await withIdColumn(db.schema.createTable('crash_chains'), dialect)
        .addColumn('terminal_seed', 'text', (c) => c.notNull())
        .addColumn('round_count', 'integer', (c) => c.notNull())
        .addColumn('commitment', 'text', (c) => c.notNull())
        .addColumn('salt', 'text', (c) => c.notNull())
        .addColumn('next_index', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await withIdColumn(db.schema.createTable('crash_rounds'), dialect)
        .addColumn('chain_id', big, (c) => c.notNull().references('crash_chains.id'))
        .addColumn('round_index', 'integer', (c) => c.notNull())
        .addColumn('round_seed', 'text', (c) => c.notNull())
        .addColumn('crash_point', 'integer', (c) => c.notNull())
        .addColumn('phase', 'text', (c) => c.notNull())
        .addColumn('betting_ends_at', 'text', (c) => c.notNull())
        .addColumn('started_at', 'text', (c) => c.notNull())
        .addColumn('crashed_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('crash_rounds_chain_index', ['chain_id', 'round_index'])
        .addCheckConstraint(
          'crash_rounds_phase',
          sql.raw("phase in ('betting', 'flying', 'crashed')"),
        )
        .execute();

      await withIdColumn(db.schema.createTable('crash_bets'), dialect)
        .addColumn('round_id', big, (c) => c.notNull().references('crash_rounds.id'))
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('stake_paisa', big, (c) => c.notNull())
        .addColumn('auto_cashout', 'integer')
        .addColumn('cashout_multiplier', 'integer')
        .addColumn('payout_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .addUniqueConstraint('crash_bets_round_user', ['round_id', 'user_id'])
        .addCheckConstraint(
          'crash_bets_status',
          sql.raw("status in ('active', 'cashed_out', 'lost')"),
        )
        .execute();
      await createIndex(db, 'crash_bets_status', 'crash_bets', ['status', 'round_id']);

      await db.schema
        .createTable('crash_engine_lease')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}

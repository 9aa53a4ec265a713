/**
 * The exchange's books: sports events, their markets (Match Odds, Bookmaker, Fancy) and runners,
 * players' orders, the fills that matched them, and each player's position on a market (the
 * exposure held for it in the ledger, and its result once settled).
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType, withIdColumn } from './column-types.js';
import { createIndex } from './indexes.js';

export function exchangeMigration(dialect: DialectName): Migration {
  const big = bigintType(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('exchange_events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('sport', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('open_date', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('score', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint(
          'exchange_events_sport',
          sql.raw("sport in ('cricket', 'soccer', 'tennis')"),
        )
        .addCheckConstraint(
          'exchange_events_status',
          sql.raw("status in ('upcoming', 'in_play', 'closed')"),
        )
        .execute();

      await db.schema
        .createTable('exchange_markets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('event_id', 'text', (c) => c.notNull().references('exchange_events.id'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('ball_running', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('bet_delay_seconds', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fancy_type', 'integer')
        .addColumn('no_line', 'integer')
        .addColumn('no_rate', 'integer')
        .addColumn('yes_line', 'integer')
        .addColumn('yes_rate', 'integer')
        .addColumn('commission_basis_points', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('min_stake_paisa', big, (c) => c.notNull())
        .addColumn('max_stake_paisa', big, (c) => c.notNull())
        /** The winning selection id (Match Odds, Bookmaker) or the runs (Fancy), once settled. */
        .addColumn('result', 'text')
        .addColumn('settled_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint(
          'exchange_markets_kind',
          sql.raw("kind in ('match_odds', 'bookmaker', 'fancy')"),
        )
        .addCheckConstraint(
          'exchange_markets_status',
          sql.raw("status in ('open', 'suspended', 'closed', 'settled', 'voided')"),
        )
        .execute();
      await createIndex(db, 'exchange_markets_event', 'exchange_markets', ['event_id']);

      await withIdColumn(db.schema.createTable('exchange_runners'), dialect)
        .addColumn('market_id', 'text', (c) => c.notNull().references('exchange_markets.id'))
        .addColumn('selection_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('back_rate', 'integer')
        .addColumn('lay_rate', 'integer')
        .addColumn('suspended', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('exchange_runners_market_selection', ['market_id', 'selection_id'])
        .execute();

      await withIdColumn(db.schema.createTable('exchange_orders'), dialect)
        .addColumn('market_id', 'text', (c) => c.notNull().references('exchange_markets.id'))
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('selection_id', 'integer')
        .addColumn('side', 'text', (c) => c.notNull())
        .addColumn('price_hundredths', 'integer')
        .addColumn('rate', 'integer')
        .addColumn('no_line', 'integer')
        .addColumn('yes_line', 'integer')
        .addColumn('stake_paisa', big, (c) => c.notNull())
        .addColumn('matched_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('cancelled_paisa', big, (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('net_paisa', big)
        .addColumn('placed_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .addCheckConstraint('exchange_orders_side', sql.raw("side in ('back', 'lay', 'yes', 'no')"))
        .addCheckConstraint(
          'exchange_orders_status',
          sql.raw("status in ('open', 'matched', 'cancelled', 'settled', 'voided')"),
        )
        .addCheckConstraint(
          'exchange_orders_amounts',
          sql.raw(
            'matched_paisa >= 0 and cancelled_paisa >= 0 and matched_paisa + cancelled_paisa <= stake_paisa',
          ),
        )
        .execute();
      await createIndex(db, 'exchange_orders_market_status', 'exchange_orders', [
        'market_id',
        'status',
        'id',
      ]);
      await createIndex(db, 'exchange_orders_user', 'exchange_orders', ['user_id', 'id']);

      await withIdColumn(db.schema.createTable('exchange_fills'), dialect)
        .addColumn('market_id', 'text', (c) => c.notNull().references('exchange_markets.id'))
        .addColumn('selection_id', 'integer', (c) => c.notNull())
        .addColumn('taker_order_id', big, (c) => c.notNull().references('exchange_orders.id'))
        .addColumn('maker_order_id', big, (c) => c.notNull().references('exchange_orders.id'))
        .addColumn('taker_user_id', big, (c) => c.notNull())
        .addColumn('maker_user_id', big, (c) => c.notNull())
        .addColumn('taker_side', 'text', (c) => c.notNull())
        .addColumn('price_hundredths', 'integer', (c) => c.notNull())
        .addColumn('stake_paisa', big, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await createIndex(db, 'exchange_fills_market', 'exchange_fills', ['market_id', 'id']);

      await withIdColumn(db.schema.createTable('exchange_positions'), dialect)
        .addColumn('market_id', 'text', (c) => c.notNull().references('exchange_markets.id'))
        .addColumn('user_id', big, (c) => c.notNull().references('users.id'))
        .addColumn('currency', 'text', (c) => c.notNull())
        /** What the ledger holds in the player's exposure account for this market. */
        .addColumn('exposure_paisa', big, (c) => c.notNull().defaultTo(0))
        /** Counts the exposure movements, so each has its own idempotency key. */
        .addColumn('movements', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('net_paisa', big)
        .addColumn('commission_paisa', big)
        .addColumn('settled_at', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('exchange_positions_market_user', ['market_id', 'user_id'])
        .addCheckConstraint('exchange_positions_exposure', sql.raw('exposure_paisa >= 0'))
        .execute();
      await createIndex(db, 'exchange_positions_user', 'exchange_positions', [
        'user_id',
        'settled_at',
      ]);
    },
  };
}

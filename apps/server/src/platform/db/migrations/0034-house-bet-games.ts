/**
 * House bets of every game the house plays one round at a time: the check that kept `house_bets`
 * to Slots and Mines goes, so the instant games (Dice, Limbo, Wheel, Plinko, Keno and those to
 * come) keep their rounds there too. The column is written only from the typed game list, so a
 * new game needs no migration. PostgreSQL drops the constraint; SQLite cannot drop a table's
 * check, so the table is rebuilt with the same columns, keys and index.
 */
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { withIdColumn } from './column-types.js';
import { createIndex } from './indexes.js';

export function houseBetGamesMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table house_bets drop constraint house_bets_game`.execute(db);
        return;
      }
      await withIdColumn(db.schema.createTable('house_bets_rebuilt'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('game', 'text', (c) => c.notNull())
        .addColumn('seed_id', 'integer', (c) => c.notNull().references('house_fair_seeds.id'))
        .addColumn('nonce', 'integer', (c) => c.notNull())
        .addColumn('stake_paisa', 'integer', (c) => c.notNull())
        .addColumn('payout_paisa', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('in_play', 'integer')
        .addColumn('mine_count', 'integer')
        .addColumn('mine_tiles', 'text')
        .addColumn('picks', 'text')
        .addColumn('outcome', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('settled_at', 'text')
        .addUniqueConstraint('house_bets_seed_nonce', ['seed_id', 'nonce'])
        .addUniqueConstraint('house_bets_in_play', ['user_id', 'game', 'in_play'])
        .addCheckConstraint('house_bets_status', sql.raw("status in ('open', 'won', 'lost')"))
        .execute();
      await sql`insert into house_bets_rebuilt select * from house_bets`.execute(db);
      await sql`drop table house_bets`.execute(db);
      await sql`alter table house_bets_rebuilt rename to house_bets`.execute(db);
      await createIndex(db, 'house_bets_user', 'house_bets', ['user_id', 'game', 'id']);
    },
  };
}

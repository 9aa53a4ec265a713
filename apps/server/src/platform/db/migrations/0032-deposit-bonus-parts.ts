/**
 * A deposit's bonus keeps its parts: the payment method's own share (`method_bonus_paisa`), the
 * rest of `bonus_paisa` being the promotion's. Null for deposits made before this column, whose
 * split was not kept: they show their bonus whole.
 */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType } from './column-types.js';

export function depositBonusPartsMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('wallet_transactions')
        .addColumn('method_bonus_paisa', bigintType(dialect))
        .execute();
    },
  };
}

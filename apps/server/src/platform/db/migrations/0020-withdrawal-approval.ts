/**
 * A withdrawal's approval (docs/decisions.md, Money queues): finance approves it, sends the payout
 * through the mobile-money app and then marks it paid. The approval is recorded on the row (who
 * and when) while its status stays pending, so the player's screens and the ledger are unchanged
 * until it is paid or rejected. Also each payment method's own minimum and maximum deposit (null:
 * the site-wide amounts), set by finance in the console.
 */
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.js';
import { bigintType } from './column-types.js';

export function withdrawalApprovalMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('wallet_transactions').addColumn('approved_at', 'text').execute();
      await db.schema
        .alterTable('wallet_transactions')
        .addColumn('approved_by_operator_id', bigintType(dialect))
        .execute();
      await db.schema
        .alterTable('payment_methods')
        .addColumn('min_deposit_paisa', bigintType(dialect))
        .execute();
      await db.schema
        .alterTable('payment_methods')
        .addColumn('max_deposit_paisa', bigintType(dialect))
        .execute();
    },
  };
}

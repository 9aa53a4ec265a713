/**
 * Indexes for the receipt limits and the sweep: a player's receipts of the last day are read on
 * every upload, and the hourly sweep asks of each old receipt whether a deposit names it.
 */
import type { Kysely, Migration } from 'kysely';

export function receiptLookupsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('deposit_receipts_user_created')
        .on('deposit_receipts')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('wallet_transactions_receipt')
        .on('wallet_transactions')
        .column('receipt_id')
        .execute();
    },
  };
}

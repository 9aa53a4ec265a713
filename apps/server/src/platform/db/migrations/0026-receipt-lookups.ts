/**
 * Indexes for the receipt limits and the sweep: a player's receipts of the last day are read on
 * every upload, and the hourly sweep asks of each old receipt whether a deposit names it.
 */
import type { Kysely, Migration } from 'kysely';
import { createIndex } from './indexes.js';

export function receiptLookupsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await createIndex(db, 'deposit_receipts_user_created', 'deposit_receipts', [
        'user_id',
        'created_at',
      ]);
      await createIndex(db, 'wallet_transactions_receipt', 'wallet_transactions', ['receipt_id']);
    },
  };
}

/**
 * The transactions a player sees on /transaction-record: deposits, withdrawals and bonuses. Money
 * itself moves in the ledger; a row here is the business record the ledger transfers point at.
 */
import type { Generated, Selectable } from 'kysely';
import type { TransactionAction, TransactionStatusKey } from '@khela/contract';

/** How the transaction came about. */
export type TransactionSource =
  | 'manual_deposit'
  | 'gateway_deposit'
  | 'deposit_bonus'
  | 'cash_claim'
  | 'withdrawal'
  | 'vip_conversion';

export interface WalletTransactionsTable {
  id: Generated<number>;
  /** The id players and operators quote, e.g. D7K2M9Q4XW. */
  transaction_id: string;
  user_id: number;
  action: TransactionAction;
  /** '0' pending, '1' success, '2' fail. */
  status_key: TransactionStatusKey;
  amount_paisa: number;
  payment_method_id: number | null;
  /** The player's own wallet number (sent from, or paid out to). */
  account_number: string | null;
  /** Our receiving number a manual deposit was sent to. */
  receiving_number: string | null;
  wallet_number_id: number | null;
  /** The TRX id the player's wallet (or the gateway) gave. */
  reference: string | null;
  promotion_id: number | null;
  /** The bonus a deposit earns when approved: the promotion's and the payment method's. */
  bonus_paisa: number;
  /** The payment method's share of `bonus_paisa`; null where the split was not kept. */
  method_bonus_paisa: number | null;
  receipt_id: number | null;
  source: TransactionSource;
  /** A bonus row points at its deposit. */
  related_transaction_id: number | null;
  /** Why an operator rejected it. */
  reason: string | null;
  decided_by_operator_id: number | null;
  /** A withdrawal finance approved and is paying out; it stays pending until paid or rejected. */
  approved_at: string | null;
  approved_by_operator_id: number | null;
  /** When the player finished their side (submitted the TRX id, asked for the payout). */
  initiated_at: string | null;
  /** When it reached success or fail. */
  completed_at: string | null;
  created_at: string;
  updated_at: string;
}

export type WalletTransactionRow = Selectable<WalletTransactionsTable>;

export interface WalletTables {
  wallet_transactions: WalletTransactionsTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends WalletTables {}
}

/**
 * A deposit request is the step between choosing a method and reporting the payment: it holds the
 * receiving number given out (or the gateway checkout opened), the amount and the promotion, until
 * the player confirms, the gateway calls back, or it expires. Receipts are uploaded screenshots.
 */
import type { Generated, Selectable } from 'kysely';
import type { PrivateFileColumns } from '../../platform/uploads/private-file-columns.js';

export type DepositRequestStatus =
  /** Waiting for the player to pay and report it (or for the gateway). */
  | 'open'
  /** Reported; its transaction waits for an operator. */
  | 'submitted'
  /** Paid through a gateway and credited. */
  | 'paid'
  | 'cancelled'
  | 'failed'
  | 'expired';

export interface DepositRequestsTable {
  id: Generated<number>;
  /** Sent to the client as `transaction` and back as `trx_id`. */
  public_id: string;
  user_id: number;
  payment_method_id: number;
  wallet_number_id: number | null;
  receiving_number: string;
  amount_paisa: number;
  promotion_id: number | null;
  /** The gateway adapter's name when the method pays through a checkout. */
  gateway: string | null;
  /** The gateway's payment id. */
  gateway_ref: string | null;
  status: DepositRequestStatus;
  /** The wallet transaction it became. */
  transaction_id: number | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export type DepositRequestRow = Selectable<DepositRequestsTable>;

/** A receipt's row (the columns of every private file); a deposit names it by `public_id`. */
export interface DepositReceiptsTable extends PrivateFileColumns {}

export interface DepositTables {
  deposit_requests: DepositRequestsTable;
  deposit_receipts: DepositReceiptsTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends DepositTables {}
}

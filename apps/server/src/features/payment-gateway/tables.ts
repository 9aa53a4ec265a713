/**
 * The sandbox gateway's own book of payments. A real gateway keeps this on its side; the sandbox
 * keeps it in our database so it survives restarts and behaves like one (states, expiry, retries).
 */
import type { Generated, Selectable } from 'kysely';

export type SandboxPaymentStatus = 'created' | 'completed' | 'cancelled' | 'failed' | 'expired';

export interface SandboxGatewayPaymentsTable {
  id: Generated<number>;
  payment_ref: string;
  /** The merchant's invoice: our deposit request's public id. */
  merchant_invoice: string;
  amount_paisa: number;
  status: SandboxPaymentStatus;
  callback_url: string;
  return_url: string;
  payer_number: string | null;
  trx_id: string | null;
  callback_attempts: number;
  callback_delivered_at: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export type SandboxGatewayPaymentRow = Selectable<SandboxGatewayPaymentsTable>;

export interface PaymentGatewayTables {
  sandbox_gateway_payments: SandboxGatewayPaymentsTable;
}

// This feature's tables join the schema Kysely sees (platform/db/database.ts).
declare module '../../platform/db/database.js' {
  interface Database extends PaymentGatewayTables {}
}

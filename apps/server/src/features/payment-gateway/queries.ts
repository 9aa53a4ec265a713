/**
 * SQL for the sandbox gateway's book of payments. Every change of state is a conditional update
 * on the state it leaves, so two submits of one form cannot both finish a payment.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import type { SandboxGatewayPaymentRow, SandboxPaymentStatus } from './tables.js';
import { findRow } from '../../platform/db/table-rows.js';

type Db = Kysely<Database>;

export interface NewSandboxPayment {
  paymentRef: string;
  invoice: string;
  amountPaisa: number;
  callbackUrl: string;
  returnUrl: string;
  expiresAt: string;
  now: string;
}

export async function insertSandboxPayment(
  db: Db,
  payment: NewSandboxPayment,
): Promise<SandboxGatewayPaymentRow> {
  return db
    .insertInto('sandbox_gateway_payments')
    .values({
      payment_ref: payment.paymentRef,
      merchant_invoice: payment.invoice,
      amount_paisa: payment.amountPaisa,
      status: 'created',
      callback_url: payment.callbackUrl,
      return_url: payment.returnUrl,
      payer_number: null,
      trx_id: null,
      callback_attempts: 0,
      callback_delivered_at: null,
      expires_at: payment.expiresAt,
      created_at: payment.now,
      updated_at: payment.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findSandboxPaymentByRef(
  db: Db,
  paymentRef: string,
): Promise<SandboxGatewayPaymentRow | undefined> {
  return findRow(db, 'sandbox_gateway_payments', { payment_ref: paymentRef });
}

export async function findSandboxPaymentByInvoice(
  db: Db,
  invoice: string,
): Promise<SandboxGatewayPaymentRow | undefined> {
  return findRow(db, 'sandbox_gateway_payments', { merchant_invoice: invoice });
}

/** Ends an open, unexpired payment; false when it was already finished or has expired. */
export async function finishSandboxPayment(
  db: Db,
  paymentRef: string,
  outcome: {
    status: Extract<SandboxPaymentStatus, 'completed' | 'cancelled' | 'failed'>;
    trxId: string | null;
    payerNumber: string | null;
  },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sandbox_gateway_payments')
    .set({
      status: outcome.status,
      trx_id: outcome.trxId,
      payer_number: outcome.payerNumber,
      updated_at: now,
    })
    .where('payment_ref', '=', paymentRef)
    .where('status', '=', 'created')
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Records that an open payment ran out of time (seen on a page view or a query). */
export async function expireSandboxPayment(db: Db, paymentRef: string, now: string): Promise<void> {
  await db
    .updateTable('sandbox_gateway_payments')
    .set({ status: 'expired', updated_at: now })
    .where('payment_ref', '=', paymentRef)
    .where('status', '=', 'created')
    .where('expires_at', '<=', now)
    .execute();
}

/** Counts one callback attempt; a delivered one also stamps the time it got through. */
export async function recordCallbackAttempt(
  db: Db,
  paymentRef: string,
  delivered: boolean,
  now: string,
): Promise<void> {
  await db
    .updateTable('sandbox_gateway_payments')
    .set((eb) => ({
      callback_attempts: eb('callback_attempts', '+', 1),
      ...(delivered ? { callback_delivered_at: now } : {}),
      updated_at: now,
    }))
    .where('payment_ref', '=', paymentRef)
    .execute();
}

/**
 * The built-in sandbox gateway: a stand-in for bKash/Nagad "Make Payment" that behaves like one
 * (hosted checkout, expiry, signed callbacks with retries, a query API) while no money moves. Its
 * book lives in sandbox_gateway_payments, so payments survive a restart like a real gateway's.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import { isoAfterSeconds, isoNow } from '../../platform/db/time.js';
import {
  GatewayError,
  type CreateCheckoutInput,
  type GatewayPayment,
  type PaymentGateway,
} from './gateway.js';
import {
  expireSandboxPayment,
  finishSandboxPayment,
  findSandboxPaymentByInvoice,
  findSandboxPaymentByRef,
  insertSandboxPayment,
} from './queries.js';
import {
  createCallbackSender,
  createFetchDeliverer,
  DEFAULT_CALLBACK_RETRY_DELAYS_MS,
  hasValidSandboxSignature,
  type CallbackDeliverer,
  type GatewayLog,
} from './sandbox-callbacks.js';
import type { SandboxGatewayPaymentRow } from './tables.js';

export const SANDBOX_GATEWAY_NAME = 'sandbox';
/** `SBX` and 24 hex digits (96 random bits): the ref is the only key to a checkout page. */
export const SANDBOX_PAYMENT_REF_PATTERN = /^SBX[0-9A-F]{24}$/;
/** A Bangladeshi mobile wallet number: 11 digits, operator prefixes 013–019. */
export const WALLET_NUMBER_PATTERN = /^01[3-9]\d{8}$/;

const INVOICE_LENGTH_MAX = 100;
const URL_LENGTH_MAX = 2000;
const TRX_ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export type CheckoutAction = 'pay' | 'cancel' | 'fail';

export type CheckoutOutcome =
  | { kind: 'not_found' }
  /** The payment is still open; the page is shown again with the error. */
  | { kind: 'invalid_number'; payment: SandboxGatewayPaymentRow }
  /** `changed` is false when an earlier submit (or the clock) had already ended it. */
  | { kind: 'finished'; payment: SandboxGatewayPaymentRow; changed: boolean };

export interface SandboxGateway extends PaymentGateway {
  /** The payment as its checkout page shows it, recording expiry when it is due. */
  viewPayment(paymentRef: string): Promise<SandboxGatewayPaymentRow | undefined>;
  /** What the checkout page's buttons do. A finished payment never changes again. */
  act(paymentRef: string, action: CheckoutAction, walletNumber?: string): Promise<CheckoutOutcome>;
  /** Tests route callbacks through app.inject instead of the network. */
  setDeliverer(deliverer: CallbackDeliverer): void;
  /** Cancels callback retries still waiting and lets the one under way finish. */
  stop(): Promise<void>;
}

export interface SandboxGatewayOptions {
  db: Kysely<Database>;
  /** The site's public address: the checkout page is served by this server. */
  publicUrl: string;
  secret: string;
  expirySeconds: number;
  deliverer?: CallbackDeliverer;
  retryDelaysMs?: readonly number[];
  log?: GatewayLog;
  clock?: () => number;
}

export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { db, secret, expirySeconds } = options;
  const clock = options.clock ?? Date.now;
  const checkoutBaseUrl = `${options.publicUrl.replace(/\/+$/, '')}/sandbox-gateway/checkout/`;
  const callbacks = createCallbackSender({
    db,
    secret,
    deliverer: options.deliverer ?? createFetchDeliverer(),
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_CALLBACK_RETRY_DELAYS_MS,
    log: options.log ?? (() => undefined),
    clock,
  });
  const refuse = (code: string, message: string) =>
    new GatewayError(SANDBOX_GATEWAY_NAME, 'refused', message, { gatewayCode: code });

  /** The row as it stands now: an open payment past its time is recorded as expired. */
  async function current(paymentRef: string): Promise<SandboxGatewayPaymentRow | undefined> {
    if (!SANDBOX_PAYMENT_REF_PATTERN.test(paymentRef)) return undefined;
    const payment = await findSandboxPaymentByRef(db, paymentRef);
    if (payment?.status !== 'created') return payment;
    const now = isoNow(clock);
    if (payment.expires_at > now) return payment;
    await expireSandboxPayment(db, paymentRef, now);
    return findSandboxPaymentByRef(db, paymentRef);
  }

  /** A merchant retrying a create after a lost answer gets the same open checkout back. */
  async function existingCheckout(input: CreateCheckoutInput) {
    const existing = await findSandboxPaymentByInvoice(db, input.invoice);
    if (!existing) return undefined;
    const sameRequest =
      existing.amount_paisa === input.amountPaisa &&
      existing.callback_url === input.callbackUrl &&
      existing.return_url === input.returnUrl;
    const open = existing.status === 'created' && existing.expires_at > isoNow(clock);
    if (!sameRequest || !open) {
      throw refuse('duplicate_invoice', `Invoice ${input.invoice} already has a payment.`);
    }
    return {
      paymentRef: existing.payment_ref,
      checkoutUrl: checkoutBaseUrl + existing.payment_ref,
    };
  }

  return {
    name: SANDBOX_GATEWAY_NAME,
    isSandbox: true,

    async createCheckout(input) {
      assertCheckoutInput(input, refuse);
      const repeat = await existingCheckout(input);
      if (repeat) return repeat;
      const paymentRef = `SBX${randomBytes(12).toString('hex').toUpperCase()}`;
      try {
        await insertSandboxPayment(db, {
          paymentRef,
          invoice: input.invoice,
          amountPaisa: input.amountPaisa,
          callbackUrl: input.callbackUrl,
          returnUrl: input.returnUrl,
          expiresAt: isoAfterSeconds(expirySeconds, clock),
          now: isoNow(clock),
        });
      } catch (error) {
        // Two creates for one invoice at once: the unique invoice lets one insert win.
        const winner = await existingCheckout(input);
        if (winner) return winner;
        throw error;
      }
      return { paymentRef, checkoutUrl: checkoutBaseUrl + paymentRef };
    },

    async queryPayment(paymentRef): Promise<GatewayPayment> {
      const payment = await current(paymentRef);
      if (!payment) throw refuse('not_found', `No sandbox payment ${paymentRef}.`);
      return {
        paymentRef: payment.payment_ref,
        invoice: payment.merchant_invoice,
        status: payment.status === 'created' ? 'pending' : payment.status,
        amountPaisa: payment.amount_paisa,
        trxId: payment.trx_id,
        payerNumber: payment.payer_number,
      };
    },

    verifyCallback(headers, rawBody) {
      if (!hasValidSandboxSignature(secret, headers, rawBody)) return undefined;
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        return undefined;
      }
      const paymentRef =
        typeof body === 'object' && body !== null && 'paymentRef' in body
          ? body.paymentRef
          : undefined;
      if (typeof paymentRef !== 'string' || !SANDBOX_PAYMENT_REF_PATTERN.test(paymentRef)) {
        return undefined;
      }
      return { paymentRef };
    },

    viewPayment: current,

    async act(paymentRef, action, walletNumber) {
      const payment = await current(paymentRef);
      if (!payment) return { kind: 'not_found' };
      if (payment.status !== 'created') return { kind: 'finished', payment, changed: false };
      const payerNumber = walletNumber?.trim() ?? '';
      if (action === 'pay' && !WALLET_NUMBER_PATTERN.test(payerNumber)) {
        return { kind: 'invalid_number', payment };
      }
      const changed = await finishSandboxPayment(
        db,
        paymentRef,
        {
          status: action === 'pay' ? 'completed' : action === 'cancel' ? 'cancelled' : 'failed',
          trxId: action === 'pay' ? newTrxId() : null,
          payerNumber: action === 'pay' ? payerNumber : null,
        },
        isoNow(clock),
      );
      // The first attempt runs before the browser is sent back, so the merchant usually knows
      // the outcome by the time the player lands on its page; retries continue in the background.
      if (changed) await callbacks.send(paymentRef);
      const after = await current(paymentRef);
      if (!after) throw new Error(`sandbox payment ${paymentRef} vanished`);
      return { kind: 'finished', payment: after, changed };
    },

    setDeliverer: (deliverer) => callbacks.setDeliverer(deliverer),
    stop: () => callbacks.stop(),
  };
}

function assertCheckoutInput(
  input: CreateCheckoutInput,
  refuse: (code: string, message: string) => GatewayError,
): void {
  if (
    input.invoice.length === 0 ||
    input.invoice.length > INVOICE_LENGTH_MAX ||
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    /[\u0000-\u001f\u007f]/.test(input.invoice)
  ) {
    throw refuse('invalid_request', 'The invoice must be 1–100 printable characters.');
  }
  if (!Number.isSafeInteger(input.amountPaisa) || input.amountPaisa <= 0) {
    throw refuse('invalid_request', 'The amount must be a positive whole number of paisa.');
  }
  for (const url of [input.callbackUrl, input.returnUrl]) {
    if (!isWebUrl(url)) throw refuse('invalid_request', `Not an http(s) URL: ${url.slice(0, 100)}`);
  }
}

function isWebUrl(value: string): boolean {
  if (value.length > URL_LENGTH_MAX || !URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'http:' || protocol === 'https:';
}

/** Ten characters like a bKash transaction id, starting `SB` so nobody takes it for a real one. */
function newTrxId(): string {
  let trxId = 'SB';
  while (trxId.length < 10) trxId += TRX_ID_ALPHABET[randomInt(TRX_ID_ALPHABET.length)];
  return trxId;
}

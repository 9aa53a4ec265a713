/**
 * The sandbox gateway's server-to-server callbacks: a JSON body signed with HMAC-SHA256, posted to
 * the merchant's callback URL, retried in the background with growing delays when it does not get
 * through. Like a real gateway's, the callback is only a nudge: the merchant asks queryPayment.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import { isoNow } from '../../platform/db/time.js';
import type { CallbackHeaders, GatewayPaymentStatus } from './gateway.js';
import { findSandboxPaymentByRef, recordCallbackAttempt } from './queries.js';
import type { SandboxGatewayPaymentRow } from './tables.js';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** After the first attempt fails: 5 s, 30 s, 2 min, 10 min; five attempts in all. */
export const DEFAULT_CALLBACK_RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000] as const;

/** Kept short: the first attempt runs while the player's browser waits for its redirect. */
const DEFAULT_DELIVERY_TIMEOUT_MS = 5_000;

export interface SandboxCallbackBody {
  paymentRef: string;
  invoice: string;
  status: GatewayPaymentStatus;
}

/** Posts one callback; answers the receiver's HTTP status, throws when it cannot be reached. */
export type CallbackDeliverer = (
  url: string,
  headers: Record<string, string>,
  body: string,
) => Promise<{ status: number }>;

export type GatewayLog = (entry: object, message: string) => void;

/** `sha256=<hex>`: the HMAC-SHA256 of the exact bytes sent, keyed with the sandbox secret. */
export function signSandboxCallback(secret: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex')}`;
}

/** Header names arrive lower-cased from Node, but a caller may pass its own record. */
export function readHeader(headers: CallbackHeaders, name: string): string | undefined {
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  // Two signature headers would leave us guessing which one was meant: refuse both.
  if (Array.isArray(value)) return value.length === 1 ? value[0] : undefined;
  return value;
}

export function hasValidSandboxSignature(
  secret: string,
  headers: CallbackHeaders,
  rawBody: string,
): boolean {
  const match = /^sha256=([0-9a-f]{64})$/.exec(
    readHeader(headers, SANDBOX_SIGNATURE_HEADER)?.trim() ?? '',
  );
  if (!match?.[1]) return false;
  const expected = createHmac('sha256', secret).update(rawBody, 'utf8').digest();
  // Constant time, so the signature cannot be guessed byte by byte from response times.
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

/** The default deliverer: fetch, no redirects followed (a 3xx is not a delivery), with a timeout. */
export function createFetchDeliverer(
  timeoutMs: number = DEFAULT_DELIVERY_TIMEOUT_MS,
  fetchImplementation: typeof fetch = fetch,
): CallbackDeliverer {
  return async (url, headers, body) => {
    const response = await fetchImplementation(url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's body is not needed; releasing it frees the connection.
    await response.body?.cancel();
    return { status: response.status };
  };
}

export function sandboxCallbackBody(payment: SandboxGatewayPaymentRow): string {
  const body: SandboxCallbackBody = {
    paymentRef: payment.payment_ref,
    invoice: payment.merchant_invoice,
    status: payment.status === 'created' ? 'pending' : payment.status,
  };
  return JSON.stringify(body);
}

export interface CallbackSender {
  /** One attempt now; when it fails, retries are scheduled. True when this attempt got through. */
  send(paymentRef: string): Promise<boolean>;
  setDeliverer(deliverer: CallbackDeliverer): void;
  /** Cancels scheduled retries and waits for the attempt under way: for shutdown. */
  stop(): Promise<void>;
}

export function createCallbackSender(options: {
  db: Kysely<Database>;
  secret: string;
  deliverer: CallbackDeliverer;
  retryDelaysMs: readonly number[];
  log: GatewayLog;
  clock: () => number;
}): CallbackSender {
  const { db, secret, retryDelaysMs, log, clock } = options;
  let deliverer = options.deliverer;
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<unknown>>();

  async function attempt(paymentRef: string, retriesUsed: number): Promise<boolean> {
    const payment = await findSandboxPaymentByRef(db, paymentRef);
    if (!payment || payment.callback_delivered_at !== null) return true;
    const body = sandboxCallbackBody(payment);
    let failure: string | undefined;
    try {
      const { status } = await deliverer(
        payment.callback_url,
        {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: signSandboxCallback(secret, body),
        },
        body,
      );
      if (status < 200 || status > 299) failure = `callback answered ${status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    await recordCallbackAttempt(db, paymentRef, failure === undefined, isoNow(clock));
    if (failure === undefined) return true;
    const nextDelayMs = retryDelaysMs[retriesUsed];
    log(
      { paymentRef, attempt: retriesUsed + 1, reason: failure, retryInMs: nextDelayMs ?? null },
      nextDelayMs === undefined
        ? 'sandbox gateway callback failed; giving up (the merchant polls the payment)'
        : 'sandbox gateway callback failed; will retry',
    );
    if (nextDelayMs !== undefined) schedule(paymentRef, retriesUsed + 1, nextDelayMs);
    return false;
  }

  function track(paymentRef: string, retriesUsed: number): Promise<boolean> {
    const running = attempt(paymentRef, retriesUsed).catch((error: unknown) => {
      log({ paymentRef, error }, 'sandbox gateway callback could not be attempted');
      return false;
    });
    inFlight.add(running);
    void running.finally(() => inFlight.delete(running));
    return running;
  }

  function schedule(paymentRef: string, retriesUsed: number, delayMs: number): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!stopped) void track(paymentRef, retriesUsed);
    }, delayMs);
    // A pending retry must never keep the process alive at shutdown.
    timer.unref();
    timers.add(timer);
  }

  return {
    send: (paymentRef) => (stopped ? Promise.resolve(false) : track(paymentRef, 0)),
    setDeliverer(next) {
      deliverer = next;
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...inFlight]);
    },
  };
}

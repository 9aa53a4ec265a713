/**
 * bKash Tokenized Checkout (the "checkout URL" flow, mode 0011, API v1.2.0-beta) behind the
 * PaymentGateway interface. Written from bKash's public developer documentation and published
 * sample answers; it cannot be exercised against bKash here, so its test drives a local server
 * that speaks the same protocol. Where the protocol is uncertain the comment says so.
 *
 * The protocol, as documented (paths under BKASH_BASE_URL, e.g.
 * https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout):
 * - POST /token/grant   headers username, password; body { app_key, app_secret }
 *                       → { id_token, expires_in (s), refresh_token, token_type }
 * - POST /token/refresh same headers; body { app_key, app_secret, refresh_token } → same answer
 * - POST /create        headers Authorization: <id_token> (no "Bearer"), X-APP-Key: <app key>;
 *                       body { mode: '0011', payerReference, callbackURL, amount: '100.00',
 *                       currency: 'BDT', intent: 'sale', merchantInvoiceNumber }
 *                       → { paymentID, bkashURL, transactionStatus: 'Initiated', … }
 * - POST /execute       body { paymentID } → { trxID, transactionStatus: 'Completed', amount,
 *                       customerMsisdn, merchantInvoiceNumber, … }
 * - POST /payment/status body { paymentID } → { transactionStatus, trxID?, amount, … }
 * Every answer carries statusCode '0000' on success; a refusal is a 200 (or 4xx) whose statusCode
 * is another code with a statusMessage ('2023' Insufficient Balance, '2056' Invalid Payment
 * State, '2117' Payment execution already been called before …). Some error answers use
 * errorCode/errorMessage instead; both are read.
 */
import { paisa, paisaToTaka, takaToPaisa } from '@khela/contract';
import {
  GatewayError,
  type CallbackHeaders,
  type GatewayPayment,
  type GatewayPaymentStatus,
  type PaymentGateway,
} from './gateway.js';
import type { GatewayLog } from './sandbox-callbacks.js';

export const BKASH_GATEWAY_NAME = 'bkash';
/** bKash asks merchants to allow 30 s for every call. */
const DEFAULT_TIMEOUT_MS = 30_000;
/** A token is renewed a minute before bKash says it ends, so no call carries a dying one. */
const TOKEN_RENEW_MARGIN_MS = 60_000;
const SUCCESS_CODE = '0000';
/** bKash payment ids are letters and digits ('TR0011ON1565154754797'); the bound is generous. */
const PAYMENT_ID_PATTERN = /^[A-Za-z0-9_-]{6,100}$/;

/**
 * transactionStatus → ours. 'Initiated' means created and not (yet) executed. 'Pending
 * Authorized' and 'Authorized' belong to the authorize-and-capture intent, which we never ask
 * for; they count as pending. 'Expired', 'Failed', 'Cancelled' appear in integrators' write-ups
 * rather than in a published list, so an unknown word is read as pending (never as paid) and logged.
 */
const statusByTransactionStatus: Record<string, GatewayPaymentStatus> = {
  Completed: 'completed',
  Initiated: 'pending',
  'Pending Authorized': 'pending',
  Authorized: 'pending',
  Cancelled: 'cancelled',
  Canceled: 'cancelled',
  Failed: 'failed',
  Declined: 'failed',
  Expired: 'expired',
};

export interface BkashGatewayOptions {
  /** Up to and including /tokenized/checkout, without a trailing slash. */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  timeoutMs?: number;
  fetchImplementation?: typeof fetch;
  clock?: () => number;
  log?: GatewayLog;
}

type Answer = Record<string, unknown>;

interface Token {
  idToken: string;
  refreshToken: string | undefined;
  renewAtMs: number;
}

export function createBkashGateway(options: BkashGatewayOptions): PaymentGateway {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const doFetch = options.fetchImplementation ?? fetch;
  const clock = options.clock ?? Date.now;
  const log = options.log ?? (() => undefined);
  let token: Token | undefined;
  let tokenRequest: Promise<Token> | undefined;

  const networkError = (message: string, cause?: unknown) =>
    new GatewayError(BKASH_GATEWAY_NAME, 'network', message, { cause });

  /** One HTTP exchange: unreachable, 5xx and unreadable answers are network errors. */
  async function post(
    path: string,
    body: object,
    headers: Record<string, string>,
  ): Promise<{ httpStatus: number; answer: Answer }> {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw networkError(`bKash could not be reached (${path}).`, error);
    }
    if (response.status >= 500) {
      throw networkError(`bKash answered ${response.status} (${path}).`);
    }
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch (error) {
      throw networkError(`bKash answered ${response.status} with no JSON (${path}).`, error);
    }
    if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) {
      throw networkError(`bKash answered an unexpected shape (${path}).`);
    }
    return { httpStatus: response.status, answer: answer as Answer };
  }

  /** A refusal in any of bKash's shapes, or undefined when the answer is a success. */
  function refusal(httpStatus: number, answer: Answer, path: string): GatewayError | undefined {
    const code = text(answer['statusCode']) ?? text(answer['errorCode']);
    if (code === SUCCESS_CODE || (code === undefined && httpStatus < 400)) return undefined;
    const message =
      text(answer['statusMessage']) ??
      text(answer['errorMessage']) ??
      text(answer['msg']) ??
      `bKash refused the request (${httpStatus}).`;
    return new GatewayError(BKASH_GATEWAY_NAME, 'refused', `${message} (${path})`, {
      gatewayCode: code ?? String(httpStatus),
    });
  }

  async function requestToken(current: Token | undefined): Promise<Token> {
    const credentials = { username: options.username, password: options.password };
    const keys = { app_key: options.appKey, app_secret: options.appSecret };
    if (current?.refreshToken) {
      try {
        const renewed = await post(
          '/token/refresh',
          { ...keys, refresh_token: current.refreshToken },
          credentials,
        );
        const parsed = tokenFrom(renewed.answer);
        if (parsed) return parsed;
      } catch (error) {
        // A refresh that fails falls back to a fresh grant below; only the grant's failure counts.
        log({ error }, 'bKash token refresh failed; asking for a new grant');
      }
    }
    const granted = await post('/token/grant', keys, credentials);
    const parsed = tokenFrom(granted.answer);
    if (parsed) return parsed;
    throw (
      refusal(granted.httpStatus, granted.answer, '/token/grant') ??
      new GatewayError(BKASH_GATEWAY_NAME, 'refused', 'bKash granted no token.', {
        gatewayCode: 'no_token',
      })
    );
  }

  function tokenFrom(answer: Answer): Token | undefined {
    const idToken = text(answer['id_token']);
    if (!idToken) return undefined;
    const expiresInSeconds = Number(answer['expires_in'] ?? 3600);
    const lifetimeMs = Number.isFinite(expiresInSeconds) ? expiresInSeconds * 1000 : 3_600_000;
    return {
      idToken,
      refreshToken: text(answer['refresh_token']),
      renewAtMs: clock() + Math.max(0, lifetimeMs - TOKEN_RENEW_MARGIN_MS),
    };
  }

  /** One token for every call until it nears its end; concurrent callers share one request. */
  async function validToken(forceRenew: boolean): Promise<string> {
    if (!forceRenew && token && clock() < token.renewAtMs) return token.idToken;
    tokenRequest ??= requestToken(token).finally(() => (tokenRequest = undefined));
    token = await tokenRequest;
    return token.idToken;
  }

  /** A call with the token; a 401/403 (token revoked early) gets one retry with a new token. */
  async function call(path: string, body: object): Promise<Answer> {
    const send = async (forceRenew: boolean) =>
      post(path, body, {
        authorization: await validToken(forceRenew),
        'x-app-key': options.appKey,
      });
    let result = await send(false);
    if (result.httpStatus === 401 || result.httpStatus === 403) result = await send(true);
    const refused = refusal(result.httpStatus, result.answer, path);
    if (refused) throw refused;
    return result.answer;
  }

  function paymentFrom(answer: Answer, paymentRef: string): GatewayPayment {
    const transactionStatus = text(answer['transactionStatus']) ?? '';
    let status = statusByTransactionStatus[transactionStatus];
    if (!status) {
      log(
        { paymentRef, transactionStatus },
        'bKash reported a status we do not know; read as pending',
      );
      status = 'pending';
    }
    const amount = answer['amount'];
    const amountText = typeof amount === 'number' ? String(amount) : (text(amount) ?? '');
    if (!/^\d+(\.\d{1,2})?$/.test(amountText)) {
      throw networkError(`bKash answered an unreadable amount for ${paymentRef}.`);
    }
    const payerNumber = text(answer['customerMsisdn']) ?? text(answer['payerAccount']);
    return {
      paymentRef: text(answer['paymentID']) ?? paymentRef,
      // The create and execute answers say merchantInvoiceNumber; some status answers merchantInvoice.
      invoice: text(answer['merchantInvoiceNumber']) ?? text(answer['merchantInvoice']) ?? '',
      status,
      amountPaisa: takaToPaisa(Number(amountText)),
      trxId: text(answer['trxID']) ?? null,
      payerNumber: payerNumber ?? null,
    };
  }

  return {
    name: BKASH_GATEWAY_NAME,
    isSandbox: false,

    async createCheckout(input) {
      if (!Number.isSafeInteger(input.amountPaisa) || input.amountPaisa <= 0) {
        throw new GatewayError(BKASH_GATEWAY_NAME, 'refused', 'The amount must be positive.', {
          gatewayCode: 'invalid_request',
        });
      }
      // bKash's "callbackURL" is where it sends the player's browser, adding paymentID and
      // status=success|failure|cancel (and a signature we cannot check). It has no
      // server-to-server callback in this flow, so the browser goes to our return page, and the
      // deposit is settled by queryPayment (which executes the payment). How bKash appends its
      // parameters to a URL that already has a query is not documented: keep returnUrl query-free.
      const answer = await call('/create', {
        mode: '0011',
        payerReference: input.invoice,
        callbackURL: input.returnUrl,
        amount: paisaToTaka(paisa(input.amountPaisa)).toFixed(2),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: input.invoice,
      });
      const paymentRef = text(answer['paymentID']);
      const checkoutUrl = text(answer['bkashURL']);
      if (!paymentRef || !checkoutUrl) {
        throw networkError('bKash created a payment without an id or a checkout URL.');
      }
      return { paymentRef, checkoutUrl };
    },

    async queryPayment(paymentRef) {
      if (!PAYMENT_ID_PATTERN.test(paymentRef)) {
        throw new GatewayError(BKASH_GATEWAY_NAME, 'refused', 'Not a bKash payment id.', {
          gatewayCode: 'invalid_payment_ref',
        });
      }
      const status = await call('/payment/status', { paymentID: paymentRef });
      if (text(status['transactionStatus']) !== 'Initiated') return paymentFrom(status, paymentRef);
      // In this flow money moves only when the merchant executes a payment the player has
      // authorised. Executing here makes queryPayment the one question the deposit flow asks.
      // Before the player authorises, bKash refuses the execute (uncertain which code: '2056'
      // Invalid Payment State is what integrators report); after an execute that already ran
      // it answers '2117'. Either way the status query that follows tells the truth.
      try {
        const executed = await call('/execute', { paymentID: paymentRef });
        if (text(executed['transactionStatus']) === 'Completed') {
          return paymentFrom(executed, paymentRef);
        }
      } catch (error) {
        if (!(error instanceof GatewayError) || error.kind !== 'refused') throw error;
        log(
          { paymentRef, code: error.gatewayCode, reason: error.message },
          'bKash did not execute the payment',
        );
      }
      return paymentFrom(await call('/payment/status', { paymentID: paymentRef }), paymentRef);
    },

    /**
     * bKash's browser redirect carries paymentID and status but no signature a merchant can
     * check, and its IPN (AWS SNS) is signed with a certificate that must be fetched, which this
     * synchronous check cannot do. So this only reads a well-formed payment id, from a JSON body,
     * an SNS envelope or a query-string body; the caller must trust nothing but queryPayment.
     */
    verifyCallback(_headers: CallbackHeaders, rawBody: string) {
      const paymentRef = paymentIdFromCallback(rawBody);
      return paymentRef !== undefined && PAYMENT_ID_PATTERN.test(paymentRef)
        ? { paymentRef }
        : undefined;
    },
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function paymentIdFromCallback(rawBody: string): string | undefined {
  const trimmed = rawBody.trim();
  if (!trimmed.startsWith('{')) {
    return new URLSearchParams(trimmed.replace(/^\?/, '')).get('paymentID') ?? undefined;
  }
  try {
    const body: unknown = JSON.parse(trimmed);
    if (typeof body !== 'object' || body === null) return undefined;
    const record = body as Answer;
    // An SNS notification wraps bKash's message as a JSON string in `Message`.
    if (record['Type'] === 'Notification' && typeof record['Message'] === 'string') {
      return paymentIdFromCallback(record['Message']);
    }
    return text(record['paymentID']);
  } catch {
    return undefined;
  }
}

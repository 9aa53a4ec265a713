/**
 * The bKash adapter against a local HTTP server that speaks bKash's Tokenized Checkout protocol
 * as documented (grant/refresh token, create, execute, payment status) with its failure answers:
 * refusals in a 200 body, bad credentials, a revoked token, 5xx, non-JSON, a hang, a lost execute
 * answer. It proves the adapter's reading of the protocol, not bKash's behaviour itself.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBkashGateway, type BkashGatewayOptions } from './bkash-gateway.js';
import { GatewayError, type PaymentGateway } from './gateway.js';

type FakeState =
  'Initiated' | 'Authorized' | 'Completed' | 'Cancelled' | 'Failed' | 'Expired' | 'Odd';

interface FakePayment {
  invoice: string;
  amount: string;
  state: FakeState;
  trxId: string | null;
  msisdn: string | null;
  insufficientBalance: boolean;
}

interface FakeRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** What a bKash merchant account looks like from outside, kept in memory. */
class FakeBkash {
  mode: 'normal' | 'down' | 'garbage' | 'hang' = 'normal';
  loseNextExecuteAnswer = false;
  readonly requests: FakeRequest[] = [];
  readonly payments = new Map<string, FakePayment>();
  private readonly validTokens = new Set<string>();
  private readonly validRefreshTokens = new Set<string>();
  private tokensIssued = 0;
  private paymentsCreated = 0;

  count(path: string): number {
    return this.requests.filter((request) => request.path === path).length;
  }

  revokeTokens(): void {
    this.validTokens.clear();
  }

  /** The player approves on bKash's page (number, OTP, PIN); money moves only on execute. */
  authorize(paymentId: string, msisdn = '01770618575'): void {
    const payment = this.payments.get(paymentId)!;
    payment.state = 'Authorized';
    payment.msisdn = msisdn;
  }

  handle(path: string, headers: http.IncomingHttpHeaders, body: Record<string, unknown>) {
    this.requests.push({ path, headers, body });
    if (path === '/token/grant' || path === '/token/refresh')
      return this.token(path, headers, body);
    if (!this.validTokens.has(String(headers['authorization'])) || headers['x-app-key'] !== 'key') {
      return { status: 401, body: { message: 'Unauthorized' } };
    }
    const payment = this.payments.get(String(body['paymentID']));
    switch (path) {
      case '/create':
        return this.create(body);
      case '/execute':
        if (!payment) return ok({ statusCode: '2056', statusMessage: 'Invalid Payment State' });
        return this.execute(String(body['paymentID']), payment);
      case '/payment/status':
        if (!payment) return ok({ statusCode: '2056', statusMessage: 'Invalid Payment State' });
        return ok({
          statusCode: '0000',
          statusMessage: 'Successful',
          paymentID: body['paymentID'],
          mode: '0011',
          amount: payment.amount,
          currency: 'BDT',
          intent: 'sale',
          // The status answer names the invoice merchantInvoice, unlike create and execute.
          merchantInvoice: payment.invoice,
          transactionStatus:
            payment.state === 'Authorized'
              ? 'Initiated'
              : payment.state === 'Odd'
                ? 'Mystery'
                : payment.state,
          ...(payment.trxId ? { trxID: payment.trxId, customerMsisdn: payment.msisdn } : {}),
        });
      default:
        return { status: 404, body: { message: 'Not Found' } };
    }
  }

  private token(path: string, headers: http.IncomingHttpHeaders, body: Record<string, unknown>) {
    const keysMatch = body['app_key'] === 'key' && body['app_secret'] === 'secret';
    if (headers['username'] !== 'merchant' || headers['password'] !== 'pw' || !keysMatch) {
      return ok({ statusCode: '2079', statusMessage: 'Invalid username or password' });
    }
    if (path === '/token/refresh' && !this.validRefreshTokens.has(String(body['refresh_token']))) {
      return ok({ statusCode: '2080', statusMessage: 'Invalid refresh token' });
    }
    this.tokensIssued += 1;
    const idToken = `id-token-${this.tokensIssued}`;
    const refreshToken = `refresh-token-${this.tokensIssued}`;
    this.validTokens.add(idToken);
    this.validRefreshTokens.add(refreshToken);
    return ok({
      statusCode: '0000',
      statusMessage: 'Successful',
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: refreshToken,
    });
  }

  private create(body: Record<string, unknown>) {
    const wellFormed =
      body['mode'] === '0011' &&
      body['currency'] === 'BDT' &&
      body['intent'] === 'sale' &&
      typeof body['amount'] === 'string' &&
      /^\d+\.\d{2}$/.test(body['amount']) &&
      typeof body['callbackURL'] === 'string' &&
      typeof body['merchantInvoiceNumber'] === 'string';
    if (!wellFormed) return ok({ statusCode: '2065', statusMessage: 'Mandatory field missing' });
    const invoice = body['merchantInvoiceNumber'] as string;
    if ([...this.payments.values()].some((payment) => payment.invoice === invoice)) {
      return ok({ statusCode: '2029', statusMessage: 'Duplicate for All Transactions' });
    }
    this.paymentsCreated += 1;
    const paymentId = `TR0011FAKE${String(this.paymentsCreated).padStart(8, '0')}`;
    this.payments.set(paymentId, {
      invoice,
      amount: body['amount'] as string,
      state: 'Initiated',
      trxId: null,
      msisdn: null,
      insufficientBalance: false,
    });
    return ok({
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID: paymentId,
      bkashURL: `https://sandbox.payment.bkash.com/redirect/tokenized/?paymentID=${paymentId}&hash=x`,
      callbackURL: body['callbackURL'],
      amount: body['amount'],
      intent: 'sale',
      currency: 'BDT',
      transactionStatus: 'Initiated',
      merchantInvoiceNumber: invoice,
    });
  }

  private execute(paymentId: string, payment: FakePayment) {
    if (payment.state === 'Completed') {
      return ok({
        statusCode: '2117',
        statusMessage: 'Payment execution already been called before',
      });
    }
    if (payment.state !== 'Authorized') {
      return ok({ statusCode: '2056', statusMessage: 'Invalid Payment State' });
    }
    if (payment.insufficientBalance) {
      payment.state = 'Failed';
      return ok({ statusCode: '2023', statusMessage: 'Insufficient Balance' });
    }
    payment.state = 'Completed';
    payment.trxId = `BGP${paymentId.slice(-7)}`;
    if (this.loseNextExecuteAnswer) {
      this.loseNextExecuteAnswer = false;
      return 'drop' as const;
    }
    return ok({
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID: paymentId,
      customerMsisdn: payment.msisdn,
      payerReference: payment.invoice,
      trxID: payment.trxId,
      amount: payment.amount,
      transactionStatus: 'Completed',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: payment.invoice,
    });
  }
}

function ok(body: Record<string, unknown>) {
  return { status: 200, body };
}

const PREFIX = '/v1.2.0-beta/tokenized/checkout';
let fake: FakeBkash;
let server: http.Server;
let baseUrl: string;
let nowMs = Date.parse('2025-01-01T00:00:00Z');

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (fake.mode === 'hang') return;
      if (fake.mode === 'down') return void response.writeHead(503).end('Service Unavailable');
      if (fake.mode === 'garbage')
        return void response.writeHead(200).end('<html>maintenance</html>');
      const path = (request.url ?? '').replace(PREFIX, '');
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return void response.writeHead(400).end('{"statusCode":"2065","statusMessage":"Bad JSON"}');
      }
      const answer = fake.handle(path, request.headers, body);
      if (answer === 'drop') return void request.socket.destroy();
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${PREFIX}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  fake = new FakeBkash();
});

function bkash(overrides: Partial<BkashGatewayOptions> = {}): PaymentGateway {
  return createBkashGateway({
    baseUrl,
    appKey: 'key',
    appSecret: 'secret',
    username: 'merchant',
    password: 'pw',
    // Long enough for a loopback answer on a loaded CI machine; the hang below sets its own.
    timeoutMs: 5_000,
    clock: () => nowMs,
    ...overrides,
  });
}

const checkoutInput = (invoice: string, amountPaisa = 123_450) => ({
  invoice,
  amountPaisa,
  callbackUrl: 'https://khela.example/api/payments/gateway/bkash/callback',
  returnUrl: 'https://khela.example/payment-request',
});

async function refusalOf(promise: Promise<unknown>): Promise<GatewayError> {
  const error = await promise.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe('bKash gateway against a protocol fake', () => {
  it('opens a checkout: one grant, the token and app key on the call, amount in taka', async () => {
    const gateway = bkash();
    const checkout = await gateway.createCheckout(checkoutInput('INV-1'));
    expect(checkout.paymentRef).toMatch(/^TR0011FAKE/);
    expect(checkout.checkoutUrl).toContain(`paymentID=${checkout.paymentRef}`);
    const create = fake.requests.find((request) => request.path === '/create')!;
    expect(create.headers['authorization']).toBe('id-token-1');
    expect(create.headers['x-app-key']).toBe('key');
    expect(create.body).toEqual({
      mode: '0011',
      payerReference: 'INV-1',
      callbackURL: 'https://khela.example/payment-request',
      amount: '1234.50',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: 'INV-1',
    });
    await gateway.createCheckout(checkoutInput('INV-2', 10_000));
    expect(fake.count('/token/grant')).toBe(1);
    expect(fake.requests.at(-1)!.body['amount']).toBe('100.00');
  });

  it('reads pending until the player approves, then executes and reads completed', async () => {
    const gateway = bkash();
    const { paymentRef } = await gateway.createCheckout(checkoutInput('INV-3'));
    expect(await gateway.queryPayment(paymentRef)).toMatchObject({
      status: 'pending',
      trxId: null,
    });
    // Not approved yet: bKash refused the execute, nothing moved.
    expect(fake.count('/execute')).toBe(1);

    fake.authorize(paymentRef);
    const paid = await gateway.queryPayment(paymentRef);
    expect(paid).toEqual({
      paymentRef,
      invoice: 'INV-3',
      status: 'completed',
      amountPaisa: 123_450,
      trxId: fake.payments.get(paymentRef)!.trxId,
      payerNumber: '01770618575',
    });
    // Asked again (callback and poller): the status answer alone, no second execute.
    expect(await gateway.queryPayment(paymentRef)).toEqual(paid);
    expect(fake.count('/execute')).toBe(2);
  });

  it('recovers an execute whose answer was lost: the next query reads completed', async () => {
    const gateway = bkash();
    const { paymentRef } = await gateway.createCheckout(checkoutInput('INV-4'));
    fake.authorize(paymentRef);
    fake.loseNextExecuteAnswer = true;
    expect(await refusalOf(gateway.queryPayment(paymentRef))).toMatchObject({ kind: 'network' });
    expect(await gateway.queryPayment(paymentRef)).toMatchObject({
      status: 'completed',
      invoice: 'INV-4',
    });
  });

  it('maps refusals and final states: insufficient balance, cancelled, expired, unknown words', async () => {
    const gateway = bkash();
    const { paymentRef } = await gateway.createCheckout(checkoutInput('INV-5'));
    fake.authorize(paymentRef);
    fake.payments.get(paymentRef)!.insufficientBalance = true;
    expect((await gateway.queryPayment(paymentRef)).status).toBe('failed');

    for (const [state, status] of [
      ['Cancelled', 'cancelled'],
      ['Expired', 'expired'],
      ['Odd', 'pending'],
    ] as const) {
      const created = await gateway.createCheckout(checkoutInput(`INV-5-${state}`));
      fake.payments.get(created.paymentRef)!.state = state;
      expect((await gateway.queryPayment(created.paymentRef)).status).toBe(status);
    }

    const duplicate = await refusalOf(gateway.createCheckout(checkoutInput('INV-5')));
    expect(duplicate).toMatchObject({ kind: 'refused', gatewayCode: '2029', gateway: 'bkash' });
    expect(duplicate.message).toContain('Duplicate for All Transactions');
    const unknown = await refusalOf(gateway.queryPayment('TR0011UNKNOWN000'));
    expect(unknown).toMatchObject({ kind: 'refused', gatewayCode: '2056' });
    expect(await refusalOf(gateway.queryPayment('../../etc'))).toMatchObject({ kind: 'refused' });
    expect(await refusalOf(gateway.createCheckout(checkoutInput('INV-6', 0)))).toMatchObject({
      kind: 'refused',
    });
  });

  it('renews its token: refresh near the end, a new grant when refresh fails or a call gets 401', async () => {
    const gateway = bkash();
    await gateway.createCheckout(checkoutInput('INV-7'));
    nowMs += 3_550_000; // past expires_in less the renewal margin
    await gateway.createCheckout(checkoutInput('INV-8'));
    expect([fake.count('/token/grant'), fake.count('/token/refresh')]).toEqual([1, 1]);
    expect(fake.requests.at(-1)!.headers['authorization']).toBe('id-token-2');

    // bKash dropped the token early: the 401 is answered with a renewed token and one retry.
    fake.revokeTokens();
    await gateway.createCheckout(checkoutInput('INV-9'));
    expect([fake.count('/token/grant'), fake.count('/token/refresh')]).toEqual([1, 2]);
    expect(fake.requests.at(-1)!.headers['authorization']).toBe('id-token-3');

    // A refresh token bKash no longer knows: fall back to a grant.
    const lonely = bkash();
    await lonely.createCheckout(checkoutInput('INV-10'));
    fake = new FakeBkash();
    nowMs += 3_600_000;
    await lonely.createCheckout(checkoutInput('INV-11'));
    expect([fake.count('/token/refresh'), fake.count('/token/grant')]).toEqual([1, 1]);
  });

  it('concurrent first calls share one grant', async () => {
    const gateway = bkash();
    await Promise.all([1, 2, 3].map((n) => gateway.createCheckout(checkoutInput(`INV-C${n}`))));
    expect(fake.count('/token/grant')).toBe(1);
  });

  it('reports bad credentials as refused and an unusable gateway as network', async () => {
    const wrong = await refusalOf(
      bkash({ password: 'nope' }).createCheckout(checkoutInput('INV-12')),
    );
    expect(wrong).toMatchObject({ kind: 'refused', gatewayCode: '2079' });

    const gateway = bkash({ timeoutMs: 300 });
    for (const mode of ['down', 'garbage', 'hang'] as const) {
      fake.mode = mode;
      const failure = await refusalOf(gateway.createCheckout(checkoutInput(`INV-${mode}`)));
      expect(failure.kind).toBe('network');
    }
    const closed = bkash({ baseUrl: 'http://127.0.0.1:1/v1.2.0-beta/tokenized/checkout' });
    expect(await refusalOf(closed.queryPayment('TR0011FAKE00000001'))).toMatchObject({
      kind: 'network',
    });
  });

  it('reads the payment id from a callback, which it cannot authenticate', () => {
    const gateway = bkash();
    const id = 'TR0011ON1565154754797';
    expect(gateway.verifyCallback({}, JSON.stringify({ paymentID: id }))).toEqual({
      paymentRef: id,
    });
    expect(
      gateway.verifyCallback({}, `paymentID=${id}&status=success&apiVersion=1.2.0-beta`),
    ).toEqual({
      paymentRef: id,
    });
    const sns = JSON.stringify({
      Type: 'Notification',
      Message: JSON.stringify({ paymentID: id, trxID: 'X' }),
    });
    expect(gateway.verifyCallback({}, sns)).toEqual({ paymentRef: id });
    for (const body of ['', '{', '{"paymentID":5}', 'paymentID=../x', 'status=success', 'null']) {
      expect(gateway.verifyCallback({}, body)).toBeUndefined();
    }
  });
});

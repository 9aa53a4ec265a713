/**
 * The sandbox gateway end to end through the real app: a checkout is created, its hosted page is
 * fetched and its forms posted with app.inject, and the signed callback reaches a test-only
 * merchant route in the same app (the harness routes deliveries through inject). Covers paying,
 * a bad wallet number, cancel, simulated failure, expiry, double submits, forged callbacks and
 * every malformed request the pages can get.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, testDialect, type TestApp } from '../../testing/build-test-app.js';
import { GatewayError } from './gateway.js';
import { SANDBOX_SIGNATURE_HEADER } from './sandbox-callbacks.js';
import type { SandboxGateway } from './sandbox-gateway.js';
import { postRaw } from '../../testing/requests.js';

interface ReceivedCallback {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
}

let harness: TestApp;
let gateway: SandboxGateway;
const received: ReceivedCallback[] = [];
let invoiceNumber = 0;

const SECRET = 'test-secret-with-at-least-32-characters';
const CALLBACK_URL = 'http://localhost:3000/test-merchant/callback';
const RETURN_URL = 'https://shop.example/payment-request?deposit=abc';

beforeAll(async () => {
  harness = await buildTestApp(
    { SANDBOX_GATEWAY_SECRET: SECRET },
    {
      // The merchant's receiver, as the deposits side writes it: raw body kept for the signature.
      routes: async (app) => {
        // eslint-disable-next-line @typescript-eslint/require-await -- Fastify plugins are async by contract
        await app.register(async (merchant) => {
          merchant.removeContentTypeParser('application/json');
          merchant.addContentTypeParser(
            'application/json',
            { parseAs: 'string' },
            (_request, body, done) => done(null, body),
          );
          merchant.post('/test-merchant/callback', (request) => {
            received.push({ headers: request.headers, rawBody: String(request.body) });
            return Promise.resolve({ ok: true });
          });
        });
      },
    },
  );
  const sandbox = harness.context.paymentGateways.sandbox;
  if (!sandbox) throw new Error('the sandbox gateway is the default');
  gateway = sandbox;
});
afterAll(() => harness.close());
beforeEach(() => {
  received.length = 0;
});

async function newCheckout(amountPaisa = 123_450) {
  invoiceNumber += 1;
  const invoice = `D-${testDialect}-${invoiceNumber}`;
  const checkout = await gateway.createCheckout({
    invoice,
    amountPaisa,
    callbackUrl: CALLBACK_URL,
    returnUrl: RETURN_URL,
  });
  return { ...checkout, invoice, path: new URL(checkout.checkoutUrl).pathname };
}

const post = (url: string, payload = '') =>
  postRaw(harness, url, 'application/x-www-form-urlencoded', payload);

const row = (paymentRef: string) =>
  harness.context.db
    .selectFrom('sandbox_gateway_payments')
    .selectAll()
    .where('payment_ref', '=', paymentRef)
    .executeTakeFirstOrThrow();

describe(`sandbox gateway checkout on ${testDialect}`, () => {
  it('opens a checkout whose page is a labelled, script-free, phone-sized form', async () => {
    const checkout = await newCheckout();
    expect(checkout.paymentRef).toMatch(/^SBX[0-9A-F]{24}$/);
    expect(checkout.checkoutUrl).toBe(
      `http://localhost:3000/sandbox-gateway/checkout/${checkout.paymentRef}`,
    );
    expect(await row(checkout.paymentRef)).toMatchObject({
      status: 'created',
      merchant_invoice: checkout.invoice,
      amount_paisa: 123_450,
      callback_attempts: 0,
    });

    const page = await harness.app.inject({ method: 'GET', url: checkout.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('SANDBOX payment gateway</strong> — no real money moves');
    expect(page.body).toContain(
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    );
    expect(page.body).toContain('max-width:420px');
    expect(page.body).toContain(checkout.invoice);
    expect(page.body).toContain('৳1,234.50');
    expect(page.body).toContain(`action="${checkout.path}/pay"`);
    expect(page.body).toContain(`action="${checkout.path}/cancel"`);
    expect(page.body).toContain('Simulate failure');
    expect(page.body).not.toContain('<script');
    // Its own policy: no script at all, forms to this server and the merchant's return origin.
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' https://shop.example; frame-ancestors 'none'; base-uri 'none'",
    );
  });

  it('shows the page again with an error for a bad wallet number, and changes nothing', async () => {
    const checkout = await newCheckout();
    for (const payload of ['wallet_number=12345', 'wallet_number=0171234567x', '', 'other=1']) {
      const answer = await post(`${checkout.path}/pay`, payload);
      expect(answer.statusCode).toBe(422);
      expect(answer.body).toContain('role="alert"');
      expect(answer.body).toContain('Enter your 11-digit wallet number');
      expect(answer.body).toContain('aria-invalid="true"');
    }
    const echoed = await post(`${checkout.path}/pay`, 'wallet_number=%22%3E%3Cb%3Ex');
    expect(echoed.body).toContain('value="&quot;&gt;&lt;b&gt;x"');
    expect((await row(checkout.paymentRef)).status).toBe('created');
    expect(received).toHaveLength(0);
  });

  it('pays: completes once, delivers a signed callback, and sends the browser back', async () => {
    const checkout = await newCheckout();
    const answer = await post(`${checkout.path}/pay`, 'wallet_number=+01712345678+');
    expect(answer.statusCode).toBe(303);
    const back = new URL(String(answer.headers['location']));
    expect(`${back.origin}${back.pathname}`).toBe('https://shop.example/payment-request');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      deposit: 'abc',
      status: 'success',
      paymentRef: checkout.paymentRef,
    });

    const paid = await row(checkout.paymentRef);
    expect(paid).toMatchObject({ status: 'completed', payer_number: '01712345678' });
    expect(paid.trx_id).toMatch(/^SB[0-9A-Z]{8}$/);
    expect(paid.callback_attempts).toBe(1);
    expect(paid.callback_delivered_at).not.toBeNull();

    expect(received).toHaveLength(1);
    const callback = received[0]!;
    expect(JSON.parse(callback.rawBody)).toEqual({
      paymentRef: checkout.paymentRef,
      invoice: checkout.invoice,
      status: 'completed',
    });
    expect(callback.headers[SANDBOX_SIGNATURE_HEADER]).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(gateway.verifyCallback(callback.headers, callback.rawBody)).toEqual({
      paymentRef: checkout.paymentRef,
    });
    expect(await gateway.queryPayment(checkout.paymentRef)).toEqual({
      paymentRef: checkout.paymentRef,
      invoice: checkout.invoice,
      status: 'completed',
      amountPaisa: 123_450,
      trxId: paid.trx_id,
      payerNumber: '01712345678',
    });

    const done = await harness.app.inject({ method: 'GET', url: checkout.path });
    expect(done.body).toContain('Payment completed');
    expect(done.body).toContain(paid.trx_id);
    expect(done.body).not.toContain('<form');
  });

  it('a second submit (double click, or Cancel after Pay) changes nothing and sends no callback', async () => {
    const checkout = await newCheckout();
    const [first, second] = await Promise.all([
      post(`${checkout.path}/pay`, 'wallet_number=01812345678'),
      post(`${checkout.path}/pay`, 'wallet_number=01912345678'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([303, 303]);
    const paid = await row(checkout.paymentRef);
    expect(paid.status).toBe('completed');
    expect(received).toHaveLength(1);

    for (const action of ['pay', 'cancel', 'fail']) {
      const again = await post(`${checkout.path}/${action}`, 'wallet_number=01512345678');
      expect(again.statusCode).toBe(303);
      expect(new URL(String(again.headers['location'])).searchParams.get('status')).toBe('success');
    }
    expect(await row(checkout.paymentRef)).toEqual(paid);
    expect(received).toHaveLength(1);
  });

  it('cancels and simulates failure, each with its callback and return status', async () => {
    for (const [action, status, returned] of [
      ['cancel', 'cancelled', 'cancelled'],
      ['fail', 'failed', 'failed'],
    ] as const) {
      received.length = 0;
      const checkout = await newCheckout();
      const answer = await post(`${checkout.path}/${action}`);
      expect(answer.statusCode).toBe(303);
      expect(new URL(String(answer.headers['location'])).searchParams.get('status')).toBe(returned);
      expect(await row(checkout.paymentRef)).toMatchObject({
        status,
        trx_id: null,
        payer_number: null,
      });
      expect(received.map((callback) => JSON.parse(callback.rawBody) as unknown)).toEqual([
        { paymentRef: checkout.paymentRef, invoice: checkout.invoice, status },
      ]);
      expect((await gateway.queryPayment(checkout.paymentRef)).status).toBe(status);
      const page = await harness.app.inject({ method: 'GET', url: checkout.path });
      expect(page.body).toContain(status === 'cancelled' ? 'Payment cancelled' : 'Payment failed');
      expect(page.body).toContain(`status=${returned}`);
    }
  });

  it('an expired checkout cannot be paid; the page and the query say expired', async () => {
    const checkout = await newCheckout();
    await harness.context.db
      .updateTable('sandbox_gateway_payments')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('payment_ref', '=', checkout.paymentRef)
      .execute();

    const page = await harness.app.inject({ method: 'GET', url: checkout.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This payment has expired');
    expect(page.body).not.toContain('<form');

    const pay = await post(`${checkout.path}/pay`, 'wallet_number=01712345678');
    expect(pay.statusCode).toBe(200);
    expect(pay.body).toContain('This payment has expired');
    expect(await gateway.queryPayment(checkout.paymentRef)).toMatchObject({
      status: 'expired',
      trxId: null,
    });
    expect((await row(checkout.paymentRef)).status).toBe('expired');
    expect(received).toHaveLength(0);
  });

  it('answers unknown refs, actions and paths with an HTML 404, and bad bodies with a 4xx', async () => {
    const checkout = await newCheckout();
    const notFound = [
      await harness.app.inject({
        method: 'GET',
        url: '/sandbox-gateway/checkout/SBX000000000000000000000000',
      }),
      await harness.app.inject({ method: 'GET', url: '/sandbox-gateway/checkout/nope' }),
      await post(
        '/sandbox-gateway/checkout/SBX000000000000000000000000/pay',
        'wallet_number=01712345678',
      ),
      await post(`${checkout.path}/refund`),
      await harness.app.inject({ method: 'GET', url: '/sandbox-gateway/elsewhere' }),
    ];
    for (const answer of notFound) {
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toContain('text/html');
      expect(answer.body).toContain('Payment not found');
    }
    // A ref longer than any route parameter is refused by the router in the app's error shape.
    const long = await harness.app.inject({
      method: 'GET',
      url: `/sandbox-gateway/checkout/${'x'.repeat(5000)}`,
    });
    expect(long.statusCode).toBe(400);
    const json = await harness.app.inject({
      method: 'POST',
      url: `${checkout.path}/pay`,
      payload: { wallet_number: ['01712345678'] },
    });
    expect(json.statusCode).toBe(422);
    const huge = await post(`${checkout.path}/pay`, `wallet_number=${'1'.repeat(5000)}`);
    expect(huge.statusCode).toBe(413);
    const odd = await postRaw(harness, `${checkout.path}/pay`, 'application/xml', '<x/>');
    expect(odd.statusCode).toBe(415);
    expect((await row(checkout.paymentRef)).status).toBe('created');
  });

  it('refuses a forged, altered or malformed callback', async () => {
    const checkout = await newCheckout();
    await post(`${checkout.path}/pay`, 'wallet_number=01712345678');
    const { headers, rawBody } = received[0]!;
    const signature = String(headers[SANDBOX_SIGNATURE_HEADER]);
    const forged = `sha256=${createHmac('sha256', 'not-the-secret').update(rawBody).digest('hex')}`;
    const altered = rawBody.replace('completed', 'cancelled');
    const cases: [Record<string, string | string[] | undefined>, string][] = [
      [{ [SANDBOX_SIGNATURE_HEADER]: forged }, rawBody],
      [{ [SANDBOX_SIGNATURE_HEADER]: signature }, altered],
      [{}, rawBody],
      [{ [SANDBOX_SIGNATURE_HEADER]: signature.replace('sha256=', '') }, rawBody],
      [{ [SANDBOX_SIGNATURE_HEADER]: signature.toUpperCase() }, rawBody],
      [{ [SANDBOX_SIGNATURE_HEADER]: [signature, signature] }, rawBody],
      [{ [SANDBOX_SIGNATURE_HEADER]: 'sha256=zz' }, rawBody],
    ];
    for (const [candidateHeaders, body] of cases) {
      expect(gateway.verifyCallback(candidateHeaders, body)).toBeUndefined();
    }
    // Signed with the right secret but not a callback about a payment: still refused.
    const sign = (body: string) => ({
      [SANDBOX_SIGNATURE_HEADER]: `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`,
    });
    for (const body of ['not json', '[]', 'null', '{"paymentRef":42}', '{"paymentRef":"SBX1"}']) {
      expect(gateway.verifyCallback(sign(body), body)).toBeUndefined();
    }
    expect(gateway.verifyCallback(sign(rawBody), rawBody)).toEqual({
      paymentRef: checkout.paymentRef,
    });
    expect(gateway.verifyCallback({ 'X-Sandbox-Signature': signature }, rawBody)).toEqual({
      paymentRef: checkout.paymentRef,
    });
  });

  it('keeps one checkout per invoice and refuses what a real gateway would', async () => {
    const checkout = await newCheckout();
    const input = {
      invoice: checkout.invoice,
      amountPaisa: 123_450,
      callbackUrl: CALLBACK_URL,
      returnUrl: RETURN_URL,
    };
    // A merchant retrying after a lost answer gets the same open checkout.
    expect(await gateway.createCheckout(input)).toEqual({
      paymentRef: checkout.paymentRef,
      checkoutUrl: checkout.checkoutUrl,
    });
    const refusals = [
      { ...input, amountPaisa: 100 },
      { ...input, invoice: 'X', amountPaisa: 0 },
      { ...input, invoice: 'Y', amountPaisa: 1.5 },
      { ...input, invoice: '' },
      { ...input, invoice: 'bad\u0000invoice' },
      { ...input, invoice: 'Z', callbackUrl: 'ftp://example.com/callback' },
      { ...input, invoice: 'Z', returnUrl: 'not a url' },
    ];
    for (const refused of refusals) {
      await expect(gateway.createCheckout(refused)).rejects.toMatchObject({
        name: 'GatewayError',
        gateway: 'sandbox',
        kind: 'refused',
      });
    }
    const unknown = await gateway
      .queryPayment('SBX000000000000000000000000')
      .catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(GatewayError);
    expect(unknown).toMatchObject({ kind: 'refused', gatewayCode: 'not_found' });
    expect(harness.context.paymentGateways.names()).toEqual(['sandbox']);
    expect(harness.context.paymentGateways.get('sandbox')).toBe(gateway);
  });

  it('turns away a client that hammers the pages', async () => {
    const checkout = await newCheckout();
    let last = await harness.app.inject({
      method: 'GET',
      url: checkout.path,
      remoteAddress: '203.0.113.9',
    });
    for (let request = 0; request < 200 && last.statusCode !== 429; request += 1) {
      last = await harness.app.inject({
        method: 'GET',
        url: checkout.path,
        remoteAddress: '203.0.113.9',
      });
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.body).toContain('Too many requests');
  });
});

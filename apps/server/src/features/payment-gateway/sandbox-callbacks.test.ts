/**
 * Sandbox callback delivery: a failed delivery (unreachable, 5xx, redirect) is retried in the
 * background until one gets through, counted in callback_attempts; after the last retry it gives
 * up; stop() cancels what is waiting. The fetch deliverer is driven against a local HTTP server.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import {
  createFetchDeliverer,
  hasValidSandboxSignature,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxCallback,
  type CallbackDeliverer,
} from './sandbox-callbacks.js';
import { createSandboxGateway } from './sandbox-gateway.js';

const SECRET = 'callback-test-secret-of-32-characters!';
const harness = testAppPerFile();
/** How long the background retries (a few milliseconds apart) may take on a loaded machine. */
const RETRIES_SETTLE_MS = 5_000;
let invoiceNumber = 0;

/** A sandbox of its own on the test database, with the deliverer and delays a test needs. */
function sandboxWith(deliverer: CallbackDeliverer, retryDelaysMs: number[]) {
  const logged: string[] = [];
  const gateway = createSandboxGateway({
    db: harness.context.db,
    publicUrl: 'http://localhost:3000',
    secret: SECRET,
    expirySeconds: 900,
    deliverer,
    retryDelaysMs,
    log: (_entry, message) => logged.push(message),
  });
  return { gateway, logged };
}

async function paidCheckout(gateway: ReturnType<typeof sandboxWith>['gateway']) {
  invoiceNumber += 1;
  const { paymentRef } = await gateway.createCheckout({
    invoice: `CB-${testDialect}-${invoiceNumber}`,
    amountPaisa: 50_000,
    callbackUrl: 'http://merchant.example/callback',
    returnUrl: 'http://merchant.example/return',
  });
  const outcome = await gateway.act(paymentRef, 'pay', '01712345678');
  expect(outcome).toMatchObject({ kind: 'finished', changed: true });
  return paymentRef;
}

const row = (paymentRef: string) =>
  harness.context.db
    .selectFrom('sandbox_gateway_payments')
    .select(['callback_attempts', 'callback_delivered_at'])
    .where('payment_ref', '=', paymentRef)
    .executeTakeFirstOrThrow();

describe(`sandbox callbacks on ${testDialect}`, () => {
  it('signs the exact body with HMAC-SHA256 and checks it in constant time', () => {
    const body = '{"paymentRef":"SBX1","invoice":"I","status":"completed"}';
    const signature = signSandboxCallback(SECRET, body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(hasValidSandboxSignature(SECRET, { [SANDBOX_SIGNATURE_HEADER]: signature }, body)).toBe(
      true,
    );
    expect(
      hasValidSandboxSignature(SECRET, { [SANDBOX_SIGNATURE_HEADER]: signature }, `${body} `),
    ).toBe(false);
    expect(hasValidSandboxSignature('other', { [SANDBOX_SIGNATURE_HEADER]: signature }, body)).toBe(
      false,
    );
  });

  it('retries a failed delivery in the background until it gets through', async () => {
    const answers: (() => Promise<{ status: number }>)[] = [
      () => Promise.reject(new Error('connect ECONNREFUSED')),
      () => Promise.resolve({ status: 503 }),
      () => Promise.resolve({ status: 302 }),
      () => Promise.resolve({ status: 204 }),
    ];
    const bodies: string[] = [];
    const { gateway, logged } = sandboxWith(
      async (_url, headers, body) => {
        bodies.push(body);
        expect(headers[SANDBOX_SIGNATURE_HEADER]).toBe(signSandboxCallback(SECRET, body));
        const next = answers.shift();
        if (!next) throw new Error('delivered more often than expected');
        return next();
      },
      [10, 10, 10, 10],
    );
    const paymentRef = await paidCheckout(gateway);
    // The first attempt ran before act() answered; the rest follow on their own.
    await vi.waitFor(
      async () => expect((await row(paymentRef)).callback_delivered_at).not.toBeNull(),
      { timeout: RETRIES_SETTLE_MS },
    );
    expect((await row(paymentRef)).callback_attempts).toBe(4);
    expect(new Set(bodies).size).toBe(1);
    expect(logged.filter((message) => message.includes('will retry'))).toHaveLength(3);
    await gateway.stop();
  });

  it('gives up after the last retry; the merchant still learns by polling', async () => {
    let calls = 0;
    const { gateway, logged } = sandboxWith(() => {
      calls += 1;
      return Promise.resolve({ status: 500 });
    }, [5, 5]);
    const paymentRef = await paidCheckout(gateway);
    await vi.waitFor(
      () => expect(logged.some((message) => message.includes('giving up'))).toBe(true),
      { timeout: RETRIES_SETTLE_MS },
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(calls).toBe(3);
    expect(await row(paymentRef)).toEqual({ callback_attempts: 3, callback_delivered_at: null });
    expect((await gateway.queryPayment(paymentRef)).status).toBe('completed');
    await gateway.stop();
  });

  it('stop() cancels the retries still waiting', async () => {
    let calls = 0;
    const { gateway } = sandboxWith(() => {
      calls += 1;
      return Promise.resolve({ status: 503 });
    }, [20, 20]);
    const paymentRef = await paidCheckout(gateway);
    await gateway.stop();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(calls).toBe(1);
    expect((await row(paymentRef)).callback_attempts).toBe(1);
  });
});

const DELIVER_TIMEOUT_MS = 2_000;
const SLOW_ANSWER_MS = 10_000;

describe('fetch deliverer', () => {
  let server: http.Server;
  let baseUrl: string;
  const seen: { headers: http.IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ headers: request.headers, body });
        if (request.url === '/moved') {
          response.writeHead(302, { location: '/ok' }).end();
        } else if (request.url === '/slow') {
          // Never answers in time: the deliverer's own timeout must end the wait.
          setTimeout(() => response.writeHead(200).end(), SLOW_ANSWER_MS);
        } else {
          response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts the body with its headers, does not follow redirects, and times out', async () => {
    // Long enough for a loaded machine's local round trip, far shorter than the slow answer.
    const deliver = createFetchDeliverer(DELIVER_TIMEOUT_MS);
    const headers = { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: 'sha256=00' };
    expect(await deliver(`${baseUrl}/callback`, headers, '{"a":1}')).toEqual({ status: 200 });
    expect(seen[0]).toMatchObject({
      body: '{"a":1}',
      headers: { [SANDBOX_SIGNATURE_HEADER]: 'sha256=00', 'content-type': 'application/json' },
    });
    expect(await deliver(`${baseUrl}/moved`, headers, '{}')).toEqual({ status: 302 });
    expect(seen.map((request) => request.body)).toHaveLength(2);
    await expect(deliver(`${baseUrl}/slow`, headers, '{}')).rejects.toThrow();
    await expect(deliver('http://127.0.0.1:1/closed', headers, '{}')).rejects.toThrow();
  });
});

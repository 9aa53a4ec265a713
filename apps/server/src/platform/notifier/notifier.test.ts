/**
 * The notifier records every message; the sandbox stops there, real transports deliver and record
 * the outcome. The HTTP SMS adapter is driven against a local HTTP server that behaves like a
 * bulk-SMS gateway (accepts, refuses with a 200 body, fails with a 5xx).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { buildSmsUrl, createHttpSmsTransport } from './http-sms-transport.js';
import { createNotifier } from './notifier.js';

let harness: TestApp;
const received: { method: string; url: string; body: string }[] = [];
let gateway: http.Server;
let gatewayUrl: string;

beforeAll(async () => {
  harness = await buildTestApp();
  gateway = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', body });
      const to = new URL(request.url ?? '/', 'http://x').searchParams.get('number') ?? body;
      if (to.includes('01900000000')) {
        response.writeHead(500).end('gateway down');
      } else if (to.includes('01800000000')) {
        response.writeHead(200).end('{"response_code":1007,"error":"Balance insufficient"}');
      } else {
        response
          .writeHead(200)
          .end('{"response_code":202,"success_message":"SMS Submitted Successfully"}');
      }
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => gateway.close(resolve));
  await harness.close();
});

async function outbox(recipient: string) {
  return harness.context.db
    .selectFrom('outbox_messages')
    .selectAll()
    .where('recipient', '=', recipient)
    .execute();
}

describe('notifier', () => {
  it('the sandbox records messages without delivering them', async () => {
    const logged: object[] = [];
    const notifier = createNotifier(harness.context.db, {}, (entry) => logged.push(entry));
    expect(notifier.isSandbox).toBe(true);
    await notifier.sendEmail({ to: 'a@example.com', subject: 'Hi', text: 'Code 123456' });
    await notifier.sendSms({ to: '01711111111', text: 'Code 654321' });
    expect(await outbox('a@example.com')).toMatchObject([
      { channel: 'email', subject: 'Hi', body: 'Code 123456', status: 'sandbox' },
    ]);
    expect(await outbox('01711111111')).toMatchObject([
      { channel: 'sms', body: 'Code 654321', status: 'sandbox' },
    ]);
    expect(logged).toHaveLength(2);
  });

  it('an HTTP SMS gateway receives the number and text and the outbox says sent', async () => {
    const sms = createHttpSmsTransport({
      urlTemplate: `${gatewayUrl}/api/smsapi?api_key=K&senderid=KHELA&number={to}&message={text}`,
      method: 'GET',
      successMarker: 'Successfully',
      timeoutMs: 2000,
    });
    const notifier = createNotifier(harness.context.db, { sms });
    expect(notifier.isSandbox).toBe(false);
    await notifier.sendSms({ to: '01722222222', text: 'Your code is 111222 & more' });
    await notifier.flush();
    const request = received.at(-1)!;
    const url = new URL(request.url, 'http://x');
    expect(url.searchParams.get('number')).toBe('01722222222');
    expect(url.searchParams.get('message')).toBe('Your code is 111222 & more');
    expect(await outbox('01722222222')).toMatchObject([{ status: 'sent', provider: 'http-sms' }]);
  });

  it('a gateway that answers 200 with an error, or a 5xx, fails the send and is recorded as failed', async () => {
    const sms = createHttpSmsTransport({
      urlTemplate: `${gatewayUrl}/api/smsapi?number={to}&message={text}`,
      method: 'GET',
      successMarker: 'Successfully',
      timeoutMs: 2000,
    });
    const notifier = createNotifier(harness.context.db, { sms });
    // The caller never sees a provider failure; the outbox records it.
    await notifier.sendSms({ to: '01800000000', text: 'x' });
    await notifier.sendSms({ to: '01900000000', text: 'x' });
    await notifier.flush();
    expect((await outbox('01800000000'))[0]).toMatchObject({ status: 'failed' });
    expect((await outbox('01800000000'))[0]!.error).toMatch(/refused/);
    expect((await outbox('01900000000'))[0]!.error).toMatch(/500: gateway down/);
  });

  it('POST gateways get the same parameters as a form body', async () => {
    const sms = createHttpSmsTransport({
      urlTemplate: `${gatewayUrl}/send?number={to}&message={text}`,
      method: 'POST',
      successMarker: undefined,
      timeoutMs: 2000,
    });
    await sms.send({ to: '01733333333', text: 'hello' });
    const request = received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(new URLSearchParams(request.body).get('number')).toBe('01733333333');
  });

  it('fills the URL template with encoded values', () => {
    expect(buildSmsUrl('https://g/x?n={to}&m={text}', '+880 17', 'a b&c')).toBe(
      'https://g/x?n=%2B880%2017&m=a%20b%26c',
    );
  });
});

/**
 * The outbox for operators: newest first with a channel filter and pages; owner and content only;
 * codes shown whole on a sandbox site and masked on a live one.
 */
import { describe, expect, it } from 'vitest';
import { OUTBOX_PAGE_SIZE, outboxResponseSchema, type OperatorRole } from '@khela/contract';
import { buildTestApp } from '../../testing/build-test-app.js';
import { everyRolePerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import { maskCodes } from './service.js';
import { getAs } from '../../testing/requests.js';

const harness = testAppPerFile();
const tokens = everyRolePerFile(harness);

async function outbox(role: OperatorRole, query = '') {
  return getAs(harness, tokens[role], `/admin-api/outbox${query}`);
}

describe('GET /admin-api/outbox', () => {
  it('lists the sandbox’s messages newest first, with the code whole', async () => {
    await harness.context.notifier.sendEmail({
      to: 'rahim@example.com',
      subject: 'Your verification code',
      text: 'Your code is 482913.',
    });
    await harness.context.notifier.sendSms({ to: '01712345678', text: 'Your code is 551902.' });
    const response = await outbox('content');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = outboxResponseSchema.parse(response.json());
    expect(body).toMatchObject({ sandbox: true, codes_shown: true, page: 1, total: 2 });
    expect(body.data[0]).toMatchObject({
      channel: 'sms',
      recipient: '01712345678',
      subject: null,
      body: 'Your code is 551902.',
      status: 'sandbox',
    });
    expect(body.data[1]).toMatchObject({ channel: 'email', subject: 'Your verification code' });
  });

  it('filters by channel and pages', async () => {
    for (let index = 0; index < OUTBOX_PAGE_SIZE; index += 1) {
      await harness.context.notifier.sendSms({ to: '01800000000', text: `Message ${index}` });
    }
    const sms = outboxResponseSchema.parse((await outbox('owner', '?channel=sms')).json());
    expect(sms.total).toBe(OUTBOX_PAGE_SIZE + 1);
    expect(sms.data).toHaveLength(OUTBOX_PAGE_SIZE);
    expect(sms.data.every((message) => message.channel === 'sms')).toBe(true);
    const second = outboxResponseSchema.parse(
      (await outbox('owner', '?channel=sms&page=2')).json(),
    );
    expect(second.data.map((message) => message.body)).toEqual(['Your code is 551902.']);
    const email = outboxResponseSchema.parse((await outbox('owner', '?channel=email')).json());
    expect(email.total).toBe(1);
    expect((await outbox('owner', '?channel=fax')).statusCode).toBe(422);
    expect((await outbox('owner', '?page=0')).statusCode).toBe(422);
  });

  it('refuses finance, support and trader', async () => {
    for (const role of ['finance', 'support', 'trader'] as const) {
      expect((await outbox(role)).statusCode).toBe(403);
    }
  });
});

describe('on a live site', () => {
  it('masks the codes in bodies and says so', async () => {
    // Port 9 (discard) refuses at once: the message is recorded, its delivery fails.
    const live = await buildTestApp({
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/send?to={to}&text={text}',
    });
    try {
      const { token } = await signInOperator(live, 'content');
      await live.context.notifier.sendSms({ to: '01712345678', text: 'Your code is 551902.' });
      await live.context.notifier.flush();
      const response = await live.app.inject({
        method: 'GET',
        url: '/admin-api/outbox',
        headers: bearer(token),
      });
      const body = outboxResponseSchema.parse(response.json());
      expect(body).toMatchObject({ sandbox: false, codes_shown: false });
      expect(body.data[0]?.body).toBe('Your code is ••••••.');
      expect(body.data[0]?.recipient).toBe('01712345678');
    } finally {
      await live.close();
    }
  });
});

describe('maskCodes', () => {
  it('hides a code and keeps amounts, phone-like text aside', () => {
    expect(maskCodes('Your Khela password reset code is 482913. It expires in 5 minutes.')).toBe(
      'Your Khela password reset code is ••••••. It expires in 5 minutes.',
    );
    expect(maskCodes('Deposit of ৳1,000.00 approved')).toBe('Deposit of ৳1,000.00 approved');
  });
});

/**
 * Payment methods and receiving numbers: the active list, a provider's channels, numbers that
 * rotate and are never offered past their daily limit, and every bad input.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  depositMessages,
  paymentMethodsResponseSchema,
  showPaymentMethodResponseSchema,
  walletNumberResponseSchema,
  depositServiceMessages,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';

const harness = testAppPerFile({ seedDemoData: true });
let token: string;
beforeAll(async () => {
  token = (await signUpAndLogIn(harness.app)).token;
});

const get = (url: string, headers: Record<string, string> = bearer(token)) =>
  harness.app.inject({ method: 'GET', url, headers });

describe(`payment methods on ${testDialect}`, () => {
  it('lists active methods to anyone, with icons that are served', async () => {
    const methods = paymentMethodsResponseSchema.parse(
      (await get('/api/payment-methods', {})).json(),
    );
    const list = Array.isArray(methods) ? methods : methods.pgs;
    expect(new Set(list.map((method) => method.name))).toEqual(
      new Set(['bKash', 'Nagad', 'Rocket', 'Upay']),
    );
    expect((await get(list[0]!.icon, {})).statusCode).toBe(200);
    await harness.context.db
      .updateTable('payment_methods')
      .set({ status: 'inactive' })
      .where('name', '=', 'Upay')
      .execute();
    const after = paymentMethodsResponseSchema.parse(
      (await get('/api/payment-methods', {})).json(),
    );
    expect(
      (Array.isArray(after) ? after : after.pgs).some((method) => method.name === 'Upay'),
    ).toBe(false);
    await harness.context.db
      .updateTable('payment_methods')
      .set({ status: 'active' })
      .where('name', '=', 'Upay')
      .execute();
  });

  it("lists a provider's channels by name, case-insensitively, for a signed-in player", async () => {
    const body = showPaymentMethodResponseSchema.parse(
      (await get('/api/showpayment-menthod?name=BKASH')).json(),
    );
    expect(body.data.map((method) => method.account_type)).toEqual([
      'Agent',
      'Personal',
      'Merchant',
    ]);
    expect((await get('/api/showpayment-menthod?name=bKash', {})).statusCode).toBe(401);
    const missing = await get('/api/showpayment-menthod');
    expect(missing.statusCode).toBe(422);
    expect(missing.json<{ message: string }>().message).toBe(depositMessages.paymentMethodRequired);
  });

  it('rotates receiving numbers and offers the channel id to submit with', async () => {
    const first = walletNumberResponseSchema.parse(
      (await get('/api/get-wallet-number?name=Nagad&account_type=Personal&amount=500')).json(),
    );
    const second = walletNumberResponseSchema.parse(
      (await get('/api/get-wallet-number?name=Nagad&account_type=Personal&amount=500')).json(),
    );
    expect(first.number).toMatch(/^\d{11}$/);
    expect(second.number).not.toBe(first.number);
    expect(second.payment_id).toBe(first.payment_id);
    // "Marchent" is the data's other spelling of Merchant. The demo's bKash Merchant pays through
    // a checkout, which gives out no number.
    const merchant = await get(
      '/api/get-wallet-number?name=bkash&account_type=Marchent&amount=1000',
    );
    expect(merchant.statusCode).toBe(422);
    expect(merchant.json<{ errors: Record<string, string[]> }>().errors['account_type']).toEqual([
      depositServiceMessages.gatewayRequest,
    ]);
  });

  it('never offers a number past its daily limit', async () => {
    const method = await harness.context.db
      .selectFrom('payment_methods')
      .select('id')
      .where('name', '=', 'Rocket')
      .where('account_type', '=', 'Agent')
      .executeTakeFirstOrThrow();
    const numbers = await harness.context.db
      .selectFrom('wallet_numbers')
      .select(['id', 'usage_day'])
      .where('payment_method_id', '=', method.id)
      .orderBy('id')
      .execute();
    // One number is full today, the other has room for 1,000 taka more.
    await harness.context.db
      .updateTable('wallet_numbers')
      .set({ daily_limit_paisa: 100_000, used_today_paisa: 100_000 })
      .where('id', '=', numbers[0]!.id)
      .execute();
    await harness.context.db
      .updateTable('wallet_numbers')
      .set({ daily_limit_paisa: 200_000, used_today_paisa: 100_000 })
      .where('id', '=', numbers[1]!.id)
      .execute();
    const roomy = await get('/api/get-wallet-number?name=Rocket&account_type=Agent&amount=1000');
    expect(roomy.statusCode).toBe(200);
    const full = await get('/api/get-wallet-number?name=Rocket&account_type=Agent&amount=1000.01');
    expect(full.statusCode).toBe(422);
    expect(full.json<{ message: string }>().message).toBe(depositServiceMessages.noNumberHasRoom);
    // Yesterday's takings do not count today.
    await harness.context.db
      .updateTable('wallet_numbers')
      .set({ usage_day: '2000-01-01' })
      .where('id', '=', numbers[0]!.id)
      .execute();
    expect(
      (await get('/api/get-wallet-number?name=Rocket&account_type=Agent&amount=1000')).statusCode,
    ).toBe(200);
  });

  it.each([
    [
      '/api/get-wallet-number?name=bKash&account_type=Agent',
      'amount',
      depositMessages.amountRequired,
    ],
    [
      '/api/get-wallet-number?name=bKash&account_type=Agent&amount=50',
      'amount',
      depositMessages.amountOutOfRange,
    ],
    [
      '/api/get-wallet-number?name=bKash&account_type=Agent&amount=100.005',
      'amount',
      'Amount can have at most two decimals.',
    ],
    [
      '/api/get-wallet-number?account_type=Agent&amount=500',
      'name',
      depositMessages.paymentMethodRequired,
    ],
    [
      '/api/get-wallet-number?name=bKash&amount=500',
      'account_type',
      depositMessages.channelRequired,
    ],
    [
      '/api/get-wallet-number?name=Upay&account_type=Agent&amount=500',
      'account_type',
      depositMessages.channelRequired,
    ],
    [
      '/api/get-wallet-number?name=PayPal&account_type=Agent&amount=500',
      'name',
      depositMessages.paymentMethodRequired,
    ],
  ])('%s answers 422 on %s', async (url, field, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
  });
});

/**
 * The operator's payment methods and receiving numbers: the list with today's takings, adding and
 * editing methods and numbers (422 at the field, 404 for what is not there), each change audited
 * with its before and after, owner and finance only, and the player's deposit screen follows a
 * change at once (a number or a method switched off is not offered).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditListResponseSchema,
  paymentAdminMessages,
  paymentMethodsAdminResponseSchema,
  showPaymentMethodResponseSchema,
  walletNumberResponseSchema,
  type OperatorRole,
  depositServiceMessages,
  fillMessage,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { everyRolePerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import { callAsOperator } from '../../testing/operators.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { getAs } from '../../testing/requests.js';

const harness = testAppPerFile({ seedDemoData: true });
let playerToken: string;
const tokens = everyRolePerFile(harness);

beforeAll(async () => {
  playerToken = (await signUpAndLogIn(harness.app)).token;
});

const call = (role: OperatorRole, method: 'GET' | 'POST', url: string, payload?: object) =>
  callAsOperator(harness, tokens[role], method, `/admin-api${url}`, payload);

async function methods() {
  const response = await call('finance', 'GET', '/payment-methods');
  expect(response.statusCode).toBe(200);
  return paymentMethodsAdminResponseSchema.parse(response.json()).data;
}

async function methodOf(name: string, accountType: string) {
  const found = (await methods()).find(
    (method) => method.name === name && method.account_type === accountType,
  );
  if (!found) throw new Error(`no ${name} ${accountType}`);
  return found;
}

async function auditOf(targetType: string, targetId: number) {
  const response = await call(
    'owner',
    'GET',
    `/audit?target_type=${targetType}&target_id=${targetId}`,
  );
  return auditListResponseSchema.parse(response.json()).data;
}

const walletNumber = (name: string, type: string, amount: number) =>
  getAs(
    harness,
    playerToken,
    `/api/get-wallet-number?name=${name}&account_type=${type}&amount=${amount}`,
  );

describe(`operator payment methods on ${testDialect}`, () => {
  it('lists every method with its numbers, limits and today’s takings', async () => {
    const list = await methods();
    expect(list.map((method) => `${method.name} ${method.account_type}`)).toContain(
      'bKash Personal',
    );
    const merchant = list.find((method) => method.account_type === 'Merchant')!;
    expect(merchant.gateway).toBe('sandbox');
    const nagad = await methodOf('Nagad', 'Agent');
    expect(nagad.numbers).toHaveLength(2);
    expect(nagad.numbers[0]).toMatchObject({
      status: 'active',
      daily_limit: 200_000,
      used_today: 0,
    });
  });

  it('admits owner and finance only', async () => {
    for (const role of ['support', 'trader', 'content'] as const) {
      expect((await call(role, 'GET', '/payment-methods')).statusCode).toBe(403);
      expect(
        (await call(role, 'POST', '/payment-methods/1', { status: 'inactive' })).statusCode,
      ).toBe(403);
    }
    expect((await call('owner', 'GET', '/payment-methods')).statusCode).toBe(200);
  });

  it('switches a receiving number off: the player is no longer offered it, and it is audited', async () => {
    const rocket = await methodOf('Rocket', 'Personal');
    const [first, second] = rocket.numbers;
    const off = await call(
      'finance',
      'POST',
      `/payment-methods/${rocket.id}/numbers/${first!.id}`,
      {
        status: 'inactive',
      },
    );
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: paymentAdminMessages.numberSaved });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const offered = walletNumberResponseSchema.parse(
        (await walletNumber('Rocket', 'Personal', 500)).json(),
      );
      expect(offered.number).toBe(second!.number);
    }
    const [entry] = await auditOf('wallet_number', first!.id);
    expect(entry?.action).toBe('wallet_number.update');
    expect(entry?.detail).toMatchObject({
      payment_method_id: rocket.id,
      before: { status: 'active', daily_limit: 200_000 },
      after: { status: 'inactive', daily_limit: 200_000 },
    });

    // The daily limit is honoured at once too.
    const lower = await call(
      'owner',
      'POST',
      `/payment-methods/${rocket.id}/numbers/${second!.id}`,
      {
        daily_limit: '300',
      },
    );
    expect(lower.statusCode).toBe(200);
    const refused = await walletNumber('Rocket', 'Personal', 500);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ message: string }>().message).toBe(
      depositServiceMessages.noNumberHasRoom,
    );
    await call('owner', 'POST', `/payment-methods/${rocket.id}/numbers/${first!.id}`, {
      status: 'active',
    });
    expect((await walletNumber('Rocket', 'Personal', 500)).statusCode).toBe(200);
  });

  it('switches a method off and edits its bonus, audited before and after', async () => {
    const upay = await methodOf('Upay', 'Personal');
    const saved = await call('finance', 'POST', `/payment-methods/${upay.id}`, {
      status: 'inactive',
      bonus_percent: 4,
    });
    expect(saved.statusCode).toBe(200);
    const channels = await getAs(harness, playerToken, '/api/showpayment-menthod?name=Upay');
    expect(showPaymentMethodResponseSchema.parse(channels.json()).data).toEqual([]);
    const [entry] = await auditOf('payment_method', upay.id);
    expect(entry?.detail).toMatchObject({
      before: { status: 'active', bonus_percent: 0 },
      after: { status: 'inactive', bonus_percent: 4 },
    });
    expect((await methodOf('Upay', 'Personal')).bonus_percent).toBe(4);
  });

  it('adds a method and a number the player is then offered', async () => {
    const created = await call('owner', 'POST', '/payment-methods', {
      name: 'Upay',
      account_type: 'Agent',
      bonus_percent: 1,
    });
    expect(created.statusCode).toBe(201);
    const methodId = created.json<{ id: number }>().id;
    const again = await call('owner', 'POST', '/payment-methods', {
      name: 'upay',
      account_type: 'Agent',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json<{ errors: Record<string, string[]> }>().errors['account_type']).toEqual([
      paymentAdminMessages.methodTaken,
    ]);

    expect((await walletNumber('Upay', 'Agent', 500)).statusCode).toBe(422);
    const number = await call('finance', 'POST', `/payment-methods/${methodId}/numbers`, {
      number: '0181-999 8877',
      daily_limit: 50_000,
    });
    expect(number.statusCode).toBe(201);
    const offered = walletNumberResponseSchema.parse(
      (await walletNumber('Upay', 'Agent', 500)).json(),
    );
    expect(offered.number).toBe('01819998877');
    const duplicate = await call('finance', 'POST', `/payment-methods/${methodId}/numbers`, {
      number: '01819998877',
      daily_limit: 1000,
    });
    expect(duplicate.json<{ errors: Record<string, string[]> }>().errors['number']).toEqual([
      paymentAdminMessages.numberTaken,
    ]);
    const [entry] = await auditOf('payment_method', methodId);
    expect(entry).toMatchObject({
      action: 'payment_method.create',
      detail: { before: null, after: { name: 'Upay', account_type: 'Agent', status: 'active' } },
    });
  });

  it('holds a method to its own minimum and maximum deposit, audited; blank gives the site’s back', async () => {
    const nagad = await methodOf('Nagad', 'Personal');
    const crossed = await call('finance', 'POST', `/payment-methods/${nagad.id}`, {
      min_deposit: 5000,
      max_deposit: '1000',
    });
    expect(crossed.statusCode).toBe(422);
    expect(crossed.json<{ errors: Record<string, string[]> }>().errors['max_deposit']).toEqual([
      paymentAdminMessages.depositBoundsCrossed,
    ]);
    const outside = await call('finance', 'POST', `/payment-methods/${nagad.id}`, {
      min_deposit: 50,
    });
    expect(outside.json<{ errors: Record<string, string[]> }>().errors['min_deposit']).toEqual([
      paymentAdminMessages.depositBoundInvalid,
    ]);

    const saved = await call('finance', 'POST', `/payment-methods/${nagad.id}`, {
      min_deposit: '500',
      max_deposit: 5000,
    });
    expect(saved.statusCode).toBe(200);
    expect(await methodOf('Nagad', 'Personal')).toMatchObject({
      min_deposit: 500,
      max_deposit: 5000,
    });
    const [entry] = await auditOf('payment_method', nagad.id);
    expect(entry?.detail).toMatchObject({
      before: { min_deposit: null, max_deposit: null },
      after: { min_deposit: 500, max_deposit: 5000 },
    });

    const low = await walletNumber('Nagad', 'Personal', 300);
    expect(low.statusCode).toBe(422);
    expect(low.json<{ errors: Record<string, string[]> }>().errors['amount']).toEqual([
      fillMessage(depositServiceMessages.outsideMethodBounds, {
        method: 'Nagad Personal',
        min: '৳500.00',
        max: '৳5,000.00',
      }),
    ]);
    expect((await walletNumber('Nagad', 'Personal', 5000.01)).statusCode).toBe(422);
    expect((await walletNumber('Nagad', 'Personal', 5000)).statusCode).toBe(200);
    // Another method keeps the site-wide amounts.
    expect((await walletNumber('Nagad', 'Agent', 300)).statusCode).toBe(200);

    // Only the maximum changes; the minimum stays.
    await call('owner', 'POST', `/payment-methods/${nagad.id}`, { max_deposit: '' });
    expect(await methodOf('Nagad', 'Personal')).toMatchObject({
      min_deposit: 500,
      max_deposit: null,
    });
    expect((await walletNumber('Nagad', 'Personal', 20_000)).statusCode).toBe(200);
    await call('owner', 'POST', `/payment-methods/${nagad.id}`, { min_deposit: null });
    expect((await walletNumber('Nagad', 'Personal', 300)).statusCode).toBe(200);
  });

  it('answers 422 at the field and 404 for what is not there', async () => {
    const bad = await call('owner', 'POST', '/payment-methods/1/numbers', {
      number: '12345',
      daily_limit: 0,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({
      number: [paymentAdminMessages.numberInvalid],
      daily_limit: [paymentAdminMessages.dailyLimitInvalid],
    });
    const nothing = await call('owner', 'POST', '/payment-methods/1', {});
    expect(nothing.statusCode).toBe(422);
    expect(
      (await call('owner', 'POST', '/payment-methods/99999', { status: 'active' })).statusCode,
    ).toBe(404);
    expect(
      (await call('owner', 'POST', '/payment-methods/1/numbers/99999', { status: 'active' }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call('owner', 'POST', '/payment-methods/99999/numbers', {
          number: '01712345678',
          daily_limit: 100,
        })
      ).statusCode,
    ).toBe(404);
  });
});

/**
 * Deposits through the sandbox checkout: the player is sent to the hosted page, pays, and the
 * signed callback credits them once; a lost callback is caught by the reconciler; cancelled and
 * failed checkouts credit nothing and stay in the records as failed; forged callbacks are refused.
 */
import { describe, expect, it } from 'vitest';
import {
  depositRequestStatusResponseSchema,
  ewalletDepositResponseSchema,
  gatewayDepositMessages,
  transactionShowResponseSchema,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { mainBalance, walletPlayer, type WalletPlayer } from '../../testing/wallet.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { reconcileGatewayDeposits } from './gateway-deposits.js';
import { getAs, postAs, postRaw } from '../../testing/requests.js';

const harness = testAppPerFile({ seedDemoData: true });

async function openCheckout(player: WalletPlayer, amount = 1500) {
  const response = await postAs(harness, player.token, '/api/ewa/request', {
    amount,
    provider: 'bKash',
    type: 'Merchant',
  });
  expect(response.statusCode).toBe(200);
  const deposit = ewalletDepositResponseSchema.parse(response.json());
  expect(deposit.url).toMatch(/\/sandbox-gateway\/checkout\//);
  return { ...deposit, path: new URL(deposit.url ?? '').pathname };
}

async function records(player: WalletPlayer) {
  const response = await getAs(
    harness,
    player.token,
    `/api/transaction/show?remote_id=${player.remote_id}`,
  );
  return transactionShowResponseSchema.parse(response.json()).data;
}

function act(path: string, action: 'pay' | 'cancel' | 'fail', walletNumber = '01812345678') {
  return postRaw(
    harness,
    `${path}/${action}`,
    'application/x-www-form-urlencoded',
    `wallet_number=${walletNumber}`,
  );
}

async function requestStatus(player: WalletPlayer, transaction: string) {
  const response = await getAs(harness, player.token, `/api/deposit-requests/${transaction}`);
  return depositRequestStatusResponseSchema.parse(response.json()).data;
}

/** Background callback delivery is asynchronous; wait for its effect. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('condition not met in time');
}

describe(`gateway deposits on ${testDialect}`, () => {
  it('credits a paid checkout once, from the signed callback, and sends the browser back', async () => {
    const player = await walletPlayer(harness);
    const checkout = await openCheckout(player);
    const page = await harness.app.inject({ method: 'GET', url: checkout.path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/sandbox/i);

    const paid = await act(checkout.path, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toContain(`/payment-request?deposit=${checkout.transaction}`);
    expect(paid.headers.location).toContain('status=success');
    await eventually(
      async () => (await requestStatus(player, checkout.transaction)).status === 'paid',
    );
    // ৳1,500 and bKash's 3% method bonus, ৳45.
    expect(await mainBalance(harness, player)).toBe(1545);
    // The status page's summary: what reached the wallet, in its parts.
    expect((await requestStatus(player, checkout.transaction)).credited).toEqual({
      amount: 1500,
      bonus: 45,
      promotion_bonus: 0,
      method_bonus: 45,
      total: 1545,
      promotion: null,
    });

    // A second submit of the form and the reconciler change nothing.
    await act(checkout.path, 'pay');
    await reconcileGatewayDeposits(harness.context);
    expect(await mainBalance(harness, player)).toBe(1545);
    const rows = await harness.context.db
      .selectFrom('wallet_transactions')
      .select(['status_key', 'source', 'account_number'])
      .where('user_id', '=', player.remote_id)
      .execute();
    expect(rows).toEqual([
      { status_key: '1', source: 'gateway_deposit', account_number: '01812345678' },
      { status_key: '1', source: 'deposit_bonus', account_number: null },
    ]);
    expect(await checkLedger(harness.context.db)).toEqual(expect.objectContaining({ ok: true }));
  });

  it("splits a paid checkout's bonus into the promotion's and the method's parts", async () => {
    const player = await walletPlayer(harness);
    const welcome = await harness.context.db
      .selectFrom('promotions')
      .select('id')
      .where('name', '=', '100% Welcome Bonus')
      .executeTakeFirstOrThrow();
    const response = await postAs(harness, player.token, '/api/ewa/request', {
      amount: 1500,
      provider: 'bKash',
      type: 'Merchant',
      promotion: Number(welcome.id),
    });
    expect(response.statusCode, response.body).toBe(200);
    const checkout = ewalletDepositResponseSchema.parse(response.json());
    await act(new URL(checkout.url ?? '').pathname, 'pay');
    await eventually(
      async () => (await requestStatus(player, checkout.transaction)).status === 'paid',
    );
    // ৳1,500, the promotion's 100 % and bKash's 3 %: ৳1,500 + ৳1,500 + ৳45.
    expect((await requestStatus(player, checkout.transaction)).credited).toEqual({
      amount: 1500,
      bonus: 1545,
      promotion_bonus: 1500,
      method_bonus: 45,
      total: 3045,
      promotion: '100% Welcome Bonus',
    });
    expect(await mainBalance(harness, player)).toBe(3045);
  });

  it('credits nothing for a cancelled or failed checkout', async () => {
    const player = await walletPlayer(harness);
    const cancelled = await openCheckout(player);
    const back = await act(cancelled.path, 'cancel');
    expect(back.headers.location).toContain('status=cancelled');
    await eventually(
      async () => (await requestStatus(player, cancelled.transaction)).status === 'cancelled',
    );
    const failed = await openCheckout(player);
    await act(failed.path, 'fail');
    await eventually(
      async () => (await requestStatus(player, failed.transaction)).status === 'failed',
    );
    expect(await mainBalance(harness, player)).toBe(0);

    // Both stay in the player's records as failed deposits, each saying why, once.
    await eventually(async () => (await records(player)).length === 2);
    const listed = await records(player);
    expect(listed).toEqual([
      expect.objectContaining({
        action: 'deposit',
        key: '2',
        amount: 1500,
        reason: gatewayDepositMessages.paymentFailed,
      }),
      expect.objectContaining({
        action: 'deposit',
        key: '2',
        amount: 1500,
        reason: gatewayDepositMessages.paymentCancelled,
      }),
    ]);
    await reconcileGatewayDeposits(harness.context);
    expect(await records(player)).toHaveLength(2);
  });

  it('settles a payment whose callback never came when the reconciler asks the gateway', async () => {
    const player = await walletPlayer(harness);
    const checkout = await openCheckout(player, 800);
    const sandbox = harness.context.paymentGateways.sandbox;
    // The callback is lost on the way (the merchant's server was down).
    sandbox?.setDeliverer(() => Promise.reject(new Error('connection refused')));
    try {
      await act(checkout.path, 'pay');
    } finally {
      sandbox?.setDeliverer(() => Promise.resolve({ status: 500 }));
    }
    expect((await requestStatus(player, checkout.transaction)).status).toBe('open');
    // Requests younger than a minute are left to their callback; this one is made older.
    await harness.context.db
      .updateTable('deposit_requests')
      .set({ created_at: new Date(Date.now() - 5 * 60_000).toISOString() })
      .where('public_id', '=', checkout.transaction)
      .execute();
    expect(await reconcileGatewayDeposits(harness.context)).toBeGreaterThanOrEqual(1);
    expect((await requestStatus(player, checkout.transaction)).status).toBe('paid');
    expect(await mainBalance(harness, player)).toBe(824);
  });

  it('refuses forged callbacks', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/payments/gateway/sandbox/callback',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': 'sha256=00' },
      payload: JSON.stringify({ paymentRef: 'x', invoice: 'y', status: 'completed' }),
    });
    expect(response.statusCode).toBe(401);
    const unknownGateway = await postRaw(
      harness,
      '/api/payments/gateway/paypal/callback',
      'application/json',
      '{}',
    );
    expect(unknownGateway.statusCode).toBe(401);
  });
});

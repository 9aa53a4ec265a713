/**
 * A promotion is claimed as many times per player as the operator set (docs/decisions.md,
 * Promotion claims): a second claim is refused with a 422 on the promotion field, a rejected
 * deposit gives its claim back, 0 means no limit, the signed-in list marks a used-up promotion,
 * and concurrent claims (two gateway payments and a manual report at once) let exactly one claim.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  depositMessages,
  ewalletDepositResponseSchema,
  promotionAdminResponseSchema,
  promotionListResponseSchema,
} from '@khela/contract';
import { dhakaToday } from '../../platform/db/time.js';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import {
  fundPlayer,
  reportManualDeposit,
  uniqueTrxId,
  walletPlayer,
  type WalletPlayer,
} from '../../testing/wallet.js';
import { settleGatewayPayment } from './gateway-deposits.js';
import { codeOf } from '../../testing/refusal.js';
import { getAs, postAs, postRaw } from '../../testing/requests.js';

const harness = testAppPerFile({ seedDemoData: true });
let content: string;
let finance: string;

beforeAll(async () => {
  content = (await signInOperator(harness, 'content')).token;
  finance = (await signInOperator(harness, 'finance')).token;
});

async function createPromotion(claimsPerPlayer?: number): Promise<number> {
  const today = dhakaToday();
  const response = await postAs(harness, content, '/admin-api/promotions', {
    name: 'First Deposit 20%',
    desc: 'Twenty percent extra on a deposit.',
    start_date: today,
    end_date: `${Number(today.slice(0, 4)) + 1}-12-31`,
    status: 'active',
    deposit_bouns: 20,
    turnover: 2,
    ...(claimsPerPlayer === undefined ? {} : { claims_per_player: claimsPerPlayer }),
  });
  expect(response.statusCode).toBe(200);
  return promotionAdminResponseSchema.parse(response.json()).data.id;
}

function requestDeposit(player: WalletPlayer, promotion: number, provider = 'Rocket') {
  return postAs(harness, player.token, '/api/ewa/request', {
    amount: 1000,
    provider,
    type: provider === 'bKash' ? 'Merchant' : 'Personal',
    promotion,
  });
}

/** The player's deposits with the promotion each ended up with, oldest first. */
async function depositPromotions(player: WalletPlayer) {
  const rows = await harness.context.db
    .selectFrom('wallet_transactions')
    .select('promotion_id')
    .where('user_id', '=', player.remote_id)
    .where('action', '=', 'deposit')
    .orderBy('id')
    .execute();
  return rows.map((row) => (row.promotion_id === null ? null : Number(row.promotion_id)));
}

async function listedClaimable(player: WalletPlayer | undefined, promotion: number) {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/api/promotion',
    headers: player ? bearer(player.token) : {},
  });
  const list = promotionListResponseSchema.parse(response.json());
  return list.data.find((entry) => entry.id === promotion)?.claimable;
}

describe(`promotion claims per player on ${testDialect}`, () => {
  it('refuses a second claim of a once-per-player promotion, and the list says so', async () => {
    const promotion = await createPromotion();
    const player = await walletPlayer(harness);
    expect(await listedClaimable(player, promotion)).toBe(true);
    await fundPlayer(harness, player, 1000, { promotion });

    const again = await requestDeposit(player, promotion);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      code: codeOf(depositMessages.promotionClaimed),
      message: depositMessages.promotionClaimed,
      errors: { promotion: [depositMessages.promotionClaimed] },
    });
    expect(await listedClaimable(player, promotion)).toBe(false);
    expect(await listedClaimable(undefined, promotion)).toBeUndefined();
    // Another player still may.
    expect(await listedClaimable(await walletPlayer(harness), promotion)).toBe(true);
    // submit-deposit names the promotion itself and is refused on its own field.
    const number = await getAs(
      harness,
      player.token,
      '/api/get-wallet-number?name=Rocket&account_type=Personal&amount=1000',
    );
    const submit = await postAs(harness, player.token, '/api/submit-deposit', {
      amount: 1000,
      payment_id: number.json<{ payment_id: number }>().payment_id,
      account_number: player.phone,
      transaction_id: uniqueTrxId(),
      promotion_id: promotion,
      remote_id: player.remote_id,
    });
    expect(submit.statusCode).toBe(422);
    expect(submit.json<{ errors: unknown }>().errors).toEqual({
      promotion_id: [depositMessages.promotionClaimed],
    });
    expect(await depositPromotions(player)).toEqual([promotion]);
  });

  it('gives the claim back when the deposit is rejected, and counts a pending one', async () => {
    const promotion = await createPromotion();
    const player = await walletPlayer(harness);
    const { transactionId } = await reportManualDeposit(harness, player, { promotion });
    expect(await listedClaimable(player, promotion)).toBe(false);
    const reject = await postAs(harness, finance, `/admin-api/deposits/${transactionId}/reject`, {
      reason: 'No such payment.',
    });
    expect(reject.statusCode).toBe(200);
    expect(await listedClaimable(player, promotion)).toBe(true);
    await fundPlayer(harness, player, 1000, { promotion });
    expect(await depositPromotions(player)).toEqual([promotion, promotion]);
  });

  it('allows every deposit to claim a promotion with no limit (0), and N claims of N', async () => {
    const unlimited = await createPromotion(0);
    const twice = await createPromotion(2);
    const player = await walletPlayer(harness);
    for (let deposit = 0; deposit < 3; deposit += 1) {
      await fundPlayer(harness, player, 1000, { promotion: unlimited });
    }
    expect(await listedClaimable(player, unlimited)).toBe(true);
    await fundPlayer(harness, player, 1000, { promotion: twice });
    await fundPlayer(harness, player, 1000, { promotion: twice });
    expect((await requestDeposit(player, twice)).statusCode).toBe(422);
    expect(await depositPromotions(player)).toEqual([
      unlimited,
      unlimited,
      unlimited,
      twice,
      twice,
    ]);
    const bonuses = await harness.context.db
      .selectFrom('wallet_transactions')
      .select('amount_paisa')
      .where('user_id', '=', player.remote_id)
      .where('action', '=', 'bonus')
      .execute();
    expect(bonuses.map((bonus) => Number(bonus.amount_paisa))).toEqual([
      20_000, 20_000, 20_000, 20_000, 20_000,
    ]);
  });

  it('lets exactly one of concurrent claims have the promotion; the others are credited without it', async () => {
    const promotion = await createPromotion();
    const player = await walletPlayer(harness);
    const sandbox = harness.context.paymentGateways.sandbox;
    // Callbacks are held back, so the three claims can be let go at the same moment below.
    sandbox?.setDeliverer(() => Promise.reject(new Error('held back by the test')));
    const refs: string[] = [];
    try {
      for (let checkout = 0; checkout < 2; checkout += 1) {
        const response = await requestDeposit(player, promotion, 'bKash');
        expect(response.statusCode).toBe(200);
        const { url, transaction } = ewalletDepositResponseSchema.parse(response.json());
        await postRaw(
          harness,
          `${new URL(url ?? '').pathname}/pay`,
          'application/x-www-form-urlencoded',
          'wallet_number=01812345678',
        );
        const row = await harness.context.db
          .selectFrom('deposit_requests')
          .select('gateway_ref')
          .where('public_id', '=', transaction)
          .executeTakeFirstOrThrow();
        refs.push(row.gateway_ref ?? '');
      }
    } finally {
      sandbox?.setDeliverer(() => Promise.resolve({ status: 500 }));
    }
    const manual = ewalletDepositResponseSchema.parse(
      (await requestDeposit(player, promotion)).json(),
    );

    const [first, second, confirm] = await Promise.all([
      settleGatewayPayment(harness.context, 'sandbox', refs[0] ?? ''),
      settleGatewayPayment(harness.context, 'sandbox', refs[1] ?? ''),
      postAs(harness, player.token, '/api/ewa/confirm', {
        trx_id: manual.transaction,
        trxid: uniqueTrxId(),
        number: player.phone,
      }),
    ]);
    expect([first, second, confirm.statusCode]).toEqual(['paid', 'paid', 200]);
    const claims = (await depositPromotions(player)).filter((id) => id === promotion);
    expect(claims).toHaveLength(1);
    const bonuses = await harness.context.db
      .selectFrom('wallet_transactions')
      .select('promotion_id')
      .where('user_id', '=', player.remote_id)
      .where('action', '=', 'bonus')
      .where('promotion_id', '=', promotion)
      .execute();
    expect(bonuses.length).toBeLessThanOrEqual(1);
  });
});

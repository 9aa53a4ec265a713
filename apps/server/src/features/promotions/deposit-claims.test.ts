/**
 * The deposit select offers exactly the promotions a deposit may claim: every promotion on the
 * site (listed, deposit-only, off, not started, ended, without a bonus) is named in a deposit
 * request, and the server takes it exactly when the player's list offers it. The console's
 * `deposit_claim` says the same, with the reason for the rest.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  depositMessages,
  promotionAdminListResponseSchema,
  promotionAdminResponseSchema,
  promotionListResponseSchema,
  type PromotionAdmin,
} from '@khela/contract';
import { dhakaToday } from '../../platform/db/time.js';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signInOperator } from '../../testing/operators.js';
import { fundPlayer, walletPlayer, type WalletPlayer } from '../../testing/wallet.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile({ seedDemoData: true });
let content: string;

function shiftedDay(days: number): string {
  const day = new Date(`${dhakaToday()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function createPromotion(terms: {
  name: string;
  status: 'display' | 'active' | 'hidden';
  deposit_bouns: number;
  start_date?: string;
  end_date?: string;
}): Promise<PromotionAdmin> {
  const created = await postAs(harness, content, '/admin-api/promotions', {
    desc: 'A promotion of the claim test.',
    turnover: 2,
    start_date: shiftedDay(-1),
    end_date: shiftedDay(30),
    ...terms,
  });
  expect(created.statusCode, created.body).toBe(200);
  return promotionAdminResponseSchema.parse(created.json()).data;
}

async function operatorList(): Promise<PromotionAdmin[]> {
  const response = await getAs(harness, content, '/admin-api/promotions');
  return promotionAdminListResponseSchema.parse(response.json()).data;
}

/** What the deposit select offers the player: running, with a bonus, claims left. */
async function offeredTo(player: WalletPlayer): Promise<number[]> {
  const response = await getAs(harness, player.token, '/api/promotion');
  return promotionListResponseSchema
    .parse(response.json())
    .data.filter((promotion) => promotion.deposit_bouns > 0 && promotion.claimable !== false)
    .map((promotion) => promotion.id);
}

function requestWith(player: WalletPlayer, promotion: number) {
  return postAs(harness, player.token, '/api/ewa/request', {
    amount: 500,
    provider: 'Rocket',
    type: 'Personal',
    promotion,
  });
}

beforeAll(async () => {
  content = (await signInOperator(harness, 'content')).token;
  await createPromotion({ name: 'Switched off', status: 'hidden', deposit_bouns: 20 });
  await createPromotion({
    name: 'Starts next week',
    status: 'display',
    deposit_bouns: 20,
    start_date: shiftedDay(7),
    end_date: shiftedDay(30),
  });
  await createPromotion({
    name: 'Ended last week',
    status: 'active',
    deposit_bouns: 20,
    start_date: shiftedDay(-30),
    end_date: shiftedDay(-7),
  });
  await createPromotion({ name: 'Turnover only', status: 'active', deposit_bouns: 0 });
});

describe(`the promotions a deposit may claim on ${testDialect}`, () => {
  it('are exactly those the deposit select offers, listed and deposit-only alike', async () => {
    const player = await walletPlayer(harness);
    const offered = await offeredTo(player);
    const promotions = await operatorList();
    // The demo's listed welcome bonuses are among them, not only the deposit-only ones.
    const listed = promotions.filter((promotion) => promotion.status === 'display');
    expect(listed.some((promotion) => offered.includes(promotion.id))).toBe(true);

    for (const promotion of promotions) {
      const answer = await requestWith(player, promotion.id);
      const isOffered = offered.includes(promotion.id);
      expect(answer.statusCode, `${promotion.name}: ${answer.body}`).toBe(isOffered ? 200 : 422);
      if (!isOffered) {
        expect(answer.json<{ errors: Record<string, string[]> }>().errors['promotion']).toEqual([
          depositMessages.promotionInvalid,
        ]);
      }
      expect(promotion.deposit_claim === 'claimable', promotion.name).toBe(isOffered);
    }
  });

  it('tells the console why the others are not', async () => {
    const reasons = Object.fromEntries(
      (await operatorList()).map((promotion) => [promotion.name, promotion.deposit_claim]),
    );
    expect(reasons).toMatchObject({
      '100% Welcome Bonus': 'claimable',
      'Deposit Bonus 100%': 'claimable',
      'Fishing Frenzy Cashback': 'no_bonus',
      'Switched off': 'off',
      'Starts next week': 'not_started',
      'Ended last week': 'ended',
      'Turnover only': 'no_bonus',
    });
  });

  it('drops a promotion from the select once the player has claimed it as often as it allows', async () => {
    const player = await walletPlayer(harness);
    const welcome = (await operatorList()).find(
      (promotion) => promotion.name === '100% Welcome Bonus',
    )!;
    expect(welcome.claims_per_player).toBe(1);
    expect(await offeredTo(player)).toContain(welcome.id);
    await fundPlayer(harness, player, 500, { promotion: welcome.id });

    expect(await offeredTo(player)).not.toContain(welcome.id);
    const again = await requestWith(player, welcome.id);
    expect(again.json<{ errors: Record<string, string[]> }>().errors['promotion']).toEqual([
      depositMessages.promotionClaimed,
    ]);
  });
});

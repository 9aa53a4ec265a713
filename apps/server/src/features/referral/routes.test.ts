/**
 * The My Referral board from real downlines (signed up with the code) and their settled stakes,
 * and the rewards claimed with the wallet's Claim All.
 */
import { describe, expect, it } from 'vitest';
import { referralMessages, referralSummaryResponseSchema } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { reportSettledStake } from '../../testing/settled-stakes.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { getReferralSummary } from './service.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile();

type Player = Awaited<ReturnType<typeof signUpAndLogIn>>;

async function summaryOf(player: Player) {
  const response = await getAs(harness, player.token, '/api/referral/summary');
  expect(response.statusCode).toBe(200);
  return referralSummaryResponseSchema.parse(response.json()).data;
}

async function codeOf(player: Player): Promise<string> {
  const row = await harness.context.db
    .selectFrom('users')
    .select('referral_code')
    .where('id', '=', player.remote_id)
    .executeTakeFirstOrThrow();
  return row.referral_code;
}

describe(`referral summary on ${testDialect}`, () => {
  it('needs a session', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/referral/summary' });
    expect(response.statusCode).toBe(401);
  });

  it('starts empty with the player’s own code', async () => {
    const player = await signUpAndLogIn(harness.app);
    expect(await summaryOf(player)).toEqual({
      referral_code: await codeOf(player),
      active_downlines: 0,
      lifetime_cash_rewards: 0,
      referral_turnover: 0,
      cash_rewards: 0,
    });
  });

  it('adds up the downlines’ turnover and rewards, which Claim All then pays out', async () => {
    const referrer = await signUpAndLogIn(harness.app);
    const code = await codeOf(referrer);
    const first = await signUpAndLogIn(harness.app, { referral_code: code.toLowerCase() });
    const second = await signUpAndLogIn(harness.app, { referral_code: code });
    // Signed up with the code but never played: a downline, not an active one.
    await signUpAndLogIn(harness.app, { referral_code: code });
    const stranger = await signUpAndLogIn(harness.app);

    await reportSettledStake(harness, first.remote_id, 2_500);
    await reportSettledStake(harness, second.remote_id, 1_000);
    await reportSettledStake(harness, second.remote_id, 1_500);
    await reportSettledStake(harness, stranger.remote_id, 9_000);

    // 20 basis points of ৳5,000.
    expect(await summaryOf(referrer)).toEqual({
      referral_code: code,
      active_downlines: 2,
      lifetime_cash_rewards: 10,
      referral_turnover: 5_000,
      cash_rewards: 10,
    });

    const claim = await postAs(harness, referrer.token, '/api/cash-claim', {});
    expect(claim.statusCode).toBe(200);
    expect(claim.json()).toEqual(
      expect.objectContaining({ message: referralMessages.claimSuccess, amount: 10, balance: 10 }),
    );
    expect(await summaryOf(referrer)).toEqual(
      expect.objectContaining({ lifetime_cash_rewards: 10, cash_rewards: 0 }),
    );
    expect(await checkLedger(harness.context.db)).toEqual(expect.objectContaining({ ok: true }));
  });

  it('counts a downline as active for 30 days after their last settled stake', async () => {
    const referrer = await signUpAndLogIn(harness.app);
    const downline = await signUpAndLogIn(harness.app, { referral_code: await codeOf(referrer) });
    await reportSettledStake(harness, downline.remote_id, 100);
    const later = Date.now() + 31 * 24 * 60 * 60 * 1000;
    expect(await getReferralSummary(harness.context, referrer.remote_id, later)).toEqual(
      expect.objectContaining({ active_downlines: 0, referral_turnover: 100 }),
    );
  });
});

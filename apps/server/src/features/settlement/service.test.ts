/**
 * recordSettledStake: one report per settlement id, and what a settled stake earns in the same
 * transaction — turnover paid down, VIP points at the operator's rate (fractions carried), and
 * the referrer's cash bonus at the operator's basis points (fractions of a paisa carried).
 */
import { describe, expect, it } from 'vitest';
import { takaToPaisa } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { signUpReferred } from '../../testing/referrals.js';
import { reportSettledStake, uniqueSettlementId } from '../../testing/settled-stakes.js';
import { upsertSettingForTest } from '../../testing/site-settings.js';
import { fundPlayer, walletPlayer } from '../../testing/wallet.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { recordSettledStake } from './service.js';

const harness = testAppPerFile({ seedDemoData: true });

/** A referrer and a downline who signed up with the referrer's code. */
async function referrerAndDownline() {
  const referrer = await signUpAndLogIn(harness.app);
  const downline = await signUpReferred(harness, referrer.remote_id);
  return { referrer, downline };
}

async function pointsOf(userId: number) {
  const user = await harness.context.db
    .selectFrom('users')
    .leftJoin('vip_accounts', 'vip_accounts.user_id', 'users.id')
    .select(['users.vip_coin', 'vip_accounts.lifetime_points'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return { vipCoin: Number(user.vip_coin), lifetime: Number(user.lifetime_points ?? 0) };
}

const cashBonusOf = (userId: number) =>
  playerBalancePaisa(harness.context.db, userId, 'player_cash_bonus');

describe(`settled stakes on ${testDialect}`, () => {
  it('earns VIP points and the referrer reward at the default rates', async () => {
    const { referrer, downline } = await referrerAndDownline();
    const outcome = await reportSettledStake(harness, downline.remote_id, 1_000);
    // 1 point per ৳100; 20 basis points of ৳1,000 is ৳2.
    expect(outcome).toEqual({
      status: 'recorded',
      turnoverPaisa: 0,
      vipPointsEarned: 10,
      referralRewardPaisa: 200,
    });
    expect(await pointsOf(downline.remote_id)).toEqual({ vipCoin: 10, lifetime: 10 });
    expect(await cashBonusOf(referrer.remote_id)).toBe(200);
    // The referrer earns no points from the downline's play.
    expect(await pointsOf(referrer.remote_id)).toEqual({ vipCoin: 0, lifetime: 0 });
  });

  it('counts a settlement once however often it is reported', async () => {
    const { referrer, downline } = await referrerAndDownline();
    const settlementId = uniqueSettlementId('casino:round');
    const first = await reportSettledStake(harness, downline.remote_id, 500, settlementId);
    const again = await reportSettledStake(harness, downline.remote_id, 500, settlementId);
    const concurrent = await Promise.all([
      reportSettledStake(harness, downline.remote_id, 500, settlementId),
      reportSettledStake(harness, downline.remote_id, 500, settlementId),
    ]);
    expect(first.status).toBe('recorded');
    expect([again, ...concurrent]).toEqual([
      { status: 'already_recorded' },
      { status: 'already_recorded' },
      { status: 'already_recorded' },
    ]);
    expect(await pointsOf(downline.remote_id)).toEqual({ vipCoin: 5, lifetime: 5 });
    expect(await cashBonusOf(referrer.remote_id)).toBe(100);
  });

  it('refuses a settlement id reported again with another stake or player', async () => {
    const player = await signUpAndLogIn(harness.app);
    const other = await signUpAndLogIn(harness.app);
    const settlementId = uniqueSettlementId('exchange:bet');
    await reportSettledStake(harness, player.remote_id, 100, settlementId);
    await expect(reportSettledStake(harness, player.remote_id, 101, settlementId)).rejects.toThrow(
      'This settlement was already recorded with different details.',
    );
    await expect(reportSettledStake(harness, other.remote_id, 100, settlementId)).rejects.toThrow(
      'This settlement was already recorded with different details.',
    );
    expect(await pointsOf(other.remote_id)).toEqual({ vipCoin: 0, lifetime: 0 });
  });

  it('refuses nonsense before writing anything', async () => {
    const player = await signUpAndLogIn(harness.app);
    const run = (stake: {
      userId: number;
      stakePaisa: number;
      settlementId: string;
      countedPaisa?: number;
    }) =>
      harness.context.db
        .transaction()
        .execute((trx) => recordSettledStake(trx, { countedPaisa: stake.stakePaisa, ...stake }));
    await expect(
      run({ userId: player.remote_id, stakePaisa: 0, settlementId: 'x:1' }),
    ).rejects.toThrow(RangeError);
    await expect(
      run({ userId: player.remote_id, stakePaisa: 10.5, settlementId: 'x:2' }),
    ).rejects.toThrow(RangeError);
    await expect(run({ userId: 0, stakePaisa: 100, settlementId: 'x:3' })).rejects.toThrow(
      RangeError,
    );
    await expect(
      run({ userId: player.remote_id, stakePaisa: 100, settlementId: '' }),
    ).rejects.toThrow(RangeError);
    for (const countedPaisa of [-1, 101, 0.5]) {
      await expect(
        run({ userId: player.remote_id, stakePaisa: 100, countedPaisa, settlementId: 'x:4' }),
      ).rejects.toThrow(RangeError);
    }
  });

  it('carries fractions of a point and of a paisa between small stakes', async () => {
    const { referrer, downline } = await referrerAndDownline();
    // Thirty ৳35 spins: ৳1,050 in all, so 10 points (not 0, as flooring each spin would give)
    // and 20 basis points of ৳1,050 = 210 paisa (each spin alone is 7 paisa).
    for (let spin = 0; spin < 30; spin += 1) {
      await reportSettledStake(harness, downline.remote_id, 35);
    }
    expect(await pointsOf(downline.remote_id)).toEqual({ vipCoin: 10, lifetime: 10 });
    expect(await cashBonusOf(referrer.remote_id)).toBe(210);
    // ৳0.03 at 20 bp is 0.06 paisa: nothing yet, but it is not forgotten.
    const tiny = await reportSettledStake(harness, downline.remote_id, 0.03);
    expect(tiny).toEqual(expect.objectContaining({ vipPointsEarned: 0, referralRewardPaisa: 0 }));
  });

  it('follows the operator rates, and a rate of 0 stops accrual', async () => {
    const { referrer, downline } = await referrerAndDownline();
    await upsertSettingForTest(harness, 'vip_points_per_100_taka', 3);
    await upsertSettingForTest(harness, 'referral_reward_basis_points', 150);
    try {
      const outcome = await reportSettledStake(harness, downline.remote_id, 200);
      expect(outcome).toEqual(
        expect.objectContaining({ vipPointsEarned: 6, referralRewardPaisa: 300 }),
      );
      await upsertSettingForTest(harness, 'vip_points_per_100_taka', 0);
      await upsertSettingForTest(harness, 'referral_reward_basis_points', 0);
      const stopped = await reportSettledStake(harness, downline.remote_id, 5_000);
      expect(stopped).toEqual(
        expect.objectContaining({ vipPointsEarned: 0, referralRewardPaisa: 0 }),
      );
      expect(await cashBonusOf(referrer.remote_id)).toBe(300);
    } finally {
      await upsertSettingForTest(harness, 'vip_points_per_100_taka', 1);
      await upsertSettingForTest(harness, 'referral_reward_basis_points', 20);
    }
  });

  it('pays no reward to a suspended referrer, nor to anyone for a player without one', async () => {
    const { referrer, downline } = await referrerAndDownline();
    await harness.context.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', referrer.remote_id)
      .execute();
    const outcome = await reportSettledStake(harness, downline.remote_id, 1_000);
    expect(outcome).toEqual(
      expect.objectContaining({ vipPointsEarned: 10, referralRewardPaisa: 0 }),
    );
    expect(await cashBonusOf(referrer.remote_id)).toBe(0);
    const loner = await signUpAndLogIn(harness.app);
    expect(await reportSettledStake(harness, loner.remote_id, 1_000)).toEqual(
      expect.objectContaining({ referralRewardPaisa: 0 }),
    );
  });

  it('pays down turnover requirements through the same entry point', async () => {
    const player = await walletPlayer(harness);
    await fundPlayer(harness, player, 1_000);
    const outcome = await reportSettledStake(harness, player.remote_id, 400);
    expect(outcome).toEqual(expect.objectContaining({ turnoverPaisa: takaToPaisa(400) }));
    const ticket = await harness.context.db
      .selectFrom('turnovers')
      .select('remaining_paisa')
      .where('user_id', '=', player.remote_id)
      .executeTakeFirstOrThrow();
    expect(ticket.remaining_paisa).toBe(takaToPaisa(600));
  });

  it('loses nothing when many settlements for one downline land at once', async () => {
    const { referrer, downline } = await referrerAndDownline();
    await Promise.all(
      Array.from({ length: 20 }, () => reportSettledStake(harness, downline.remote_id, 250)),
    );
    // ৳5,000 in all: 50 points and ৳10 of reward.
    expect(await pointsOf(downline.remote_id)).toEqual({ vipCoin: 50, lifetime: 50 });
    expect(await cashBonusOf(referrer.remote_id)).toBe(1_000);
    expect(await checkLedger(harness.context.db)).toEqual(expect.objectContaining({ ok: true }));
  });
});

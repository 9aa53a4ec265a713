/**
 * Referral rewards from casino rounds: the casino wallet hands the settlement the referrer it read
 * with the player's row, so a referred player's Slots spins still earn their referrer, and a
 * player nobody referred earns no one anything.
 */
import { describe, expect, it } from 'vitest';
import { referralSummaryResponseSchema } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { creditMain, launchHouseGame, spinSlotsTimes } from '../../testing/casino.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { getAs } from '../../testing/requests.js';
import { countRows } from '../../testing/row-count.js';

const harness = testAppPerFile({ seedDemoData: true });

async function referralTurnover(token: string): Promise<number> {
  const response = await getAs(harness, token, '/api/referral/summary');
  return referralSummaryResponseSchema.parse(response.json()).data.referral_turnover;
}

describe(`referral rewards from Slots spins on ${testDialect}`, () => {
  it('count a referred player’s spins for the referrer, and nobody’s for a player not referred', async () => {
    const referrer = await signUpAndLogIn(harness.app);
    const { referral_code: code } = await harness.context.db
      .selectFrom('users')
      .select('referral_code')
      .where('id', '=', referrer.remote_id)
      .executeTakeFirstOrThrow();
    const downline = await signUpAndLogIn(harness.app, { referral_code: code });
    const loner = await signUpAndLogIn(harness.app);
    for (const player of [downline, loner]) await creditMain(harness, player.remote_id, 500);

    await spinSlotsTimes(harness, await launchHouseGame(harness, downline, 'slots'), 4);
    await spinSlotsTimes(harness, await launchHouseGame(harness, loner, 'slots'), 4);

    // Four stakes of ৳5 from the downline; the loner's spins count for no one.
    expect(await referralTurnover(referrer.token)).toBe(20);
    expect(
      await countRows(harness.context.db, 'referral_earnings', {
        downline_user_id: loner.remote_id,
      }),
    ).toBe(0);
    expect(await checkLedger(harness.context.db)).toEqual(expect.objectContaining({ ok: true }));
  });
});

/**
 * Referral rewards from casino rounds: the casino wallet hands the settlement the referrer it read
 * with the player's row, so a referred player's Slots spins still earn their referrer, and a
 * player nobody referred earns no one anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housePlayResponseSchema, referralSummaryResponseSchema } from '@khela/contract';
import { seedDemoData } from '../../seed-demo-data.js';
import { buildTestApp, testDialect, type TestApp } from '../../testing/build-test-app.js';
import { creditMain, launchHouseGame } from '../../testing/casino.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';
import { checkLedger } from '../../platform/ledger/invariant.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await buildTestApp();
  await seedDemoData(harness.context);
});
afterAll(() => harness.close());

let keySequence = 0;

async function spinSlots(gameToken: string, times: number, stake: number): Promise<void> {
  for (let spin = 0; spin < times; spin += 1) {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/house/slots/spin',
      headers: { ...bearer(gameToken), 'idempotency-key': `referral-spin-${(keySequence += 1)}` },
      payload: { stake },
    });
    expect(response.statusCode).toBe(200);
    housePlayResponseSchema.parse(response.json());
  }
}

async function referralTurnover(token: string): Promise<number> {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/api/referral/summary',
    headers: bearer(token),
  });
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

    await spinSlots(await launchHouseGame(harness, downline, 'slots'), 4, 5);
    await spinSlots(await launchHouseGame(harness, loner, 'slots'), 4, 5);

    // Four stakes of ৳5 from the downline; the loner's spins count for no one.
    expect(await referralTurnover(referrer.token)).toBe(20);
    const lonerRows = await harness.context.db
      .selectFrom('referral_earnings')
      .select('referrer_user_id')
      .where('downline_user_id', '=', loner.remote_id)
      .execute();
    expect(lonerRows).toEqual([]);
    expect(await checkLedger(harness.context.db)).toEqual(expect.objectContaining({ ok: true }));
  });
});

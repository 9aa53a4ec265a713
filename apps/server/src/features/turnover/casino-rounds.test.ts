/**
 * Turnover paid down by house rounds: the casino wallet reads with the player whether a
 * requirement is open, in the round's transaction, and the settlement pays it down by what each
 * round counts (or reads no requirement when none is open).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housePlayResponseSchema } from '@khela/contract';
import { seedDemoData } from '../../seed-demo-data.js';
import { buildTestApp, testDialect, type TestApp } from '../../testing/build-test-app.js';
import { casinoPlayer, launchHouseGame } from '../../testing/casino.js';
import { bearer } from '../../testing/players.js';
import { addTurnoverRequirement } from '../../testing/wallet.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await buildTestApp();
  await seedDemoData(harness.context);
});
afterAll(() => harness.close());

let keySequence = 0;

async function spinSlots(gameToken: string, times: number): Promise<void> {
  for (let spin = 0; spin < times; spin += 1) {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/house/slots/spin',
      headers: { ...bearer(gameToken), 'idempotency-key': `turnover-spin-${(keySequence += 1)}` },
      payload: { stake: 5 },
    });
    expect(response.statusCode).toBe(200);
    housePlayResponseSchema.parse(response.json());
  }
}

async function countedPaisa(userId: number): Promise<number> {
  const rows = await harness.context.db
    .selectFrom('settled_stakes')
    .select('counted_paisa')
    .where('user_id', '=', userId)
    .execute();
  return rows.reduce((sum, row) => sum + row.counted_paisa, 0);
}

describe(`turnover from Slots spins on ${testDialect}`, () => {
  it('pays an open requirement down by what each spin counts', async () => {
    const player = await casinoPlayer(harness, 500);
    const requirementId = await addTurnoverRequirement(harness, player.remote_id, 100_000);
    await spinSlots(await launchHouseGame(harness, player, 'slots'), 4);

    const counted = await countedPaisa(player.remote_id);
    expect(counted).toBeGreaterThan(0);
    const requirement = await harness.context.db
      .selectFrom('turnovers')
      .select(['remaining_paisa', 'status'])
      .where('id', '=', requirementId)
      .executeTakeFirstOrThrow();
    expect(requirement).toEqual({ remaining_paisa: 100_000 - counted, status: 'active' });
  });

  it('completes a requirement the spins cover, and the next spins leave it complete', async () => {
    const player = await casinoPlayer(harness, 500);
    const requirementId = await addTurnoverRequirement(harness, player.remote_id, 1);
    await spinSlots(await launchHouseGame(harness, player, 'slots'), 3);
    const requirement = await harness.context.db
      .selectFrom('turnovers')
      .select(['remaining_paisa', 'status'])
      .where('id', '=', requirementId)
      .executeTakeFirstOrThrow();
    expect(requirement).toEqual({ remaining_paisa: 0, status: 'complete' });
  });
});

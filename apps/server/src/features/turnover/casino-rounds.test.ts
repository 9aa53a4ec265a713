/**
 * Turnover paid down by house rounds: the casino wallet reads with the player whether a
 * requirement is open, in the round's transaction, and the settlement pays it down by what each
 * round counts (or reads no requirement when none is open).
 */
import { describe, expect, it } from 'vitest';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { casinoPlayer, launchHouseGame, spinSlotsTimes } from '../../testing/casino.js';
import { addTurnoverRequirement } from '../../testing/wallet.js';

const harness = testAppPerFile({ seedDemoData: true });

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
    await spinSlotsTimes(harness, await launchHouseGame(harness, player, 'slots'), 4);

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
    await spinSlotsTimes(harness, await launchHouseGame(harness, player, 'slots'), 3);
    const requirement = await harness.context.db
      .selectFrom('turnovers')
      .select(['remaining_paisa', 'status'])
      .where('id', '=', requirementId)
      .executeTakeFirstOrThrow();
    expect(requirement).toEqual({ remaining_paisa: 0, status: 'complete' });
  });
});

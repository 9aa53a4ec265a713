/** Turnover requirements: stakes pay the oldest first, complete exactly, and never go below zero. */
import { describe, expect, it } from 'vitest';
import { paisa } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { addTurnoverRequirement, walletPlayer } from '../../testing/wallet.js';
import { applySettledStake, hasActiveTurnover, listTurnovers } from './service.js';

const harness = testAppPerFile();

async function requirement(userId: number, requiredPaisa: number): Promise<void> {
  await addTurnoverRequirement(harness, userId, requiredPaisa);
}

const stake = (userId: number, amount: number) =>
  harness.context.db.transaction().execute((trx) => applySettledStake(trx, userId, paisa(amount)));

describe(`turnover on ${testDialect}`, () => {
  it('pays the oldest requirement first and carries the rest to the next', async () => {
    const player = await walletPlayer(harness);
    await requirement(player.remote_id, 10_000);
    await requirement(player.remote_id, 5_000);
    expect(await stake(player.remote_id, 12_000)).toBe(12_000);
    const [newest, oldest] = await listTurnovers(harness.context.db, player.remote_id);
    expect(oldest).toMatchObject({ status: 'complete', remaining_turnover: 0 });
    expect(newest).toMatchObject({ status: 'active', remaining_turnover: 30 });
    expect(await stake(player.remote_id, 9_000)).toBe(3_000);
    expect(await hasActiveTurnover(harness.context.db, player.remote_id)).toBe(false);
    expect(await stake(player.remote_id, 100)).toBe(0);
  });
});

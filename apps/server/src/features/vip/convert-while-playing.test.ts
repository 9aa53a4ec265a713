/**
 * A VIP conversion while the same player's casino rounds settle: the settlement credits the Main
 * Wallet and then accrues points on the player's row, so a conversion must take its locks in the
 * same order (or PostgreSQL finds a deadlock and the player gets a 500). Every call answers 2xx or
 * a refusal, and the ledger stays balanced.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { casinoPlayer, configureTestAggregator, sendWalletCallback } from '../../testing/casino.js';
import { reportSettledStake } from '../../testing/settled-stakes.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile({ seedDemoData: true });
let aggregator: { platform: string; secret: string };
beforeAll(async () => {
  aggregator = await configureTestAggregator(harness);
});

async function launchToken(player: { remote_id: number; token: string }): Promise<string> {
  const response = await postAs(harness, player.token, '/api/game-run', {
    userId: player.remote_id,
    gameCode: 'tea-garden-treasure',
    gameType: 'SLOT',
    platform: aggregator.platform,
  });
  return new URL(response.json<{ url: string }>().url).searchParams.get('token') ?? '';
}

const id = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;

describe(`VIP conversion during settling play on ${testDialect}`, () => {
  it('never fails with a 500 when conversions and settlements of one player interleave', async () => {
    const player = await casinoPlayer(harness, 5000);
    await reportSettledStake(harness, player.remote_id, 100_000);
    const token = await launchToken(player);
    const round = async (): Promise<number[]> => {
      const base = { currency: 'BDT', game_code: 'tea-garden-treasure', user_id: player.remote_id };
      const roundId = id('round');
      const debit = await sendWalletCallback(harness, {
        platform: aggregator.platform,
        action: 'debit',
        secret: aggregator.secret,
        body: {
          ...base,
          request_id: id('r'),
          token,
          round_id: roundId,
          transaction_id: id('d'),
          amount: 10_000,
        },
      });
      const credit = await sendWalletCallback(harness, {
        platform: aggregator.platform,
        action: 'credit',
        secret: aggregator.secret,
        body: {
          ...base,
          request_id: id('r'),
          round_id: roundId,
          transaction_id: id('c'),
          amount: 5_000,
        },
      });
      return [debit.statusCode, credit.statusCode];
    };
    const convert = async (): Promise<number[]> => {
      const response = await getAs(
        harness,
        player.token,
        `/api/convert-vipcoin?remote_id=${player.remote_id}&vip_coin=10`,
      );
      return [response.statusCode];
    };
    const statuses = (
      await Promise.all(Array.from({ length: 40 }, (_, index) => (index % 2 ? round() : convert())))
    ).flat();
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(0);
    expect((await checkLedger(harness.context.db)).ok).toBe(true);
  });
});

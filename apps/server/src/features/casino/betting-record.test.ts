/**
 * GET /api/betting-record: the contract's shape, the caller's own settled rounds of the last
 * 7 days newest first with the stake and the payout, and an empty Exchange tab.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bettingRecordResponseSchema } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../testing/casino.js';
import { houseWallet, type ProviderWallet } from './service.js';
import { getAs } from '../../testing/requests.js';
import { uniqueId } from '../../testing/unique-ids.js';

const harness = testAppPerFile({ seedDemoData: true });
let wallet: ProviderWallet;

beforeAll(() => {
  wallet = houseWallet(harness.context);
});

async function playRound(
  userId: number,
  gameCode: string,
  stakePaisa: number,
  winPaisa: number | undefined,
): Promise<string> {
  const roundId = uniqueId('round');
  await wallet.debit({
    userId,
    gameCode,
    roundId,
    transactionId: uniqueId('tx'),
    amountPaisa: stakePaisa,
  });
  if (winPaisa !== undefined) {
    await wallet.credit({
      userId,
      gameCode,
      roundId,
      transactionId: uniqueId('tx'),
      amountPaisa: winPaisa,
    });
  }
  return roundId;
}

async function record(token: string) {
  const response = await getAs(harness, token, '/api/betting-record');
  expect(response.statusCode).toBe(200);
  return bettingRecordResponseSchema.parse(response.json()).data;
}

describe(`betting record on ${testDialect}`, () => {
  it('needs a sign-in and answers empty tabs for a new player', async () => {
    const anonymous = await harness.app.inject({ method: 'GET', url: '/api/betting-record' });
    expect(anonymous.statusCode).toBe(401);
    const player = await casinoPlayer(harness, 0);
    expect(await record(player.token)).toEqual({ settled: [], exchange: [] });
  });

  it("lists the player's own settled rounds of the last 7 days, newest first", async () => {
    const player = await casinoPlayer(harness, 1000);
    const other = await casinoPlayer(harness, 1000);
    await playRound(player.remote_id, 'slots', 2_000, 0);
    await playRound(player.remote_id, 'mines', 1_050, 3_075);
    await playRound(player.remote_id, 'crash', 500, undefined); // still open: not settled
    const old = await playRound(player.remote_id, 'slots', 700, 0);
    await harness.context.db
      .updateTable('casino_rounds')
      .set({ settled_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('round_ref', '=', old)
      .execute();
    await playRound(other.remote_id, 'slots', 900, 1_800);

    const { settled, exchange } = await record(player.token);
    expect(exchange).toEqual([]);
    expect(
      settled.map(({ platform, game_type, game_name, bet_amount, winAmount }) => ({
        platform,
        game_type,
        game_name,
        bet_amount,
        winAmount,
      })),
    ).toEqual([
      {
        platform: 'KHELA',
        game_type: 'ARCADE',
        game_name: 'Mines',
        bet_amount: 10.5,
        winAmount: 30.75,
      },
      { platform: 'KHELA', game_type: 'SLOT', game_name: 'Slots', bet_amount: 20, winAmount: 0 },
    ]);
    expect(Date.parse(settled[0]!.created_at)).toBeGreaterThanOrEqual(
      Date.parse(settled[1]!.created_at),
    );
  });
});

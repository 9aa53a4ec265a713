/**
 * A keyed Slots spin, Mines start, pick and cash-out commit their Idempotency-Key's record and
 * answer with the play: a process that dies right after the commit leaves the key done, and the
 * retry with the same key gets the stored answer without playing (or paying) again.
 */
import { describe, expect, it } from 'vitest';
import { housePlayResponseSchema, takaToPaisa } from '@khela/contract';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { casinoPlayer, launchHouseGame } from '../../testing/casino.js';
import { idempotencyRecord, replayedAfterDeathAtCommit } from '../../testing/die-after-commit.js';
import { postWithKey } from '../../testing/keyed-calls.js';

const harness = testAppPerFile({ seedDemoData: true });

function keyed(token: string, url: string, payload: Record<string, unknown>, key: string) {
  return () => postWithKey(harness, token, `/api/house${url}`, payload, key);
}

const betsOf = (userId: number) =>
  harness.context.db.selectFrom('house_bets').selectAll().where('user_id', '=', userId).execute();
const mainOf = (userId: number) => playerBalancePaisa(harness.context.db, userId, 'player_main');
const recordOf = (userId: number, key: string) =>
  idempotencyRecord(harness.context.db, `house:${userId}`, key);

async function expectOnceAfterDeath(
  userId: number,
  send: () => ReturnType<ReturnType<typeof keyed>>,
  key: string,
) {
  const retried = await replayedAfterDeathAtCommit(harness.context.db, send);
  expect(await recordOf(userId, key)).toEqual({ state: 'done', response_status: 200 });
  return housePlayResponseSchema.parse(retried.json());
}

describe(`keyed house plays that die after their commit, on ${testDialect}`, () => {
  it('spins Slots once and answers the retry with the spin', async () => {
    const player = await casinoPlayer(harness, 100);
    const game = await launchHouseGame(harness, player, 'slots');
    const answer = await expectOnceAfterDeath(
      player.remote_id,
      keyed(game, '/slots/spin', { stake: 10 }, 'spin-1'),
      'spin-1',
    );
    const bets = await betsOf(player.remote_id);
    expect(bets.map((bet) => bet.id)).toEqual([answer.bet.id]);
    expect(await mainOf(player.remote_id)).toBe(10_000 - 1_000 + bets[0]!.payout_paisa);
    expect(takaToPaisa(answer.balance)).toBe(await mainOf(player.remote_id));
    expect((await checkLedger(harness.context.db)).ok).toBe(true);
  });

  it('starts, picks and cashes out Mines once each', async () => {
    const player = await casinoPlayer(harness, 100);
    const game = await launchHouseGame(harness, player, 'mines');
    const started = await expectOnceAfterDeath(
      player.remote_id,
      keyed(game, '/mines/start', { stake: 10, mines: 1 }, 'start-1'),
      'start-1',
    );
    expect((await betsOf(player.remote_id)).map((bet) => bet.id)).toEqual([started.bet.id]);
    expect(await mainOf(player.remote_id)).toBe(9_000);

    const [row] = await betsOf(player.remote_id);
    const mines = JSON.parse(row!.mine_tiles ?? '[]') as number[];
    const safe = Array.from({ length: 25 }, (_, tile) => tile).find(
      (tile) => !mines.includes(tile),
    )!;
    const picked = await expectOnceAfterDeath(
      player.remote_id,
      keyed(game, '/mines/pick', { tile: safe }, 'pick-1'),
      'pick-1',
    );
    expect(picked.bet.status).toBe('open');

    const cashed = await expectOnceAfterDeath(
      player.remote_id,
      keyed(game, '/mines/cashout', {}, 'cashout-1'),
      'cashout-1',
    );
    expect(cashed.bet.status).toBe('won');
    const [settled] = await betsOf(player.remote_id);
    expect(JSON.parse(settled!.picks ?? '[]')).toEqual([safe]);
    expect(await mainOf(player.remote_id)).toBe(9_000 + settled!.payout_paisa);
    expect(takaToPaisa(cashed.balance)).toBe(await mainOf(player.remote_id));
    expect((await checkLedger(harness.context.db)).ok).toBe(true);
  });
});

/**
 * The instant games through /api/house/{game}/play with a launch token: every game plays rounds
 * that move the stake and the payout once through the casino wallet, each recomputed from the
 * revealed seed by the package the verify page uses; choices a game cannot take are refused before
 * a nonce or a paisa moves; a repeated key plays once; the Settled record and the counted stake
 * follow, weighed by the game's edge.
 */
import {
  bettingRecordResponseSchema,
  houseFairnessSchema,
  houseMessages,
  housePlayResponseSchema,
  houseSessionResponseSchema,
  paisa,
  paisaToTaka,
  takaToPaisa,
  type InstantGame,
} from '@khela/contract';
import { INSTANT_GAME_MATHS, instantRoundFromSeeds } from '@khela/house-games';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { testDialect } from '../../testing/build-test-app.js';
import { casinoPlayer, launchHouseGame } from '../../testing/casino.js';
import { bearer } from '../../testing/players.js';
import { refusalBody } from '../../testing/refusal.js';
import { getAs } from '../../testing/requests.js';
import { countRows } from '../../testing/row-count.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { PPM, weighPaisa, weightForEdgePpm } from '../settlement/service.js';

const harness = testAppPerFile({ seedDemoData: true });

function play(token: string, game: string, payload: unknown, headers: Record<string, string> = {}) {
  return harness.app.inject({
    method: 'POST',
    url: `/api/house/${game}/play`,
    headers: { ...bearer(token), ...headers },
    payload: payload as Record<string, unknown>,
  });
}

const choices: readonly [InstantGame, Record<string, unknown>, string][] = [
  ['dice', { side: 'under', target: 49.5 }, 'ARCADE'],
  ['limbo', { target: 1.8 }, 'EGAME'],
  ['wheel', { risk: 'medium' }, 'ARCADE'],
  ['plinko', { rows: 12, risk: 'high' }, 'ARCADE'],
  ['keno', { picks: [4, 8, 15, 16, 23, 40] }, 'LOTTO'],
  ['roulette', { numbers: [13, 14, 16, 17] }, 'TABLE'],
  ['dragon-tiger', { side: 'tie' }, 'LIVE'],
  ['fishing', { fish: 0 }, 'FH'],
  ['seven-up-down', { side: 'seven' }, 'LIVE'],
  ['baccarat', { side: 'banker' }, 'TABLE'],
  ['andar-bahar', { side: 'andar' }, 'LIVE'],
  ['teen-patti', { bet: 'player' }, 'LIVE'],
];

describe(`house instant games on ${testDialect}`, () => {
  it('plays each game: money moves once per round, and every round is the one its seeds give', async () => {
    for (const [game, choice, gameType] of choices) {
      const player = await casinoPlayer(harness, 500);
      const token = await launchHouseGame(harness, player, game);
      let expectedPaisa = 50_000;
      const bets = [];
      for (let round = 0; round < 8; round += 1) {
        const response = await play(token, game, { stake: '5', ...choice });
        expect(response.statusCode, response.body).toBe(200);
        const { bet, balance } = housePlayResponseSchema.parse(response.json());
        expectedPaisa += takaToPaisa(bet.payout) - 500;
        expect(takaToPaisa(balance)).toBe(expectedPaisa);
        expect(bet).toMatchObject({ game, stake: 5, status: bet.payout > 0 ? 'won' : 'lost' });
        expect(bet.instant).toMatchObject({ game, choice });
        bets.push(bet);
      }
      expect(await playerBalancePaisa(harness.context.db, player.remote_id, 'player_main')).toBe(
        expectedPaisa,
      );

      const fairness = houseFairnessSchema.parse(
        (
          await harness.app.inject({
            method: 'POST',
            url: '/api/house/fairness/rotate',
            headers: bearer(token),
            payload: {},
          })
        ).json(),
      );
      const serverSeed = fairness.previous?.server_seed ?? '';
      for (const bet of bets) {
        const again = instantRoundFromSeeds(
          game,
          { serverSeed, clientSeed: bet.seeds.client_seed, nonce: bet.seeds.nonce },
          paisa(500),
          choice as never,
        );
        expect(again.result).toEqual(bet.instant?.result);
        expect(paisaToTaka(again.payoutPaisa)).toBe(bet.payout);
      }

      const record = bettingRecordResponseSchema.parse(
        (await getAs(harness, player.token, '/api/betting-record')).json(),
      );
      expect(record.data.settled).toHaveLength(8);
      expect(record.data.settled[0]).toMatchObject({ platform: 'KHELA', game_type: gameType });
      // Rebates and turnover count the stake weighed by the game's smallest edge.
      const counted = await harness.context.db
        .selectFrom('settled_stakes')
        .select(['stake_paisa', 'counted_paisa'])
        .where('user_id', '=', player.remote_id)
        .execute();
      expect(counted).toHaveLength(8);
      const weight = weightForEdgePpm(Math.floor((1 - INSTANT_GAME_MATHS[game].rtpMax) * PPM));
      for (const row of counted) {
        expect(row.counted_paisa).toBeGreaterThan(0);
        expect(row.counted_paisa).toBe(weighPaisa(500, weight));
      }
    }
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('refuses choices the game cannot take, another game’s launch and a stake beyond the balance, moving nothing', async () => {
    const player = await casinoPlayer(harness, 3);
    const dice = await launchHouseGame(harness, player, 'dice');
    const refusals: [string, Record<string, unknown>, string][] = [
      ['dice', { stake: 1, side: 'over', target: 99 }, houseMessages.diceTargetInvalid],
      ['dice', { stake: 1, side: 'over', target: 1.5 }, houseMessages.diceTargetInvalid],
      ['dice', { stake: 1, side: 'sideways', target: 50 }, houseMessages.diceSideInvalid],
      ['dice', { stake: 0.5, side: 'under', target: 50 }, houseMessages.stakeOutOfRange],
    ];
    for (const [game, payload, message] of refusals) {
      const response = await play(dice, game, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json()).toMatchObject(refusalBody(message));
    }
    const wrong = await play(dice, 'keno', { stake: 1, picks: [1] });
    expect(wrong.statusCode).toBe(403);
    const broke = await play(dice, 'dice', { stake: 4, side: 'under', target: 50 });
    expect(broke.statusCode).toBe(422);

    const keno = await launchHouseGame(harness, player, 'keno');
    for (const picks of [[], [1, 1], [0], [41], Array.from({ length: 11 }, (_, n) => n + 1)]) {
      const response = await play(keno, 'keno', { stake: 1, picks });
      expect(response.json()).toMatchObject(refusalBody(houseMessages.kenoPicksInvalid));
    }
    const plinko = await launchHouseGame(harness, player, 'plinko');
    expect(
      (await play(plinko, 'plinko', { stake: 1, rows: 17, risk: 'low' })).json(),
    ).toMatchObject(refusalBody(houseMessages.plinkoRowsInvalid));
    const roulette = await launchHouseGame(harness, player, 'roulette');
    for (const numbers of [
      [1, 5],
      [0, 4],
      [3, 4],
      [1, 1],
    ]) {
      expect((await play(roulette, 'roulette', { stake: 1, numbers })).json()).toMatchObject(
        refusalBody(houseMessages.rouletteBetInvalid),
      );
    }
    const limbo = await launchHouseGame(harness, player, 'limbo');
    expect((await play(limbo, 'limbo', { stake: 1, target: 1.005 })).json()).toMatchObject(
      refusalBody(houseMessages.limboTargetInvalid),
    );

    const session = houseSessionResponseSchema.parse(
      (
        await harness.app.inject({
          method: 'GET',
          url: '/api/house/session',
          headers: bearer(dice),
        })
      ).json(),
    );
    expect(session.fairness.nonce).toBe(0);
    expect(session.balance).toBe(3);
    expect(await countRows(harness.context.db, 'house_bets', { user_id: player.remote_id })).toBe(
      0,
    );
  });

  it('plays a round sent twice with one Idempotency-Key once', async () => {
    const player = await casinoPlayer(harness, 100);
    const token = await launchHouseGame(harness, player, 'wheel');
    const key = { 'idempotency-key': 'wheel-spin-1' };
    const [first, second] = await Promise.all([
      play(token, 'wheel', { stake: 10, risk: 'high' }, key),
      play(token, 'wheel', { stake: 10, risk: 'high' }, key),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const other = await play(token, 'wheel', { stake: 10, risk: 'low' }, key);
    expect(other.statusCode).toBe(422);
    expect(await countRows(harness.context.db, 'house_bets', { user_id: player.remote_id })).toBe(
      1,
    );
    const bets = (
      await harness.app.inject({ method: 'GET', url: '/api/house/bets', headers: bearer(token) })
    ).json<{ data: unknown[] }>();
    expect(bets.data).toHaveLength(1);
  });
});

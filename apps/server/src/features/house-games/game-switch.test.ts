/**
 * The operator's hold on each house game: a game switched off (or its provider) takes no new
 * round, while a round already in play (a Mines game) still finishes; the operator's stake limits
 * bound every new round, lie within the game's own, and reach the page through the session.
 */
import {
  houseMessages,
  housePlayResponseSchema,
  houseSessionResponseSchema,
} from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { testDialect } from '../../testing/build-test-app.js';
import { casinoPlayer, launchHouseGame } from '../../testing/casino.js';
import { bearer } from '../../testing/players.js';
import { refusalBody } from '../../testing/refusal.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';

const harness = testAppPerFile({ seedDemoData: true });

function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return harness.app.inject({
    method,
    url: `/api/house${url}`,
    headers: bearer(token),
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  });
}

async function setGame(
  code: string,
  change: { status?: number; min_stake_paisa?: number | null; max_stake_paisa?: number | null },
) {
  await harness.context.db
    .updateTable('games')
    .set(change)
    .where('platform', '=', 'KHELA')
    .where('code', '=', code)
    .execute();
}

describe(`house games switched off and limited by the operator on ${testDialect}`, () => {
  it('refuses new rounds of a switched-off game and lets a Mines game in play finish', async () => {
    const player = await casinoPlayer(harness, 100);
    const mines = await launchHouseGame(harness, player, 'mines');
    const dice = await launchHouseGame(harness, player, 'dice');
    const started = housePlayResponseSchema.parse(
      (await call(mines, 'POST', '/mines/start', { stake: 10, mines: 24 })).json(),
    );
    expect(started.bet.status).toBe('open');

    await setGame('mines', { status: 0 });
    await setGame('dice', { status: 0 });
    const roll = await call(dice, 'POST', '/dice/play', { stake: 1, side: 'under', target: 50 });
    expect(roll.statusCode).toBe(403);
    expect(roll.json()).toEqual(refusalBody(houseMessages.gameSwitchedOff));

    // The game in play: one pick, then it is over either way.
    const picked = housePlayResponseSchema.parse(
      (await call(mines, 'POST', '/mines/pick', { tile: 0 })).json(),
    );
    expect(picked.bet.status).not.toBe('open');
    const again = await call(mines, 'POST', '/mines/start', { stake: 10, mines: 3 });
    expect(again.json()).toEqual(refusalBody(houseMessages.gameSwitchedOff));

    await setGame('dice', { status: 1 });
    await setGame('mines', { status: 1 });
    expect(
      (await call(dice, 'POST', '/dice/play', { stake: 1, side: 'under', target: 50 })).statusCode,
    ).toBe(200);
  });

  it('holds every new round to the operator’s limits, within the game’s own', async () => {
    const player = await casinoPlayer(harness, 1000);
    await setGame('limbo', { min_stake_paisa: 500, max_stake_paisa: 20_000 });
    const limbo = await launchHouseGame(harness, player, 'limbo');
    const session = houseSessionResponseSchema.parse((await call(limbo, 'GET', '/session')).json());
    expect(session.stake_limits).toEqual({ min: 5, max: 200 });
    for (const stake of [4.99, 200.01]) {
      const refused = await call(limbo, 'POST', '/limbo/play', { stake, target: 2 });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject(refusalBody(houseMessages.stakeOutOfRange));
    }
    expect((await call(limbo, 'POST', '/limbo/play', { stake: 5, target: 2 })).statusCode).toBe(
      200,
    );

    // Limits past the game's own are held to the game's own.
    await setGame('limbo', { min_stake_paisa: 1, max_stake_paisa: 99_999_999 });
    const wide = houseSessionResponseSchema.parse((await call(limbo, 'GET', '/session')).json());
    expect(wide.stake_limits).toEqual({ min: 1, max: 10_000 });
    await setGame('limbo', { min_stake_paisa: null, max_stake_paisa: null });
  });
});

/**
 * The console's hold on the house games: stake limits set per game (only on the house's own
 * games, within the game's own, minimum not above maximum; cleared back to the game's own),
 * audited; and the takings report per Bangladesh day and game from the settled rounds.
 */
import {
  catalogueGameSchema,
  catalogueGamesResponseSchema,
  catalogueMessages,
  houseGgrResponseSchema,
  housePlayResponseSchema,
  type OperatorRole,
} from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { testDialect } from '../../testing/build-test-app.js';
import { casinoPlayer, launchHouseGame } from '../../testing/casino.js';
import { callAsOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import { refusalBody } from '../../testing/refusal.js';
import { everyRolePerFile, testAppPerFile } from '../../testing/test-app-per-file.js';

const harness = testAppPerFile({ seedDemoData: true });
const tokens = everyRolePerFile(harness);

const call = (role: OperatorRole, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  callAsOperator(harness, tokens[role], method, `/admin-api/catalogue${url}`, payload);

async function gameId(query: string): Promise<number> {
  const response = await call('content', 'GET', `/games?${query}`);
  const game = catalogueGamesResponseSchema.parse(response.json()).data[0];
  if (!game) throw new Error(`no game for ${query}`);
  return game.id;
}

describe(`the house games in the console on ${testDialect}`, () => {
  it('sets a house game’s stake limits within its own, and only a house game’s', async () => {
    const dice = await gameId('q=Dice&platform=KHELA');
    const set = await call('content', 'PATCH', `/games/${dice}`, { min_stake: 5, max_stake: 500 });
    expect(set.statusCode, set.body).toBe(200);
    expect(catalogueGameSchema.parse(set.json()).stake_limits).toEqual({
      min: 5,
      max: 500,
      own_min: 1,
      own_max: 10_000,
    });

    const refusals: [object, string, string][] = [
      [{ max_stake: 20_000 }, 'max_stake', catalogueMessages.stakeLimitsOutside],
      [{ min_stake: 0.5 }, 'min_stake', catalogueMessages.stakeLimitsOutside],
      [{ min_stake: 600 }, 'min_stake', catalogueMessages.stakeLimitsReversed],
      [{ min_stake: 1.005 }, 'min_stake', catalogueMessages.stakeLimitInvalid],
    ];
    for (const [change, field, message] of refusals) {
      const refused = await call('content', 'PATCH', `/games/${dice}`, change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { [field]: [message] } });
    }
    const padma = await gameId('platform=PADMA');
    const notHouse = await call('content', 'PATCH', `/games/${padma}`, { min_stake: 5 });
    expect(notHouse.json()).toMatchObject(refusalBody(catalogueMessages.stakeLimitsHouseOnly));

    // An empty field gives the game its own limit back.
    const cleared = await call('content', 'PATCH', `/games/${dice}`, { min_stake: '' });
    expect(catalogueGameSchema.parse(cleared.json()).stake_limits).toMatchObject({
      min: null,
      max: 500,
    });
    const audit = await harness.app.inject({
      url: `/admin-api/audit?target_type=game&target_id=${dice}`,
      headers: bearer(tokens.owner),
    });
    expect(audit.body).toContain('stake_limits');
    await call('content', 'PATCH', `/games/${dice}`, { max_stake: null });
  });

  it('reports each day’s rounds, stakes, payouts and GGR per house game', async () => {
    const before = houseGgrResponseSchema.parse(
      (await call('owner', 'GET', '/house-ggr?days=1')).json(),
    );
    const player = await casinoPlayer(harness, 100);
    const token = await launchHouseGame(harness, player, 'wheel');
    let stakes = 0;
    let payouts = 0;
    for (let round = 0; round < 5; round += 1) {
      const played = await harness.app.inject({
        method: 'POST',
        url: '/api/house/wheel/play',
        headers: bearer(token),
        payload: { stake: 2, risk: 'low' },
      });
      const { bet } = housePlayResponseSchema.parse(played.json());
      stakes += bet.stake;
      payouts += bet.payout;
    }
    const report = houseGgrResponseSchema.parse(
      (await call('owner', 'GET', '/house-ggr?days=1')).json(),
    );
    expect(report.from).toBe(report.to);
    const wheelOf = (rows: typeof report.data) => rows.find((row) => row.game === 'wheel');
    const was = wheelOf(before.data) ?? { rounds: 0, stakes: 0, payouts: 0, ggr: 0 };
    const now = wheelOf(report.data);
    expect(now).toMatchObject({
      date: report.to,
      rounds: was.rounds + 5,
      stakes: was.stakes + stakes,
    });
    expect(now?.payouts).toBeCloseTo(was.payouts + payouts, 2);
    expect(now?.ggr).toBeCloseTo(was.ggr + stakes - payouts, 2);
    expect((await call('owner', 'GET', '/house-ggr?days=91')).statusCode).toBe(422);
  });
});

/**
 * The Account area's reads through the API: open bets on every market with their names, settled
 * history with results, profit & loss per market after commission, the Main movements with the
 * balance after each, and sign-ins; each player sees only their own rows, and bad ranges or pages
 * get a 422 with a message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  exchangeAccountMessages,
  exchangeActivityLogResponseSchema,
  exchangeBalanceOverviewResponseSchema,
  exchangeBetsHistoryResponseSchema,
  exchangeOpenBetsResponseSchema,
  exchangeProfitLossResponseSchema,
  shiftDhakaDate,
  dhakaDateOf,
} from '@khela/contract';
import { buildTestApp, testDialect, type TestApp } from '../../../testing/build-test-app.js';
import { casinoPlayer } from '../../../testing/casino.js';
import {
  addMatchOdds,
  addQuotedBookmaker,
  openFancyLine,
  settleMarket,
} from '../../../testing/exchange-markets.js';
import { postWithNewKey } from '../../../testing/keyed-calls.js';
import { signInOperator } from '../../../testing/operators.js';
import { getAs, postAs } from '../../../testing/requests.js';

type Player = Awaited<ReturnType<typeof casinoPlayer>>;

let harness: TestApp;
let admin: string;
let alice: Player;
let bob: Player;

const post = (player: Player, url: string, payload: Record<string, unknown>) =>
  postWithNewKey(harness, player.token, url, payload);

async function read(player: Player, url: string) {
  const response = await getAs(harness, player.token, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<unknown>();
}

const openBets = async (player: Player) =>
  exchangeOpenBetsResponseSchema.parse(await read(player, '/api/exchange/account/open-bets'));
const history = async (player: Player, query = '') =>
  exchangeBetsHistoryResponseSchema.parse(
    await read(player, `/api/exchange/account/bets-history${query}`),
  );
const profitLoss = async (player: Player) =>
  exchangeProfitLossResponseSchema.parse(await read(player, '/api/exchange/account/profit-loss'));
const overview = async (player: Player) =>
  exchangeBalanceOverviewResponseSchema.parse(
    await read(player, '/api/exchange/account/balance-overview'),
  );
const activity = async (player: Player) =>
  exchangeActivityLogResponseSchema.parse(await read(player, '/api/exchange/account/activity-log'));

beforeAll(async () => {
  harness = await buildTestApp();
  admin = (await signInOperator(harness, 'owner')).token;
  await addMatchOdds(harness, {
    eventId: 'acct-1',
    eventName: 'Dhaka v Khulna',
    marketId: '1.acct-mo',
    commissionBasisPoints: 500,
  });
  await addQuotedBookmaker(harness, {
    eventId: 'acct-1',
    marketId: '1.acct-bm',
    sides: ['Dhaka', 'Khulna'],
  });
  alice = await casinoPlayer(harness, 1000);
  bob = await casinoPlayer(harness, 1000);
  // Alice backs Dhaka for 100 at 2.0; Bob lays 60 of it, so 40 waits unmatched.
  expect(
    (
      await post(alice, '/api/exchange/bets', {
        market_id: '1.acct-mo',
        selection_id: 1,
        side: 'back',
        odds: 2,
        stake: 100,
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await post(bob, '/api/exchange/bets', {
        market_id: '1.acct-mo',
        selection_id: 1,
        side: 'lay',
        odds: 2,
        stake: 60,
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await post(alice, '/api/exchange/rate-bets', {
        market_id: '1.acct-bm',
        selection_id: 2,
        side: 'back',
        rate: 110,
        stake: 50,
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(() => harness.close());

describe(`the exchange Account area on ${testDialect}`, () => {
  it('lists open bets on every market with names, matched and unmatched parts', async () => {
    const mine = await openBets(alice);
    expect(mine.data).toHaveLength(2);
    expect(mine.data[0]).toMatchObject({
      kind: 'bookmaker',
      event_name: 'Dhaka v Khulna',
      selection_name: 'Khulna',
      side: 'back',
      rate: 110,
      odds: null,
      stake: 50,
      matched: 50,
      unmatched: 0,
    });
    expect(mine.data[1]).toMatchObject({
      kind: 'match_odds',
      market_id: '1.acct-mo',
      market_name: 'Match Odds',
      selection_name: 'Dhaka',
      side: 'back',
      odds: 2,
      stake: 100,
      matched: 60,
      unmatched: 40,
      average_odds: 2,
      status: 'open',
    });
    const theirs = await openBets(bob);
    expect(theirs.data.map((bet) => [bet.side, bet.stake])).toEqual([['lay', 60]]);
  });

  it('shows settled bets, profit & loss after commission and the movements to each player alone', async () => {
    const settled = await settleMarket(harness, admin, '1.acct-mo', { winner_selection_id: 1 });
    expect(settled.statusCode, settled.body).toBe(200);

    expect((await openBets(alice)).data.map((bet) => bet.kind)).toEqual(['bookmaker']);
    const aliceHistory = await history(alice);
    expect(aliceHistory).toMatchObject({ total: 1, page: 1, to: dhakaDateOf(Date.now()) });
    expect(aliceHistory.data[0]).toMatchObject({
      market_id: '1.acct-mo',
      selection_name: 'Dhaka',
      result: 'won',
      profit: 60,
      matched: 60,
    });
    expect((await history(bob)).data.map((bet) => [bet.result, bet.profit])).toEqual([
      ['lost', -60],
    ]);
    expect((await history(alice, '?page=2')).data).toEqual([]);

    const alicePl = await profitLoss(alice);
    expect(alicePl.markets).toEqual([
      expect.objectContaining({ market_id: '1.acct-mo', gross: 60, commission: 3, net: 57 }),
    ]);
    expect(alicePl.sports).toEqual([{ sport: 'cricket', gross: 60, commission: 3, net: 57 }]);
    expect(alicePl.total).toEqual({ gross: 60, commission: 3, net: 57 });
    expect((await profitLoss(bob)).total).toEqual({ gross: -60, commission: 0, net: -60 });

    const aliceMoney = await overview(alice);
    // 1000 + 57 won on Match Odds, 50 still held on the Bookmaker bet.
    expect(aliceMoney).toMatchObject({ balance: 1007, exposure: 50 });
    expect(aliceMoney.data.map((movement) => [movement.kind, movement.amount])).toEqual([
      ['commission', -3],
      ['settlement_won', 60],
      ['exposure_released', 100],
      ['exposure_held', -50],
      ['exposure_held', -100],
    ]);
    expect(aliceMoney.data[0]?.balance_after).toBe(1007);
    expect(aliceMoney.data.map((movement) => movement.balance_after)).toEqual([
      1007, 1010, 950, 850, 900,
    ]);
    expect(aliceMoney.data[0]).toMatchObject({
      market_name: 'Match Odds',
      event_name: 'Dhaka v Khulna',
    });
    const bobMoney = await overview(bob);
    expect(bobMoney.data.map((movement) => movement.kind)).toEqual([
      'settlement_lost',
      'exposure_released',
      'exposure_held',
    ]);
    expect(
      bobMoney.data.every((movement) => !aliceMoney.data.some((a) => a.id === movement.id)),
    ).toBe(true);
  });

  it('names a Fancy bet by its market and line, open and settled', async () => {
    await openFancyLine(harness, {
      eventId: 'acct-1',
      marketId: 'f.acct-1',
      name: '6 over runs Dhaka',
      line: { noLine: 48, noRate: 100, yesLine: 50, yesRate: 90 },
    });
    const carol = await casinoPlayer(harness, 100);
    const taken = await post(carol, '/api/exchange/rate-bets', {
      market_id: 'f.acct-1',
      side: 'no',
      rate: 100,
      line: 48,
      stake: 20,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await openBets(carol)).data).toEqual([
      expect.objectContaining({
        kind: 'fancy',
        selection_name: '6 over runs Dhaka',
        side: 'no',
        line: 48,
        rate: 100,
        odds: null,
        stake: 20,
        unmatched: 0,
      }),
    ]);
    const settled = await settleMarket(harness, admin, 'f.acct-1', { runs: 47 });
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await openBets(carol)).data).toEqual([]);
    expect((await history(carol)).data).toEqual([
      expect.objectContaining({ kind: 'fancy', line: 48, result: 'won', profit: 20 }),
    ]);
    expect((await profitLoss(carol)).total).toEqual({ gross: 20, commission: 0, net: 20 });
    expect((await history(alice)).data.map((bet) => bet.kind)).toEqual(['match_odds']);
  });

  it('lists the caller’s own sign-ins, this one marked current', async () => {
    const again = await postAs(harness, bob.token, '/api/logout');
    expect(again.statusCode).toBeLessThan(300);
    const mine = await activity(alice);
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({ status: 'current', ended_at: null });
    const anyoneElse = await signedInAgain(bob);
    const bobs = await activity(anyoneElse);
    expect(bobs.data.map((row) => row.status)).toEqual(['current', 'signed_out']);
    expect(bobs.data.some((row) => mine.data.some((own) => own.id === row.id))).toBe(false);
  });

  it('refuses bad ranges and pages with a message, and strangers with 401', async () => {
    const today = dhakaDateOf(Date.now());
    const cases: [string, string][] = [
      ['?from=2026-13-01', exchangeAccountMessages.dateInvalid],
      ['?from=yesterday', exchangeAccountMessages.dateInvalid],
      ['?to=2026-02-30', exchangeAccountMessages.dateInvalid],
      [`?from=${today}&to=${shiftDhakaDate(today, -1)}`, exchangeAccountMessages.rangeReversed],
      [`?from=${shiftDhakaDate(today, -91)}`, exchangeAccountMessages.rangeTooOld],
      [`?to=${shiftDhakaDate(today, 1)}`, exchangeAccountMessages.rangeInFuture],
      ['?page=0', exchangeAccountMessages.pageInvalid],
    ];
    for (const [query, message] of cases) {
      for (const call of ['bets-history', 'profit-loss']) {
        const response = await getAs(harness, alice.token, `/api/exchange/account/${call}${query}`);
        expect([
          call,
          query,
          response.statusCode,
          response.json<{ message: string }>().message,
        ]).toEqual([call, query, 422, message]);
      }
    }
    const ninetyBack = await getAs(
      harness,
      alice.token,
      `/api/exchange/account/profit-loss?from=${shiftDhakaDate(today, -90)}`,
    );
    expect(ninetyBack.statusCode).toBe(200);
    const badPage = await getAs(
      harness,
      alice.token,
      '/api/exchange/account/balance-overview?page=-1',
    );
    expect([badPage.statusCode, badPage.json<{ message: string }>().message]).toEqual([
      422,
      exchangeAccountMessages.pageInvalid,
    ]);
    for (const call of [
      'open-bets',
      'bets-history',
      'profit-loss',
      'balance-overview',
      'activity-log',
    ]) {
      const response = await harness.app.inject({
        method: 'GET',
        url: `/api/exchange/account/${call}`,
      });
      expect([call, response.statusCode]).toEqual([call, 401]);
    }
  });
});

async function signedInAgain(player: Player): Promise<Player> {
  const login = await harness.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: player.username, password: player.password },
  });
  expect(login.statusCode, login.body).toBe(200);
  return { ...player, ...login.json<Player>() };
}

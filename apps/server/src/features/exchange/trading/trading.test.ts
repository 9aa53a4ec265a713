/**
 * The trader's calls: events with their markets' volume and liability, a market's liability across
 * players from the engine's own positions, Fancy lines opened and moved (audited with before and
 * after), and settling by a winner or the runs with the players paid; other roles are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  exchangeBetMessages,
  tradingMessages,
  type FancyLineResponse,
  type MarketLiabilityResponse,
  type TradingEventResponse,
} from '@khela/contract';
import { playerBalancePaisa } from '../../../platform/ledger/ledger.js';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { addMatchOdds, addQuotedBookmaker, placeBet } from '../../../testing/exchange-markets.js';
import { postWithNewKey } from '../../../testing/keyed-calls.js';
import { expectLedgerBalanced } from '../../../testing/ledger.js';
import { signInOperator } from '../../../testing/operators.js';
import { bearer } from '../../../testing/players.js';
import { ensureMarketMaker } from '../betting/market-maker.js';
import { placeExchangeBet } from '../betting/place-bet.js';
import { findMarket } from '../betting/queries.js';
import { setMarketTrading } from './queries.js';
import { refusalBody } from '../../../testing/refusal.js';

const harness = testAppPerFile();

/** An event of this file's with its Match Odds market, opening at 10:00 UTC on `day`. */
const addTrEvent = (eventId: string, eventName: string, day: string, marketId: string) =>
  addMatchOdds(harness, { eventId, eventName, openDate: `${day}T10:00:00.000Z`, marketId });
let trader: string;
beforeAll(async () => {
  trader = (await signInOperator(harness, 'trader')).token;
  await addTrEvent('tr-1', 'Khulna v Comilla', '2026-11-25', '1.tr');
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = trader) =>
  harness.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const auditOf = (marketId: string) =>
  harness.context.db
    .selectFrom('audit_log')
    .select(['action', 'detail'])
    .where('target_id', '=', marketId)
    .orderBy('id')
    .execute();

const liabilityOf = async (marketId: string, query = '') =>
  (
    await call('GET', `/admin-api/exchange/markets/${marketId}/liability${query}`)
  ).json<MarketLiabilityResponse>();

type Player = Awaited<ReturnType<typeof casinoPlayer>>;
const main = (player: Player) =>
  playerBalancePaisa(harness.context.db, player.remote_id, 'player_main');

describe(`trading calls on ${testDialect}`, () => {
  it('shows a Match Odds market’s liability per player and runner, then settles it', async () => {
    const backer = await casinoPlayer(harness, 1000);
    const layer = await casinoPlayer(harness, 1000);
    const bet = { market_id: '1.tr', selection_id: 1, odds: 2, stake: 100 };
    await placeExchangeBet(harness.context, backer.remote_id, { ...bet, side: 'back' });
    await placeExchangeBet(harness.context, layer.remote_id, { ...bet, side: 'lay' });
    // A lay left unmatched counts as an unmatched bet and as exposure only.
    await placeExchangeBet(harness.context, layer.remote_id, { ...bet, odds: 1.5, side: 'lay' });

    const events = await call('GET', '/admin-api/exchange/events?sport=cricket');
    expect(events.json()).toMatchObject({
      data: [{ id: 'tr-1', name: 'Khulna v Comilla', status: 'upcoming', markets: 1 }],
    });
    const event = (
      await call('GET', '/admin-api/exchange/events/tr-1')
    ).json<TradingEventResponse>();
    expect(event.markets).toEqual([
      expect.objectContaining({
        market_id: '1.tr',
        kind: 'match_odds',
        matched_volume: 100,
        liability: 0,
        matched_bets: 2,
        unmatched_bets: 1,
        players: 2,
      }),
    ]);

    const liability = await liabilityOf('1.tr');
    expect(liability.outcomes).toEqual([
      { key: 1, label: 'Khulna', matched_volume: 100, players_pnl: 0, house_pnl: 0 },
      { key: 2, label: 'Comilla', matched_volume: 0, players_pnl: 0, house_pnl: 0 },
    ]);
    const byName = new Map(liability.players.map((player) => [player.user_id, player]));
    expect(byName.get(backer.remote_id)).toMatchObject({
      exposure: 100,
      matched_bets: 1,
      unmatched_bets: 0,
      pnl: [
        { key: 1, pnl: 100 },
        { key: 2, pnl: -100 },
      ],
    });
    // Matched lay: −100 if Khulna wins; the resting lay at 1.5 may add −50 more there.
    expect(byName.get(layer.remote_id)).toMatchObject({ exposure: 150, unmatched_bets: 1 });
    expect(liability.players_exposure).toBe(250);

    const settled = await call('POST', '/admin-api/exchange/markets/1.tr/settle', {
      winner_selection_id: 1,
    });
    expect(settled.json()).toMatchObject({ status: 'settled', players: 2, commission: 2 });
    expect(await main(backer)).toBe(100_000 + 10_000 - 200);
    expect(await main(layer)).toBe(100_000 - 10_000);
    const audit = await auditOf('1.tr');
    expect(audit.map((row) => row.action)).toEqual(['exchange_market.settle']);
    expect(JSON.parse(audit[0]!.detail)).toMatchObject({
      before: { status: 'open', result: null },
      after: { status: 'settled', result: '1' },
    });
    const after = await liabilityOf('1.tr');
    expect(after).toMatchObject({ status: 'settled', players_exposure: 0, unmatched_bets: 0 });
  });

  it('opens a Fancy line, moves it, shows the house’s liability per result and settles', async () => {
    const bad = await call('POST', '/admin-api/exchange/events/tr-1/fancy', {
      name: '6 over runs Khulna',
      fancy_type: 2,
      no_line: 50,
      no_rate: 100,
      yes_line: 46,
      yes_rate: 90,
    });
    expect([bad.statusCode, bad.json<{ errors: unknown }>().errors]).toEqual([
      422,
      { yes_line: [tradingMessages.yesBelowNo] },
    ]);
    const missing = await call('POST', '/admin-api/exchange/events/none/fancy', {
      name: 'x',
      fancy_type: 2,
      no_line: 1,
      no_rate: 100,
      yes_line: 1,
      yes_rate: 100,
    });
    expect([missing.statusCode, missing.json()]).toEqual([
      404,
      refusalBody(tradingMessages.eventNotFound),
    ]);

    const opened = await call('POST', '/admin-api/exchange/events/tr-1/fancy', {
      name: '6 over runs Khulna',
      fancy_type: 2,
      no_line: 45,
      no_rate: 100,
      yes_line: 46,
      yes_rate: 90,
      open: true,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { market } = opened.json<FancyLineResponse>();
    expect(market).toMatchObject({
      kind: 'fancy',
      status: 'open',
      name: '6 over runs Khulna',
      line: { no_line: 45, no_rate: 100, yes_line: 46, yes_rate: 90 },
    });

    const player = await casinoPlayer(harness, 1000);
    const taken = await postWithNewKey(harness, player.token, '/api/exchange/rate-bets', {
      market_id: market.market_id,
      side: 'yes',
      rate: 90,
      line: 46,
      stake: 100,
    });
    expect(taken.statusCode, taken.body).toBe(200);

    const moved = await call('POST', `/admin-api/exchange/markets/${market.market_id}/fancy-line`, {
      no_line: 48,
      no_rate: 110,
      yes_line: 50,
      yes_rate: 85,
    });
    expect(moved.json()).toMatchObject({
      message: tradingMessages.lineMoved,
      market: { line: { no_line: 48, yes_line: 50 } },
    });
    const notFancy = await call('POST', '/admin-api/exchange/markets/1.tr/fancy-line', {
      no_line: 1,
      no_rate: 100,
      yes_line: 1,
      yes_rate: 100,
    });
    expect(notFancy.statusCode).toBe(409);

    const liability = await liabilityOf(market.market_id, '?runs=50');
    // The YES bet keeps its line 46: it wins ৳90 from 46 runs up, loses ৳100 below.
    expect(liability.outcomes.map((outcome) => [outcome.key, outcome.house_pnl])).toEqual([
      [0, 100],
      [44, 100],
      [45, 100],
      [46, -90],
      [47, -90],
    ]);
    expect(liability).toMatchObject({
      worst_case: 90,
      players_exposure: 100,
      matched_volume: 100,
      matched_bets: 1,
      at_runs: { runs: 50, players_pnl: 90, house_pnl: -90, winning_bets: 1 },
    });

    const settled = await call('POST', `/admin-api/exchange/markets/${market.market_id}/settle`, {
      runs: 50,
    });
    expect(settled.json()).toMatchObject({ status: 'settled', players: 1 });
    expect(await main(player)).toBe(100_000 + 9_000);
    const audit = await auditOf(market.market_id);
    expect(audit.map((row) => row.action)).toEqual([
      'exchange_market.fancy_open',
      'exchange_market.fancy_line',
      'exchange_market.settle',
    ]);
    expect(JSON.parse(audit[1]!.detail)).toEqual({
      before: { no_line: 45, no_rate: 100, yes_line: 46, yes_rate: 90 },
      after: { no_line: 48, no_rate: 110, yes_line: 50, yes_rate: 85 },
    });
    const late = await call('POST', `/admin-api/exchange/markets/${market.market_id}/fancy-line`, {
      no_line: 48,
      no_rate: 110,
      yes_line: 50,
      yes_rate: 85,
    });
    expect([late.statusCode, late.json()]).toEqual([
      409,
      refusalBody(tradingMessages.marketClosed),
    ]);
    await expectLedgerBalanced(harness);
  });

  it('settles a Lottery line on the last digit of the runs entered, and previews it so', async () => {
    await addTrEvent('tr-lottery', 'Khulna v Barishal', '2026-11-30', '1.tr-lottery');
    const opened = await call('POST', '/admin-api/exchange/events/tr-lottery/fancy', {
      name: 'Over 3 runs, last digit',
      fancy_type: 5,
      no_line: 4,
      no_rate: 96,
      yes_line: 5,
      yes_rate: 86,
      open: true,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const { market } = opened.json<FancyLineResponse>();
    const player = await casinoPlayer(harness, 1000);
    const taken = await postWithNewKey(harness, player.token, '/api/exchange/rate-bets', {
      market_id: market.market_id,
      side: 'yes',
      rate: 86,
      line: 5,
      stake: 100,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    // 12 runs end in 2: YES (digits 5 to 9) loses, where the runs themselves (12 ≥ 5) would win.
    const liability = await liabilityOf(market.market_id, '?runs=12');
    expect(liability.outcomes.map((outcome) => outcome.label)).toContain('last digit 5');
    expect(liability.at_runs).toMatchObject({ runs: 12, players_pnl: -100, winning_bets: 0 });
    const settled = await call('POST', `/admin-api/exchange/markets/${market.market_id}/settle`, {
      runs: 12,
    });
    expect(settled.json()).toMatchObject({ status: 'settled', players: 1 });
    expect(await main(player)).toBe(100_000 - 10_000);
    await expectLedgerBalanced(harness);
  });

  it('voids a market: every stake back, audited', async () => {
    await addTrEvent('tr-2', 'Rangpur v Sylhet', '2026-11-26', '1.tr-void');
    const player = await casinoPlayer(harness, 500);
    await placeBet(harness, player, { market: '1.tr-void', back: 2, odds: 3, stake: 200 });
    const voided = await call('POST', '/admin-api/exchange/markets/1.tr-void/settle', {
      void: true,
    });
    expect(voided.json()).toMatchObject({ status: 'voided' });
    expect(await main(player)).toBe(50_000);
    expect((await auditOf('1.tr-void')).map((row) => row.action)).toEqual(['exchange_market.void']);
    const again = await call('POST', '/admin-api/exchange/markets/1.tr-void/settle', {
      void: true,
    });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      refusalBody(exchangeBetMessages.alreadySettled),
    ]);
  });

  it('counts the market maker as the house on Match Odds, and the book’s side on Bookmaker', async () => {
    await addTrEvent('tr-4', 'Sylhet v Khulna', '2026-11-28', '1.tr-mm');
    const makerId = await ensureMarketMaker(harness.context);
    const player = await casinoPlayer(harness, 1000);
    const bet = { market_id: '1.tr-mm', selection_id: 1, odds: 3, stake: 100 };
    await placeExchangeBet(harness.context, makerId, { ...bet, side: 'lay' });
    await placeExchangeBet(harness.context, player.remote_id, { ...bet, side: 'back' });
    const matchOdds = await liabilityOf('1.tr-mm');
    expect(matchOdds).toMatchObject({
      worst_case: 200,
      players_exposure: 100,
      outcomes: [
        { key: 1, players_pnl: 200, house_pnl: -200 },
        { key: 2, players_pnl: -100, house_pnl: 100 },
      ],
    });
    expect(matchOdds.players.find((entry) => entry.user_id === makerId)).toMatchObject({
      market_maker: true,
      exposure: 200,
    });

    await addQuotedBookmaker(harness, {
      eventId: 'tr-4',
      marketId: 'bm.tr-4',
      sides: ['Sylhet', 'Khulna'],
    });
    const taken = await postWithNewKey(harness, player.token, '/api/exchange/rate-bets', {
      market_id: 'bm.tr-4',
      selection_id: 1,
      side: 'back',
      rate: 45,
      stake: 200,
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const bookmaker = await liabilityOf('bm.tr-4');
    expect(bookmaker).toMatchObject({
      worst_case: 90,
      players_exposure: 200,
      matched_volume: 200,
      outcomes: [
        { key: 1, label: 'Sylhet', matched_volume: 200, players_pnl: 90, house_pnl: -90 },
        { key: 2, label: 'Khulna', matched_volume: 0, players_pnl: -200, house_pnl: 200 },
      ],
    });
  });

  it('keeps a market a trader suspended closed to the feed’s “open” until a trader resumes it', async () => {
    await addTrEvent('tr-3', 'Dhaka v Barishal', '2026-11-27', '1.tr-hold');
    const feedSays = (status: 'open' | 'suspended') =>
      setMarketTrading(harness.context.db, '1.tr-hold', {
        status,
        ballRunning: false,
        now: new Date().toISOString(),
      });
    const statusNow = async () => (await findMarket(harness.context.db, '1.tr-hold'))?.status;
    await feedSays('suspended');
    await feedSays('open');
    expect(await statusNow()).toBe('open');
    await call('POST', '/admin-api/exchange/markets/1.tr-hold/status', { status: 'suspended' });
    await feedSays('open');
    expect(await statusNow()).toBe('suspended');
    const event = (
      await call('GET', '/admin-api/exchange/events/tr-3')
    ).json<TradingEventResponse>();
    expect(event.markets[0]).toMatchObject({ status: 'suspended', held: true });
    await call('POST', '/admin-api/exchange/markets/1.tr-hold/status', { status: 'open' });
    expect(await statusNow()).toBe('open');
    await feedSays('suspended');
    expect(await statusNow()).toBe('suspended');
    await feedSays('open');
    expect(await statusNow()).toBe('open');
  });

  it('refuses the trading calls to roles without them', async () => {
    for (const role of ['support', 'finance', 'content'] as const) {
      const token = (await signInOperator(harness, role)).token;
      expect((await call('GET', '/admin-api/exchange/events', undefined, token)).statusCode).toBe(
        403,
      );
      expect(
        (await call('POST', '/admin-api/exchange/events/tr-1/fancy', {}, token)).statusCode,
      ).toBe(403);
    }
    const owner = (await signInOperator(harness, 'owner')).token;
    expect((await call('GET', '/admin-api/exchange/events', undefined, owner)).statusCode).toBe(
      200,
    );
  });
});

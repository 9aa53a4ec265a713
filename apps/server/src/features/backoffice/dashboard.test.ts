/**
 * The dashboard's figures follow the money the test really moves: an approved deposit, a paid
 * withdrawal, a settled casino round, Match Odds commission and a Bookmaker market the house won,
 * the players who signed in, and the queues left waiting. Only owner and finance may read it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardResponseSchema, type DashboardResponse } from '@khela/contract';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { casinoPlayer, creditMain } from '../../testing/casino.js';
import { addMatchOdds, addQuotedBookmaker, settleMarket } from '../../testing/exchange-markets.js';
import { postWithNewKey } from '../../testing/keyed-calls.js';
import { playerWithChat, sendAsPlayer } from '../../testing/chat.js';
import { signInOperator } from '../../testing/operators.js';
import { signUpAndLogIn } from '../../testing/players.js';
import {
  fundPlayer,
  pendingWithdrawalId,
  reportManualDeposit,
  settleStakes,
  walletPlayer,
  type WalletPlayer,
} from '../../testing/wallet.js';
import { houseWallet } from '../casino/service.js';
import { MARKET_MAKER_USERNAME } from '../exchange/service.js';
import { dashboard } from './dashboard.js';
import { getAs } from '../../testing/requests.js';

const harness = testAppPerFile({ seedDemoData: true });
let owner: string;
let finance: string;

beforeAll(async () => {
  owner = (await signInOperator(harness, 'owner')).token;
  finance = (await signInOperator(harness, 'finance')).token;
});

async function readDashboard(token = owner): Promise<DashboardResponse> {
  const response = await getAs(harness, token, '/admin-api/dashboard');
  expect(response.statusCode, response.body).toBe(200);
  return dashboardResponseSchema.parse(response.json());
}

const post = (url: string, token: string, payload: Record<string, unknown>) =>
  postWithNewKey(harness, token, url, payload);

async function withdraw(player: WalletPlayer, amount: number): Promise<string> {
  const submitted = await post('/api/submit-withdraw', player.token, {
    remote_id: player.remote_id,
    amount,
    account_number: player.phone,
    provider: 'bKash',
    payment_id: 0,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  return pendingWithdrawalId(harness, player);
}

/** Two players match 60 at 2.5 on Match Odds with 5 % commission; the backer wins 90, pays 4.50. */
async function matchOddsWithCommission(): Promise<void> {
  await addMatchOdds(harness, {
    eventId: 'dash-mo',
    eventName: 'Dhaka v Khulna',
    marketId: '1.dash-mo',
    commissionBasisPoints: 500,
  });
  const backer = await casinoPlayer(harness, 1000);
  const layer = await casinoPlayer(harness, 1000);
  const bet = { market_id: '1.dash-mo', selection_id: 1, odds: 2.5, stake: 60 };
  expect(
    (await post('/api/exchange/bets', backer.token, { ...bet, side: 'back' })).statusCode,
  ).toBe(200);
  expect((await post('/api/exchange/bets', layer.token, { ...bet, side: 'lay' })).statusCode).toBe(
    200,
  );
  const settled = await settleMarket(harness, owner, '1.dash-mo', { winner_selection_id: 1 });
  expect(settled.json()).toMatchObject({ status: 'settled', commission: 4.5 });
}

/** A player backs Dhaka for 200 on Bookmaker and Khulna wins: the house keeps 200. */
async function bookmakerHouseWin(): Promise<void> {
  await addQuotedBookmaker(harness, {
    eventId: 'dash-mo',
    marketId: '1.dash-bm',
    sides: ['Dhaka', 'Khulna'],
  });
  const player = await casinoPlayer(harness, 1000);
  const taken = await post('/api/exchange/rate-bets', player.token, {
    market_id: '1.dash-bm',
    selection_id: 1,
    side: 'back',
    rate: 45,
    stake: 200,
  });
  expect(taken.statusCode, taken.body).toBe(200);
  const settled = await settleMarket(harness, owner, '1.dash-bm', { winner_selection_id: 2 });
  expect(settled.statusCode, settled.body).toBe(200);
}

describe(`dashboard on ${testDialect}`, () => {
  it('counts exactly the money moved, the GGR won and the queues left waiting', async () => {
    const before = await readDashboard();

    // Deposits: ৳2,000 approved; ৳300 reported and still waiting.
    const saver = await walletPlayer(harness);
    await fundPlayer(harness, saver, 2000);
    const waiting = await walletPlayer(harness);
    await reportManualDeposit(harness, waiting, { amount: 300 });

    // Withdrawals: ৳600 paid; ৳500 asked for and waiting.
    await settleStakes(harness, saver.remote_id, 10_000);
    const paidId = await withdraw(saver, 600);
    const paid = await post(`/admin-api/withdrawals/${paidId}/pay`, finance, { reference: 'BK1' });
    expect(paid.statusCode, paid.body).toBe(200);
    await withdraw(saver, 500);

    // Casino: one round, ৳25 staked, ৳10 won.
    const gambler = await casinoPlayer(harness, 100);
    const wallet = houseWallet(harness.context);
    const round = { userId: gambler.remote_id, gameCode: 'slots', roundId: 'dash-round' };
    await wallet.debit({ ...round, transactionId: 'dash-bet', amountPaisa: 2_500 });
    await wallet.credit({ ...round, transactionId: 'dash-win', amountPaisa: 1_000 });

    await matchOddsWithCommission();
    await bookmakerHouseWin();

    const chatter = await playerWithChat(harness);
    expect((await sendAsPlayer(harness, chatter)).statusCode).toBe(200);

    const after = await readDashboard(finance);
    for (const period of ['today', 'week'] as const) {
      const was = before[period];
      const now = after[period];
      expect(now.deposits).toEqual({
        count: was.deposits.count + 1,
        amount: was.deposits.amount + 2000,
      });
      expect(now.withdrawals).toEqual({
        count: was.withdrawals.count + 1,
        amount: was.withdrawals.amount + 600,
      });
      expect(now.casino).toEqual({
        rounds: was.casino.rounds + 1,
        stakes: was.casino.stakes + 25,
        wins: was.casino.wins + 10,
        ggr: was.casino.ggr + 15,
      });
      expect(now.exchange).toEqual({
        commission: was.exchange.commission + 4.5,
        house_markets: was.exchange.house_markets + 200,
        ggr: was.exchange.ggr + 204.5,
      });
      // saver, waiting, gambler, backer, layer, the Bookmaker player and the chatter signed in.
      expect(now.active_players).toBe(was.active_players + 7);
    }
    expect(after.pending).toEqual({
      deposits: before.pending.deposits + 1,
      withdrawals: before.pending.withdrawals + 1,
      chats: before.pending.chats + 1,
    });
    expect(after.series).toHaveLength(7);
    const { date: todayDate, ...todayFigures } = after.today;
    expect(after.series.at(-1)).toEqual({ date: todayDate, ...todayFigures });
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('leaves the house market maker out: its commission is not GGR, it is not a player', async () => {
    const before = await readDashboard();
    await addMatchOdds(harness, {
      eventId: 'dash-mm',
      eventName: 'Rangpur v Barishal',
      marketId: '1.dash-mm',
      commissionBasisPoints: 500,
    });
    const maker = await signUpAndLogIn(harness.app, { username: MARKET_MAKER_USERNAME });
    await creditMain(harness, maker.remote_id, 1000);
    const layer = await casinoPlayer(harness, 1000);
    const bet = { market_id: '1.dash-mm', selection_id: 1, odds: 2, stake: 100 };
    expect(
      (await post('/api/exchange/bets', maker.token, { ...bet, side: 'back' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/exchange/bets', layer.token, { ...bet, side: 'lay' })).statusCode,
    ).toBe(200);
    const settled = await settleMarket(harness, owner, '1.dash-mm', { winner_selection_id: 1 });
    expect(settled.json()).toMatchObject({ status: 'settled', commission: 5 });

    const after = await readDashboard();
    expect(after.today.exchange).toEqual(before.today.exchange);
    expect(after.today.active_players).toBe(before.today.active_players + 1);
  });

  it('reads days and the week (from Saturday) in GMT+6', async () => {
    // 20:00 UTC on Monday 23 November 2026 is 02:00 on Tuesday the 24th in Dhaka.
    const answer = await dashboard(harness.context, Date.UTC(2026, 10, 23, 20, 0));
    expect(answer.today.date).toBe('2026-11-24');
    expect(answer.week).toMatchObject({ from: '2026-11-21', to: '2026-11-24' });
    expect(answer.series.map((day) => day.date)).toEqual([
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
    ]);
    // On a Saturday the week is that day alone.
    const saturday = await dashboard(harness.context, Date.UTC(2026, 10, 21, 6, 0));
    expect(saturday.week).toMatchObject({ from: '2026-11-21', to: '2026-11-21' });
  });

  it('is for owner and finance only', async () => {
    for (const role of ['support', 'trader', 'content'] as const) {
      const { token } = await signInOperator(harness, role);
      const refused = await getAs(harness, token, '/admin-api/dashboard');
      expect(refused.statusCode, role).toBe(403);
    }
    const anonymous = await harness.app.inject({ method: 'GET', url: '/admin-api/dashboard' });
    expect(anonymous.statusCode).toBe(401);
  });
});

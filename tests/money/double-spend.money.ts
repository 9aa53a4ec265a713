/**
 * Double-spend: each money call fired by many concurrent clients (MONEY_RACERS, 50 by default)
 * against the same balance or with the same idempotency key moves money exactly once. Every race
 * counts the ledger transfers the call makes, checks no answer is a 5xx, and ends with the ledger
 * balanced and every business row matched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_BETTING_MS, CRASH_PAUSE_MS } from '@khela/contract';
import { crashElapsedMsFor } from '@khela/house-games';
import { crashEngineOf } from '../../apps/server/src/features/house-games/service.js';
import { launchHouseGame } from '../../apps/server/src/testing/casino.js';
import type { LoginResponse } from '@khela/contract';
import { testDialect } from '../../apps/server/src/testing/build-test-app.js';
import { signInOperator } from '../../apps/server/src/testing/operators.js';
import { playerBalancePaisa } from '../../apps/server/src/platform/ledger/ledger.js';
import { field, type Answer } from './http-client.js';
import {
  adjustBalance,
  cancelBet,
  cashClaim,
  confirmDeposit,
  convertVip,
  decide,
  placeBet,
  requestDeposit,
  requestWithdrawal,
  settleMarket,
  slotsSpin,
  submitDeposit,
  uniqueId,
  walletNumber,
  walletCallback,
} from './money-calls.js';
import { buildMoneyWorld, type MoneyPlayer, type MoneyWorld } from './money-world.js';
import { countPlayerTransfers } from './player-transfers.js';
import { checkMoney } from './reconcile.js';
import { ports, sizes } from './sizes.js';
import { isOk } from './tally.js';

const N = sizes.racers;
let world: MoneyWorld;
let financeTokens: string[];
beforeAll(async () => {
  world = await buildMoneyWorld({ port: ports.doubleSpend, players: 0, fundTaka: 0, markets: 0 });
  // Several finance operators, so approvals race across sessions as well as within one.
  financeTokens = [world.finance];
  for (let index = 0; index < 4; index += 1) {
    financeTokens.push((await signInOperator(world.harness, 'finance')).token);
  }
}, 600_000);
afterAll(() => world?.close());

/** The finance session racer `index` decides with: the racers take turns over the sessions. */
const financeTokenOf = (index: number) => financeTokens[index % financeTokens.length] ?? '';

/** Racer `index`'s decision on a deposit or a withdrawal, made with its finance session. */
const decideAs = (
  index: number,
  area: Parameters<typeof decide>[2],
  transactionId: string,
  verdict: Parameters<typeof decide>[4],
) => decide(world.http, financeTokenOf(index), area, transactionId, verdict);

/** Fires `call(i)` for i = 0..N-1 at once; no answer may be a 5xx or a reset. */
async function race(call: (index: number) => Promise<Answer>): Promise<Answer[]> {
  const answers = await Promise.all(Array.from({ length: N }, (_, index) => call(index)));
  const broken = answers.filter((answer) => answer.status < 200 || answer.status >= 500);
  expect(broken.map((answer) => `${answer.status} ${answer.text}`)).toEqual([]);
  return answers;
}

const okCount = (answers: Answer[]) => answers.filter(isOk).length;

/** Ledger transfers of `code` touching the player's accounts. */
const transfers = (userId: number, code: string) =>
  countPlayerTransfers(world.harness.context.db, userId, code, 'player_%');

/** The launch helper takes a login; only the id and the token matter to it. */
const loginOf = (player: MoneyPlayer) =>
  ({ remote_id: player.userId, token: player.token }) as LoginResponse;

const mainPaisa = (player: MoneyPlayer) =>
  playerBalancePaisa(world.harness.context.db, player.userId, 'player_main');

async function expectMoneyIntact(): Promise<void> {
  const check = await checkMoney(world.harness.context.db);
  expect(check.problems, check.problems.join('\n')).toEqual([]);
}

async function pendingOf(player: MoneyPlayer, action: 'deposit' | 'withdraw'): Promise<string> {
  const row = await world.harness.context.db
    .selectFrom('wallet_transactions')
    .select('transaction_id')
    .where('user_id', '=', player.userId)
    .where('action', '=', action)
    .where('status_key', '=', '0')
    .executeTakeFirstOrThrow();
  return row.transaction_id;
}

async function reportedDeposit(player: MoneyPlayer, taka: number): Promise<string> {
  const request = await requestDeposit(world.http, player, taka);
  expect(request.status, request.text).toBe(200);
  const confirm = await confirmDeposit(world.http, player, request, uniqueId('TRX'));
  expect(confirm.status, confirm.text).toBe(200);
  return pendingOf(player, 'deposit');
}

/**
 * A requested deposit reported by every client at once, first with one TRX id and then each with
 * its own: one pending deposit comes of it, and no money moves before an operator approves.
 */
async function expectReportedOnce(
  player: MoneyPlayer,
  report: (trx: string) => Promise<Answer>,
): Promise<void> {
  const trx = uniqueId('TRX');
  expect(okCount(await race(() => report(trx)))).toBeGreaterThanOrEqual(1);
  expect(okCount(await race(() => report(uniqueId('TRX'))))).toBe(0);
  const rows = await world.harness.context.db
    .selectFrom('wallet_transactions')
    .select('id')
    .where('user_id', '=', player.userId)
    .where('action', '=', 'deposit')
    .execute();
  expect(rows).toHaveLength(1);
  expect(await transfers(player.userId, 'deposit')).toBe(0);
  await expectMoneyIntact();
}

describe(`money under fire on ${testDialect}: ${N} clients at once`, () => {
  it('reports a requested deposit once, with one TRX id or many', async () => {
    const player = await world.addPlayer(0);
    const request = await requestDeposit(world.http, player, 1000);
    expect(request.status, request.text).toBe(200);
    await expectReportedOnce(player, (trx) => confirmDeposit(world.http, player, request, trx));
  });

  it('submits a get-wallet-number deposit once, with one TRX id or many', async () => {
    const player = await world.addPlayer(0);
    const number = await walletNumber(world.http, player, 700);
    expect(number.status, number.text).toBe(200);
    await expectReportedOnce(player, (trx) => submitDeposit(world.http, player, number, 700, trx));
  });

  it('credits an approved deposit once, across keys, operators, and approve against reject', async () => {
    const player = await world.addPlayer(0);
    const first = await reportedDeposit(player, 1000);
    const approvals = await race((index) =>
      index % 2 === 0
        ? decide(world.http, world.finance, 'deposits', first, 'approve', 'approve-once')
        : decideAs(index, 'deposits', first, 'approve'),
    );
    expect(okCount(approvals)).toBeGreaterThanOrEqual(1);
    expect(await transfers(player.userId, 'deposit')).toBe(1);
    expect(await mainPaisa(player)).toBe(100_000);

    const second = await reportedDeposit(player, 500);
    await race((index) => decideAs(index, 'deposits', second, index % 2 ? 'approve' : 'reject'));
    const decided = await world.harness.context.db
      .selectFrom('wallet_transactions')
      .select('status_key')
      .where('transaction_id', '=', second)
      .executeTakeFirstOrThrow();
    expect(await transfers(player.userId, 'deposit')).toBe(decided.status_key === '1' ? 2 : 1);
    expect(await mainPaisa(player)).toBe(decided.status_key === '1' ? 150_000 : 100_000);
    await expectMoneyIntact();
  });

  it('holds a withdrawal once, with one key or many, and pays or releases it once', async () => {
    const player = await world.addPlayer(1000);
    const same = await race(() => requestWithdrawal(world.http, player, 600, 'withdraw-once'));
    expect(okCount(same)).toBeGreaterThanOrEqual(1);
    expect(await transfers(player.userId, 'withdrawal_hold')).toBe(1);
    const held = await pendingOf(player, 'withdraw');

    const approvals = await race((index) => decideAs(index, 'withdrawals', held, 'approve'));
    expect(okCount(approvals)).toBeGreaterThanOrEqual(1);
    await race((index) => decideAs(index, 'withdrawals', held, index % 5 ? 'pay' : 'reject'));
    const paid = await transfers(player.userId, 'withdrawal_paid');
    const released = await transfers(player.userId, 'withdrawal_release');
    expect(paid + released).toBe(1);

    // A new withdrawal from many keys at once: one pending at a time, never more than the balance.
    const balanceBefore = await mainPaisa(player);
    const many = await race(() => requestWithdrawal(world.http, player, 600));
    const holds = await transfers(player.userId, 'withdrawal_hold');
    expect(holds - 1).toBe(okCount(many));
    expect(okCount(many)).toBe(balanceBefore >= 60_000 ? 1 : 0);
    expect(await mainPaisa(player)).toBeGreaterThanOrEqual(0);
    await expectMoneyIntact();
  });

  it('places an exchange bet once per key, and only what the balance covers', async () => {
    const marketId = await world.newMarket();
    const player = await world.addPlayer(100);
    const bet = { marketId, selectionId: 1, side: 'back' as const, odds: 2, stake: 60 };
    const same = await race(() => placeBet(world.http, player, bet, 'bet-once'));
    expect(okCount(same)).toBeGreaterThanOrEqual(1);
    const orders = await world.harness.context.db
      .selectFrom('exchange_orders')
      .select(['id'])
      .where('user_id', '=', player.userId)
      .execute();
    expect(orders).toHaveLength(1);
    expect(await mainPaisa(player)).toBe(4_000);

    const other = await world.addPlayer(100);
    const many = await race(() => placeBet(world.http, other, { ...bet, selectionId: 2 }));
    expect(okCount(many)).toBe(1);
    expect(await mainPaisa(other)).toBe(4_000);

    // Cancelling the same bet from many clients gives the exposure back once.
    const betId = Number(field(field(same.find(isOk)?.body, 'bet'), 'id'));
    const cancels = await race(() => cancelBet(world.http, player, betId));
    expect(okCount(cancels)).toBe(1);
    expect(await mainPaisa(player)).toBe(10_000);
    await expectMoneyIntact();
  });

  it('settles a market once when many traders settle it at once', async () => {
    const marketId = await world.newMarket();
    const backer = await world.addPlayer(1000);
    const layer = await world.addPlayer(1000);
    expect(
      isOk(
        await placeBet(world.http, backer, {
          marketId,
          selectionId: 1,
          side: 'back',
          odds: 2,
          stake: 100,
        }),
      ),
    ).toBe(true);
    expect(
      isOk(
        await placeBet(world.http, layer, {
          marketId,
          selectionId: 1,
          side: 'lay',
          odds: 2,
          stake: 100,
        }),
      ),
    ).toBe(true);
    const traders = [world.trader, world.owner];
    const settles = await race((index) =>
      settleMarket(world.http, traders[index % 2] ?? '', marketId, { winner_selection_id: 1 }),
    );
    expect(okCount(settles)).toBeGreaterThanOrEqual(1);
    expect(await transfers(backer.userId, 'bet_settle')).toBe(1);
    expect(await transfers(layer.userId, 'bet_settle')).toBe(1);
    // The layer lost 100; the backer won 100 less the market's commission.
    expect(await mainPaisa(layer)).toBe(90_000);
    expect(await mainPaisa(backer)).toBeGreaterThan(100_000);
    expect(await mainPaisa(backer)).toBeLessThanOrEqual(110_000);
    await expectMoneyIntact();
  });

  it('applies a seamless-wallet debit, win and rollback once per transaction id', async () => {
    const player = await world.addPlayer(100);
    const { aggregator, http } = world;
    const round = uniqueId('round');
    const debit = {
      user_id: player.userId,
      token: player.casinoToken,
      round_id: round,
      transaction_id: uniqueId('debit'),
      amount: 3_000,
    };
    expect(okCount(await race(() => walletCallback(http, aggregator, 'debit', debit)))).toBe(N);
    expect(await mainPaisa(player)).toBe(7_000);
    const win = {
      user_id: player.userId,
      round_id: round,
      transaction_id: uniqueId('win'),
      amount: 5_000,
      round_closed: false,
    };
    expect(okCount(await race(() => walletCallback(http, aggregator, 'credit', win)))).toBe(N);
    expect(await mainPaisa(player)).toBe(12_000);
    const back = {
      user_id: player.userId,
      round_id: round,
      transaction_id: uniqueId('rb'),
      reference_transaction_id: debit.transaction_id,
    };
    expect(okCount(await race(() => walletCallback(http, aggregator, 'rollback', back)))).toBe(N);
    expect(await mainPaisa(player)).toBe(15_000);
    expect(await transfers(player.userId, 'casino_bet')).toBe(1);
    expect(await transfers(player.userId, 'casino_win')).toBe(1);
    expect(await transfers(player.userId, 'casino_rollback')).toBe(1);

    // Many different bets, each for the whole balance: one goes through.
    const all = await race(() =>
      walletCallback(http, aggregator, 'debit', {
        ...debit,
        round_id: uniqueId('round'),
        transaction_id: uniqueId('debit'),
        amount: 15_000,
      }),
    );
    expect(okCount(all)).toBe(1);
    expect(await mainPaisa(player)).toBe(0);
    await expectMoneyIntact();
  });

  it('spins house slots once per key, and never below zero', async () => {
    const player = await world.addPlayer(100);
    const same = await race(() => slotsSpin(world.http, player.slotsToken, 5, 'spin-once'));
    expect(okCount(same)).toBeGreaterThanOrEqual(1);
    expect(await transfers(player.userId, 'casino_bet')).toBe(1);
    const many = await race(() => slotsSpin(world.http, player.slotsToken, 50));
    expect(await transfers(player.userId, 'casino_bet')).toBe(1 + okCount(many));
    expect(await mainPaisa(player)).toBeGreaterThanOrEqual(0);
    await expectMoneyIntact();
  });

  it('starts a Mines game once and cashes it out once', async () => {
    const player = await world.addPlayer(100);
    const mines = await launchHouseGame(world.harness, loginOf(player), 'mines');
    // Started from many clients with one key, and from many with their own: one game, one stake.
    const starts = await race((index) =>
      world.http.call('POST', '/api/house/mines/start', {
        token: mines,
        body: { stake: 10, mines: 3 },
        headers: { 'idempotency-key': index % 2 ? 'mines-once' : uniqueId('mines') },
      }),
    );
    const started = starts.find(isOk);
    expect(started?.status).toBe(200);
    expect(await transfers(player.userId, 'casino_bet')).toBe(1);
    expect(await mainPaisa(player)).toBe(9_000);
    const betId = Number(field(field(started?.body, 'bet'), 'id'));
    const row = await world.harness.context.db
      .selectFrom('house_bets')
      .select('mine_tiles')
      .where('id', '=', betId)
      .executeTakeFirstOrThrow();
    const hidden = JSON.parse(row.mine_tiles ?? '[]') as number[];
    const safe = Array.from({ length: 25 }, (_, tile) => tile).find(
      (tile) => !hidden.includes(tile),
    );
    expect(
      isOk(
        await world.http.call('POST', '/api/house/mines/pick', {
          token: mines,
          body: { tile: safe },
        }),
      ),
    ).toBe(true);
    const cashouts = await race(() =>
      world.http.call('POST', '/api/house/mines/cashout', { token: mines }),
    );
    expect(okCount(cashouts)).toBe(1);
    expect(await transfers(player.userId, 'casino_win')).toBe(1);
    await expectMoneyIntact();
  });

  it('ends a Mines game once when picks of safe tiles, of a mine and cash-outs race', async () => {
    const player = await world.addPlayer(100);
    const mines = await launchHouseGame(world.harness, loginOf(player), 'mines');
    const start = await world.http.call('POST', '/api/house/mines/start', {
      token: mines,
      body: { stake: 10, mines: 3 },
    });
    expect(start.status, start.text).toBe(200);
    const betId = Number(field(field(start.body, 'bet'), 'id'));
    const gameRow = () =>
      world.harness.context.db
        .selectFrom('house_bets')
        .select(['mine_tiles', 'picks', 'status', 'payout_paisa', 'in_play'])
        .where('id', '=', betId)
        .executeTakeFirstOrThrow();
    const hidden = JSON.parse((await gameRow()).mine_tiles ?? '[]') as number[];
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter(
      (tile) => !hidden.includes(tile),
    );
    // One safe tile first, so a cash-out is allowed from the start of the race.
    const opening = safe[0];
    expect(
      isOk(
        await world.http.call('POST', '/api/house/mines/pick', {
          token: mines,
          body: { tile: opening },
        }),
      ),
    ).toBe(true);
    const kinds = Array.from({ length: N }, (_, index) => index % 3);
    const answers = await race((index) => {
      if (kinds[index] === 1) {
        return world.http.call('POST', '/api/house/mines/cashout', { token: mines });
      }
      const tile =
        kinds[index] === 0 ? hidden[index % hidden.length] : safe[1 + (index % (safe.length - 1))];
      return world.http.call('POST', '/api/house/mines/pick', { token: mines, body: { tile } });
    });
    const game = await gameRow();
    const picks = JSON.parse(game.picks ?? '[]') as number[];
    expect(game.in_play).toBeNull();
    expect(new Set(picks).size).toBe(picks.length);
    // At most one move ends the game: a mine (paid nothing) or a cash-out (paid once).
    const lost = picks.some((tile) => hidden.includes(tile));
    expect(picks.filter((tile) => hidden.includes(tile)).length).toBe(lost ? 1 : 0);
    const cashedOut = answers.filter((answer, index) => kinds[index] === 1 && isOk(answer));
    expect(cashedOut.length).toBe(lost ? 0 : 1);
    expect(await transfers(player.userId, 'casino_bet')).toBe(1);
    expect(await transfers(player.userId, 'casino_win')).toBe(lost ? 0 : 1);
    expect(game.payout_paisa > 0).toBe(!lost);
    expect(await mainPaisa(player)).toBe(9_000 + game.payout_paisa);
    await expectMoneyIntact();
  });

  it('claims the cash bonus and converts VIP points once', async () => {
    const referrer = await world.addPlayer(0);
    const downline = await world.addPlayer(5_000, referrer);
    const { aggregator, http } = world;
    const round = uniqueId('round');
    expect(
      isOk(
        await walletCallback(http, aggregator, 'debit', {
          user_id: downline.userId,
          token: downline.casinoToken,
          round_id: round,
          transaction_id: uniqueId('debit'),
          amount: 300_000,
        }),
      ),
    ).toBe(true);
    expect(
      isOk(
        await walletCallback(http, aggregator, 'credit', {
          user_id: downline.userId,
          round_id: round,
          transaction_id: uniqueId('win'),
          amount: 0,
        }),
      ),
    ).toBe(true);
    expect(await transfers(referrer.userId, 'referral_reward')).toBe(1);
    const claims = await race((index) =>
      cashClaim(http, referrer, index % 2 ? 'claim-once' : undefined),
    );
    expect(okCount(claims)).toBeGreaterThanOrEqual(1);
    expect(await transfers(referrer.userId, 'bonus_claim')).toBe(1);

    const summary = await http.call('GET', '/api/vip/summary', { token: downline.token });
    const points = Number(field(field(summary.body, 'data'), 'vip_coin'));
    expect(points).toBeGreaterThanOrEqual(10);
    const before = await mainPaisa(downline);
    const converts = await race(() => convertVip(http, downline, points));
    expect(okCount(converts)).toBe(1);
    expect(await transfers(downline.userId, 'vip_conversion')).toBe(1);
    expect(await mainPaisa(downline)).toBeGreaterThan(before);
    await expectMoneyIntact();
  });

  it('adjusts a balance once per key, and debits only what is there', async () => {
    const player = await world.addPlayer(1000);
    const same = await race(() =>
      adjustBalance(world.http, world.finance, player.userId, 250, 'adjust-once'),
    );
    expect(okCount(same)).toBeGreaterThanOrEqual(1);
    expect(await transfers(player.userId, 'adjustment')).toBe(1);
    expect(await mainPaisa(player)).toBe(125_000);
    const debits = await race((index) =>
      adjustBalance(world.http, financeTokenOf(index), player.userId, -1250),
    );
    expect(okCount(debits)).toBe(1);
    expect(await mainPaisa(player)).toBe(0);
    await expectMoneyIntact();
  });

  it('credits a gateway deposit once when its checkout is paid from many tabs', async () => {
    const player = await world.addPlayer(0);
    const request = await world.http.call('POST', '/api/ewa/request', {
      token: player.token,
      body: { amount: 1500, provider: 'bKash', type: 'Merchant' },
    });
    expect(request.status, request.text).toBe(200);
    const checkout = new URL(String(field(request.body, 'url'))).pathname;
    await race(() =>
      world.http.call('POST', `${checkout}/pay`, {
        body: 'wallet_number=01812345678',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    // The signed callback reaches the server in the background; wait for its credit.
    for (
      let attempt = 0;
      attempt < 200 && (await transfers(player.userId, 'deposit')) === 0;
      attempt += 1
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await transfers(player.userId, 'deposit')).toBe(1);
    // ৳1,500 and bKash's 3% method bonus, once.
    expect(await mainPaisa(player)).toBe(154_500);
    await expectMoneyIntact();
  });

  it('takes one Crash bet a round and pays one cash-out', async () => {
    const engine = crashEngineOf(world.harness.context);
    let nowMs = Date.now();
    engine.useManualClock(() => nowMs);
    const latest = () =>
      world.harness.context.db
        .selectFrom('crash_rounds')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirst();
    for (let step = 0; step < 5; step += 1) {
      await engine.tick();
      const round = await latest();
      if (round?.phase === 'betting' && nowMs < Date.parse(round.betting_ends_at)) break;
      nowMs += round?.phase === 'betting' ? CRASH_BETTING_MS : 200_000 + CRASH_PAUSE_MS;
    }
    const round = await latest();
    expect(round?.phase).toBe('betting');
    // A crash point the test knows, so the flight is still up when the cash-outs arrive.
    await world.harness.context.db
      .updateTable('crash_rounds')
      .set({ crash_point: 500 })
      .where('id', '=', round?.id ?? 0)
      .execute();
    const player = await world.addPlayer(100);
    const game = await launchHouseGame(world.harness, loginOf(player), 'crash');
    const bets = await race(() =>
      world.http.call('POST', '/api/house/crash/bet', { token: game, body: { stake: 10 } }),
    );
    expect(okCount(bets)).toBe(1);
    expect(await transfers(player.userId, 'casino_bet')).toBe(1);
    nowMs = Date.parse(round?.betting_ends_at ?? '') + 1;
    await engine.tick();
    const flying = await latest();
    nowMs = Date.parse(flying?.started_at ?? '') + crashElapsedMsFor(200);
    await engine.tick();
    const cashouts = await race(() =>
      world.http.call('POST', '/api/house/crash/cashout', { token: game, body: {} }),
    );
    expect(okCount(cashouts)).toBe(1);
    expect(await transfers(player.userId, 'casino_win')).toBe(1);
    await expectMoneyIntact();
  });

  it('takes a Fancy bet once per key, only what the balance covers, and settles it once', async () => {
    const matchId = await world.newMarket();
    const opened = await world.http.call(
      'POST',
      `/admin-api/exchange/events/money-${matchId}/fancy`,
      {
        token: world.trader,
        body: {
          name: '6 over runs Dhaka',
          fancy_type: 2,
          no_line: 45,
          no_rate: 100,
          yes_line: 46,
          yes_rate: 90,
          open: true,
        },
      },
    );
    expect(opened.status, opened.text).toBe(200);
    const marketId = String(field(field(opened.body, 'market'), 'market_id'));
    const yes = { market_id: marketId, side: 'yes', rate: 90, line: 46, stake: 100 };
    const rateBet = (player: MoneyPlayer, key: string) =>
      world.http.call('POST', '/api/exchange/rate-bets', {
        token: player.token,
        headers: { 'idempotency-key': key },
        body: yes,
      });
    const player = await world.addPlayer(100);
    expect(okCount(await race(() => rateBet(player, 'fancy-once')))).toBeGreaterThanOrEqual(1);
    expect(await mainPaisa(player)).toBe(0);
    const other = await world.addPlayer(150);
    expect(okCount(await race(() => rateBet(other, uniqueId('fancy'))))).toBe(1);
    expect(await mainPaisa(other)).toBe(5_000);
    const settles = await race((index) =>
      settleMarket(world.http, index % 2 ? world.trader : world.owner, marketId, { runs: 50 }),
    );
    expect(okCount(settles)).toBeGreaterThanOrEqual(1);
    // YES at 46 wins at 50 runs: the stake back and 90% of it, once.
    expect(await mainPaisa(player)).toBe(19_000);
    expect(await transfers(player.userId, 'bet_settle')).toBe(1);
    await expectMoneyIntact();
  });

  it('recalls unmatched bets once when many clients recall at once', async () => {
    const marketId = await world.newMarket();
    const player = await world.addPlayer(300);
    for (const odds of [3, 3.5, 4]) {
      expect(
        isOk(
          await placeBet(world.http, player, {
            marketId,
            selectionId: 1,
            side: 'back',
            odds,
            stake: 100,
          }),
        ),
      ).toBe(true);
    }
    expect(await mainPaisa(player)).toBe(0);
    const recalls = await race(() =>
      world.http.call('POST', '/api/exchange/recall', {
        token: player.token,
        body: { market_id: marketId },
      }),
    );
    expect(okCount(recalls)).toBeGreaterThanOrEqual(1);
    expect(await mainPaisa(player)).toBe(30_000);
    await expectMoneyIntact();
  });
});

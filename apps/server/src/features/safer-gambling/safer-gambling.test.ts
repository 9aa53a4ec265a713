/**
 * Safer gambling through the API: deposit limits refuse the deposit that would pass them (also
 * under a race of checkouts), a raise waits a day, loss limits refuse the stake that could pass
 * them in the casino and on the exchange (also under races), a break ends every session and closes
 * bets, games and deposits but not withdrawals, cannot be shortened, and no operator call lifts it;
 * the reality check's session and the activity statement read the ledger.
 */
import { describe, expect, it } from 'vitest';
import {
  fillMessage,
  housePlayResponseSchema,
  playSessionSchema,
  saferGamblingChangeSchema,
  saferGamblingMessages,
  saferGamblingStatusSchema,
  activityStatementSchema,
  type LimitKind,
  type LimitPeriod,
  type PlayerLimit,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { casinoPlayer, launchHouseGame } from '../../testing/casino.js';
import {
  addFreshMatchOdds,
  addQuotedBookmaker,
  betRequestOf,
} from '../../testing/exchange-markets.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer, logInAgain } from '../../testing/players.js';
import { getAs, postAs } from '../../testing/requests.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import {
  fundPlayer,
  reportManualDeposit,
  submitWithdrawal,
  walletPlayer,
  withdrawablePlayer,
} from '../../testing/wallet.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { playResultSincePaisa } from './queries.js';
import { windowStart } from './limit-rules.js';

const harness = testAppPerFile({ seedDemoData: true });

function setLimit(token: string, kind: LimitKind, period: LimitPeriod, amount: number | null) {
  return harness.app.inject({
    method: 'PATCH',
    url: '/api/safer-gambling/limits',
    headers: bearer(token),
    payload: { kind, period, amount },
  });
}

async function status(token: string) {
  const response = await getAs(harness, token, '/api/safer-gambling');
  expect(response.statusCode, response.body).toBe(200);
  return saferGamblingStatusSchema.parse(response.json());
}

function limitIn(answer: { limits: PlayerLimit[] }, kind: LimitKind, period: LimitPeriod) {
  return answer.limits.find((limit) => limit.kind === kind && limit.period === period);
}

function requestDeposit(player: { token: string }, amount: number, provider = 'Rocket') {
  return postAs(harness, player.token, '/api/ewa/request', {
    amount,
    provider,
    type: provider === 'bKash' ? 'Merchant' : 'Personal',
  });
}

/** Moves a waiting limit's start into the past, as if its day had gone by. */
async function letTheDayPass(userId: number) {
  const row = await harness.context.db
    .selectFrom('player_safety')
    .select('limits')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const limits = (JSON.parse(row.limits) as { pending: { from: string } | null }[]).map((limit) =>
    limit.pending
      ? { ...limit, pending: { ...limit.pending, from: '2000-01-01T00:00:00.000Z' } }
      : limit,
  );
  await harness.context.db
    .updateTable('player_safety')
    .set({ limits: JSON.stringify(limits) })
    .where('user_id', '=', userId)
    .execute();
}

let diceKeys = 0;
function playDice(token: string, stake: number) {
  diceKeys += 1;
  return harness.app.inject({
    method: 'POST',
    url: '/api/house/dice/play',
    headers: { ...bearer(token), 'idempotency-key': `sg-dice-${process.pid}-${diceKeys}` },
    payload: { stake, side: 'under', target: 49.5 },
  });
}

function placeBack(token: string, market: string, stake: number) {
  return postAs(
    harness,
    token,
    '/api/exchange/bets',
    betRequestOf({ market, back: 1, odds: 2, stake }),
  );
}

async function lostToday(userId: number): Promise<number> {
  const nowIso = new Date().toISOString();
  return -(await playResultSincePaisa(harness.context.db, userId, windowStart('day', nowIso)));
}

describe(`safer gambling on ${testDialect}`, () => {
  it('answers every limit empty at first, with the site default reality check', async () => {
    const player = await walletPlayer(harness);
    const answer = await status(player.token);
    expect(answer.limits).toHaveLength(6);
    expect(answer.limits.every((limit) => limit.amount === null && limit.pending === null)).toBe(
      true,
    );
    expect(answer.break).toBeNull();
    expect(answer.reality_check_minutes).toBe(60);
  });

  it('refuses bad input with the field named', async () => {
    const player = await walletPlayer(harness);
    for (const [payload, field, message] of [
      [{ kind: 'bets', period: 'day', amount: 5 }, 'kind', saferGamblingMessages.kindInvalid],
      [{ kind: 'loss', period: 'year', amount: 5 }, 'period', saferGamblingMessages.periodInvalid],
      [{ kind: 'loss', period: 'day', amount: 2.5 }, 'amount', saferGamblingMessages.amountInvalid],
      [{ kind: 'loss', period: 'day', amount: -4 }, 'amount', saferGamblingMessages.amountInvalid],
    ] as const) {
      const response = await harness.app.inject({
        method: 'PATCH',
        url: '/api/safer-gambling/limits',
        headers: bearer(player.token),
        payload,
      });
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(
        message,
      );
    }
    const badBreak = await postAs(harness, player.token, '/api/safer-gambling/break', {
      kind: 'timeout',
      duration: '5y',
    });
    expect(badBreak.statusCode).toBe(422);
    expect(badBreak.json<{ errors: Record<string, string[]> }>().errors['duration']).toContain(
      saferGamblingMessages.durationInvalid,
    );
    const badCheck = await harness.app.inject({
      method: 'PATCH',
      url: '/api/safer-gambling/reality-check',
      headers: bearer(player.token),
      payload: { minutes: 7 },
    });
    expect(badCheck.statusCode).toBe(422);
  });

  it('refuses the deposit that would pass a daily limit, and a raise waits a day', async () => {
    const player = await walletPlayer(harness);
    const set = await setLimit(player.token, 'deposit', 'day', 1000);
    expect(set.statusCode, set.body).toBe(200);
    expect(saferGamblingChangeSchema.parse(set.json()).message).toBe(
      saferGamblingMessages.limitLowered,
    );

    const tooMuch = await requestDeposit(player, 1500);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json<{ message: string }>().message).toBe(
      fillMessage(saferGamblingMessages.depositLimitDay, { limit: '৳1,000.00', left: '৳1,000.00' }),
    );
    await fundPlayer(harness, player, 600);
    const second = await requestDeposit(player, 500);
    expect(second.json<{ message: string }>().message).toBe(
      fillMessage(saferGamblingMessages.depositLimitDay, { limit: '৳1,000.00', left: '৳400.00' }),
    );
    expect(limitIn(await status(player.token), 'deposit', 'day')?.used).toBe(600);

    const raise = await setLimit(player.token, 'deposit', 'day', 5000);
    const raised = saferGamblingChangeSchema.parse(raise.json());
    expect(raised.message).toMatch(/^Your new limit applies from \d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(limitIn(raised.status, 'deposit', 'day')).toMatchObject({
      amount: 1000,
      pending: { amount: 5000 },
    });
    expect((await requestDeposit(player, 500)).statusCode).toBe(422);

    await letTheDayPass(player.remote_id);
    expect(limitIn(await status(player.token), 'deposit', 'day')).toMatchObject({
      amount: 5000,
      pending: null,
    });
    await reportManualDeposit(harness, player, { amount: 500 });
  });

  it('counts a limit in the transaction that writes the deposit, not only when it is asked', async () => {
    const player = await walletPlayer(harness);
    // The request is asked within the limit; the limit is lowered before the payment is reported.
    const request = await requestDeposit(player, 800);
    expect(request.statusCode).toBe(200);
    const { transaction } = request.json<{ transaction: string }>();
    await setLimit(player.token, 'deposit', 'week', 500);
    const report = await postAs(harness, player.token, '/api/ewa/confirm', {
      trx_id: transaction,
      trxid: `SGTRX${Date.now()}`,
      number: player.phone,
    });
    expect(report.statusCode).toBe(422);
    const pending = await harness.context.db
      .selectFrom('wallet_transactions')
      .select('id')
      .where('user_id', '=', player.remote_id)
      .execute();
    expect(pending).toEqual([]);
  });

  it('lets only the checkouts that fit through when they race', async () => {
    const player = await walletPlayer(harness);
    await setLimit(player.token, 'deposit', 'day', 3000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => requestDeposit(player, 1000, 'bKash')),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(3);
  });

  it('refuses a casino stake that could pass a loss limit, and racing rounds never pass it', async () => {
    const player = await casinoPlayer(harness, 1000);
    await setLimit(player.token, 'loss', 'day', 100);
    const dice = await launchHouseGame(harness, player, 'dice');
    const big = await playDice(dice, 150);
    expect(big.statusCode).toBe(403);
    expect(big.json<{ message: string }>().message).toBe(
      fillMessage(saferGamblingMessages.lossLimitDay, { limit: '৳100.00', left: '৳100.00' }),
    );
    // Limbo at 1,000× almost always loses: unless one round wins, exactly three stakes of ৳30 fit.
    const limbo = await launchHouseGame(harness, player, 'limbo');
    const rounds = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        harness.app.inject({
          method: 'POST',
          url: '/api/house/limbo/play',
          headers: { ...bearer(limbo), 'idempotency-key': `sg-limbo-${process.pid}-${index}` },
          payload: { stake: 30, target: 1000 },
        }),
      ),
    );
    for (const round of rounds) expect([200, 403], round.body).toContain(round.statusCode);
    const played = rounds
      .filter((round) => round.statusCode === 200)
      .map((round) => housePlayResponseSchema.parse(round.json()).bet);
    if (played.every((bet) => bet.payout === 0)) expect(played).toHaveLength(3);
    expect(await lostToday(player.remote_id)).toBeLessThanOrEqual(10_000);
    await checkLedger(harness.context.db);
  });

  it('refuses an exchange bet past a loss limit, across markets and under a race', async () => {
    const player = await casinoPlayer(harness, 1000);
    await setLimit(player.token, 'loss', 'week', 100);
    const first = await addFreshMatchOdds(harness, 'sg-loss', 'Dhaka v Sylhet');
    const second = await addFreshMatchOdds(harness, 'sg-loss', 'Khulna v Rangpur');
    const tooBig = await placeBack(player.token, first, 120);
    expect(tooBig.statusCode, tooBig.body).toBe(422);
    expect(tooBig.json<{ message: string }>().message).toBe(
      fillMessage(saferGamblingMessages.lossLimitWeek, { limit: '৳100.00', left: '৳100.00' }),
    );
    // Four markets' batches at once, each bet within the room alone: one fits, three do not.
    const others = [
      second,
      await addFreshMatchOdds(harness, 'sg-loss', 'Barishal v Comilla'),
      await addFreshMatchOdds(harness, 'sg-loss', 'Sylhet v Khulna'),
    ];
    const racing = await Promise.all(
      [first, ...others].map((market) => placeBack(player.token, market, 60)),
    );
    expect(racing.map((answer) => answer.statusCode).sort()).toEqual([200, 422, 422, 422]);
    expect(limitIn(await status(player.token), 'loss', 'week')?.used).toBe(60);

    // A Bookmaker stake counts against the same room: 50 more would pass it, 40 fits.
    const bookmaker = `bm-${first}`;
    await addQuotedBookmaker(harness, {
      eventId: `ev-${first.slice(2)}`,
      marketId: bookmaker,
      sides: ['Dhaka', 'Sylhet'],
    });
    const rateBet = (stake: number) =>
      postAs(harness, player.token, '/api/exchange/rate-bets', {
        market_id: bookmaker,
        selection_id: 1,
        side: 'back',
        rate: 45,
        stake,
      });
    const past = await rateBet(50);
    expect(past.statusCode, past.body).toBe(422);
    expect(past.json<{ message: string }>().message).toBe(
      fillMessage(saferGamblingMessages.lossLimitWeek, { limit: '৳100.00', left: '৳40.00' }),
    );
    expect((await rateBet(40)).statusCode).toBe(200);
  });

  it('starts a break that ends every session and closes bets, games and deposits but not withdrawals', async () => {
    const player = await withdrawablePlayer(harness, 1000, 1000);
    const otherDevice = await logInAgain(harness.app, player);

    const taken = await postAs(harness, player.token, '/api/safer-gambling/break', {
      kind: 'exclusion',
      duration: '6m',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await getAs(harness, player.token, '/api/safer-gambling')).statusCode).toBe(401);
    expect((await getAs(harness, otherDevice, '/api/safer-gambling')).statusCode).toBe(401);

    const token = await logInAgain(harness.app, player);
    const again = { ...player, token };
    const answer = await status(token);
    expect(answer.break?.kind).toBe('exclusion');
    const until = answer.break?.until ?? '';
    expect(Date.parse(until) - Date.now()).toBeGreaterThan(180 * 86_400_000);

    const deposit = await requestDeposit(again, 500);
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json<{ message: string }>().message).toMatch(/^You have excluded yourself/);
    const launch = await postAs(harness, token, '/api/game-run', {
      userId: player.remote_id,
      gameCode: 'dice',
      gameType: 'ARCADE',
      platform: 'KHELA',
    });
    expect(launch.statusCode).toBe(403);
    const market = await addFreshMatchOdds(harness, 'sg-break', 'Barishal v Comilla');
    expect((await placeBack(token, market, 20)).statusCode).toBe(403);
    const promotions = await getAs(harness, token, '/api/promotion');
    expect(promotions.json<{ data: unknown[] }>().data).toEqual([]);

    const withdrawal = await submitWithdrawal(harness, again);
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);

    // Not shorter, and an operator's changes to the player leave it in force.
    const shorter = await postAs(harness, token, '/api/safer-gambling/break', {
      kind: 'timeout',
      duration: '1d',
    });
    expect(shorter.statusCode).toBe(409);
    const support = await signInOperator(harness, 'support');
    const unblock = await postAs(
      harness,
      support.token,
      `/admin-api/players/${player.remote_id}/market-block`,
      { exchange_market: 1, cs_market: 1, status: 'active' },
    );
    expect(unblock.statusCode, unblock.body).toBe(200);
    const stillOn = await status(await logInAgain(harness.app, player));
    expect(stillOn.break?.until).toBe(until);
  });

  it('reports the play session since login and the statement by month', async () => {
    const player = await casinoPlayer(harness, 500);
    const set = await harness.app.inject({
      method: 'PATCH',
      url: '/api/safer-gambling/reality-check',
      headers: bearer(player.token),
      payload: { minutes: 30 },
    });
    expect(set.statusCode, set.body).toBe(200);
    const token = await launchHouseGame(harness, player, 'dice');
    let netPaisa = 0;
    for (let round = 0; round < 5; round += 1) {
      const played = housePlayResponseSchema.parse((await playDice(token, 10)).json());
      netPaisa += Math.round(played.bet.payout * 100) - 1000;
    }
    const session = playSessionSchema.parse(
      (await getAs(harness, player.token, '/api/safer-gambling/session')).json(),
    );
    expect(session.reality_check_minutes).toBe(30);
    expect(Math.round(session.net_result * 100)).toBe(netPaisa);
    expect(Date.parse(session.started_at)).toBeLessThanOrEqual(Date.parse(session.now));

    const statement = activityStatementSchema.parse(
      (await getAs(harness, player.token, '/api/safer-gambling/statement')).json(),
    );
    expect(statement.months).toHaveLength(12);
    expect(Math.round((statement.months[0]?.net_result ?? 0) * 100)).toBe(netPaisa);
  });

  it("starts new players with the operator's default limits, reminder and help line", async () => {
    const content = await signInOperator(harness, 'content');
    const before = await walletPlayer(harness);
    const save = (changes: Record<string, unknown>) =>
      postAs(harness, content.token, '/admin-api/site/settings', changes);
    const refused = await save({ default_loss_limit_week_taka: -5, reality_check_minutes: 7 });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual(
      ['default_loss_limit_week_taka', 'reality_check_minutes'],
    );
    const saved = await save({
      default_deposit_limit_day_taka: 2000,
      default_loss_limit_week_taka: 500,
      reality_check_minutes: 30,
      helpline_text: 'Call 16000, any time',
      helpline_url: 'https://help.example/gambling',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const player = await walletPlayer(harness);
      const answer = await status(player.token);
      expect(limitIn(answer, 'deposit', 'day')).toMatchObject({ amount: 2000, pending: null });
      expect(limitIn(answer, 'loss', 'week')).toMatchObject({ amount: 500, pending: null });
      expect(answer.reality_check_minutes).toBe(30);
      expect(answer.helpline).toEqual({
        text: 'Call 16000, any time',
        url: 'https://help.example/gambling',
      });
      const tooMuch = await requestDeposit(player, 2500);
      expect(tooMuch.statusCode).toBe(422);
      // Players who joined before keep what they had.
      expect(limitIn(await status(before.token), 'deposit', 'day')?.amount).toBeNull();
      const general = (await harness.app.inject({ method: 'GET', url: '/api/general' })).json<{
        helpline_text: string | null;
      }>();
      expect(general.helpline_text).toBe('Call 16000, any time');
    } finally {
      await save({
        default_deposit_limit_day_taka: 0,
        default_loss_limit_week_taka: 0,
        reality_check_minutes: 60,
        helpline_text: '',
        helpline_url: '',
      });
    }
  });
});

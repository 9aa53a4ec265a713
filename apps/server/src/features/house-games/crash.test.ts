/**
 * Crash on a clock the test drives: rounds open, take bets, fly and crash; cash-outs by hand, by
 * target and at the cap; refusals on time; the chain's seeds verify; one engine instance at a
 * time; the shared live stream; and the money settled through the casino wallet.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CRASH_BETTING_MS,
  CRASH_PAUSE_MS,
  crashBetResponseSchema,
  crashEvents,
  crashStateResponseSchema,
  houseMessages,
  takaToPaisa,
} from '@khela/contract';
import {
  crashElapsedMsFor,
  crashPointFromRoundSeed,
  verifyCrashChainLink,
  verifyCrashRoundSeed,
} from '@khela/house-games';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { casinoPlayer, launchHouseGame } from '../../testing/casino.js';
import { expectStoredAnswer, replayedAfterDeathAtCommit } from '../../testing/die-after-commit.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { openTestStream } from '../../platform/live/test-stream-client.js';
import { CrashEngine } from './crash-engine.js';
import { crashEngineOf } from './service.js';
import { refusalBody } from '../../testing/refusal.js';
import { getAs, postAs } from '../../testing/requests.js';
import { postWithKey } from '../../testing/keyed-calls.js';

const harness = testAppPerFile({ seedDemoData: true });
let engine: CrashEngine;
let nowMs = Date.now();

beforeAll(() => {
  engine = crashEngineOf(harness.context);
  engine.useManualClock(() => nowMs);
});

const post = (token: string, url: string, payload: Record<string, unknown> = {}) =>
  postAs(harness, token, `/api/house${url}`, payload);
const state = async (token: string) =>
  crashStateResponseSchema.parse((await getAs(harness, token, '/api/house/crash')).json());
const mainOf = (userId: number) => playerBalancePaisa(harness.context.db, userId, 'player_main');

async function crashPlayer(taka = 100) {
  const player = await casinoPlayer(harness, taka);
  return { ...player, game: await launchHouseGame(harness, player, 'crash') };
}

async function latestRound() {
  return harness.context.db
    .selectFrom('crash_rounds')
    .selectAll()
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** Opens a fresh round for bets (finishing any round in progress first). */
async function openRound(crashPoint?: number) {
  for (let step = 0; step < 5; step += 1) {
    await engine.tick();
    const round = await latestRound().catch(() => undefined);
    if (round?.phase === 'betting' && nowMs < Date.parse(round.betting_ends_at)) break;
    nowMs += round?.phase === 'betting' ? CRASH_BETTING_MS : 200_000 + CRASH_PAUSE_MS;
  }
  const round = await latestRound();
  if (crashPoint !== undefined) {
    // Fixed so the test knows when it ends; the chain's own points are checked separately.
    await harness.context.db
      .updateTable('crash_rounds')
      .set({ crash_point: crashPoint })
      .where('id', '=', round.id)
      .execute();
  }
  return { ...round, crash_point: crashPoint ?? round.crash_point };
}

/** Moves the clock to the moment the flight shows `hundredths`, and ticks. */
async function flyTo(round: { started_at: string }, hundredths: number) {
  nowMs = Date.parse(round.started_at) + crashElapsedMsFor(hundredths);
  await engine.tick();
}

describe(`house Crash on ${testDialect}`, () => {
  it('takes bets while betting, pays cash-outs by hand and by target, and settles the crash', async () => {
    const round = await openRound(300);
    const [manual, auto, greedy] = [await crashPlayer(), await crashPlayer(), await crashPlayer()];
    const opening = await state(manual.game);
    expect(opening.round).toMatchObject({ id: round.id, phase: 'betting', crash_point: null });
    expect(opening.round?.round_seed).toBeNull();

    const bet = await post(manual.game, '/crash/bet', { stake: 10 });
    expect(crashBetResponseSchema.parse(bet.json())).toMatchObject({ balance: 90 });
    expect((await post(manual.game, '/crash/bet', { stake: 10 })).json()).toEqual(
      refusalBody(houseMessages.alreadyBet),
    );
    await post(auto.game, '/crash/bet', { stake: 20, auto_cashout: 2 });
    await post(greedy.game, '/crash/bet', { stake: 5, auto_cashout: 50 });
    for (const autoCashout of [1, 1001, 1.234]) {
      const refused = await post((await crashPlayer()).game, '/crash/bet', {
        stake: 5,
        auto_cashout: autoCashout,
      });
      expect(refused.statusCode).toBe(422);
    }
    expect((await post(manual.game, '/crash/cashout')).json()).toEqual(
      refusalBody(houseMessages.notFlying),
    );

    nowMs = Date.parse(round.betting_ends_at);
    await engine.tick();
    expect((await state(manual.game)).round?.phase).toBe('flying');
    const late = await post((await crashPlayer()).game, '/crash/bet', { stake: 5 });
    expect(late.json()).toEqual(refusalBody(houseMessages.betsClosed));

    nowMs = Date.parse(round.started_at) + crashElapsedMsFor(150);
    const cashed = crashBetResponseSchema.parse((await post(manual.game, '/crash/cashout')).json());
    expect(cashed.bet).toMatchObject({ status: 'cashed_out', cashout_multiplier: 1.5, payout: 15 });
    expect(cashed.balance).toBe(105);
    expect((await post(manual.game, '/crash/cashout')).json()).toEqual(
      refusalBody(houseMessages.cashedOut),
    );

    await flyTo(round, 200);
    expect((await state(auto.game)).bet).toMatchObject({
      status: 'cashed_out',
      cashout_multiplier: 2,
      payout: 40,
    });

    await flyTo(round, 300);
    const after = await state(greedy.game);
    expect(after.round).toMatchObject({ phase: 'crashed', crash_point: 3 });
    expect(after.bet).toMatchObject({ status: 'lost', payout: 0 });
    expect(after.history[0]).toEqual({ id: round.id, crash_point: 3 });
    expect((await post(greedy.game, '/crash/cashout')).json()).toEqual(
      refusalBody(houseMessages.cashedOut),
    );
    expect(await mainOf(manual.remote_id)).toBe(10_500);
    expect(await mainOf(auto.remote_id)).toBe(12_000);
    expect(await mainOf(greedy.remote_id)).toBe(9_500);

    const record = await getAs(harness, auto.token, '/api/betting-record');
    expect(record.json<{ data: { settled: unknown[] } }>().data.settled[0]).toMatchObject({
      game_name: 'Crash',
      game_type: 'EGAME',
      bet_amount: 20,
      winAmount: 40,
    });
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('refuses a cash-out from the moment of the crash, even before the engine has marked it', async () => {
    const round = await openRound(250);
    const player = await crashPlayer();
    await post(player.game, '/crash/bet', { stake: 10 });
    nowMs = Date.parse(round.betting_ends_at);
    await engine.tick();
    nowMs = Date.parse(round.started_at) + crashElapsedMsFor(250);
    expect((await post(player.game, '/crash/cashout')).json()).toEqual(
      refusalBody(houseMessages.crashed),
    );
    await engine.tick();
    expect((await state(player.game)).bet?.status).toBe('lost');
  });

  it('cashes every bet still in out at the cap', async () => {
    const round = await openRound(500_000);
    const player = await crashPlayer();
    await post(player.game, '/crash/bet', { stake: 2 });
    nowMs = Date.parse(round.betting_ends_at);
    await engine.tick();
    await flyTo(round, 100_000);
    expect((await state(player.game)).bet).toMatchObject({
      status: 'cashed_out',
      cashout_multiplier: 1000,
      payout: 2000,
    });
  });

  it("reveals each round's seed at its crash: it hashes to the round before and gives the point", async () => {
    const first = await openRound();
    nowMs = Date.parse(first.betting_ends_at);
    await engine.tick();
    await flyTo(first, first.crash_point);
    const second = await openRound();
    nowMs = Date.parse(second.betting_ends_at);
    await engine.tick();
    await flyTo(second, second.crash_point);
    const player = await crashPlayer();
    const view = async (id: number) =>
      (await getAs(harness, player.game, `/api/house/crash/rounds/${id}`)).json<{
        round_seed: string;
        crash_point: number;
        round_index: number;
        chain: { commitment: string; salt: string };
      }>();
    const [a, b] = [await view(first.id), await view(second.id)];
    expect(b.round_index).toBe(a.round_index + 1);
    expect(verifyCrashChainLink(b.round_seed, a.round_seed)).toBe(true);
    expect(verifyCrashRoundSeed(a.round_seed, a.round_index, a.chain.commitment)).toBe(true);
    expect(crashPointFromRoundSeed(b.round_seed, b.chain.salt) / 100).toBe(b.crash_point);
  });

  it('runs on one instance at a time, and another takes over when it stops', async () => {
    const round = await openRound();
    // Betting is over, but only the instance holding the lease may start the flight.
    await harness.context.db
      .updateTable('crash_rounds')
      .set({
        betting_ends_at: new Date(nowMs).toISOString(),
        started_at: new Date(nowMs).toISOString(),
      })
      .where('id', '=', round.id)
      .execute();
    const other = new CrashEngine(harness.context, () => undefined);
    other.useManualClock(() => nowMs);
    await other.tick();
    expect((await latestRound()).phase).toBe('betting');
    await engine.stop();
    await other.tick();
    expect((await latestRound()).phase).toBe('flying');
    await other.stop();
  });

  it('streams the shared round to the Crash page', async () => {
    const address = await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const player = await crashPlayer();
    const refused = await openTestStream(`${address}/api/house/crash/stream`, player.token);
    expect(refused.status).toBe(401);
    const stream = await openTestStream(`${address}/api/house/crash/stream`, player.game);
    try {
      expect(stream.status).toBe(200);
      expect((await stream.nextEvent(crashEvents.ready))?.event).toBe(crashEvents.ready);
      const round = await openRound(400);
      nowMs = Date.parse(round.betting_ends_at);
      await engine.tick();
      expect((await stream.nextEvent(crashEvents.started, 2000))?.data).toContain(
        `"id":${round.id}`,
      );
      await flyTo(round, 200);
      const tick = await stream.nextEvent(crashEvents.tick, 2000);
      expect(JSON.parse(tick?.data ?? '{}')).toEqual({ round_id: round.id, multiplier: 2 });
    } finally {
      stream.close();
    }
  });
});

describe(`keyed Crash calls whose process dies after the commit, on ${testDialect}`, () => {
  it('bets once and cashes out once, answering each keyed retry with the stored answer', async () => {
    const round = await openRound(300);
    const player = await crashPlayer(100);
    const keyed = (url: string, payload: Record<string, unknown>, key: string) => () =>
      postWithKey(harness, player.game, `/api/house${url}`, payload, key);
    const bet = await replayedAfterDeathAtCommit(
      harness.context.db,
      keyed('/crash/bet', { stake: 10 }, 'crash-bet-dies'),
    );
    expect(crashBetResponseSchema.parse(bet.json())).toMatchObject({ balance: 90 });
    expect(await mainOf(player.remote_id)).toBe(9_000);

    await engine.tick();
    await flyTo(await latestRound(), 150);
    const cashOut = await replayedAfterDeathAtCommit(
      harness.context.db,
      keyed('/crash/cashout', {}, 'crash-cashout-dies'),
    );
    const paid = crashBetResponseSchema.parse(cashOut.json());
    expect(takaToPaisa(paid.balance)).toBe(await mainOf(player.remote_id));
    const bets = await harness.context.db
      .selectFrom('crash_bets')
      .selectAll()
      .where('user_id', '=', player.remote_id)
      .execute();
    expect(bets.map((row) => [row.round_id, row.status])).toEqual([[round.id, 'cashed_out']]);
    await expectStoredAnswer(harness.context.db, 'crash-cashout-dies', {
      scope: `house:${player.remote_id}`,
    });
    expect((await checkLedger(harness.context.db)).ok).toBe(true);
  });
});

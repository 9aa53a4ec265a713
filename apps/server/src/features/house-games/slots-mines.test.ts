/**
 * House Slots and Mines through /api/house with a launch token: the guard, stakes, spins and
 * Mines games settled through the casino wallet, fair seeds (a result recomputed from the revealed
 * seed), rotation refused mid-game, repeats and races, and the Settled record.
 */
import { describe, expect, it } from 'vitest';
import {
  bettingRecordResponseSchema,
  casinoMessages,
  houseMessages,
  housePlayResponseSchema,
  houseSessionResponseSchema,
  minesCurrentResponseSchema,
  houseFairnessSchema,
  paisa,
  paisaToTaka,
  takaToPaisa,
  idempotencyMessages,
} from '@khela/contract';
import {
  hashServerSeed,
  minesFromSeeds,
  minesPayoutPaisa,
  slotsSpinFromSeeds,
} from '@khela/house-games';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { casinoPlayer, launchHouseGame } from '../../testing/casino.js';
import { bearer } from '../../testing/players.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { move } from '../../platform/ledger/move.js';
import { refusalBody } from '../../testing/refusal.js';
import { countRows } from '../../testing/row-count.js';
import { getAs } from '../../testing/requests.js';

const harness = testAppPerFile({ seedDemoData: true });

function call(
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return harness.app.inject({
    method,
    url: `/api/house${url}`,
    headers: { ...bearer(token), ...headers },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

const mainOf = (userId: number) => playerBalancePaisa(harness.context.db, userId, 'player_main');

async function minesOf(betId: number): Promise<number[]> {
  const row = await harness.context.db
    .selectFrom('house_bets')
    .select('mine_tiles')
    .where('id', '=', betId)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.mine_tiles ?? '[]') as number[];
}

describe(`house Slots and Mines on ${testDialect}`, () => {
  it('plays only with a live launch token of a house game, and only its own game', async () => {
    const player = await casinoPlayer(harness, 100);
    expect((await call(player.token, 'GET', '/session')).statusCode).toBe(401);
    const anonymous = await harness.app.inject({ method: 'GET', url: '/api/house/session' });
    expect(anonymous.json()).toEqual(refusalBody(casinoMessages.sessionExpired));
    const slots = await launchHouseGame(harness, player, 'slots');
    const session = houseSessionResponseSchema.parse((await call(slots, 'GET', '/session')).json());
    expect(session).toMatchObject({ username: player.username, balance: 100, game: 'slots' });
    expect(session.fairness).toMatchObject({ nonce: 0, previous: null });
    const mines = await call(slots, 'POST', '/mines/start', { stake: 10, mines: 3 });
    expect(mines.statusCode).toBe(403);
    expect(mines.json()).toEqual(refusalBody(houseMessages.wrongGame));
    // Logging out ends the game's token too.
    await harness.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(player.token) });
    expect((await call(slots, 'POST', '/slots/spin', { stake: 10 })).statusCode).toBe(401);
  });

  it('spins, moving the stake and the pay-out once, and the spin is recomputed from the seeds', async () => {
    const player = await casinoPlayer(harness, 1000);
    const token = await launchHouseGame(harness, player, 'slots');
    let expectedPaisa = 100_000;
    const spins = [];
    for (let index = 0; index < 30; index += 1) {
      const response = await call(token, 'POST', '/slots/spin', { stake: 5 });
      expect(response.statusCode, response.body).toBe(200);
      const { bet, balance } = housePlayResponseSchema.parse(response.json());
      expectedPaisa += takaToPaisa(bet.payout) - 500;
      expect(balance * 100).toBeCloseTo(expectedPaisa, 6);
      expect(bet.seeds).toMatchObject({ nonce: index, server_seed: null });
      expect(bet.status).toBe(bet.payout > 0 ? 'won' : 'lost');
      spins.push(bet);
    }
    expect(await mainOf(player.remote_id)).toBe(expectedPaisa);

    const rotated = await call(token, 'POST', '/fairness/rotate', { client_seed: 'my-lucky-seed' });
    const fairness = houseFairnessSchema.parse(rotated.json());
    expect(fairness).toMatchObject({ client_seed: 'my-lucky-seed', nonce: 0 });
    expect(fairness.previous?.nonce).toBe(30);
    const serverSeed = fairness.previous?.server_seed ?? '';
    expect(hashServerSeed(serverSeed)).toBe(spins[0]!.seeds.server_seed_hash);
    for (const bet of spins) {
      const seen = housePlayResponseSchema.shape.bet.parse(
        (await call(token, 'GET', `/bets/${bet.id}`)).json(),
      );
      expect(seen.seeds.server_seed).toBe(serverSeed);
      const again = slotsSpinFromSeeds(
        { serverSeed, clientSeed: bet.seeds.client_seed, nonce: bet.seeds.nonce },
        paisa(500),
      );
      expect(again.stops).toEqual(bet.slots?.stops);
      expect(paisaToTaka(again.payoutPaisa)).toBe(bet.payout);
    }
    const history = (await call(token, 'GET', '/bets')).json<{ data: { id: number }[] }>();
    expect(history.data.map((bet) => bet.id)).toEqual(spins.map((bet) => bet.id).reverse());

    const record = bettingRecordResponseSchema.parse(
      (await getAs(harness, player.token, '/api/betting-record')).json(),
    );
    expect(record.data.settled).toHaveLength(30);
    expect(record.data.settled[0]).toMatchObject({
      platform: 'KHELA',
      game_type: 'SLOT',
      game_name: 'Slots',
      bet_amount: 5,
    });
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('refuses stakes off the step, outside the limits, and beyond the balance', async () => {
    const player = await casinoPlayer(harness, 3);
    const token = await launchHouseGame(harness, player, 'slots');
    const step = await call(token, 'POST', '/slots/spin', { stake: 1.1 });
    expect(step.statusCode).toBe(422);
    expect(step.json()).toMatchObject(refusalBody(houseMessages.slotsStakeStep));
    for (const stake of [0.5, 5001, 'lots']) {
      expect((await call(token, 'POST', '/slots/spin', { stake })).statusCode).toBe(422);
    }
    const broke = await call(token, 'POST', '/slots/spin', { stake: 4 });
    expect(broke.statusCode).toBe(422);
    expect(broke.json()).toEqual(refusalBody(casinoMessages.insufficientBalance));
    const session = houseSessionResponseSchema.parse((await call(token, 'GET', '/session')).json());
    // The refused spin took no nonce and left no bet.
    expect(session.fairness.nonce).toBe(0);
    expect(session.balance).toBe(3);
  });

  it('answers a spin repeated with its Idempotency-Key once', async () => {
    const player = await casinoPlayer(harness, 100);
    const token = await launchHouseGame(harness, player, 'slots');
    const key = { 'idempotency-key': 'spin-1' };
    const [first, second] = await Promise.all([
      call(token, 'POST', '/slots/spin', { stake: 10 }, key),
      call(token, 'POST', '/slots/spin', { stake: 10 }, key),
    ]);
    const ok = [first, second].filter((response) => response.statusCode === 200);
    // One spun; the other, claiming the key after it, is answered the same spin.
    expect(ok).toHaveLength(2);
    expect(second.json()).toEqual(first.json());
    const again = await call(token, 'POST', '/slots/spin', { stake: 10 }, key);
    expect(again.json()).toEqual(ok[0]!.json());
    expect(await countRows(harness.context.db, 'house_bets', { user_id: player.remote_id })).toBe(
      1,
    );
  });

  it('answers a repeated spin the first answer even when the balance no longer covers it, and refuses its key with another stake', async () => {
    const player = await casinoPlayer(harness, 10);
    const token = await launchHouseGame(harness, player, 'slots');
    const key = { 'idempotency-key': 'spin-all-in' };
    const first = await call(token, 'POST', '/slots/spin', { stake: 10 }, key);
    expect(first.statusCode).toBe(200);
    // Whatever the spin paid is taken out: a spin of 10 now would be refused.
    const won = await mainOf(player.remote_id);
    if (won > 0) {
      await harness.context.db.transaction().execute((trx) =>
        move(trx, {
          from: { kind: 'player_main', userId: player.remote_id },
          to: { kind: 'demo_funding' },
          currency: 'BDT',
          amountPaisa: paisa(won),
          code: 'demo_credit',
          idempotencyKey: `drain:${player.remote_id}`,
        }),
      );
    }
    // The first spin sent again is answered as it was, without a second spin. is answered as it was, without a second spin.
    const again = await call(token, 'POST', '/slots/spin', { stake: 10 }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const reused = await call(token, 'POST', '/slots/spin', { stake: 5 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual(
      expect.objectContaining(refusalBody(idempotencyMessages.keyReused)),
    );
    expect(await mainOf(player.remote_id)).toBe(0);
    expect(await countRows(harness.context.db, 'house_bets', { user_id: player.remote_id })).toBe(
      1,
    );
  });

  it('plays Mines: safe tiles raise the multiplier, a cash-out pays it, mines stay hidden until the end', async () => {
    const player = await casinoPlayer(harness, 100);
    const token = await launchHouseGame(harness, player, 'mines');
    const started = housePlayResponseSchema.parse(
      (await call(token, 'POST', '/mines/start', { stake: 10, mines: 3 })).json(),
    );
    expect(started.balance).toBe(90);
    expect(started.bet.mines_game).toMatchObject({ mines: 3, picks: [], mine_tiles: null });
    expect((await call(token, 'POST', '/mines/cashout')).json()).toEqual(
      refusalBody(houseMessages.cashoutNeedsPick),
    );
    expect((await call(token, 'POST', '/mines/start', { stake: 10, mines: 3 })).json()).toEqual(
      refusalBody(houseMessages.gameInPlay),
    );
    expect((await call(token, 'POST', '/fairness/rotate', {})).json()).toEqual(
      refusalBody(houseMessages.rotateWhileInPlay),
    );
    const mines = await minesOf(started.bet.id);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((t) => !mines.includes(t));
    for (const tile of safe.slice(0, 2)) {
      const picked = housePlayResponseSchema.parse(
        (await call(token, 'POST', '/mines/pick', { tile })).json(),
      );
      expect(picked.bet.mines_game?.mine_tiles).toBeNull();
    }
    expect((await call(token, 'POST', '/mines/pick', { tile: safe[0] })).json()).toEqual(
      refusalBody(houseMessages.tileTaken),
    );
    const current = minesCurrentResponseSchema.parse((await call(token, 'GET', '/mines')).json());
    expect(current.bet?.mines_game?.picks).toEqual(safe.slice(0, 2));
    const cashed = housePlayResponseSchema.parse(
      (await call(token, 'POST', '/mines/cashout')).json(),
    );
    const payout = minesPayoutPaisa(paisa(1000), 3, 2);
    expect(cashed.bet).toMatchObject({ status: 'won', payout: paisaToTaka(payout) });
    expect(cashed.bet.mines_game?.mine_tiles).toEqual(mines);
    expect(await mainOf(player.remote_id)).toBe(9000 + payout);
    expect((await call(token, 'POST', '/mines/cashout')).statusCode).toBe(404);

    // The layout is the one the seeds give, once the seed is revealed.
    const fairness = houseFairnessSchema.parse(
      (await call(token, 'POST', '/fairness/rotate', {})).json(),
    );
    const revealed = fairness.previous!;
    expect(
      minesFromSeeds(
        { serverSeed: revealed.server_seed, clientSeed: revealed.client_seed, nonce: 0 },
        3,
      ),
    ).toEqual(mines);
  });

  it('loses the stake on a mine, and cashes out by itself on the last safe tile', async () => {
    const player = await casinoPlayer(harness, 100);
    const token = await launchHouseGame(harness, player, 'mines');
    const lost = housePlayResponseSchema.parse(
      (await call(token, 'POST', '/mines/start', { stake: 20, mines: 5 })).json(),
    );
    const [mine] = await minesOf(lost.bet.id);
    const boom = housePlayResponseSchema.parse(
      (await call(token, 'POST', '/mines/pick', { tile: mine })).json(),
    );
    expect(boom.bet).toMatchObject({ status: 'lost', payout: 0 });
    expect(boom.bet.mines_game?.mine_tiles).toHaveLength(5);
    expect(boom.balance).toBe(80);

    const last = housePlayResponseSchema.parse(
      (await call(token, 'POST', '/mines/start', { stake: 10, mines: 24 })).json(),
    );
    const mines = await minesOf(last.bet.id);
    const onlySafe = Array.from({ length: 25 }, (_, tile) => tile).find((t) => !mines.includes(t));
    const won = housePlayResponseSchema.parse(
      (await call(token, 'POST', '/mines/pick', { tile: onlySafe })).json(),
    );
    // 0.99 × 25 = 24.75×
    expect(won.bet).toMatchObject({ status: 'won', payout: 247.5 });
    expect(won.balance).toBe(70 + 247.5);
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('lets only one of two simultaneous starts through', async () => {
    const player = await casinoPlayer(harness, 100);
    const token = await launchHouseGame(harness, player, 'mines');
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(token, 'POST', '/mines/start', { stake: 10, mines: 2 })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers) expect(answer.statusCode).toBeLessThan(500);
    expect(await mainOf(player.remote_id)).toBe(9000);
  });
});

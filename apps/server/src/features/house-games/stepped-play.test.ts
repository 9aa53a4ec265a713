/**
 * Jacks or Better and Hi-Lo through /api/house with a launch token: a round is started, stepped
 * and ended with the money moving once, the cards still to come never shown while it is in play,
 * every round recomputed from the revealed seed, steps the round cannot take refused without a
 * change, one round in play per game, a step sent twice with its key taken once, and the Settled
 * record and counted stake following.
 */
import {
  bettingRecordResponseSchema,
  gameInPlayResponseSchema,
  houseFairnessSchema,
  houseMessages,
  housePlayResponseSchema,
  takaToPaisa,
  type HiloGuess,
  type HousePlayResponse,
} from '@khela/contract';
import {
  blackjackFromSeeds,
  cardRank,
  hiloCardsFromSeeds,
  hiloWinningRanks,
  pokerHandOf,
  videoPokerCardsFromSeeds,
  videoPokerDraw,
} from '@khela/house-games';
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

const harness = testAppPerFile({ seedDemoData: true });

function call(
  token: string,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return harness.app.inject({
    method,
    url: `/api/house${path}`,
    headers: { ...bearer(token), ...headers },
    ...(payload ? { payload } : {}),
  });
}

async function played(
  token: string,
  path: string,
  payload?: Record<string, unknown>,
): Promise<HousePlayResponse> {
  const response = await call(token, 'POST', path, payload ?? {});
  expect(response.statusCode, response.body).toBe(200);
  return housePlayResponseSchema.parse(response.json());
}

async function revealSeed(token: string): Promise<string> {
  const rotated = houseFairnessSchema.parse(
    (await call(token, 'POST', '/fairness/rotate', {})).json(),
  );
  return rotated.previous?.server_seed ?? '';
}

/** The likelier of higher and lower on a card, as a careful player guesses. */
function likelier(card: number): HiloGuess {
  const rank = cardRank(card);
  return hiloWinningRanks(rank, 'higher') >= hiloWinningRanks(rank, 'lower') ? 'higher' : 'lower';
}

describe(`house stepped games on ${testDialect}`, () => {
  it('deals and draws Jacks or Better: the hand pays by the table, once, as the seeds give it', async () => {
    const player = await casinoPlayer(harness, 200);
    const token = await launchHouseGame(harness, player, 'jacks-or-better');
    expect(
      gameInPlayResponseSchema.parse((await call(token, 'GET', '/jacks-or-better')).json()),
    ).toEqual({ bet: null, balance: 200 });
    let expectedPaisa = 20_000;
    const rounds: { held: boolean[]; response: HousePlayResponse }[] = [];
    for (let round = 0; round < 6; round += 1) {
      const dealt = await played(token, '/jacks-or-better/deal', { stake: '10' });
      expectedPaisa -= 1000;
      expect(takaToPaisa(dealt.balance)).toBe(expectedPaisa);
      expect(dealt.bet).toMatchObject({ game: 'jacks-or-better', status: 'open', payout: 0 });
      const shown = dealt.bet.stepped;
      if (shown?.game !== 'jacks-or-better') throw new Error('no hand dealt');
      expect(shown).toMatchObject({ held: null, final: null, hand: pokerHandOf(shown.dealt) });
      // The cards that would replace are not in the answer, nor in the row.
      const row = await harness.context.db
        .selectFrom('house_bets')
        .select('outcome')
        .where('id', '=', dealt.bet.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.outcome ?? '')).toEqual({
        dealt: shown.dealt,
        held: null,
        final: null,
      });
      expect((await call(token, 'POST', '/jacks-or-better/deal', { stake: 10 })).json()).toEqual(
        refusalBody(houseMessages.gameInPlay),
      );
      const current = gameInPlayResponseSchema.parse(
        (await call(token, 'GET', '/jacks-or-better')).json(),
      );
      expect(current.bet?.id).toBe(dealt.bet.id);

      const held = [round % 2 === 0, true, false, round % 3 === 0, false];
      const drawn = await played(token, '/jacks-or-better/draw', { held });
      expectedPaisa += takaToPaisa(drawn.bet.payout);
      expect(takaToPaisa(drawn.balance)).toBe(expectedPaisa);
      const final = drawn.bet.stepped;
      if (final?.game !== 'jacks-or-better') throw new Error('no hand drawn');
      expect(final.held).toEqual(held);
      expect(drawn.bet.payout).toBe(10 * final.multiplier);
      expect(drawn.bet.status).toBe(final.multiplier > 0 ? 'won' : 'lost');
      rounds.push({ held, response: drawn });
    }
    expect(
      (
        await call(token, 'POST', '/jacks-or-better/draw', { held: [true, true, true, true, true] })
      ).json(),
    ).toEqual(refusalBody(houseMessages.noOpenGame));
    expect(await playerBalancePaisa(harness.context.db, player.remote_id, 'player_main')).toBe(
      expectedPaisa,
    );

    const serverSeed = await revealSeed(token);
    for (const { held, response } of rounds) {
      const { client_seed: clientSeed, nonce } = response.bet.seeds;
      const ten = videoPokerCardsFromSeeds({ serverSeed, clientSeed, nonce });
      expect(response.bet.stepped).toMatchObject({
        dealt: ten.slice(0, 5),
        final: videoPokerDraw(ten, held),
      });
    }
    const record = bettingRecordResponseSchema.parse(
      (await getAs(harness, player.token, '/api/betting-record')).json(),
    );
    expect(record.data.settled).toHaveLength(6);
    expect(record.data.settled[0]).toMatchObject({ platform: 'KHELA', game_type: 'BINGO' });
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('climbs a Hi-Lo ladder: skips are free, a cash-out pays the multiplier, a wrong guess loses', async () => {
    const player = await casinoPlayer(harness, 500);
    const token = await launchHouseGame(harness, player, 'hilo');
    let expectedPaisa = 50_000;
    const settled: HousePlayResponse[] = [];
    let cashedOut = 0;
    let lost = 0;
    for (let round = 0; round < 12 && (cashedOut === 0 || lost === 0); round += 1) {
      let answer = await played(token, '/hilo/start', { stake: 5 });
      expectedPaisa -= 500;
      expect(takaToPaisa(answer.balance)).toBe(expectedPaisa);
      expect((await call(token, 'POST', '/hilo/cashout')).json()).toEqual(
        refusalBody(houseMessages.cashoutNeedsGuess),
      );
      answer = await played(token, '/hilo/guess', { guess: 'skip' });
      let ladder = answer.bet.stepped;
      if (ladder?.game !== 'hilo') throw new Error('no ladder');
      expect(ladder).toMatchObject({ guesses: ['skip'], multiplier: null });
      expect(ladder.cards).toHaveLength(2);
      // The card the next guess will meet is not shown.
      expect(ladder.skips_left).toBe(51);
      for (let step = 0; step < 2 && answer.bet.status === 'open'; step += 1) {
        const card = ladder.cards[ladder.cards.length - 1] as number;
        answer = await played(token, '/hilo/guess', { guess: likelier(card) });
        ladder = answer.bet.stepped;
        if (ladder?.game !== 'hilo') throw new Error('no ladder');
      }
      if (answer.bet.status === 'open') {
        expect(ladder.multiplier).toBeGreaterThan(1);
        answer = await played(token, '/hilo/cashout');
        cashedOut += 1;
        expect(answer.bet.payout).toBeGreaterThan(5);
      } else {
        lost += 1;
        expect(answer.bet).toMatchObject({ status: 'lost', payout: 0 });
      }
      expectedPaisa += takaToPaisa(answer.bet.payout);
      expect(takaToPaisa(answer.balance)).toBe(expectedPaisa);
      settled.push(answer);
    }
    expect(cashedOut).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);
    expect(await playerBalancePaisa(harness.context.db, player.remote_id, 'player_main')).toBe(
      expectedPaisa,
    );
    const serverSeed = await revealSeed(token);
    for (const { bet } of settled) {
      if (bet.stepped?.game !== 'hilo') throw new Error('no ladder');
      const { client_seed: clientSeed, nonce } = bet.seeds;
      expect(bet.stepped.cards).toEqual(
        hiloCardsFromSeeds({ serverSeed, clientSeed, nonce }, bet.stepped.cards.length),
      );
    }
    const counted = await harness.context.db
      .selectFrom('settled_stakes')
      .select('counted_paisa')
      .where('user_id', '=', player.remote_id)
      .execute();
    expect(counted).toHaveLength(settled.length);
    expect(counted.every((row) => row.counted_paisa > 0)).toBe(true);
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('refuses steps a round cannot take, and takes a step sent twice with its key once', async () => {
    const player = await casinoPlayer(harness, 50);
    const hilo = await launchHouseGame(harness, player, 'hilo');
    expect((await call(hilo, 'POST', '/hilo/guess', { guess: 'higher' })).json()).toEqual(
      refusalBody(houseMessages.noOpenGame),
    );
    const bad = await call(hilo, 'POST', '/hilo/guess', { guess: 'sideways' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject(refusalBody(houseMessages.hiloGuessInvalid));
    // Start rounds until one opens on an ace or a king, where one side cannot win.
    let answer = await played(hilo, '/hilo/start', { stake: 1 });
    for (let tries = 0; tries < 200; tries += 1) {
      const ladder = answer.bet.stepped;
      if (ladder?.game !== 'hilo') throw new Error('no ladder');
      const rank = cardRank(ladder.cards[ladder.cards.length - 1] as number);
      if (rank === 0 || rank === 12) {
        const impossible = rank === 0 ? 'lower' : 'higher';
        expect(ladder.next?.[impossible]).toBeNull();
        const refused = await call(hilo, 'POST', '/hilo/guess', { guess: impossible });
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject(refusalBody(houseMessages.hiloGuessCannotWin));
        break;
      }
      answer = await played(hilo, '/hilo/guess', { guess: 'skip' });
    }
    const before = await playerBalancePaisa(harness.context.db, player.remote_id, 'player_main');
    const key = { 'idempotency-key': 'hilo-step-1' };
    const [first, second] = await Promise.all([
      call(hilo, 'POST', '/hilo/guess', { guess: 'same' }, key),
      call(hilo, 'POST', '/hilo/guess', { guess: 'same' }, key),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const stepped = housePlayResponseSchema.parse(first.json()).bet.stepped;
    expect(stepped?.game === 'hilo' && stepped.guesses.at(-1)).toBe('same');
    const paid = takaToPaisa(housePlayResponseSchema.parse(first.json()).bet.payout);
    expect(await playerBalancePaisa(harness.context.db, player.remote_id, 'player_main')).toBe(
      before + paid,
    );

    const poker = await launchHouseGame(harness, player, 'jacks-or-better');
    await played(poker, '/jacks-or-better/deal', { stake: 1 });
    for (const held of [[true], [true, true, true, true, 'yes'], 'all']) {
      const refused = await call(poker, 'POST', '/jacks-or-better/draw', { held });
      expect(refused.statusCode, JSON.stringify(held)).toBe(422);
      expect(refused.json()).toMatchObject(refusalBody(houseMessages.heldInvalid));
    }
    expect((await call(poker, 'POST', '/hilo/start', { stake: 1 })).statusCode).toBe(403);
    expect((await call(poker, 'POST', '/jacks-or-better/deal', { stake: 1 })).json()).toMatchObject(
      refusalBody(houseMessages.gameInPlay),
    );
    expect(
      await countRows(harness.context.db, 'house_bets', { user_id: player.remote_id, in_play: 1 }),
    ).toBeGreaterThan(0);
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('plays Blackjack: every further stake is debited as it is placed, the round settles once, and it replays from the seeds', async () => {
    const player = await casinoPlayer(harness, 2000);
    const token = await launchHouseGame(harness, player, 'blackjack');
    let expectedPaisa = 200_000;
    const finished: HousePlayResponse[] = [];
    let insured = false;
    let doubled = false;
    for (let round = 0; round < 120 && (!insured || !doubled || finished.length < 6); round += 1) {
      let answer = await played(token, '/blackjack/deal', { stake: 10 });
      let table = answer.bet.stepped;
      if (table?.game !== 'blackjack') throw new Error('no table');
      if (answer.bet.status === 'open') {
        expect(table.dealer.cards).toHaveLength(1);
        expect(takaToPaisa(answer.balance)).toBe(expectedPaisa - 1000);
        if (table.allowed.includes('insurance') && !insured) {
          answer = await played(token, '/blackjack/act', { action: 'insurance' });
          insured = true;
        } else if (table.allowed.includes('double') && !doubled) {
          answer = await played(token, '/blackjack/act', { action: 'double' });
          doubled = true;
        } else if (finished.length >= 6) {
          // Enough settled rounds: stand at once while waiting for an ace to insure against.
          answer = await played(token, '/blackjack/act', { action: 'stand' });
        }
        table = answer.bet.stepped;
        if (table?.game !== 'blackjack') throw new Error('no table');
        while (answer.bet.status === 'open') {
          answer = await played(token, '/blackjack/act', { action: 'stand' });
        }
        table = answer.bet.stepped;
        if (table?.game !== 'blackjack') throw new Error('no table');
      }
      expectedPaisa += takaToPaisa(answer.bet.payout) - takaToPaisa(table.staked);
      expect(takaToPaisa(answer.balance)).toBe(expectedPaisa);
      expect(table.active).toBeNull();
      expect(table.hands.every((hand) => hand.result !== null)).toBe(true);
      finished.push(answer);
    }
    expect(insured && doubled).toBe(true);
    expect(await playerBalancePaisa(harness.context.db, player.remote_id, 'player_main')).toBe(
      expectedPaisa,
    );
    const serverSeed = await revealSeed(token);
    for (const { bet } of finished) {
      if (bet.stepped?.game !== 'blackjack') throw new Error('no table');
      const { client_seed: clientSeed, nonce } = bet.seeds;
      const again = blackjackFromSeeds(
        { serverSeed, clientSeed, nonce },
        takaToPaisa(bet.stake),
        bet.stepped.actions,
      );
      expect(again.round).toEqual(bet.stepped);
      expect(again.payoutPaisa).toBe(takaToPaisa(bet.payout));
    }
    const record = bettingRecordResponseSchema.parse(
      (await getAs(harness, player.token, '/api/betting-record')).json(),
    );
    expect(record.data.settled[0]).toMatchObject({ platform: 'KHELA', game_type: 'TABLE' });
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('refuses a Blackjack move not open on the hand, and one it does not know, moving nothing', async () => {
    const player = await casinoPlayer(harness, 100);
    const token = await launchHouseGame(harness, player, 'blackjack');
    // A hand in play that is not a pair, so a split is not open on it.
    const splittable = (answer: HousePlayResponse) =>
      answer.bet.stepped?.game === 'blackjack' && answer.bet.stepped.allowed.includes('split');
    let answer = await played(token, '/blackjack/deal', { stake: 5 });
    while (answer.bet.status !== 'open' || splittable(answer)) {
      if (answer.bet.status === 'open') await played(token, '/blackjack/act', { action: 'stand' });
      answer = await played(token, '/blackjack/deal', { stake: 5 });
    }
    const before = await playerBalancePaisa(harness.context.db, player.remote_id, 'player_main');
    const closed = 'split';
    const refused = await call(token, 'POST', '/blackjack/act', { action: closed });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject(refusalBody(houseMessages.blackjackActionNotOpen));
    const unknown = await call(token, 'POST', '/blackjack/act', { action: 'surrender' });
    expect(unknown.json()).toMatchObject(refusalBody(houseMessages.blackjackActionInvalid));
    expect(await playerBalancePaisa(harness.context.db, player.remote_id, 'player_main')).toBe(
      before,
    );
  });
});

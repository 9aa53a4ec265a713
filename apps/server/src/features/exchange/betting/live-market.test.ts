/**
 * The live market: bets that arrive together are matched in arrival order and committed in one
 * batch; the books kept in memory always equal the books the stored rows rebuild; a batch that
 * fails leaves nothing stored and the next one starts from the rows; a change made by another
 * writer (here a recall, which locks the market in a transaction of its own) is seen; funds are
 * checked bet by bet within a batch; a key sent twice in one batch places one bet.
 */
import { describe, expect, it } from 'vitest';
import { exchangeBetMessages } from '@khela/contract';
import { ExchangeMarket } from '@khela/exchange';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../../platform/ledger/ledger.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { SeededNumbers } from '../../../../../../packages/exchange/src/testing/seeded-numbers.js';
import { fillOfRow, restingOrdersOf } from './market-state.js';
import { placeExchangeBet } from './place-bet.js';
import { listFills, listOpenOrders, listPositions } from './queries.js';
import { recallUnmatched } from './recall.js';
import { liveMarketOf } from './live-markets.js';
import { matchOdds } from '../views/market-views.js';
import { findMarket } from './market-rows.js';
import { countRows } from '../../../testing/row-count.js';
import { addFreshMatchOdds } from '../../../testing/exchange-markets.js';
import { postWithKey } from '../../../testing/keyed-calls.js';

const harness = testAppPerFile();

const RUNNERS = [1, 2];

const newMarket = () => addFreshMatchOdds(harness, 'live', 'Barishal v Rangpur');

type Player = Awaited<ReturnType<typeof casinoPlayer>>;

/** The market as its stored rows rebuild it. */
async function storedBooks(marketId: string): Promise<ExchangeMarket> {
  const resting = restingOrdersOf(await listOpenOrders(harness.context.db, marketId));
  const fills = (await listFills(harness.context.db, marketId)).map(fillOfRow);
  return ExchangeMarket.restore(RUNNERS, resting, fills);
}

/** The live books (as the engine answers through a batch) equal the stored ones. */
async function expectBooksStored(marketId: string, players: readonly Player[]): Promise<void> {
  const stored = await storedBooks(marketId);
  const positions = await listPositions(harness.context.db, marketId);
  for (const player of players) {
    const position = positions.find((row) => row.user_id === player.remote_id);
    expect(position?.exposure_paisa ?? 0).toBe(stored.exposureOf(String(player.remote_id)));
  }
  const live = liveMarketOf(harness.context, marketId) as unknown as {
    books?: { engine: ExchangeMarket };
  };
  // Reaching into the live market: the books in memory are what this test is about.
  const engine = live.books?.engine;
  expect(engine).toBeDefined();
  for (const selectionId of RUNNERS) {
    expect(engine!.depth(selectionId, 400)).toEqual(stored.depth(selectionId, 400));
  }
  for (const player of players) {
    expect(engine!.exposureOf(String(player.remote_id))).toBe(
      stored.exposureOf(String(player.remote_id)),
    );
  }
  const ledger = await checkLedger(harness.context.db);
  expect(ledger).toMatchObject({ ok: true, balanceSumPaisa: 0 });
}

/** A new market, a backer and a layer with 1,000 taka each, and the one bet each of them sends. */
async function backerAndLayer() {
  const marketId = await newMarket();
  const backer = await casinoPlayer(harness, 1_000);
  const layer = await casinoPlayer(harness, 1_000);
  const back = { market_id: marketId, selection_id: 1, side: 'back', odds: 2, stake: 100 } as const;
  return {
    marketId,
    backer,
    layer,
    /** The backer's back of ৳100 at 2 on runner 1, and the layer's lay of the same. */
    placeBack: () => placeExchangeBet(harness.context, backer.remote_id, back),
    placeLay: () => placeExchangeBet(harness.context, layer.remote_id, { ...back, side: 'lay' }),
  };
}

function randomBet(random: SeededNumbers, marketId: string) {
  return {
    market_id: marketId,
    selection_id: random.pick(RUNNERS),
    side: random.next() < 0.5 ? ('back' as const) : ('lay' as const),
    odds: random.pick([1.9, 1.95, 2, 2.02, 2.1]),
    stake: random.int(1, 40) * 10,
  };
}

describe('live market', () => {
  it('matches bets sent together in batches whose books equal the stored ones', async () => {
    const marketId = await newMarket();
    const players = await Promise.all(
      Array.from({ length: 8 }, () => casinoPlayer(harness, 3_000)),
    );
    const random = new SeededNumbers(7);
    for (let round = 0; round < 6; round += 1) {
      const sent = Array.from({ length: 24 }, () => {
        const player = random.pick(players);
        return placeExchangeBet(harness.context, player.remote_id, randomBet(random, marketId))
          .then(() => 'placed')
          .catch((error: unknown) => (error as Error).message);
      });
      const answers = await Promise.all(sent);
      // Every bet is either placed or refused with the exchange's own reason.
      for (const answer of answers) {
        expect(['placed', exchangeBetMessages.insufficientFunds]).toContain(answer);
      }
      await expectBooksStored(marketId, players);
    }
    const orders = await harness.context.db
      .selectFrom('exchange_orders')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('market_id', '=', marketId)
      .executeTakeFirstOrThrow();
    expect(Number(orders.count)).toBeGreaterThan(100);
  });

  it('stores nothing of a batch that fails, and starts the next from the stored rows', async () => {
    const { marketId, backer, layer, placeBack, placeLay } = await backerAndLayer();
    await placeBack();
    const live = liveMarketOf(harness.context, marketId);
    live.beforeCommit = () => Promise.reject(new Error('the disk is gone'));
    await expect(placeLay()).rejects.toThrow('the disk is gone');
    live.beforeCommit = undefined;
    // The lay matched the back in memory before the batch failed; the rows say it never came.
    expect(await playerBalancePaisa(harness.context.db, layer.remote_id, 'player_main')).toBe(
      100_000,
    );
    const answer = await placeLay();
    expect(answer.bet.matched).toBe(100);
    await expectBooksStored(marketId, [backer, layer]);
  });

  it("sees another writer's change to the books before the next bet", async () => {
    const { marketId, backer, layer, placeBack, placeLay } = await backerAndLayer();
    await placeBack();
    // The recall cancels the resting back in a transaction of its own, not through the batch.
    await recallUnmatched(harness.context, backer.remote_id, marketId);
    const answer = await placeLay();
    expect(answer.bet.matched).toBe(0);
    await expectBooksStored(marketId, [backer, layer]);
  });

  it('shows the committed books in the odds view, never a failed batch or a stale version', async () => {
    const { marketId, backer, placeBack, placeLay } = await backerAndLayer();
    const layDepth = async () =>
      (await matchOdds(harness.context, marketId))[0]!.runners[0]!.ex.availableToLay;
    const live = liveMarketOf(harness.context, marketId);
    const version = async () => (await findMarket(harness.context.db, marketId))!.book_version;

    await placeBack();
    expect(live.committedDepth(await version())).toBeDefined();
    expect(await layDepth()).toEqual([{ price: 2, size: 100 }]);

    // The lay matches the back in memory, then its batch fails: the view keeps the committed back.
    live.beforeCommit = () => Promise.reject(new Error('the disk is gone'));
    await expect(placeLay()).rejects.toThrow('the disk is gone');
    live.beforeCommit = undefined;
    expect(await layDepth()).toEqual([{ price: 2, size: 100 }]);

    // Another writer's change moves the stored version: the view reads the rows.
    await recallUnmatched(harness.context, backer.remote_id, marketId);
    expect(live.committedDepth(await version())).toBeUndefined();
    expect(await layDepth()).toEqual([]);
    const stored = await storedBooks(marketId);
    expect(stored.depth(1, 3).lay).toEqual([]);
  });

  it('checks funds bet by bet within one batch', async () => {
    const marketId = await newMarket();
    const player = await casinoPlayer(harness, 150);
    const back = {
      market_id: marketId,
      selection_id: 1,
      side: 'back',
      odds: 2,
      stake: 100,
    } as const;
    const answers = await Promise.allSettled([
      placeExchangeBet(harness.context, player.remote_id, back),
      placeExchangeBet(harness.context, player.remote_id, { ...back, odds: 3 }),
    ]);
    expect(answers[0].status).toBe('fulfilled');
    expect(answers[1]).toMatchObject({
      status: 'rejected',
      reason: { message: exchangeBetMessages.insufficientFunds },
    });
    expect(await playerBalancePaisa(harness.context.db, player.remote_id, 'player_main')).toBe(
      5_000,
    );
    await expectBooksStored(marketId, [player]);
  });

  it('places one bet for a key sent twice in one batch', async () => {
    const marketId = await newMarket();
    const player = await casinoPlayer(harness, 1_000);
    const body = { market_id: marketId, selection_id: 1, side: 'back', odds: 2, stake: 100 };
    const send = () =>
      postWithKey(harness, player.token, '/api/exchange/bets', body, 'twice-at-once');
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    // One of them ran; the other, in the next batch, got its answer.
    const replayed = [first, second].filter(
      (response) => response.headers['idempotent-replayed'] === 'true',
    );
    expect(replayed).toHaveLength(1);
    expect(await countRows(harness.context.db, 'exchange_orders', { market_id: marketId })).toBe(1);
  });
});

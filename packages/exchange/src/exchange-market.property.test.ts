// Property tests of a Match Odds market: random players place, cancel and are matched on three
// runners, then the market settles or is voided. After every step each fill agrees with both
// orders' prices, every paisa of every order is accounted for, no book is crossed, and exposure
// covers the worst case; at settlement no money is created or lost and no player loses more than
// the exposure held. Each sequence replays from its seed.
import { paisa } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  ExchangeMarket,
  type ExchangeOrderRequest,
  type MarketFill,
  type MarketOutcome,
} from './exchange-market.js';
import { priceHundredthsAtTick, tickOfPriceHundredths } from './price-ladder.js';
import { runnerMarketExposurePaisa } from './runner-positions.js';
import { SeededNumbers } from './testing/seeded-numbers.js';

const RUNNERS = [11, 12, 13];
const ACCOUNTS = ['a', 'b', 'c', 'd', 'e'];
const SEQUENCES = 200;
const STEPS = 120;

/** A plain check: `expect` is too slow for the millions of checks these sequences make. */
function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

interface Tracked {
  request: ExchangeOrderRequest;
  matchedPaisa: number;
  cancelledPaisa: number;
  unplacedPaisa: number;
}

function checkFill(fill: MarketFill, orders: Map<string, Tracked>): void {
  const taker = orders.get(fill.takerOrderId)!.request;
  const maker = orders.get(fill.makerOrderId)!.request;
  check(fill.priceHundredths === maker.priceHundredths, 'a fill is at the resting price');
  check(maker.side !== taker.side, 'a fill pairs a back with a lay');
  check(
    fill.selectionId === taker.selectionId && fill.selectionId === maker.selectionId,
    "a fill is on both orders' runner",
  );
  check(fill.takerAccountId !== fill.makerAccountId, 'nobody matches themselves');
  check(
    taker.side === 'back'
      ? fill.priceHundredths >= taker.priceHundredths
      : fill.priceHundredths <= taker.priceHundredths,
    "a fill is at the taker's price or better",
  );
  check(fill.stakePaisa > 0, 'a fill matches a stake');
}

function checkOrders(market: ExchangeMarket, orders: Map<string, Tracked>): void {
  for (const [orderId, tracked] of orders) {
    const resting = market.restingStakeOf(orderId);
    check(
      tracked.matchedPaisa + resting + tracked.cancelledPaisa + tracked.unplacedPaisa ===
        tracked.request.stakePaisa,
      `every paisa of ${orderId} is matched, resting, cancelled or unplaced`,
    );
  }
  for (const selectionId of RUNNERS) {
    const { back, lay } = market.depth(selectionId, 1);
    const bestBack = back[0]?.priceHundredths;
    const bestLay = lay[0]?.priceHundredths;
    if (bestBack !== undefined && bestLay !== undefined) {
      check(bestBack < bestLay, `the book of ${selectionId} is not crossed`);
    }
  }
  for (const accountId of ACCOUNTS) {
    const book = market.accountBook(accountId);
    const held = market.exposureOf(accountId);
    check(
      held === runnerMarketExposurePaisa(book.matched, book.unmatched, RUNNERS),
      'exposure is the worst case of the account book',
    );
    check(
      held >= runnerMarketExposurePaisa(book.matched, [], RUNNERS),
      'unmatched orders never lower exposure',
    );
  }
}

function randomOrder(random: SeededNumbers, sequence: number, fairTicks: number[]) {
  const runnerIndex = random.int(0, RUNNERS.length - 1);
  const tick = Math.max(0, Math.min(349, fairTicks[runnerIndex]! + random.int(-6, 6)));
  return {
    orderId: `o${sequence}`,
    accountId: random.pick(ACCOUNTS),
    selectionId: RUNNERS[runnerIndex]!,
    side: random.next() < 0.5 ? ('back' as const) : ('lay' as const),
    priceHundredths: priceHundredthsAtTick(tick),
    stakePaisa: paisa(random.int(1, 20) * random.pick([1, 7, 100, 333, 1000])),
  };
}

function playSequence(seed: number): void {
  const random = new SeededNumbers(seed);
  const market = new ExchangeMarket(RUNNERS);
  const orders = new Map<string, Tracked>();
  const fairTicks = RUNNERS.map(() => random.int(20, 150));
  for (let step = 0; step < STEPS; step += 1) {
    const resting = [...orders.keys()].filter((id) => market.restingStakeOf(id) > 0);
    if (resting.length > 0 && random.next() < 0.2) {
      const orderId = random.pick(resting);
      const asked =
        random.next() < 0.5 ? undefined : paisa(random.int(1, market.restingStakeOf(orderId)));
      const cancelled = market.cancel(orderId, asked);
      check(asked === undefined || cancelled === asked, 'a partial cancel takes what was asked');
      orders.get(orderId)!.cancelledPaisa += cancelled;
    } else {
      const request = randomOrder(random, step, fairTicks);
      const tracked: Tracked = { request, matchedPaisa: 0, cancelledPaisa: 0, unplacedPaisa: 0 };
      orders.set(request.orderId, tracked);
      const keep = random.next() < 0.9;
      const foreseen = keep ? market.exposureIfPlaced(request) : undefined;
      const result = market.place(request, keep);
      if (foreseen !== undefined) {
        check(
          foreseen === market.exposureOf(request.accountId),
          'exposureIfPlaced foresees the exposure placing makes',
        );
      }
      tracked.unplacedPaisa = result.unplacedStakePaisa;
      for (const fill of result.fills) {
        checkFill(fill, orders);
        tracked.matchedPaisa += fill.stakePaisa;
        orders.get(fill.makerOrderId)!.matchedPaisa += fill.stakePaisa;
      }
      for (const self of result.selfCancelled)
        orders.get(self.orderId)!.cancelledPaisa += self.stakePaisa;
    }
    if (random.next() < 0.05) {
      const index = random.int(0, RUNNERS.length - 1);
      fairTicks[index] = Math.max(5, Math.min(340, fairTicks[index]! + random.int(-10, 10)));
    }
    checkOrders(market, orders);
  }
  checkRestore(market, orders);
  checkRename(market, orders);
  settle(market, orders, random);
}

/** Renaming every order (as the server does once it has stored them) changes nothing else. */
function checkRename(market: ExchangeMarket, orders: Map<string, Tracked>): void {
  const exposures = ACCOUNTS.map((accountId) => market.exposureOf(accountId));
  const depths = RUNNERS.map((selectionId) => market.depth(selectionId, 400));
  const renames = new Map([...orders.keys()].map((orderId) => [orderId, `r${orderId}`]));
  market.renameOrders(renames, 0);
  for (const [from, to] of renames) {
    expect(market.restingStakeOf(to)).toBe(
      orders.get(from)!.request.stakePaisa -
        orders.get(from)!.matchedPaisa -
        orders.get(from)!.cancelledPaisa -
        orders.get(from)!.unplacedPaisa,
    );
    expect(market.restingStakeOf(from)).toBe(0);
  }
  for (const fill of market.allFills()) {
    expect(fill.takerOrderId.startsWith('r') && fill.makerOrderId.startsWith('r')).toBe(true);
  }
  expect(ACCOUNTS.map((accountId) => market.exposureOf(accountId))).toEqual(exposures);
  expect(RUNNERS.map((selectionId) => market.depth(selectionId, 400))).toEqual(depths);
  market.renameOrders(new Map([...renames].map(([from, to]) => [to, from])), 0);
}

/** A market rebuilt from what a database would hold answers exactly as the live one. */
function checkRestore(market: ExchangeMarket, orders: Map<string, Tracked>): void {
  const resting = [...orders.values()]
    .filter((tracked) => market.restingStakeOf(tracked.request.orderId) > 0)
    .map((tracked) => ({
      ...tracked.request,
      stakePaisa: market.restingStakeOf(tracked.request.orderId),
    }));
  const restored = ExchangeMarket.restore(RUNNERS, resting, market.allFills());
  for (const accountId of ACCOUNTS) {
    expect(restored.exposureOf(accountId)).toBe(market.exposureOf(accountId));
  }
  for (const selectionId of RUNNERS) {
    expect(restored.depth(selectionId, 400)).toEqual(market.depth(selectionId, 400));
  }
}

function settle(market: ExchangeMarket, orders: Map<string, Tracked>, random: SeededNumbers): void {
  const heldBefore = new Map(ACCOUNTS.map((id) => [id, market.exposureOf(id)]));
  const outcome: MarketOutcome =
    random.next() < 0.1 ? 'void' : { winnerSelectionId: random.pick(RUNNERS) };
  const commissionBasisPoints = random.pick([0, 200, 500]);
  const settlement = market.settle(outcome, commissionBasisPoints);
  for (const cancelled of settlement.cancelled) {
    orders.get(cancelled.orderId)!.cancelledPaisa += cancelled.stakePaisa;
  }
  checkOrders(market, orders);
  let netSumPaisa = 0;
  let commissionSumPaisa = 0;
  for (const [accountId, result] of settlement.byAccount) {
    netSumPaisa += result.netPaisa;
    commissionSumPaisa += result.commissionPaisa;
    // A loss never exceeds what the player held for the market.
    expect(result.netPaisa + heldBefore.get(accountId)!).toBeGreaterThanOrEqual(0);
    expect(result.commissionPaisa).toBeLessThanOrEqual(Math.max(0, result.netPaisa));
    if (outcome === 'void') expect(result.netPaisa).toBe(0);
  }
  // Players' results cancel out: the only money leaving the players is the commission.
  expect(netSumPaisa).toBe(0);
  expect(commissionSumPaisa).toBeGreaterThanOrEqual(0);
  expect(() => market.place({ ...[...orders.values()][0]!.request, orderId: 'late' })).toThrow();
}

describe('Match Odds market properties', () => {
  it(`hold over ${SEQUENCES} random sequences of ${STEPS} steps`, () => {
    for (let seed = 1; seed <= SEQUENCES; seed += 1) {
      try {
        playSequence(seed);
      } catch (error) {
        throw new Error(`sequence with seed ${seed} failed: ${String(error)}`, { cause: error });
      }
    }
  });

  it('keeps a ladder price after matching (fills only at ladder prices)', () => {
    const market = new ExchangeMarket(RUNNERS);
    market.place({
      orderId: 'l',
      accountId: 'a',
      selectionId: 11,
      side: 'lay',
      priceHundredths: 310,
      stakePaisa: paisa(500),
    });
    const result = market.place({
      orderId: 'b',
      accountId: 'b',
      selectionId: 11,
      side: 'back',
      priceHundredths: 202,
      stakePaisa: paisa(500),
    });
    expect(result.fills[0]?.priceHundredths).toBe(310);
    expect(tickOfPriceHundredths(310)).toBeDefined();
    expect(() =>
      market.place({
        orderId: 'x',
        accountId: 'b',
        selectionId: 11,
        side: 'back',
        priceHundredths: 201,
        stakePaisa: paisa(500),
      }),
    ).toThrow(RangeError);
  });
});

// Proves matching on one runner: best price first at the resting price, time priority, partial
// fills, resting remainders, cancels, and an owner never matching their own order.
import { paisa, type Paisa } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { RunnerBook, type BetSide } from './order-book.js';
import { tickOfPriceHundredths } from './price-ladder.js';

const tick = (priceHundredths: number) => {
  const found = tickOfPriceHundredths(priceHundredths);
  if (found === undefined) throw new Error(`not a ladder price ${priceHundredths}`);
  return found;
};
let sequence = 0;
const order = (accountId: string, side: BetSide, priceHundredths: number, stakePaisa: number) => ({
  orderId: `o${(sequence += 1)}`,
  accountId,
  side,
  tick: tick(priceHundredths),
  stakePaisa: paisa(stakePaisa),
});

describe('RunnerBook', () => {
  it('gives a backer the best (highest) resting lay at the lay’s price, then the next', () => {
    const book = new RunnerBook();
    book.place(order('layer-1', 'lay', 200, 10_000));
    book.place(order('layer-2', 'lay', 210, 5_000));
    expect(book.availableToBack(3)).toEqual([
      { priceHundredths: 210, stakePaisa: 5_000 },
      { priceHundredths: 200, stakePaisa: 10_000 },
    ]);
    const result = book.place(order('backer', 'back', 200, 12_000));
    expect(result.fills.map((fill) => [fill.makerAccountId, fill.tick, fill.stakePaisa])).toEqual([
      ['layer-2', tick(210), 5_000],
      ['layer-1', tick(200), 7_000],
    ]);
    expect(result.restingStakePaisa).toBe(0);
    expect(book.availableToBack(3)).toEqual([{ priceHundredths: 200, stakePaisa: 3_000 }]);
  });

  it('gives a layer the best (lowest) resting back and rests the unmatched remainder', () => {
    const book = new RunnerBook();
    book.place(order('backer-1', 'back', 250, 4_000));
    book.place(order('backer-2', 'back', 240, 1_000));
    const result = book.place(order('layer', 'lay', 250, 9_000));
    expect(result.fills.map((fill) => [fill.makerAccountId, fill.tick, fill.stakePaisa])).toEqual([
      ['backer-2', tick(240), 1_000],
      ['backer-1', tick(250), 4_000],
    ]);
    expect(result.restingStakePaisa).toBe(4_000);
    expect(book.availableToBack(1)).toEqual([{ priceHundredths: 250, stakePaisa: 4_000 }]);
    expect(book.availableToLay(1)).toEqual([]);
    expect(book.isCrossed()).toBe(false);
  });

  it('matches the oldest order first within a price', () => {
    const book = new RunnerBook();
    const first = order('a', 'lay', 300, 1_000);
    const second = order('b', 'lay', 300, 1_000);
    book.place(first);
    book.place(second);
    const result = book.place(order('c', 'back', 300, 1_500));
    expect(result.fills.map((fill) => [fill.makerOrderId, fill.stakePaisa])).toEqual([
      [first.orderId, 1_000],
      [second.orderId, 500],
    ]);
  });

  it('does not match prices that do not cross, and rests both', () => {
    const book = new RunnerBook();
    book.place(order('a', 'back', 300, 1_000));
    const result = book.place(order('b', 'lay', 290, 1_000));
    expect(result.fills).toEqual([]);
    expect(book.availableToBack(1)[0]?.priceHundredths).toBe(290);
    expect(book.availableToLay(1)[0]?.priceHundredths).toBe(300);
  });

  it('cancels part or all of a resting order, and only what is left', () => {
    const book = new RunnerBook();
    const resting = order('a', 'back', 300, 1_000);
    book.place(resting);
    expect(book.cancel(resting.orderId, paisa(400))).toBe(400);
    expect(book.restingStakeOf(resting.orderId)).toBe(600);
    expect(book.cancel(resting.orderId)).toBe(600);
    expect(book.cancel(resting.orderId)).toBe(0);
    expect(book.availableToLay(1)).toEqual([]);
    expect(book.place(order('b', 'lay', 300, 100)).fills).toEqual([]);
  });

  it('cancels the owner’s own crossing order instead of matching it, and matches the others', () => {
    const book = new RunnerBook();
    const own = order('a', 'lay', 220, 1_000);
    book.place(own);
    book.place(order('b', 'lay', 210, 1_000));
    const result = book.place(order('a', 'back', 200, 1_500));
    expect(result.selfCancelled).toEqual([{ orderId: own.orderId, stakePaisa: 1_000 }]);
    expect(result.fills.map((fill) => [fill.makerAccountId, fill.stakePaisa])).toEqual([
      ['b', 1_000],
    ]);
    expect(result.restingStakePaisa).toBe(500);
    expect(book.isCrossed()).toBe(false);
  });

  it('leaves a remainder unplaced when it must match at once', () => {
    const book = new RunnerBook();
    book.place(order('a', 'lay', 200, 1_000));
    const result = book.place(order('b', 'back', 200, 1_500), false);
    expect(result.unplacedStakePaisa).toBe(500);
    expect(result.restingStakePaisa).toBe(0);
    expect(book.availableToLay(1)).toEqual([]);
  });

  it('refuses stakes and prices off the engine’s limits', () => {
    const book = new RunnerBook();
    expect(() => book.place({ ...order('a', 'back', 200, 100), stakePaisa: paisa(0) })).toThrow(
      RangeError,
    );
    // Past the brand, as a caller without the types could.
    const fraction = 1.5 as Paisa;
    expect(() => book.place({ ...order('a', 'back', 200, 100), stakePaisa: fraction })).toThrow(
      RangeError,
    );
    expect(() => book.place({ ...order('a', 'back', 200, 100), tick: 350 })).toThrow(RangeError);
  });
});

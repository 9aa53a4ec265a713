// Proves the ladder is Betfair's: 350 prices, the right steps, exact round trips.
import { describe, expect, it } from 'vitest';
import {
  isLadderPriceHundredths,
  LADDER_TICK_COUNT,
  priceHundredthsAtTick,
  tickNearPriceHundredths,
  tickOfPriceHundredths,
} from './price-ladder.js';

describe('price ladder', () => {
  it('has 350 prices from 1.01 to 1000 with the published steps', () => {
    expect(LADDER_TICK_COUNT).toBe(350);
    expect(priceHundredthsAtTick(0)).toBe(101);
    expect(priceHundredthsAtTick(99)).toBe(200);
    expect(priceHundredthsAtTick(100)).toBe(202);
    expect(priceHundredthsAtTick(349)).toBe(100000);
    const steps = new Map<number, number>();
    for (let tick = 1; tick < LADDER_TICK_COUNT; tick += 1) {
      const step = priceHundredthsAtTick(tick) - priceHundredthsAtTick(tick - 1);
      steps.set(priceHundredthsAtTick(tick), step);
    }
    expect(steps.get(150)).toBe(1);
    expect(steps.get(250)).toBe(2);
    expect(steps.get(350)).toBe(5);
    expect(steps.get(500)).toBe(10);
    expect(steps.get(800)).toBe(20);
    expect(steps.get(1500)).toBe(50);
    expect(steps.get(2500)).toBe(100);
    expect(steps.get(4000)).toBe(200);
    expect(steps.get(7500)).toBe(500);
    expect(steps.get(50000)).toBe(1000);
  });

  it('maps every tick to its price and back', () => {
    for (let tick = 0; tick < LADDER_TICK_COUNT; tick += 1) {
      expect(tickOfPriceHundredths(priceHundredthsAtTick(tick))).toBe(tick);
    }
    expect(isLadderPriceHundredths(201)).toBe(false);
    expect(isLadderPriceHundredths(303)).toBe(false);
    expect(tickOfPriceHundredths(100)).toBeUndefined();
    expect(() => priceHundredthsAtTick(350)).toThrow(RangeError);
    expect(() => priceHundredthsAtTick(1.5)).toThrow(RangeError);
  });

  it('rounds any price to the ladder in the asked direction', () => {
    expect(priceHundredthsAtTick(tickNearPriceHundredths(201, 'down'))).toBe(200);
    expect(priceHundredthsAtTick(tickNearPriceHundredths(201, 'up'))).toBe(202);
    expect(priceHundredthsAtTick(tickNearPriceHundredths(202, 'down'))).toBe(202);
    expect(tickNearPriceHundredths(50, 'up')).toBe(0);
    expect(tickNearPriceHundredths(200000, 'down')).toBe(349);
  });
});

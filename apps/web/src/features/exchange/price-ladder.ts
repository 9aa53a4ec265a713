/**
 * The slip's odds stepper on the exchange's price ladder: the engine's own ladder
 * (`@khela/exchange`), so the slip can only offer prices the server accepts.
 */
import {
  LADDER_MAX_PRICE_HUNDREDTHS,
  LADDER_MIN_PRICE_HUNDREDTHS,
  LADDER_TICK_COUNT,
  priceHundredthsAtTick,
  tickNearPriceHundredths,
} from '@khela/exchange';

export const LADDER_MIN = LADDER_MIN_PRICE_HUNDREDTHS / 100;
export const LADDER_MAX = LADDER_MAX_PRICE_HUNDREDTHS / 100;

const toHundredths = (price: number) => Math.round(price * 100);

/** The next price up the ladder (the top stays the top). */
export function ladderUp(price: number): number {
  const hundredths = toHundredths(price);
  const atOrAbove = tickNearPriceHundredths(hundredths, 'up');
  const tick = priceHundredthsAtTick(atOrAbove) === hundredths ? atOrAbove + 1 : atOrAbove;
  return priceHundredthsAtTick(Math.min(tick, LADDER_TICK_COUNT - 1)) / 100;
}

/** The next price down the ladder (the bottom stays the bottom). */
export function ladderDown(price: number): number {
  const hundredths = toHundredths(price);
  const atOrBelow = tickNearPriceHundredths(hundredths, 'down');
  const tick = priceHundredthsAtTick(atOrBelow) === hundredths ? atOrBelow - 1 : atOrBelow;
  return priceHundredthsAtTick(Math.max(tick, 0)) / 100;
}

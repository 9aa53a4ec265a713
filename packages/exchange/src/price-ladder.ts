/**
 * Betfair's price ladder: the 350 prices a Match Odds bet may ask, from 1.01 to 1000. A price is
 * kept as integer hundredths (2.35 → 235) or as its tick index (0 → 1.01, 349 → 1000), never as a
 * float, so comparisons and the book's levels are exact.
 */

interface LadderBand {
  /** The band's first price above the previous band, in hundredths. */
  readonly firstHundredths: number;
  readonly lastHundredths: number;
  readonly stepHundredths: number;
}

const LADDER_BANDS: readonly LadderBand[] = [
  { firstHundredths: 101, lastHundredths: 200, stepHundredths: 1 },
  { firstHundredths: 202, lastHundredths: 300, stepHundredths: 2 },
  { firstHundredths: 305, lastHundredths: 400, stepHundredths: 5 },
  { firstHundredths: 410, lastHundredths: 600, stepHundredths: 10 },
  { firstHundredths: 620, lastHundredths: 1000, stepHundredths: 20 },
  { firstHundredths: 1050, lastHundredths: 2000, stepHundredths: 50 },
  { firstHundredths: 2100, lastHundredths: 3000, stepHundredths: 100 },
  { firstHundredths: 3200, lastHundredths: 5000, stepHundredths: 200 },
  { firstHundredths: 5500, lastHundredths: 10000, stepHundredths: 500 },
  { firstHundredths: 11000, lastHundredths: 100000, stepHundredths: 1000 },
];

const PRICES_HUNDREDTHS: readonly number[] = LADDER_BANDS.flatMap((band) => {
  const prices: number[] = [];
  for (
    let price = band.firstHundredths;
    price <= band.lastHundredths;
    price += band.stepHundredths
  ) {
    prices.push(price);
  }
  return prices;
});

const TICK_BY_PRICE = new Map(PRICES_HUNDREDTHS.map((price, tick) => [price, tick]));

export const LADDER_TICK_COUNT = PRICES_HUNDREDTHS.length;
export const LADDER_MIN_PRICE_HUNDREDTHS = 101;
export const LADDER_MAX_PRICE_HUNDREDTHS = 100000;

if (LADDER_TICK_COUNT !== 350)
  throw new Error(`the ladder has ${LADDER_TICK_COUNT} prices, not 350`);

export function isLadderTick(tick: number): boolean {
  return Number.isInteger(tick) && tick >= 0 && tick < LADDER_TICK_COUNT;
}

/** The price at a tick, in hundredths. */
export function priceHundredthsAtTick(tick: number): number {
  const price = PRICES_HUNDREDTHS[tick];
  if (price === undefined || !Number.isInteger(tick)) {
    throw new RangeError(`no ladder tick ${tick}`);
  }
  return price;
}

/** The tick of a price on the ladder; undefined when the price is not a ladder price. */
export function tickOfPriceHundredths(priceHundredths: number): number | undefined {
  return TICK_BY_PRICE.get(priceHundredths);
}

export function isLadderPriceHundredths(priceHundredths: number): boolean {
  return TICK_BY_PRICE.has(priceHundredths);
}

/**
 * The nearest ladder tick to any price in hundredths: a market maker's fair price becomes a price
 * it can quote. `direction` picks the tick at or below ('down') or at or above ('up').
 */
export function tickNearPriceHundredths(priceHundredths: number, direction: 'down' | 'up'): number {
  if (priceHundredths <= LADDER_MIN_PRICE_HUNDREDTHS) return 0;
  if (priceHundredths >= LADDER_MAX_PRICE_HUNDREDTHS) return LADDER_TICK_COUNT - 1;
  let low = 0;
  let high = LADDER_TICK_COUNT - 1;
  // Binary search for the first tick whose price is at or above the asked price.
  while (low < high) {
    const middle = (low + high) >> 1;
    if (priceHundredthsAtTick(middle) < priceHundredths) low = middle + 1;
    else high = middle;
  }
  if (priceHundredthsAtTick(low) === priceHundredths || direction === 'up') return low;
  return low - 1;
}

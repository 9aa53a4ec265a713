/**
 * The exchange's price ladder (1.01 to 1000, the steps widening as the price grows), for the
 * slip's odds stepper. Prices are handled as whole hundredths so a step never drifts.
 */
const bands = [
  { upTo: 200, step: 1 },
  { upTo: 300, step: 2 },
  { upTo: 400, step: 5 },
  { upTo: 600, step: 10 },
  { upTo: 1000, step: 20 },
  { upTo: 2000, step: 50 },
  { upTo: 3000, step: 100 },
  { upTo: 5000, step: 200 },
  { upTo: 10000, step: 500 },
  { upTo: 100000, step: 1000 },
] as const;

export const LADDER_MIN = 1.01;
export const LADDER_MAX = 1000;

const toHundredths = (price: number) => Math.round(price * 100);

const TOP_STEP = 1000;

function stepAbove(hundredths: number): number {
  return bands.find((band) => hundredths < band.upTo)?.step ?? TOP_STEP;
}

function stepBelow(hundredths: number): number {
  return bands.find((band) => hundredths <= band.upTo)?.step ?? TOP_STEP;
}

/** The next price up the ladder (the top stays the top). */
export function ladderUp(price: number): number {
  const hundredths = toHundredths(price);
  if (hundredths >= LADDER_MAX * 100) return LADDER_MAX;
  const step = stepAbove(hundredths);
  return (Math.floor(hundredths / step) * step + step) / 100;
}

/** The next price down the ladder (the bottom stays the bottom). */
export function ladderDown(price: number): number {
  const hundredths = toHundredths(price);
  if (hundredths <= LADDER_MIN * 100) return LADDER_MIN;
  const step = stepBelow(hundredths);
  return Math.max(101, Math.ceil(hundredths / step) * step - step) / 100;
}

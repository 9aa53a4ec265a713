/**
 * The one kind of randomness the games consume: a stream of uniform 32-bit words. Live play reads
 * it from the provably fair HMAC stream (fairness.ts); the Monte Carlo tests read a fast seeded
 * generator through the same interface, so every game function runs the same code either way.
 */

export interface RandomSource {
  /** The next uniform integer in [0, 2³²). */
  nextUint32(): number;
}

const UINT32_RANGE = 0x1_0000_0000;
const TWO_POW_20 = 0x10_0000;
const TWO_POW_52 = 2 ** 52;

/**
 * A uniform integer in [0, rangeSize) without modulo bias: words at or above the largest multiple
 * of rangeSize below 2³² are thrown away and the next word is read. A rejection happens with
 * probability below rangeSize / 2³², so for our ranges (≤ 101) at most one word in 40 million.
 */
export function randomInt(source: RandomSource, rangeSize: number): number {
  if (!Number.isSafeInteger(rangeSize) || rangeSize < 1 || rangeSize > UINT32_RANGE) {
    throw new RangeError(`rangeSize must be an integer in [1, 2^32], got ${rangeSize}`);
  }
  const acceptedBelow = UINT32_RANGE - (UINT32_RANGE % rangeSize);
  for (;;) {
    const word = source.nextUint32();
    if (word < acceptedBelow) return word % rangeSize;
  }
}

/** The next 52 random bits as an integer in [0, 2⁵²): one whole word and the top 20 bits of the next. */
export function randomBits52(source: RandomSource): number {
  const high = source.nextUint32();
  const low = source.nextUint32() >>> 12;
  return high * TWO_POW_20 + low;
}

/** A uniform float in [0, 1) with 52 bits of resolution (every value is an exact multiple of 2⁻⁵²). */
export function randomFloat(source: RandomSource): number {
  return randomBits52(source) / TWO_POW_52;
}

/**
 * The first `count` of 0 … size − 1 in a uniformly random order: a Fisher–Yates shuffle stopped
 * after `count` swaps, place i taking the value at i + randomInt(size − i). Mines, Keno, Jacks or
 * Better and Teen Patti draw by it; the order of draws is part of every recorded round.
 */
export function shuffledPrefix(random: RandomSource, size: number, count: number): number[] {
  const values = Array.from({ length: size }, (_, value) => value);
  for (let place = 0; place < count; place += 1) {
    const chosen = place + randomInt(random, size - place);
    const swapped = values[place] as number;
    values[place] = values[chosen] as number;
    values[chosen] = swapped;
  }
  return values.slice(0, count);
}

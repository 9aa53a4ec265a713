import type { Paisa } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  SLOTS_PAYLINES,
  SLOTS_PAYTABLE,
  SLOTS_REEL_STRIPS,
  SLOTS_SYMBOLS,
  type SlotsSymbol,
} from './slots-machine.js';
import {
  isSlotsStake,
  lineMultiple,
  SLOTS_RTP,
  SLOTS_RTP_DENOMINATOR,
  SLOTS_RTP_NUMERATOR,
  slotsExactRtp,
  slotsSpinAtStops,
  slotsSpinFromSeeds,
  spinSlots,
} from './slots.js';
import type { RandomSource } from './random-source.js';

const stake = (amount: number): Paisa => amount as Paisa;
const line = (...symbols: SlotsSymbol[]): number[] =>
  symbols.map((symbol) => SLOTS_SYMBOLS.indexOf(symbol));

describe('the published machine', () => {
  it('has five reels of 20–32 stops holding every symbol', () => {
    expect(SLOTS_REEL_STRIPS).toHaveLength(5);
    for (const strip of SLOTS_REEL_STRIPS) {
      expect(strip.length).toBeGreaterThanOrEqual(20);
      expect(strip.length).toBeLessThanOrEqual(32);
      expect(new Set(strip)).toEqual(new Set(SLOTS_SYMBOLS));
    }
  });

  it('has twenty distinct paylines crossing one row per reel', () => {
    expect(SLOTS_PAYLINES).toHaveLength(20);
    expect(new Set(SLOTS_PAYLINES.map((rows) => rows.join(''))).size).toBe(20);
    for (const rows of SLOTS_PAYLINES) {
      expect(rows).toHaveLength(5);
      expect(rows.every((row) => row >= 0 && row <= 2)).toBe(true);
    }
  });

  it('pays more for longer runs and for rarer symbols', () => {
    SLOTS_SYMBOLS.forEach((symbol, index) => {
      const [three, four, five] = SLOTS_PAYTABLE[symbol];
      expect(three).toBeLessThan(four);
      expect(four).toBeLessThan(five);
      const richer = SLOTS_SYMBOLS[index - 1];
      if (richer) expect(SLOTS_PAYTABLE[richer][2]).toBeGreaterThan(five);
    });
  });
});

describe('line pays', () => {
  const runs = 'pays runs of three or more from the leftmost reel';
  const wilds = 'lets wilds complete any run and pays the best reading of the line';
  it.each<[string, SlotsSymbol[], number]>([
    [runs, ['cherry', 'cherry', 'cherry', 'lemon', 'bell'], 2],
    [runs, ['bar', 'bar', 'bar', 'bar', 'bell'], 50],
    [runs, ['seven', 'seven', 'seven', 'seven', 'seven'], 400],
    [runs, ['cherry', 'cherry', 'lemon', 'cherry', 'cherry'], 0],
    [runs, ['lemon', 'cherry', 'cherry', 'cherry', 'cherry'], 0],
    [wilds, ['cherry', 'wild', 'cherry', 'lemon', 'lemon'], 2],
    [wilds, ['wild', 'wild', 'wild', 'seven', 'bell'], 80],
    // Three wilds (20) beat four cherries (5).
    [wilds, ['wild', 'wild', 'wild', 'cherry', 'lemon'], 20],
    [wilds, ['wild', 'wild', 'wild', 'wild', 'wild'], 500],
    [wilds, ['wild', 'wild', 'wild', 'wild', 'bar'], 200],
    [wilds, ['wild', 'wild', 'lemon', 'bell', 'bell'], 3],
  ])('%s: %j pays %i', (_rule, symbols, multiple) => {
    expect(lineMultiple(line(...symbols))).toBe(multiple);
  });
});

describe('spins', () => {
  // Reference stops computed outside this code (Python hmac + the same rejection sampling).
  const seeds = {
    serverSeed: '3f1c0a9e5b7d2468ace013579bdf2468ace013579bdf02468ace13579bdf0246',
    clientSeed: 'khela-player',
    nonce: 0,
  };

  it('draws one stop per reel from the fair stream and pays the lines it shows', () => {
    const spin = slotsSpinFromSeeds(seeds, stake(2000));
    expect(spin.stops).toEqual([7, 18, 1, 17, 9]);
    expect(spin.reels).toEqual([
      ['bell', 'melon', 'grapes'],
      ['wild', 'seven', 'bar'],
      ['wild', 'seven', 'bar'],
      ['cherry', 'wild', 'seven'],
      ['cherry', 'wild', 'bell'],
    ]);
    // Top row: bell wild wild → three bells; line 8 (middle, top, top, top, middle): three melons.
    expect(spin.lineWins).toEqual([
      { line: 1, symbol: 'bell', count: 3, multiple: 10, payoutPaisa: 1000 },
      { line: 7, symbol: 'melon', count: 3, multiple: 6, payoutPaisa: 600 },
    ]);
    expect(spin.totalMultiple).toBe(16);
    expect(spin.payoutPaisa).toBe(1600);
  });

  it('is the same spin for the same seeds, and the stake only scales it', () => {
    const small = slotsSpinFromSeeds({ ...seeds, nonce: 41 }, stake(20));
    const large = slotsSpinFromSeeds({ ...seeds, nonce: 41 }, stake(200_000));
    expect(large.stops).toEqual(small.stops);
    expect(large.payoutPaisa).toBe(small.payoutPaisa * 10_000);
  });

  it('reports wins that add up to the payout, for any stops', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const spin = slotsSpinFromSeeds({ ...seeds, nonce }, stake(2000));
      const sum = spin.lineWins.reduce((total, win) => total + win.payoutPaisa, 0);
      expect(sum).toBe(spin.payoutPaisa);
      expect(spin.totalMultiple * 100).toBe(spin.payoutPaisa);
    }
  });

  it('shows five wilds across the middle row as the top win of that line', () => {
    const wildStops = SLOTS_REEL_STRIPS.map((strip) => {
      const index = strip.indexOf('wild');
      return (index - 1 + strip.length) % strip.length;
    });
    const spin = slotsSpinAtStops(wildStops, stake(20));
    expect(spin.reels.map((reel) => reel[1])).toEqual(['wild', 'wild', 'wild', 'wild', 'wild']);
    expect(spin.lineWins[0]).toEqual({
      line: 0,
      symbol: 'wild',
      count: 5,
      multiple: 500,
      payoutPaisa: 500,
    });
  });

  it('takes stakes that split evenly over the 20 lines, and valid stops only', () => {
    expect(isSlotsStake(20)).toBe(true);
    expect(isSlotsStake(100)).toBe(true);
    expect(isSlotsStake(30)).toBe(false);
    expect(isSlotsStake(0)).toBe(false);
    const never: RandomSource = { nextUint32: () => 0 };
    expect(() => spinSlots(never, stake(30))).toThrow(RangeError);
    expect(() => slotsSpinAtStops([0, 0, 0, 0, 0], stake(30))).toThrow(RangeError);
    expect(() => slotsSpinAtStops([0, 0, 0, 0], stake(20))).toThrow(RangeError);
    expect(() => slotsSpinAtStops([0, 0, 0, 0, 28], stake(20))).toThrow(RangeError);
  });
});

describe('exact RTP', () => {
  it('is the published fraction, computed from the strips', () => {
    const rtp = slotsExactRtp();
    expect(rtp.numerator).toBe(SLOTS_RTP_NUMERATOR);
    expect(rtp.denominator).toBe(SLOTS_RTP_DENOMINATOR);
    expect(rtp.value).toBe(SLOTS_RTP);
    expect(SLOTS_RTP).toBeCloseTo(0.959708, 6);
  });
});

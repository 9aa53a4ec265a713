/**
 * The instant games' rounds as the server plays them and the verify page recomputes them: the same
 * seeds give the same round, each game reads its result the published way, and a choice the game
 * cannot take is refused before any randomness is read.
 */
import type { Paisa } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { dicePayoutPaisa } from './dice.js';
import { instantRoundFromSeeds, isInstantChoice, playInstant } from './instant-games.js';
import { limboPayoutPaisa } from './limbo.js';
import type { RandomSource } from './random-source.js';
import { wheelPayoutPaisa } from './wheel.js';

const seeds = {
  serverSeed: '5f1c0a7d9e2b4c6f8a0b1d3e5f7a9c2e4b6d8f0a1c3e5a7b9d0f2a4c6e8b0d2f',
  clientSeed: 'khela-player',
  nonce: 7,
};
const stake = 10_000 as Paisa;

function words(...values: number[]): RandomSource {
  let index = 0;
  return { nextUint32: () => values[index++] as number };
}

describe('instant rounds', () => {
  it('are the same from the same seeds, and differ by nonce', () => {
    for (const [game, choice] of [
      ['dice', { side: 'under', target: 50 }],
      ['limbo', { target: 2 }],
      ['wheel', { risk: 'medium' }],
      ['plinko', { rows: 12, risk: 'high' }],
      ['keno', { picks: [1, 2, 3, 4, 5, 6] }],
    ] as const) {
      const first = instantRoundFromSeeds(game, seeds, stake, choice as never);
      expect(instantRoundFromSeeds(game, seeds, stake, choice as never)).toEqual(first);
      const others = [8, 9, 10, 11].map((nonce) =>
        JSON.stringify(instantRoundFromSeeds(game, { ...seeds, nonce }, stake, choice as never)),
      );
      expect(new Set([JSON.stringify(first), ...others]).size).toBeGreaterThan(1);
    }
  });

  it('roll Dice as word mod 10,000 and pay 99 ÷ chance', () => {
    const under = { side: 'under', target: 50 } as const;
    const low = playInstant('dice', words(4999), stake, under);
    expect(low.result).toEqual({ roll: 49.99 });
    expect(low.payoutPaisa).toBe(19_800);
    expect(playInstant('dice', words(5000), stake, under).payoutPaisa).toBe(0);
    const over = { side: 'over', target: 75.5 } as const;
    expect(dicePayoutPaisa(stake, over, { roll: 75.5 })).toBe(0);
    // 2,449 winning rolls: 9,900 ÷ 2,449 = 4.0424…×
    expect(dicePayoutPaisa(stake, over, { roll: 75.51 })).toBe(40_424);
  });

  it('pay Limbo the target once the result reaches it', () => {
    expect(limboPayoutPaisa(stake, { target: 2 }, { result: 2 })).toBe(20_000);
    expect(limboPayoutPaisa(stake, { target: 2 }, { result: 1.99 })).toBe(0);
    // h = 0 gives the lowest result, 0.99×.
    expect(playInstant('limbo', words(0, 0), stake, { target: 1.01 }).result).toEqual({
      result: 0.99,
    });
  });

  it('pay the Wheel segment the pointer stops on', () => {
    expect(wheelPayoutPaisa(stake, { risk: 'high' }, { segment: 0 })).toBe(297_000);
    expect(wheelPayoutPaisa(stake, { risk: 'high' }, { segment: 1 })).toBe(0);
    expect(playInstant('wheel', words(31), stake, { risk: 'low' }).result).toEqual({ segment: 1 });
  });

  it('drop Plinko by the top bits, one per row, and draw ten different Keno numbers', () => {
    const drop = playInstant('plinko', words(0b1011 << 28), stake, { rows: 8, risk: 'low' });
    expect(drop.result.path).toEqual([1, 0, 1, 1, 0, 0, 0, 0]);
    expect(drop.result.slot).toBe(3);
    const keno = instantRoundFromSeeds('keno', seeds, stake, { picks: [5, 10, 15, 20] });
    expect(new Set(keno.result.drawn).size).toBe(10);
    expect(keno.result.drawn.every((number) => number >= 1 && number <= 40)).toBe(true);
    expect(keno.result.hits).toEqual([5, 10, 15, 20].filter((n) => keno.result.drawn.includes(n)));
  });

  it('refuse a choice the game cannot take', () => {
    expect(isInstantChoice('dice', { side: 'over', target: 99 })).toBe(false);
    expect(isInstantChoice('keno', { picks: [1, 1] })).toBe(false);
    expect(isInstantChoice('plinko', { rows: 7, risk: 'low' })).toBe(false);
    expect(() => playInstant('limbo', words(), stake, { target: 1 })).toThrow(RangeError);
  });
});

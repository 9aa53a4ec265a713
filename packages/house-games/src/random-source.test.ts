import { describe, expect, it } from 'vitest';
import { randomBits52, randomFloat, randomInt, type RandomSource } from './random-source.js';

/** A source that plays back fixed words and counts how many were read. */
function scripted(words: number[]): RandomSource & { read: number } {
  const source = {
    read: 0,
    nextUint32(): number {
      const word = words[source.read];
      if (word === undefined) throw new Error('script exhausted');
      source.read += 1;
      return word;
    },
  };
  return source;
}

describe('randomInt', () => {
  it('maps an accepted word by its remainder', () => {
    expect(randomInt(scripted([10]), 3)).toBe(1);
    expect(randomInt(scripted([27]), 28)).toBe(27);
    expect(randomInt(scripted([0xffff_ffff]), 0x1_0000_0000)).toBe(0xffff_ffff);
  });

  it('throws away the words of the incomplete last block instead of folding them (no modulo bias)', () => {
    // 2³² = 3 × 1,431,655,765 + 1: the one word 0xffffffff would give residue 0 a 1-in-2³² edge.
    const source = scripted([0xffff_ffff, 0xffff_fffe]);
    expect(randomInt(source, 3)).toBe(0xffff_fffe % 3);
    expect(source.read).toBe(2);
    // 2³² mod 25 = 21: the last 21 words are refused, the one before them is kept.
    const edge = 0x1_0000_0000 - 21;
    const refused = scripted([edge, edge - 1]);
    expect(randomInt(refused, 25)).toBe((edge - 1) % 25);
    expect(refused.read).toBe(2);
  });

  it('keeps exactly equal counts of words for every result, for every range it is asked for', () => {
    for (let rangeSize = 1; rangeSize <= 200; rangeSize += 1) {
      const acceptedBelow = 0x1_0000_0000 - (0x1_0000_0000 % rangeSize);
      // The accepted words 0 … acceptedBelow − 1 form whole blocks of rangeSize: one word each.
      expect(acceptedBelow % rangeSize).toBe(0);
      const acceptedTop = scripted([acceptedBelow - 1]);
      expect(randomInt(acceptedTop, rangeSize)).toBe(rangeSize - 1);
      if (acceptedBelow < 0x1_0000_0000) {
        const source = scripted([acceptedBelow, 5]);
        expect(randomInt(source, rangeSize)).toBe(5 % rangeSize);
        expect(source.read).toBe(2);
      }
    }
  });

  it('refuses ranges it cannot draw from', () => {
    expect(() => randomInt(scripted([1]), 0)).toThrow(RangeError);
    expect(() => randomInt(scripted([1]), 2.5)).toThrow(RangeError);
    expect(() => randomInt(scripted([1]), 2 ** 32 + 1)).toThrow(RangeError);
  });
});

describe('randomBits52 and randomFloat', () => {
  it('take a whole word and the top 20 bits of the next', () => {
    expect(randomBits52(scripted([0, 0]))).toBe(0);
    expect(randomBits52(scripted([0xffff_ffff, 0xffff_ffff]))).toBe(2 ** 52 - 1);
    expect(randomBits52(scripted([1, 0x0000_1000]))).toBe(2 ** 20 + 1);
    expect(randomBits52(scripted([0, 0x0000_0fff]))).toBe(0);
  });

  it('gives floats in [0, 1) on a 2⁻⁵² grid', () => {
    expect(randomFloat(scripted([0, 0]))).toBe(0);
    const top = randomFloat(scripted([0xffff_ffff, 0xffff_ffff]));
    expect(top).toBeLessThan(1);
    expect(top).toBe(1 - 2 ** -52);
    expect(randomFloat(scripted([0x8000_0000, 0]))).toBe(0.5);
  });
});

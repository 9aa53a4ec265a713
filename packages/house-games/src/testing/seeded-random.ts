/**
 * A fast seeded generator (sfc32, Chris Doty-Humphrey's Small Fast Counter) for the Monte Carlo
 * tests only: a million rounds through HMAC would be slow, and the games read any RandomSource the
 * same way. Live play never uses it; the real HMAC stream has its own distribution tests.
 */
import type { RandomSource } from '../random-source.js';

export class SeededRandom implements RandomSource {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = seed >>> 0;
    // Mix the seed in before the first word is used.
    for (let round = 0; round < 15; round += 1) this.nextUint32();
  }

  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }
}

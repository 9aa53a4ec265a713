import { describe, expect, it } from 'vitest';
import {
  isLotteryPicks,
  LOTTERY_TIERS,
  lotteryMatchChance,
  lotteryMatches,
  lotteryNumbers,
  lotteryPoolPaisa,
  lotteryPrizes,
} from './lottery.js';
import { randomInt } from './random-source.js';
import { SeededRandom } from './testing/seeded-random.js';

describe('the scheduled lottery', () => {
  it('draws five different numbers of 1–30 from the seed and the draw number, the same every time', () => {
    const numbers = lotteryNumbers('d'.repeat(64), 17);
    expect(numbers).toHaveLength(5);
    expect(isLotteryPicks(numbers)).toBe(true);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    expect(lotteryNumbers('d'.repeat(64), 17)).toEqual(numbers);
    expect(lotteryNumbers('d'.repeat(64), 18)).not.toEqual(numbers);
  });

  it('takes five different numbers of 1–30 as a ticket', () => {
    expect(isLotteryPicks([1, 2, 3, 4, 30])).toBe(true);
    expect(isLotteryPicks([1, 2, 3, 4])).toBe(false);
    expect(isLotteryPicks([1, 1, 3, 4, 5])).toBe(false);
    expect(isLotteryPicks([0, 2, 3, 4, 5])).toBe(false);
    expect(isLotteryPicks([1, 2, 3, 4, 31])).toBe(false);
  });

  it('shares each tier equally among its tickets and carries what nobody won', () => {
    const numbers = [3, 8, 15, 22, 29];
    const tickets = [
      { id: 1, picks: [3, 8, 15, 22, 29] },
      { id: 2, picks: [3, 8, 15, 22, 1] },
      { id: 3, picks: [3, 8, 15, 22, 2] },
      { id: 4, picks: [1, 2, 4, 5, 6] },
    ];
    const pool = lotteryPoolPaisa(4000, 1001);
    expect(pool).toBe(4601);
    const { prizes, carriedPaisa, winners } = lotteryPrizes(tickets, numbers, pool);
    expect(winners).toEqual({ 5: 1, 4: 2, 3: 0 });
    expect(prizes.get(1)).toBe(2760);
    // 25 % of 4,601 is 1,150 (floored), 575 each.
    expect(prizes.get(2)).toBe(575);
    expect(prizes.get(4)).toBe(0);
    expect(carriedPaisa).toBe(pool - 2760 - 1150);
  });

  it('pays or carries every paisa of the pool, whatever the tickets', () => {
    const random = new SeededRandom(9);
    for (let draw = 0; draw < 300; draw += 1) {
      const numbers = lotteryNumbers('e'.repeat(64), draw);
      const tickets = Array.from({ length: randomInt(random, 40) }, (_, id) => {
        const picks = new Set<number>();
        while (picks.size < 5) picks.add(1 + randomInt(random, 30));
        return { id, picks: [...picks] };
      });
      const pool = randomInt(random, 1_000_000);
      const { prizes, carriedPaisa } = lotteryPrizes(tickets, numbers, pool);
      const paid = [...prizes.values()].reduce((sum, prize) => sum + prize, 0);
      expect(paid + carriedPaisa).toBe(pool);
      expect(carriedPaisa).toBeGreaterThanOrEqual(0);
      for (const ticket of tickets) {
        if (lotteryMatches(ticket.picks, numbers) < 3) expect(prizes.get(ticket.id)).toBe(0);
      }
    }
  });

  it('matches the published chances, which add up to one', () => {
    const chances = [0, 1, 2, 3, 4, 5].map(lotteryMatchChance);
    expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 12);
    expect(lotteryMatchChance(5)).toBeCloseTo(1 / 142_506, 15);
    expect(LOTTERY_TIERS.reduce((sum, tier) => sum + tier.percent, 0)).toBe(100);
  });
});

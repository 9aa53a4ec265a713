/**
 * The instant games' RTP proved by enumeration: every Dice target on both sides over all 10,000
 * rolls, Limbo's winning counts checked at their boundaries against the live formula, every
 * Wheel segment, every Plinko path of every table through the live drop, and every Keno table
 * over the exact hit counts (with a Monte Carlo run of the live draw beside it).
 */
import type { GameRisk, Paisa } from '@khela/contract';
import { gameRisks, KENO_PICKS_MAX, PLINKO_ROWS_MAX, PLINKO_ROWS_MIN } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { dragonTigerDeal, dragonTigerRtp } from './dragon-tiger.js';
import { SEVEN_UP_DOWN_RTP, sevenUpDownPayoutPaisa } from './seven-up-down.js';
import {
  andarBaharDeal,
  andarBaharExactRtp,
  andarBaharWinner,
  andarWinChance,
} from './andar-bahar.js';
import {
  BACCARAT_RTP,
  baccaratDeal,
  baccaratExactRtp,
  baccaratValue,
  baccaratWinner,
} from './baccarat.js';
import { FISHING_FISH, fishingPayoutPaisa, fishingShot } from './fishing.js';
import {
  ROULETTE_POCKETS,
  rouletteBetKind,
  roulettePayoutPaisa,
  rouletteTableBets,
} from './roulette.js';
import { DICE_OUTCOMES, diceMultiplierFraction, diceWinningRolls, diceWins } from './dice.js';
import { INSTANT_GAME_MATHS } from './instant-games.js';
import {
  KENO_DRAWS,
  kenoDraw,
  kenoHitCounts,
  kenoPayoutPaisa,
  kenoRtp,
  kenoTable,
} from './keno.js';
import { limboResultFromBits, limboWinningCount } from './limbo.js';
import { binomial } from './mines.js';
import { paytableRtp } from './paytable.js';
import { plinkoDrop, plinkoHundredths, plinkoRtp, plinkoTable } from './plinko.js';
import type { RandomSource } from './random-source.js';
import { SeededRandom } from './testing/seeded-random.js';
import { WHEEL_LAYOUTS, WHEEL_SEGMENTS } from './wheel.js';

const TWO_POW_52 = 2 ** 52;
const STANDARD_ERRORS = 4;

/** A source that answers the given words in turn. */
function words(...values: number[]): RandomSource {
  let index = 0;
  return { nextUint32: () => values[index++] as number };
}

describe('Dice RTP', () => {
  it('is exactly 99 % for every target on both sides, counting the winning rolls', () => {
    let checked = 0;
    for (const side of ['under', 'over'] as const) {
      for (let target = 100; target <= 9899; target += 1) {
        const choice = { side, target: target / 100 };
        const winning = diceWinningRolls(choice);
        if (winning === null) continue;
        // The winning rolls are one run: below the target (under) or above it (over). Every
        // 50th target is counted over all 10,000 rolls; the rest at the run's two ends.
        const rolls =
          target % 50 === 0
            ? Array.from({ length: DICE_OUTCOMES }, (_, roll) => roll)
            : [0, target - 1, target, target + 1, DICE_OUTCOMES - 1];
        const wins = rolls.filter((roll) => diceWins(choice, { roll: roll / 100 })).length;
        if (target % 50 === 0) expect(wins).toBe(winning);
        // The run's two ends win; the two rolls past the target do not.
        else expect(wins).toBe(2);
        const { numerator, denominator } = diceMultiplierFraction(choice);
        // Σ over rolls of the win's multiplier, over 10,000 rolls: winning × 9,900 / winning.
        expect(winning * numerator).toBe(DICE_OUTCOMES * 0.99 * denominator);
        checked += 1;
      }
    }
    // 1.00–98.00 under and 1.99–98.99 over: 9,701 targets each.
    expect(checked).toBe(2 * 9701);
  });

  it('refuses targets outside a 1 %–98 % chance', () => {
    expect(diceWinningRolls({ side: 'under', target: 0.99 })).toBeNull();
    expect(diceWinningRolls({ side: 'under', target: 98.01 })).toBeNull();
    expect(diceWinningRolls({ side: 'over', target: 1.98 })).toBeNull();
    expect(diceWinningRolls({ side: 'over', target: 99 })).toBeNull();
    expect(diceWinningRolls({ side: 'under', target: 50.005 })).toBeNull();
  });
});

describe('Limbo RTP', () => {
  it('reaches each target on exactly ⌊99·2⁵²/t⌋ of the 2⁵² draws: 99 % to within 2⁻⁴⁰', () => {
    for (const target of [101, 102, 150, 199, 200, 333, 1000, 9999, 25_000, 99_999, 100_000]) {
      const winning = limboWinningCount(target);
      // The results only grow with h, so the winners are the top `winning` values of h.
      const firstWinner = TWO_POW_52 - Number(winning);
      expect(limboResultFromBits(firstWinner)).toBeGreaterThanOrEqual(BigInt(target));
      expect(limboResultFromBits(firstWinner - 1)).toBeLessThan(BigInt(target));
      const rtp = (target * Number(winning)) / (100 * TWO_POW_52);
      expect(rtp).toBeLessThanOrEqual(0.99);
      expect(0.99 - rtp).toBeLessThan(2 ** -40);
    }
  });

  it('starts at 0.99× and grows without bound', () => {
    expect(limboResultFromBits(0)).toBe(99n);
    expect(limboResultFromBits(TWO_POW_52 - 1)).toBe(99n * 2n ** 52n);
  });
});

describe('Wheel RTP', () => {
  it('is exactly 99 % at every risk, over its 30 segments', () => {
    for (const risk of gameRisks) {
      const layout = WHEEL_LAYOUTS[risk];
      expect(layout).toHaveLength(WHEEL_SEGMENTS);
      const rtp = paytableRtp(
        layout.map(() => 1),
        WHEEL_SEGMENTS,
        layout,
      );
      expect(rtp.numerator * 100n).toBe(rtp.denominator * 99n);
    }
  });
});

describe('Plinko RTP', () => {
  it('is 98.9–99 % for every table, counted over every path the live drop can take', () => {
    for (const risk of gameRisks as readonly GameRisk[]) {
      for (let rows = PLINKO_ROWS_MIN; rows <= PLINKO_ROWS_MAX; rows += 1) {
        const choice = { rows, risk };
        const table = plinkoTable(choice);
        expect([...table].reverse()).toEqual([...table]);
        let paidHundredths = 0;
        for (let pattern = 0; pattern < 2 ** rows; pattern += 1) {
          const result = plinkoDrop(words((pattern << (32 - rows)) >>> 0), rows);
          paidHundredths += plinkoHundredths(choice, result);
        }
        const exact = paytableRtp(
          table.map((_, slot) => binomial(rows, slot)),
          2 ** rows,
          table,
        );
        expect(BigInt(paidHundredths)).toBe(exact.numerator);
        expect(exact.numerator * 100n).toBeLessThanOrEqual(exact.denominator * 99n);
        expect(plinkoRtp(choice)).toBeGreaterThan(0.989);
      }
    }
  });
});

describe('Keno RTP', () => {
  it('is 98.9–99 % for every number of picks, summed over the exact hit counts', () => {
    for (let picks = 1; picks <= KENO_PICKS_MAX; picks += 1) {
      const counts = kenoHitCounts(picks);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBe(KENO_DRAWS);
      const exact = paytableRtp(counts, KENO_DRAWS, kenoTable(picks));
      expect(exact.numerator * 100n).toBeLessThanOrEqual(exact.denominator * 99n);
      expect(kenoRtp(picks)).toBeGreaterThan(0.989);
      expect(Math.max(...kenoTable(picks))).toBeLessThanOrEqual(100_000);
    }
  });

  it('matches the exact RTP over 300,000 live draws of five picks, within 4 standard errors', () => {
    const rounds = 300_000;
    const choice = { picks: [3, 11, 19, 27, 35] };
    const stake = 10_000 as Paisa;
    const random = new SeededRandom(20_261_201);
    let paid = 0;
    let paidSquares = 0;
    for (let round = 0; round < rounds; round += 1) {
      const multiple = kenoPayoutPaisa(stake, choice, kenoDraw(random, choice)) / stake;
      paid += multiple;
      paidSquares += multiple * multiple;
    }
    const mean = paid / rounds;
    const deviation = Math.sqrt(paidSquares / rounds - mean * mean);
    expect(Math.abs(mean - kenoRtp(5))).toBeLessThan(
      (STANDARD_ERRORS * deviation) / Math.sqrt(rounds),
    );
  });
});

describe('the published RTPs', () => {
  it('are the games’ own lowest and highest', () => {
    expect(INSTANT_GAME_MATHS.dice.rtpMin).toBe(0.99);
    expect(INSTANT_GAME_MATHS.plinko.rtpMin).toBeGreaterThan(0.989);
    expect(INSTANT_GAME_MATHS.plinko.rtpMax).toBeLessThanOrEqual(0.99);
    expect(INSTANT_GAME_MATHS.keno.rtpMin).toBeGreaterThan(0.989);
  });
});

describe('Roulette RTP', () => {
  it('is exactly 36/37 for every bet the table offers, over all 37 pockets', () => {
    const bets = rouletteTableBets();
    // 37 numbers, 60 splits, 14 streets, 23 corners, 11 lines, 3 dozens, 3 columns, 6 even chances.
    expect(bets).toHaveLength(37 + 60 + 14 + 23 + 11 + 3 + 3 + 6);
    for (const numbers of bets) {
      let paid = 0;
      for (let number = 0; number < ROULETTE_POCKETS; number += 1) {
        paid += roulettePayoutPaisa(3_600 as Paisa, { numbers }, { number });
      }
      expect(paid).toBe(3_600 * 36);
    }
    expect(rouletteBetKind([17, 20])).toBe('split');
    expect(rouletteBetKind([17, 19])).toBeNull();
    expect(rouletteBetKind([3, 4])).toBeNull();
    expect(rouletteBetKind([0, 1, 2, 3])).toBe('corner');
  });
});

describe('Dragon Tiger RTP', () => {
  it('is exact over all 2,652 deals: 97.06 % on Dragon or Tiger, 94.12 % on the Tie', () => {
    expect(dragonTigerRtp('dragon')).toBeCloseTo(49.5 / 51, 12);
    expect(dragonTigerRtp('tiger')).toBe(dragonTigerRtp('dragon'));
    expect(dragonTigerRtp('tie')).toBeCloseTo((3 / 51) * 16, 12);
    // The deal reads the Tiger's card among the 51 left: every pair of different cards once.
    const seen = new Set<string>();
    for (let first = 0; first < 52; first += 1) {
      for (let second = 0; second < 51; second += 1) {
        const deal = dragonTigerDeal(words(first, second));
        expect(deal.dragon).not.toBe(deal.tiger);
        seen.add(`${deal.dragon}:${deal.tiger}`);
      }
    }
    expect(seen.size).toBe(52 * 51);
  });
});

describe('Fishing RTP', () => {
  it('is exactly 97 % on every fish, counted over every draw of its shot', () => {
    FISHING_FISH.forEach((multiple, fish) => {
      let paid = 0;
      for (let word = 0; word < 100 * multiple; word += 1) {
        const shot = fishingShot(words(word), { fish });
        expect(shot.roll).toBe(word);
        paid += fishingPayoutPaisa(100 as Paisa, { fish }, shot);
      }
      // 97 catches of m times a ৳1 shot, over 100 · m draws.
      expect(paid).toBe(97 * multiple * 100);
    });
  });
});

describe('7 Up 7 Down RTP', () => {
  it('is exactly 95.83 % on each bet, over all 36 rolls of the two dice', () => {
    for (const side of ['down', 'seven', 'up'] as const) {
      let paid = 0;
      for (let first = 1; first <= 6; first += 1) {
        for (let second = 1; second <= 6; second += 1) {
          paid += sevenUpDownPayoutPaisa(100 as Paisa, { side }, { dice: [first, second] });
        }
      }
      // 15 rolls × ৳2.30 on down or up, 6 × ৳5.75 on seven, for ৳1 stakes over 36 rolls.
      expect(paid).toBe(3450);
      expect(paid / (36 * 100)).toBeCloseTo(SEVEN_UP_DOWN_RTP, 12);
    }
  });
});

describe('Baccarat RTP', () => {
  it('is exact over every deal: Banker 98.94 %, Player 98.77 %, Tie 85.88 %', () => {
    const exact = baccaratExactRtp();
    expect(exact.banker).toBeCloseTo(BACCARAT_RTP.banker, 9);
    expect(exact.player).toBeCloseTo(BACCARAT_RTP.player, 9);
    expect(exact.tie).toBeCloseTo(BACCARAT_RTP.tie, 9);
  });

  it('deals as the enumeration weighs: the Tie comes up on 9.54 % of 200,000 live deals, within 4 standard errors', () => {
    const rounds = 200_000;
    const random = new SeededRandom(20_261_202);
    let ties = 0;
    for (let round = 0; round < rounds; round += 1) {
      const deal = baccaratDeal(random);
      expect(deal.player.length + deal.banker.length).toBeGreaterThanOrEqual(4);
      if (baccaratWinner(deal) === 'tie') ties += 1;
    }
    const p = BACCARAT_RTP.tie / 9;
    expect(Math.abs(ties / rounds - p)).toBeLessThan(
      STANDARD_ERRORS * Math.sqrt((p * (1 - p)) / rounds),
    );
    expect([0, 9, 10, 12, 13].map(baccaratValue)).toEqual([1, 0, 0, 0, 1]);
  });
});

describe('Andar Bahar RTP', () => {
  it('is exact over every place of the three matching cards: Andar 97.85 %, Bahar 97.00 %', () => {
    // Every way the three cards of the joker's rank can lie among the 51, counted one by one.
    let andarFirst = 0;
    let ways = 0;
    for (let a = 1; a <= 49; a += 1) {
      for (let b = a + 1; b <= 50; b += 1) {
        for (let c = b + 1; c <= 51; c += 1) {
          ways += 1;
          if (a % 2 === 1) andarFirst += 1;
        }
      }
    }
    expect(andarFirst / ways).toBeCloseTo(andarWinChance(), 12);
    const exact = andarBaharExactRtp();
    expect(exact.andar).toBeCloseTo((1.9 * andarFirst) / ways, 12);
    expect(exact.bahar).toBeCloseTo((2 * (ways - andarFirst)) / ways, 12);
    expect(exact.andar).toBeCloseTo(0.97851, 5);
    expect(exact.bahar).toBeCloseTo(0.96999, 5);
  });

  it('deals until the joker’s rank: Andar wins 51.50 % of 200,000 live deals, within 4 standard errors', () => {
    const rounds = 200_000;
    const random = new SeededRandom(20_261_203);
    let andar = 0;
    for (let round = 0; round < rounds; round += 1) {
      const deal = andarBaharDeal(random);
      const last = [...deal.andar, ...deal.bahar].filter((card) => card % 13 === deal.joker % 13);
      expect(last).toHaveLength(1);
      if (andarBaharWinner(deal) === 'andar') andar += 1;
    }
    const p = andarWinChance();
    expect(Math.abs(andar / rounds - p)).toBeLessThan(
      STANDARD_ERRORS * Math.sqrt((p * (1 - p)) / rounds),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { HOUSE_MAX_WIN_MULTIPLIER, type HiloGuess, type Paisa } from '@khela/contract';
import { cardRank } from './dragon-tiger.js';
import {
  HILO_RTP,
  hiloCards,
  hiloCardsFromSeeds,
  hiloGuessWins,
  hiloMultiplier,
  hiloMultiplierFraction,
  hiloPayoutPaisa,
  hiloWinningRanks,
  type HiloLadder,
} from './hilo.js';
import { randomInt } from './random-source.js';
import { SeededRandom } from './testing/seeded-random.js';

const ACE = 0;
const SEVEN = 6;
const KING = 12;
const seeds = { serverSeed: 'b'.repeat(64), clientSeed: 'ladder', nonce: 3 };

/** The guess a careful player makes: the likelier of higher and lower. */
function likelierGuess(card: number): HiloGuess {
  const rank = cardRank(card);
  return hiloWinningRanks(rank, 'higher') >= hiloWinningRanks(rank, 'lower') ? 'higher' : 'lower';
}

describe('Hi-Lo', () => {
  it('reads the ladder from the seeds, the same cards however far it is read', () => {
    const ten = hiloCardsFromSeeds(seeds, 10);
    expect(ten.every((card) => card >= 0 && card < 52)).toBe(true);
    expect(hiloCardsFromSeeds(seeds, 4)).toEqual(ten.slice(0, 4));
    expect(hiloCardsFromSeeds({ ...seeds, nonce: 4 }, 10)).not.toEqual(ten);
  });

  it('counts the ranks that win each guess, ace low and king high', () => {
    expect(hiloWinningRanks(ACE, 'higher')).toBe(12);
    expect(hiloWinningRanks(ACE, 'lower')).toBe(0);
    expect(hiloWinningRanks(KING, 'higher')).toBe(0);
    expect(hiloWinningRanks(SEVEN, 'higher')).toBe(6);
    expect(hiloWinningRanks(SEVEN, 'lower')).toBe(6);
    expect(hiloWinningRanks(SEVEN, 'same')).toBe(1);
    // A seven of clubs, then a seven of hearts: only "same" wins.
    expect(hiloGuessWins(SEVEN, 'same', 26 + SEVEN)).toBe(true);
    expect(hiloGuessWins(SEVEN, 'higher', 26 + SEVEN)).toBe(false);
    expect(hiloGuessWins(SEVEN, 'lower', 26 + SEVEN)).toBe(false);
  });

  it('prices each right guess fairly and takes the 1 % once', () => {
    const ladder: HiloLadder = { cards: [SEVEN, 9, 9, 3], guesses: ['higher', 'skip', 'lower'] };
    // 0.99 × 13/6 × 13/9.
    expect(hiloMultiplierFraction(ladder)).toEqual({
      numerator: 99n * 13n * 13n,
      denominator: 100n * 6n * 9n,
    });
    expect(hiloMultiplier(ladder)).toBe(3.09);
    expect(hiloPayoutPaisa(10_000 as Paisa, ladder)).toBe(30_983);
  });

  it('never pays more than the cap', () => {
    const kings = Array.from({ length: 12 }, () => KING);
    const ladder: HiloLadder = { cards: kings, guesses: kings.slice(1).map(() => 'same') };
    expect(hiloPayoutPaisa(100 as Paisa, ladder)).toBe(100 * HOUSE_MAX_WIN_MULTIPLIER);
  });

  it('returns exactly 99 % to a player who guesses the likelier side and stops after three', () => {
    // Every run of four ranks is equally likely; a wrong guess ends the round with nothing.
    let paid = 0n;
    let common = 0n;
    const runs = 13 ** 4;
    const totals: { numerator: bigint; denominator: bigint }[] = [];
    for (let run = 0; run < runs; run += 1) {
      const ranks = [0, 1, 2, 3].map((place) => Math.floor(run / 13 ** place) % 13);
      const guesses: HiloGuess[] = [];
      let lost = false;
      for (let step = 0; step < 3 && !lost; step += 1) {
        const guess = likelierGuess(ranks[step] as number);
        guesses.push(guess);
        lost = !hiloGuessWins(ranks[step] as number, guess, ranks[step + 1] as number);
      }
      if (!lost) totals.push(hiloMultiplierFraction({ cards: ranks, guesses }));
    }
    common = totals.reduce((product, { denominator }) => lcm(product, denominator), 1n);
    paid = totals.reduce(
      (sum, { numerator, denominator }) => sum + numerator * (common / denominator),
      0n,
    );
    expect(paid * 100n).toBe(common * BigInt(runs) * 99n);
    expect(HILO_RTP).toBe(0.99);
  });

  it('returns 99 % within four standard errors over a million rounds of any play below the cap', () => {
    const random = new SeededRandom(2024);
    const stake = 1_000_000 as Paisa;
    const rounds = 1_000_000;
    let sum = 0;
    let sumOfSquares = 0;
    for (let round = 0; round < rounds; round += 1) {
      const stopAfter = 1 + randomInt(random, 4);
      const cards = hiloCards(random, 1);
      const guesses: HiloGuess[] = [];
      let right = 0;
      let payout = 0;
      while (right < stopAfter) {
        const card = cards[cards.length - 1] as number;
        // A guess that could pass the cap is left out: the cap takes the rest of its price.
        const choices = (['higher', 'lower', 'same', 'skip'] as const).filter((guess) => {
          if (guess === 'skip') return true;
          const ranks = hiloWinningRanks(cardRank(card), guess);
          if (ranks === 0) return false;
          const { numerator, denominator } = hiloMultiplierFraction({
            cards,
            guesses: [...guesses, guess],
          });
          return numerator <= denominator * BigInt(HOUSE_MAX_WIN_MULTIPLIER);
        });
        if (choices.length === 1 && right > 0) {
          payout = hiloPayoutPaisa(stake, { cards, guesses }) / stake;
          break;
        }
        const guess = choices[randomInt(random, choices.length)] as HiloGuess;
        const next = hiloCards(random, 1)[0] as number;
        cards.push(next);
        guesses.push(guess);
        if (guess === 'skip') continue;
        if (!hiloGuessWins(card, guess, next)) break;
        right += 1;
        if (right === stopAfter) payout = hiloPayoutPaisa(stake, { cards, guesses }) / stake;
      }
      sum += payout;
      sumOfSquares += payout * payout;
    }
    const mean = sum / rounds;
    const standardError = Math.sqrt((sumOfSquares / rounds - mean * mean) / rounds);
    expect(Math.abs(mean - HILO_RTP)).toBeLessThan(4 * standardError);
  }, 60_000);
});

function lcm(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return (a / x) * b;
}

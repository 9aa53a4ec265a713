import { describe, expect, it } from 'vitest';
import { SeededNumbers } from '../../../../../../packages/exchange/src/testing/seeded-numbers.js';
import {
  deliveryRunsChances,
  houseFancyRates,
  khaddaQuote,
  nextBallQuote,
  overLotteryQuote,
  overOddEvenQuote,
  overRunsChances,
} from './cricket-fancy.js';
import { deliveryFor, deliveryRuns, newCricketMatch } from './cricket-match.js';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** A taker's expected result per unit staked on each side, at these chances and rates. */
function takerEdges(yes: number, no: number, rates: { yesRate: number; noRate: number }) {
  return {
    yes: yes * (rates.yesRate / 100) - (1 - yes),
    no: no - (1 - no) * (rates.noRate / 100),
  };
}

describe("the sandbox's Fancy chances and quotes", () => {
  it("adds each kind's chances up to one", () => {
    expect(sum(deliveryRunsChances())).toBeCloseTo(1, 12);
    expect(sum(overRunsChances())).toBeCloseTo(1, 12);
  });

  it('agrees with overs bowled from the delivery table', () => {
    const random = new SeededNumbers(2026);
    const overs = 100_000;
    let odd = 0;
    let highDigit = 0;
    for (let over = 0; over < overs; over += 1) {
      let runs = 0;
      for (let legal = 0; legal < 6;) {
        const delivery = deliveryFor(random.next());
        runs += deliveryRuns(delivery);
        if (delivery.kind !== 'wide') legal += 1;
      }
      if (runs % 2 === 1) odd += 1;
      if (runs % 10 >= 5) highDigit += 1;
    }
    const chances = overRunsChances();
    const oddChance = chances.reduce(
      (total, chance, runs) => (runs % 2 ? total + chance : total),
      0,
    );
    const highChance = chances.reduce(
      (total, chance, runs) => (runs % 10 >= 5 ? total + chance : total),
      0,
    );
    // Four standard errors of a share near one half over 100,000 overs: 0.0063.
    expect(Math.abs(odd / overs - oddChance)).toBeLessThan(0.0063);
    expect(Math.abs(highDigit / overs - highChance)).toBeLessThan(0.0063);
  });

  it('quotes both sides of every line so that either taker loses about the margin', () => {
    expect(houseFancyRates(0.5, 0.5)).toEqual({ yesRate: 95, noRate: 105 });
    const noRun = deliveryRunsChances()[0]!;
    const cases = [
      { quote: nextBallQuote(), yes: 1 - noRun, no: noRun },
      {
        quote: overOddEvenQuote(),
        yes: overRunsChances().reduce((t, c, runs) => (runs % 2 ? t + c : t), 0),
      },
      {
        quote: overLotteryQuote(),
        yes: overRunsChances().reduce((t, c, runs) => (runs % 10 >= 5 ? t + c : t), 0),
      },
    ];
    for (const { quote, yes, no = 1 - yes } of cases) {
      const edges = takerEdges(yes, no, quote);
      expect(edges.yes).toBeLessThan(0);
      expect(edges.no).toBeLessThan(0);
      // Not a punitive price either: each side keeps within 10 % of a fair bet.
      expect(edges.yes).toBeGreaterThan(-0.1);
      expect(edges.no).toBeGreaterThan(-0.1);
    }
    expect(nextBallQuote()).toMatchObject({ noLine: 0, yesLine: 1 });
    expect(overLotteryQuote()).toMatchObject({ noLine: 4, yesLine: 5 });
    expect(overOddEvenQuote()).toMatchObject({ noLine: 0, yesLine: 1 });
  });

  it('draws Khadda with a gap around the projected total, YES paying more than NO risks', () => {
    const quote = khaddaQuote(newCricketMatch(5, 'home'));
    expect(quote.yesLine - quote.noLine).toBe(4);
    // Each side wins less than half the time (the gap loses both), so YES pays over evens and NO
    // risks less than its stake.
    expect(quote.yesRate).toBeGreaterThan(100);
    expect(quote.noRate).toBeLessThan(100);
  });
});

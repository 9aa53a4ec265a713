import { paisa } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  bookmakerHedgePosition,
  fullCashOut,
  partialCashOut,
  type RunnerQuote,
} from './cash-out.js';
import {
  LADDER_TICK_COUNT,
  priceHundredthsAtTick,
  tickNearPriceHundredths,
} from './price-ladder.js';
import { bookmakerPosition, exchangePosition, pnlByWinnerPaisa } from './runner-positions.js';
import { SeededNumbers } from './testing/seeded-numbers.js';

/** The most two outcomes may differ after a hedge: each bet's paisa of rounding, at its price. */
function roundingAllowance(bets: readonly { priceHundredths: number }[]): number {
  return bets.reduce((sum, bet) => sum + Math.ceil(bet.priceHundredths / 200) + 2, 0);
}

function spread(values: Iterable<number>): number {
  const list = [...values];
  return Math.max(...list) - Math.min(...list);
}

/**
 * A random market: a few matched bets, and a book around fair prices (each runner's chance drawn,
 * backs at or below its fair price, lays a tick or more above), so the book offers no sure profit,
 * as a real exchange's does not for long.
 */
function randomMarket(random: SeededNumbers) {
  const runners = random.int(2, 4);
  const selectionIds = Array.from({ length: runners }, (_, index) => 100 + index);
  const positions = Array.from({ length: random.int(1, 4) }, () =>
    exchangePosition(
      random.pick(selectionIds),
      random.pick(['back', 'lay'] as const),
      paisa(random.int(100, 500_000)),
      priceHundredthsAtTick(random.int(0, 180)),
    ),
  );
  const pnl = pnlByWinnerPaisa(positions, selectionIds);
  const weights = selectionIds.map(() => random.int(5, 100));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const quotes: RunnerQuote[] = selectionIds.map((selectionId, index) => {
    const fairHundredths = (100 * total) / (weights[index] as number);
    const backTick = tickNearPriceHundredths(fairHundredths, 'down') - random.int(0, 2);
    const layTick = tickNearPriceHundredths(fairHundredths, 'up') + random.int(1, 2);
    return {
      selectionId,
      pnlPaisa: pnl.get(selectionId) ?? 0,
      backPriceHundredths: priceHundredthsAtTick(Math.max(0, backTick)),
      layPriceHundredths: priceHundredthsAtTick(Math.min(LADDER_TICK_COUNT - 1, layTick)),
    };
  });
  return quotes;
}

/**
 * A random Bookmaker market: a few bets taken at house rates, and the house's rates now around
 * fair chances (the back rate at or below fair, the lay rate a point or more above it).
 */
function randomBookmakerMarket(random: SeededNumbers) {
  const runners = random.int(2, 4);
  const selectionIds = Array.from({ length: runners }, (_, index) => 100 + index);
  const positions = Array.from({ length: random.int(1, 4) }, () =>
    bookmakerPosition(
      random.pick(selectionIds),
      random.pick(['back', 'lay'] as const),
      paisa(random.int(1000, 500_000)),
      random.int(1, 400),
    ),
  );
  const pnl = pnlByWinnerPaisa(positions, selectionIds);
  const weights = selectionIds.map(() => random.int(5, 100));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return selectionIds.map((selectionId, index): RunnerQuote => {
    const fairRate = Math.floor((100 * total) / (weights[index] as number)) - 100;
    const backRate = Math.max(1, fairRate - random.int(0, 3));
    return {
      selectionId,
      pnlPaisa: pnl.get(selectionId) ?? 0,
      backPriceHundredths: 100 + backRate,
      layPriceHundredths: 100 + backRate + random.int(1, 4),
    };
  });
}

/** The equal outcome a hedge to level K gives, without rounding (for the search below). */
function valueAtLevel(quotes: readonly RunnerQuote[], level: number): number | null {
  let shift = 0;
  for (const quote of quotes) {
    const needed = level - quote.pnlPaisa;
    if (needed > 0) {
      if (quote.backPriceHundredths === null) return null;
      shift -= (needed * 100) / quote.backPriceHundredths;
    } else if (needed < 0) {
      if (quote.layPriceHundredths === null) return null;
      shift += (-needed * 100) / quote.layPriceHundredths;
    }
  }
  return level + shift;
}

describe('cash-out', () => {
  it('lays a backed runner at the price now: S × P / L, the same whichever runner wins', () => {
    // ৳100 backed at 3.00; the lay price is now 2.00: lay ৳150, ৳50 either way.
    const back = exchangePosition(1, 'back', paisa(10_000), 300);
    const pnl = pnlByWinnerPaisa([back], [1, 2]);
    const cashOut = fullCashOut([
      {
        selectionId: 1,
        pnlPaisa: pnl.get(1) ?? 0,
        backPriceHundredths: 196,
        layPriceHundredths: 200,
      },
      {
        selectionId: 2,
        pnlPaisa: pnl.get(2) ?? 0,
        backPriceHundredths: 196,
        layPriceHundredths: 204,
      },
    ]);
    expect(cashOut?.bets).toEqual([
      { selectionId: 1, side: 'lay', stakePaisa: 15_000, priceHundredths: 200 },
    ]);
    expect(cashOut?.valuePaisa).toBe(5000);
    expect([...(cashOut?.pnlAfter.values() ?? [])]).toEqual([5000, 5000]);
  });

  it('backs a laid runner whose price has drifted, locking in the profit the drift made', () => {
    const lay = exchangePosition(1, 'lay', paisa(10_000), 200);
    const pnl = pnlByWinnerPaisa([lay], [1, 2]);
    const cashOut = fullCashOut([
      {
        selectionId: 1,
        pnlPaisa: pnl.get(1) ?? 0,
        backPriceHundredths: 400,
        layPriceHundredths: 420,
      },
      {
        selectionId: 2,
        pnlPaisa: pnl.get(2) ?? 0,
        backPriceHundredths: 130,
        layPriceHundredths: 135,
      },
    ]);
    // ৳100 laid at 2.00, the runner now backed at 4.00: back ৳50 and win ৳50 whichever wins.
    expect(cashOut?.bets).toEqual([
      { selectionId: 1, side: 'back', stakePaisa: 5000, priceHundredths: 400 },
    ]);
    expect(cashOut?.valuePaisa).toBe(5000);
  });

  it('offers none where a runner that needs a bet has no price', () => {
    const back = exchangePosition(1, 'back', paisa(10_000), 300);
    const pnl = pnlByWinnerPaisa([back], [1, 2]);
    expect(
      fullCashOut([
        {
          selectionId: 1,
          pnlPaisa: pnl.get(1) ?? 0,
          backPriceHundredths: 196,
          layPriceHundredths: null,
        },
        {
          selectionId: 2,
          pnlPaisa: pnl.get(2) ?? 0,
          backPriceHundredths: null,
          layPriceHundredths: null,
        },
      ]),
    ).toBeNull();
  });

  it('evens every outcome out, within the worst and best case, better than any other level (1,000 markets)', () => {
    const random = new SeededNumbers(22);
    for (let market = 0; market < 1000; market += 1) {
      const quotes = randomMarket(random);
      const cashOut = fullCashOut(quotes);
      if (!cashOut) throw new Error('every runner has prices here');
      const outcomes = quotes.map((quote) => quote.pnlPaisa);
      const allowance = roundingAllowance(cashOut.bets);
      expect(spread(cashOut.pnlAfter.values())).toBeLessThanOrEqual(allowance);
      expect(cashOut.valuePaisa).toBeGreaterThanOrEqual(Math.min(...outcomes) - allowance);
      expect(cashOut.valuePaisa).toBeLessThanOrEqual(Math.max(...outcomes) + allowance);
      // No level between the worst and best outcome evens the book out at more.
      const low = Math.min(...outcomes);
      const high = Math.max(...outcomes);
      for (let step = 0; step <= 50; step += 1) {
        const value = valueAtLevel(quotes, low + ((high - low) * step) / 50);
        if (value !== null) expect(value).toBeLessThanOrEqual(cashOut.valuePaisa + allowance);
      }
    }
  });

  it('cashes out a part: the hedge stakes scaled, the whole hedge at one', () => {
    const random = new SeededNumbers(7);
    for (let market = 0; market < 200; market += 1) {
      const quotes = randomMarket(random);
      const full = fullCashOut(quotes);
      if (!full) throw new Error('every runner has prices here');
      expect(partialCashOut(quotes, full, 1)).toEqual(full);
      const half = partialCashOut(quotes, full, 0.5);
      half.bets.forEach((bet, index) => {
        expect(bet.stakePaisa).toBe(Math.floor((full.bets[index]?.stakePaisa ?? 0) * 0.5));
      });
      // A part leaves the outcomes between where they were and where the whole hedge puts them.
      for (const quote of quotes) {
        const after = half.pnlAfter.get(quote.selectionId) ?? 0;
        const whole = full.pnlAfter.get(quote.selectionId) ?? 0;
        const allowance = roundingAllowance(full.bets);
        expect(after).toBeGreaterThanOrEqual(Math.min(quote.pnlPaisa, whole) - allowance);
        expect(after).toBeLessThanOrEqual(Math.max(quote.pnlPaisa, whole) + allowance);
      }
    }
    expect(() =>
      partialCashOut([], { bets: [], valuePaisa: paisa(0), pnlAfter: new Map() }, 0),
    ).toThrow(RangeError);
  });

  it('cashes a Bookmaker back out by laying at the house rate, the loss rounded up as the house does', () => {
    // ৳100 backed at rate 90; the house now lays at 42: lay ৳133.80, ৳33.80 whichever wins.
    const back = bookmakerPosition(1, 'back', paisa(10_000), 90);
    const pnl = pnlByWinnerPaisa([back], [1, 2]);
    const quotes: RunnerQuote[] = [
      {
        selectionId: 1,
        pnlPaisa: pnl.get(1) ?? 0,
        backPriceHundredths: 140,
        layPriceHundredths: 142,
      },
      {
        selectionId: 2,
        pnlPaisa: pnl.get(2) ?? 0,
        backPriceHundredths: null,
        layPriceHundredths: null,
      },
    ];
    const cashOut = fullCashOut(quotes, bookmakerHedgePosition);
    expect(cashOut?.bets).toEqual([
      { selectionId: 1, side: 'lay', stakePaisa: 13_380, priceHundredths: 142 },
    ]);
    // The lay loses ⌈13,380 × 42 / 100⌉ = 5,620 if runner 1 wins: 9,000 − 5,620 = 3,380.
    expect([...(cashOut?.pnlAfter.values() ?? [])]).toEqual([3380, 3380]);
    // Priced as an exchange lay the loss would round down, a paisa in the player's favour.
    expect(fullCashOut(quotes)?.pnlAfter.get(1)).toBe(3381);
  });

  it('levels a Bookmaker position at the house rates within rounding whoever wins (1,000 markets)', () => {
    const random = new SeededNumbers(45);
    for (let market = 0; market < 1000; market += 1) {
      const quotes = randomBookmakerMarket(random);
      const cashOut = fullCashOut(quotes, bookmakerHedgePosition);
      if (!cashOut) throw new Error('every runner has rates here');
      const allowance = roundingAllowance(cashOut.bets);
      expect(spread(cashOut.pnlAfter.values())).toBeLessThanOrEqual(allowance);
      const outcomes = quotes.map((quote) => quote.pnlPaisa);
      expect(cashOut.valuePaisa).toBeGreaterThanOrEqual(Math.min(...outcomes) - allowance);
      expect(cashOut.valuePaisa).toBeLessThanOrEqual(Math.max(...outcomes) + allowance);
      // Each outcome is what the house's own rounding gives the hedge bets (not the exchange's).
      const hedged = pnlByWinnerPaisa(
        cashOut.bets.map((bet) =>
          bookmakerPosition(bet.selectionId, bet.side, bet.stakePaisa, bet.priceHundredths - 100),
        ),
        quotes.map((quote) => quote.selectionId),
      );
      for (const quote of quotes) {
        expect(cashOut.pnlAfter.get(quote.selectionId)).toBe(
          quote.pnlPaisa + (hedged.get(quote.selectionId) ?? 0),
        );
      }
      const half = partialCashOut(quotes, cashOut, 0.5, bookmakerHedgePosition);
      for (const quote of quotes) {
        const after = half.pnlAfter.get(quote.selectionId) ?? 0;
        const whole = cashOut.pnlAfter.get(quote.selectionId) ?? 0;
        expect(after).toBeGreaterThanOrEqual(Math.min(quote.pnlPaisa, whole) - allowance);
        expect(after).toBeLessThanOrEqual(Math.max(quote.pnlPaisa, whole) + allowance);
      }
    }
  });
});

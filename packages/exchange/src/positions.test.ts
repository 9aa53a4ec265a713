// Proves exposure as the worst case over outcomes: Match Odds and Bookmaker positions, hedges,
// unmatched orders that only add, and Fancy lines with a gap that pays neither side.
import { paisa } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  fancyBetPnlPaisa,
  fancyComparedResult,
  fancyExposurePaisa,
  type FancyBet,
} from './fancy.js';
import { commissionPaisa, exchangeProfitPaisa } from './odds-arithmetic.js';
import {
  bookmakerPosition,
  exchangePosition,
  pnlByWinnerPaisa,
  runnerMarketExposurePaisa,
} from './runner-positions.js';

const RUNNERS = [1, 2, 3];

describe('Match Odds and Bookmaker exposure', () => {
  it('is the stake for a back and the liability for a lay', () => {
    const back = exchangePosition(1, 'back', paisa(10_000), 250);
    expect(runnerMarketExposurePaisa([back], [], RUNNERS)).toBe(10_000);
    const lay = exchangePosition(1, 'lay', paisa(10_000), 250);
    expect(runnerMarketExposurePaisa([lay], [], RUNNERS)).toBe(15_000);
    expect(pnlByWinnerPaisa([back, lay], RUNNERS)).toEqual(
      new Map([
        [1, 0],
        [2, 0],
        [3, 0],
      ]),
    );
  });

  it('falls when a bet hedges another (back high, lay lower: a green book)', () => {
    const back = exchangePosition(1, 'back', paisa(10_000), 300);
    const hedge = exchangePosition(1, 'lay', paisa(15_000), 200);
    // Runner 1 wins: +20,000 − 15,000; loses: −10,000 + 15,000.
    expect(runnerMarketExposurePaisa([back, hedge], [], RUNNERS)).toBe(0);
    expect(pnlByWinnerPaisa([back, hedge], RUNNERS).get(1)).toBe(5_000);
  });

  it('adds an unmatched order only where it would lose', () => {
    const back = exchangePosition(1, 'back', paisa(10_000), 300);
    const wantedHedge = exchangePosition(1, 'lay', paisa(15_000), 200);
    expect(runnerMarketExposurePaisa([back], [wantedHedge], RUNNERS)).toBe(10_000);
    // Both unmatched: each outcome counts only the order that loses in it (runner 1 wins: the lay's
    // 15,000; it loses: the back's 10,000).
    expect(runnerMarketExposurePaisa([], [back, wantedHedge], RUNNERS)).toBe(15_000);
  });

  it('prices Bookmaker rates the Indian way: back 45 wins 45 %, lay 45 risks 45 %', () => {
    const back = bookmakerPosition(2, 'back', paisa(10_000), 45);
    expect(back).toMatchObject({ winPaisa: 4_500, losePaisa: 10_000 });
    const lay = bookmakerPosition(2, 'lay', paisa(10_001), 45);
    // The player's loss rounds up and their win down, so the house never pays a rounding.
    expect(lay).toMatchObject({ winPaisa: 10_001, losePaisa: 4_501 });
    expect(runnerMarketExposurePaisa([lay], [], RUNNERS)).toBe(4_501);
  });

  it('floors a matched profit so backer and layer move the same paisa', () => {
    expect(exchangeProfitPaisa(paisa(333), 101)).toBe(3);
    expect(exchangePosition(1, 'back', paisa(333), 101).winPaisa).toBe(
      exchangePosition(1, 'lay', paisa(333), 101).losePaisa,
    );
  });

  it('charges commission on a net win only', () => {
    expect(commissionPaisa(paisa(10_000), 500)).toBe(500);
    expect(commissionPaisa(paisa(199), 500)).toBe(9);
    expect(commissionPaisa(paisa(-10_000), 500)).toBe(0);
    expect(() => commissionPaisa(paisa(100), 10_001)).toThrow(RangeError);
  });
});

describe('Fancy lines', () => {
  const yes = (stakePaisa: number, yesLine: number, rate = 100, noLine = yesLine): FancyBet => ({
    side: 'yes',
    noLine,
    yesLine,
    rate,
    stakePaisa: paisa(stakePaisa),
  });
  const no = (stakePaisa: number, noLine: number, rate = 100, yesLine = noLine): FancyBet => ({
    side: 'no',
    noLine,
    yesLine,
    rate,
    stakePaisa: paisa(stakePaisa),
  });

  it('pays YES at or above its line and NO at or below its line, below the YES line', () => {
    expect(fancyBetPnlPaisa(yes(1_000, 50, 90), 50)).toBe(900);
    expect(fancyBetPnlPaisa(yes(1_000, 50, 90), 49)).toBe(-1_000);
    expect(fancyBetPnlPaisa(no(1_000, 50, 110), 49)).toBe(1_000);
    // Equal lines: NO wins only below the line.
    expect(fancyBetPnlPaisa(no(1_000, 50, 110), 50)).toBe(-1_100);
  });

  it('pays neither side for a result between the lines (NO 60 / YES 63)', () => {
    const yesBet = yes(1_000, 63, 100, 60);
    const noBet = no(1_000, 60, 100, 63);
    for (const result of [61, 62]) {
      expect(fancyBetPnlPaisa(yesBet, result)).toBe(-1_000);
      expect(fancyBetPnlPaisa(noBet, result)).toBe(-1_000);
    }
    expect(fancyBetPnlPaisa(noBet, 60)).toBe(1_000);
    expect(fancyBetPnlPaisa(yesBet, 63)).toBe(1_000);
    expect(fancyExposurePaisa([yesBet, noBet])).toBe(2_000);
  });

  it('compares Lottery lines with the last digit and Odd/Even lines with the parity', () => {
    // Lottery NO 4 / YES 5: a 47-run over ends in 7, so YES (5 to 9) wins and NO (0 to 4) loses.
    expect(fancyComparedResult(5, 47)).toBe(7);
    expect(fancyBetPnlPaisa(yes(1_000, 5, 95, 4), fancyComparedResult(5, 47))).toBe(950);
    expect(fancyBetPnlPaisa(no(1_000, 4, 105, 5), fancyComparedResult(5, 40))).toBe(1_000);
    // Odd/Even NO 0 / YES 1: YES is odd, NO is even.
    expect(fancyComparedResult(6, 13)).toBe(1);
    expect(fancyComparedResult(6, 12)).toBe(0);
    expect(fancyBetPnlPaisa(no(1_000, 0, 105, 1), fancyComparedResult(6, 12))).toBe(1_000);
    expect(fancyBetPnlPaisa(no(1_000, 0, 105, 1), fancyComparedResult(6, 13))).toBe(-1_050);
    // The other kinds compare the runs themselves.
    for (const type of [2, 3, 4, null]) expect(fancyComparedResult(type, 47)).toBe(47);
  });

  it('lets YES and NO on one line hedge each other', () => {
    // YES 50 and NO 55 (bought low, sold high): every result wins at least one side.
    const bets = [yes(1_000, 50), no(1_000, 55, 100, 56)];
    expect(fancyExposurePaisa(bets)).toBe(0);
    expect(fancyExposurePaisa([yes(1_000, 50)])).toBe(1_000);
    expect(fancyExposurePaisa([no(1_000, 50, 120)])).toBe(1_200);
    expect(fancyExposurePaisa([])).toBe(0);
  });
});

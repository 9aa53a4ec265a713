/**
 * The arithmetic behind "no sequence of bets earns more in rebates than it is expected to lose"
 * (docs/decisions.md, Rebates count risk), checked over grids of prices and rates at the largest
 * rebate rate an operator may set.
 */
import { paisa } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  exchangePosition,
  exchangeProfitPaisa,
  pnlByWinnerPaisa,
  rateLossPaisa,
  rateWinPaisa,
} from '@khela/exchange';
import {
  commissionWeightPpm,
  countedPositionPaisa,
  PPM,
  quoteOverroundPpm,
  quoteWeightPpm,
  REBATE_RATE_MAX_PPM,
  rebateRatePpm,
  REFERENCE_EDGE_PPM,
  twoWayRiskPaisa,
  weighPaisa,
  weightForEdgePpm,
} from './counted-stake.js';

const rebateAtMost = (countedPaisa: number) => (countedPaisa * REBATE_RATE_MAX_PPM) / PPM;

describe('counted stakes', () => {
  it('counts the smaller of the worst loss and the best win, nothing for a hedge', () => {
    expect(twoWayRiskPaisa([500, -1000])).toBe(500);
    expect(twoWayRiskPaisa([0, 100])).toBe(0);
    expect(twoWayRiskPaisa([-100, -100])).toBe(0);
    expect(twoWayRiskPaisa([])).toBe(0);
    // A back and a lay of one runner at the same price cancel out.
    const positions = [
      exchangePosition(1, 'back', paisa(10_000), 250),
      exchangePosition(1, 'lay', paisa(10_000), 250),
    ];
    expect(
      countedPositionPaisa({
        pnlByOutcome: pnlByWinnerPaisa(positions, [1, 2]).values(),
        betTwoWayRisks: positions.map((p) => Math.min(p.winPaisa, p.losePaisa)),
        weightsPpm: [PPM],
      }),
    ).toBe(0);
  });

  it('never counts more than the bets’ own two-way risks added up', () => {
    // Back runner 1 at 1.01 and lay runner 2 at 1.01: each risks little one way, yet the position
    // swings ±101 between runners 1 and 2.
    const positions = [
      exchangePosition(1, 'back', paisa(10_000), 101),
      exchangePosition(2, 'lay', paisa(10_000), 101),
    ];
    const pnl = [...pnlByWinnerPaisa(positions, [1, 2, 3]).values()];
    expect(twoWayRiskPaisa(pnl)).toBe(10_100);
    expect(
      countedPositionPaisa({
        pnlByOutcome: pnl,
        betTwoWayRisks: positions.map((p) => Math.min(p.winPaisa, p.losePaisa)),
        weightsPpm: [PPM],
      }),
    ).toBe(200);
  });

  it('weighs by edge: full at 4 % or more, a quarter at 1 %, nothing at 0', () => {
    expect(weightForEdgePpm(REFERENCE_EDGE_PPM)).toBe(PPM);
    expect(weightForEdgePpm(80_000)).toBe(PPM);
    expect(weightForEdgePpm(10_000)).toBe(250_000);
    expect(weightForEdgePpm(0)).toBe(0);
    expect(weightForEdgePpm(Number.NaN)).toBe(0);
    expect(weighPaisa(400_000, 250_000)).toBe(100_000);
  });

  it('a casino round’s rebates stay at half its expected loss or less', () => {
    for (const edgePpm of [1, 5_000, 9_901, 10_000, 39_999, 40_000, 60_000]) {
      const stake = 1_000_000;
      const counted = weighPaisa(stake, weightForEdgePpm(edgePpm));
      expect(rebateAtMost(counted)).toBeLessThanOrEqual((stake * edgePpm) / PPM / 2 + 1e-9);
    }
  });

  it('two accounts backing and laying each other pay more commission than their rebates', () => {
    for (const commissionBasisPoints of [100, 200, 500]) {
      const weight = commissionWeightPpm(commissionBasisPoints);
      for (let price = 101; price <= 10_000; price += price < 200 ? 1 : 37) {
        const stake = paisa(100_000);
        const back = exchangePosition(1, 'back', stake, price);
        const lay = exchangePosition(1, 'lay', stake, price);
        const counted =
          weighPaisa(Math.min(back.winPaisa, back.losePaisa), weight) +
          weighPaisa(Math.min(lay.winPaisa, lay.losePaisa), weight);
        // Whichever side wins pays commission on its win; the pair's loss is the smaller one.
        const profit = exchangeProfitPaisa(stake, price);
        const commissionFloor = (Math.min(profit, stake) * commissionBasisPoints) / 10_000;
        expect(rebateAtMost(counted), `price ${price}`).toBeLessThanOrEqual(commissionFloor);
      }
    }
  });

  it('a single back at fair odds is expected to pay more commission than its rebates', () => {
    const commissionBasisPoints = 200;
    const weight = commissionWeightPpm(commissionBasisPoints);
    for (let price = 101; price <= 5_000; price += 7) {
      const stake = paisa(100_000);
      const back = exchangePosition(1, 'back', stake, price);
      const expectedCommission = ((100 / price) * back.winPaisa * commissionBasisPoints) / 10_000;
      const counted = weighPaisa(Math.min(back.winPaisa, back.losePaisa), weight);
      expect(rebateAtMost(counted)).toBeLessThanOrEqual(expectedCommission + 1e-9);
    }
  });

  it('a fair house quote counts nothing; a pair across two accounts pays the quote’s margin', () => {
    expect(quoteOverroundPpm(100, 100)).toBe(0);
    expect(quoteOverroundPpm(100, 90)).toBe(0);
    expect(quoteWeightPpm(90, 100)).toBeGreaterThan(0);
    for (let winRate = 5; winRate <= 300; winRate += 5) {
      for (let loseRate = winRate + 1; loseRate <= winRate + 40; loseRate += 3) {
        // YES (or back) at winRate for one account, NO (or lay) at loseRate for the other, with
        // stakes that leave the pair the same result whichever side wins.
        const noStake = paisa(100_000);
        const yesStake = paisa(Math.round((noStake * (100 + loseRate)) / (100 + winRate)));
        const ifYesWins = rateWinPaisa(yesStake, winRate) - rateLossPaisa(noStake, loseRate);
        const ifNoWins = noStake - yesStake;
        const pairTake = -Math.max(ifYesWins, ifNoWins);
        const weight = quoteWeightPpm(winRate, loseRate);
        const counted =
          weighPaisa(Math.min(yesStake, rateWinPaisa(yesStake, winRate)), weight) +
          weighPaisa(Math.min(noStake, rateLossPaisa(noStake, loseRate)), weight);
        expect(rebateAtMost(counted), `${winRate}/${loseRate}`).toBeLessThanOrEqual(
          Math.max(0, pairTake) + 1,
        );
      }
    }
  });

  it('reads the operator’s rebate rate: the defaults pay 1.2 %, within the 2 % limit', () => {
    const rate = rebateRatePpm({
      vipPointsPer100Taka: 1,
      vipPointValuePaisa: 100,
      referralBasisPoints: 20,
    });
    expect(rate).toBe(12_000);
    expect(rate).toBeLessThanOrEqual(REBATE_RATE_MAX_PPM);
  });
});

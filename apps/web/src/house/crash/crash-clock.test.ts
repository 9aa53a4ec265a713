import { describe, expect, it } from 'vitest';
import {
  bettingLeftMs,
  canCashOutAt,
  cashoutValueTaka,
  clockOffsetMs,
  crashPointBand,
  flightCurvePath,
  formatMultiplier,
  multiplierAt,
  offsetAfterTick,
  phaseAt,
  roundMultiplierAt,
} from './crash-clock';

const started = '2026-11-23T10:00:08.000Z';
const startedMs = Date.parse(started);
const round = { phase: 'betting' as const, betting_ends_at: started, started_at: started };

describe('clockOffsetMs', () => {
  it('takes the server time at the midpoint of the request', () => {
    // Sent at local 1000, answered at 1200: the server read 5100 at local ≈ 1100.
    expect(clockOffsetMs(new Date(5100).toISOString(), 1000, 1200)).toBe(4000);
    expect(clockOffsetMs(new Date(900).toISOString(), 1000, 1000)).toBe(-100);
  });

  it('keeps the phone clock when the server time cannot be read', () => {
    expect(clockOffsetMs('not a time', 1000, 1200)).toBe(0);
  });
});

describe('the growth curve', () => {
  it('is 1.00× until the flight starts and e^(0.00006 t) after, floored to hundredths', () => {
    expect(multiplierAt(-500)).toBe(100);
    expect(multiplierAt(0)).toBe(100);
    expect(multiplierAt(1000)).toBe(106); // e^0.06 = 1.0618
    expect(multiplierAt(11_553)).toBe(200); // ln 2 / 0.00006 = 11,552.5 ms
    expect(multiplierAt(11_552)).toBe(199);
    expect(multiplierAt(38_377)).toBe(1000);
  });

  it('reads a round at a moment of the server clock', () => {
    expect(roundMultiplierAt(round, startedMs + 11_553)).toBe(200);
    expect(roundMultiplierAt(round, startedMs - 3000)).toBe(100);
  });

  it('writes multipliers with two decimals', () => {
    expect(formatMultiplier(235)).toBe('2.35×');
    expect(formatMultiplier(100)).toBe('1.00×');
  });
});

describe('the phase by the server clock', () => {
  it('takes bets until betting ends, then flies until the server says it crashed', () => {
    expect(phaseAt(round, startedMs - 1)).toBe('betting');
    expect(phaseAt(round, startedMs)).toBe('flying');
    expect(phaseAt({ ...round, phase: 'flying' }, startedMs + 60_000)).toBe('flying');
    expect(phaseAt({ ...round, phase: 'crashed' }, startedMs - 1)).toBe('crashed');
  });

  it('counts down the betting time, never below zero', () => {
    expect(bettingLeftMs(round, startedMs - 5200)).toBe(5200);
    expect(bettingLeftMs(round, startedMs + 10)).toBe(0);
  });
});

describe('cash-out value', () => {
  it('is the stake times the multiplier floored to whole paisa', () => {
    expect(cashoutValueTaka(10, 235)).toBe(23.5);
    expect(cashoutValueTaka(3.33, 157)).toBe(5.22); // 522.81 paisa
    expect(cashoutValueTaka(0.07, 101)).toBe(0.07); // 7.07 paisa
    expect(cashoutValueTaka(10_000, 100_000)).toBe(10_000_000);
  });

  it('is allowed from 1.01×', () => {
    expect(canCashOutAt(100)).toBe(false);
    expect(canCashOutAt(101)).toBe(true);
  });
});

describe('offsetAfterTick', () => {
  const flying = { started_at: started };

  it('leaves an estimate inside the tick window alone', () => {
    // 2.00× is shown from 11,553 ms until 2.01× at 11,636 ms: the page thinks 11,600 ms.
    const localNow = startedMs + 11_600;
    expect(offsetAfterTick(0, localNow, flying, 2)).toBe(0);
  });

  it('moves a clock that is behind up to the tick', () => {
    const localNow = startedMs + 10_000; // the page thinks 1.82×
    expect(offsetAfterTick(0, localNow, flying, 2)).toBe(1553);
  });

  it('moves a clock that is too far ahead back, allowing for the way the tick travelled', () => {
    const localNow = startedMs + 15_000; // the page thinks 2.45×
    const corrected = offsetAfterTick(0, localNow, flying, 2, 300);
    expect(localNow + corrected - startedMs).toBe(11_636 + 300);
  });
});

describe('the picture', () => {
  it('colours crash points by size', () => {
    expect(crashPointBand(1)).toBe('low');
    expect(crashPointBand(1.99)).toBe('low');
    expect(crashPointBand(2)).toBe('mid');
    expect(crashPointBand(10)).toBe('high');
  });

  it('draws the curve from the bottom left to a tip inside the box', () => {
    const start = flightCurvePath(0, 320, 150);
    expect(start.tipX).toBe(0);
    expect(start.tipY).toBe(150);
    const later = flightCurvePath(20_000, 320, 150);
    expect(later.path.startsWith('M0.0 150.0')).toBe(true);
    // The axes grow with the flight, so the tip is at the top right corner.
    expect(later.tipX).toBeCloseTo(320);
    expect(later.tipY).toBeCloseTo(0, 0);
  });
});

/**
 * Crash's time and multiplier maths for the page, pure so it can be tested without a browser.
 *
 * The server decides everything by its own clock, so the page draws the flight from the server's
 * time, not the phone's: it learns the gap between the two from each answer's `server_time`
 * (`clockOffsetMs`) and nudges it with each live tick (`offsetAfterTick`). Multipliers are whole
 * hundredths (235 = 2.35×) as in `@khela/house-games`, so a shown value is the server's value.
 */
import { takaToNearestPaisa } from '@khela/contract';
import type { CrashRound } from '@khela/contract';
import {
  CRASH_CASHOUT_MIN_HUNDREDTHS,
  CRASH_GROWTH_RATE_PER_MS,
  CRASH_POINT_MIN_HUNDREDTHS,
  crashElapsedMsFor,
  crashMultiplierAt,
} from '@khela/house-games';

export type FlightPhase = 'betting' | 'flying' | 'crashed';

/**
 * How far the server's clock is ahead of the phone's (ms), from one answer: the server read its
 * clock somewhere between sending and receiving, so the midpoint of the two is the best guess.
 */
export function clockOffsetMs(serverTimeIso: string, sentAtMs: number, receivedAtMs: number) {
  const serverMs = Date.parse(serverTimeIso);
  if (!Number.isFinite(serverMs)) return 0;
  return serverMs - (sentAtMs + receivedAtMs) / 2;
}

/** The multiplier in hundredths `elapsedMs` into a flight (1.00× before it starts). */
export function multiplierAt(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs) || elapsedMs <= 0) return CRASH_POINT_MIN_HUNDREDTHS;
  return crashMultiplierAt(elapsedMs);
}

/** The multiplier of a round at a moment of the server's clock (1.00× until the flight). */
export function roundMultiplierAt(round: Pick<CrashRound, 'started_at'>, serverNowMs: number) {
  return multiplierAt(serverNowMs - Date.parse(round.started_at));
}

/** A multiplier in taka-style hundredths, from the API's number (2.35 → 235). */
export function toHundredths(multiplier: number): number {
  return Math.round(multiplier * 100);
}

/** 235 → "2.35×". */
export function formatMultiplier(hundredths: number): string {
  return `${(hundredths / 100).toFixed(2)}×`;
}

/**
 * What the round is doing now by the server's clock: the server's own `phase` lags its engine's
 * tick by up to 200 ms, but the times are fixed when the round opens, so the clock is exact.
 * A flight only ends when the server says so (the page cannot know the crash point before).
 */
export function phaseAt(
  round: Pick<CrashRound, 'phase' | 'betting_ends_at'>,
  serverNowMs: number,
): FlightPhase {
  if (round.phase === 'crashed') return 'crashed';
  return serverNowMs < Date.parse(round.betting_ends_at) ? 'betting' : 'flying';
}

/** Time left to bet, in ms (never negative). */
export function bettingLeftMs(round: Pick<CrashRound, 'betting_ends_at'>, serverNowMs: number) {
  return Math.max(0, Date.parse(round.betting_ends_at) - serverNowMs);
}

/** ⌊stake × multiplier⌋ in paisa, as taka: what a cash-out at `hundredths` pays. */
export function cashoutValueTaka(stakeTaka: number, hundredths: number): number {
  const stakePaisa = takaToNearestPaisa(stakeTaka);
  return Math.floor((stakePaisa * hundredths) / 100) / 100;
}

/** True while a cash-out would be accepted by the multiplier rule (at least 1.01×). */
export function canCashOutAt(hundredths: number): boolean {
  return hundredths >= CRASH_CASHOUT_MIN_HUNDREDTHS;
}

/**
 * The clock offset after a live tick: when the server sent `multiplier` its flight had run at
 * least crashElapsedMsFor(m) and less than crashElapsedMsFor(m + 0.01). The tick also spent some
 * time on the way, so the page's estimate may be ahead of that window by up to `latencyAllowanceMs`
 * and is left alone there (a correction on every tick would make the digits stutter); outside it,
 * the offset moves just enough to land inside.
 */
export function offsetAfterTick(
  offsetMs: number,
  localNowMs: number,
  round: Pick<CrashRound, 'started_at'>,
  tickMultiplier: number,
  latencyAllowanceMs = 300,
): number {
  const hundredths = toHundredths(tickMultiplier);
  if (hundredths < CRASH_POINT_MIN_HUNDREDTHS) return offsetMs;
  const startedMs = Date.parse(round.started_at);
  if (!Number.isFinite(startedMs)) return offsetMs;
  const earliestMs = hundredths <= CRASH_POINT_MIN_HUNDREDTHS ? 0 : crashElapsedMsFor(hundredths);
  const latestMs = crashElapsedMsFor(hundredths + 1) + latencyAllowanceMs;
  const estimatedElapsedMs = localNowMs + offsetMs - startedMs;
  if (estimatedElapsedMs < earliestMs) return offsetMs + (earliestMs - estimatedElapsedMs);
  if (estimatedElapsedMs > latestMs) return offsetMs - (estimatedElapsedMs - latestMs);
  return offsetMs;
}

/** The crash-point colour band of the history strip. */
export function crashPointBand(multiplier: number): 'low' | 'mid' | 'high' {
  if (multiplier < 2) return 'low';
  if (multiplier < 10) return 'mid';
  return 'high';
}

/**
 * The flight's curve as an SVG path in a `width` × `height` box: time runs left to right, the
 * multiplier bottom to top. The axes grow with the flight (at least 8 s and 2×), so the line
 * always fills the box and bends upwards as the real multiplier does.
 */
export function flightCurvePath(
  elapsedMs: number,
  width: number,
  height: number,
  points = 48,
): { path: string; tipX: number; tipY: number } {
  const spanMs = Math.max(8000, elapsedMs);
  const topMultiplier = Math.max(2, multiplierAt(elapsedMs) / 100);
  const xOf = (ms: number) => (ms / spanMs) * width;
  const yOf = (hundredths: number) =>
    height - ((hundredths / 100 - 1) / (topMultiplier - 1)) * height;
  const commands: string[] = [];
  const end = Math.max(0, elapsedMs);
  for (let index = 0; index <= points; index += 1) {
    const ms = (end * index) / points;
    const exact = 100 * Math.exp(CRASH_GROWTH_RATE_PER_MS * ms);
    commands.push(`${index === 0 ? 'M' : 'L'}${xOf(ms).toFixed(1)} ${yOf(exact).toFixed(1)}`);
  }
  const tipHundredths = 100 * Math.exp(CRASH_GROWTH_RATE_PER_MS * end);
  return { path: commands.join(' '), tipX: xOf(end), tipY: yOf(tipHundredths) };
}

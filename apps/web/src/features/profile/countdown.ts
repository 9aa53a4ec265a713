/** The verification countdown ([contract: States]): 300 s from the send, shown as m:ss. */
import { VERIFICATION_CODE_COUNTDOWN_SECONDS } from '@khela/contract';

export const COUNTDOWN_MS = VERIFICATION_CODE_COUNTDOWN_SECONDS * 1000;

/** Whole seconds left until `expiresAtMs`, rounded up so 4:59.2 still reads 5:00, never below 0. */
export function secondsLeft(expiresAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expiresAtMs - nowMs) / 1000));
}

/** 300 → "5:00", 61 → "1:01", 9 → "0:09". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

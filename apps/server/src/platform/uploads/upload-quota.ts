/**
 * The per-player limits on private uploads (receipts, identity photos): a few a minute, counted in
 * the shared rate limiter, and per rolling 24 hours a number of files and of bytes, counted from
 * the feature's own table. Rules: docs/decisions.md, Connections, uploads and redirect targets.
 */
import type { AppContext } from '../app-context.js';
import { DomainError } from '../errors/domain-error.js';

export const UPLOAD_QUOTA_DAY_MS = 24 * 60 * 60 * 1000;
const RATE_WINDOW_SECONDS = 60;

/** A player's uploads in the last 24 hours: how many, their bytes, the oldest's time. */
export interface UploadUsage {
  count: number;
  bytes: number;
  oldest: string | null;
}

export function uploadTooMany(message: string, retryAfterSeconds: number): DomainError {
  return new DomainError('rate_limited', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
}

/** A 429 when the window's uploads and `bytes` more would pass the daily limits. */
export function assertDailyUploadRoom(
  usage: UploadUsage,
  bytes: number,
  limits: { perDay: number; bytesPerDay: number },
  messages: { count: string; bytes: string },
  nowMs: number = Date.now(),
): void {
  // Room comes back when the oldest upload of the window leaves it.
  const retryAfterSeconds =
    usage.oldest === null ? 1 : (Date.parse(usage.oldest) + UPLOAD_QUOTA_DAY_MS - nowMs) / 1000;
  if (usage.count >= limits.perDay) throw uploadTooMany(messages.count, retryAfterSeconds);
  if (usage.bytes + bytes > limits.bytesPerDay) {
    throw uploadTooMany(messages.bytes, retryAfterSeconds);
  }
}

/**
 * A 429 past `perMinute` uploads under `key` in the last minute. Counted before anything else,
 * so parallel uploads cannot all slip in.
 */
export async function assertUploadRate(
  context: Pick<AppContext, 'rateLimiter'>,
  key: string,
  perMinute: number,
  message: string,
): Promise<void> {
  const rate = await context.rateLimiter.hit(key, RATE_WINDOW_SECONDS);
  if (rate.count > perMinute) throw uploadTooMany(message, rate.retryAfterSeconds);
}

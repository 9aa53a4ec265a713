/**
 * What a player may upload as deposit receipts: a few a minute, and per rolling 24 hours a number
 * of files and of bytes (config `uploads`), never while the disk is nearly full. Checked before
 * the body is read, from its declared size, so a refused upload costs no memory; checked again
 * with the real size before the file is written. Rules: docs/decisions.md, Connections, uploads
 * and redirect targets.
 */
import { receiptMessages } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { assertUploadRoom } from '../../platform/disk/free-space.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { receiptUsageSince } from './queries.js';

export const RECEIPT_QUOTA_DAY_MS = 24 * 60 * 60 * 1000;
const RATE_WINDOW_SECONDS = 60;

function tooMany(message: string, retryAfterSeconds: number): DomainError {
  return new DomainError('rate_limited', message, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
}

/** A 429 when the last 24 hours' receipts and `bytes` more would pass the daily limits. */
export async function assertDailyReceiptRoom(
  context: AppContext,
  userId: number,
  bytes: number,
  nowMs: number = Date.now(),
): Promise<void> {
  const { receiptsPerDay, receiptBytesPerDay } = context.config.uploads;
  const since = new Date(nowMs - RECEIPT_QUOTA_DAY_MS).toISOString();
  const usage = await receiptUsageSince(context.db, userId, since);
  // Room comes back when the oldest receipt of the window leaves it.
  const retryAfterSeconds =
    usage.oldest === null ? 1 : (Date.parse(usage.oldest) + RECEIPT_QUOTA_DAY_MS - nowMs) / 1000;
  if (usage.count >= receiptsPerDay) throw tooMany(receiptMessages.dailyCount, retryAfterSeconds);
  if (usage.bytes + bytes > receiptBytesPerDay) {
    throw tooMany(receiptMessages.dailyBytes, retryAfterSeconds);
  }
}

/** Before the body is read: the disk, the per-minute rate (counted), the daily limits. */
export async function assertReceiptUploadAllowed(
  context: AppContext,
  userId: number,
  declaredBytes: number,
): Promise<void> {
  const { uploads, privateDir } = context.config;
  await assertUploadRoom(context, privateDir);
  // Counted in the shared limiter before anything else, so parallel uploads cannot all slip in.
  const rate = await context.rateLimiter.hit(`receipt-upload:user:${userId}`, RATE_WINDOW_SECONDS);
  if (rate.count > uploads.receiptsPerMinute) {
    throw tooMany(receiptMessages.tooFast, rate.retryAfterSeconds);
  }
  await assertDailyReceiptRoom(context, userId, declaredBytes);
}

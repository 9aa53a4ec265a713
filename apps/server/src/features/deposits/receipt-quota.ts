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
import {
  assertDailyUploadRoom,
  assertUploadRate,
  UPLOAD_QUOTA_DAY_MS,
} from '../../platform/uploads/upload-quota.js';
import { receiptUsageSince } from './queries.js';

export const RECEIPT_QUOTA_DAY_MS = UPLOAD_QUOTA_DAY_MS;

/** A 429 when the last 24 hours' receipts and `bytes` more would pass the daily limits. */
export async function assertDailyReceiptRoom(
  context: AppContext,
  userId: number,
  bytes: number,
  nowMs: number = Date.now(),
): Promise<void> {
  const { receiptsPerDay, receiptBytesPerDay } = context.config.uploads;
  const since = new Date(nowMs - RECEIPT_QUOTA_DAY_MS).toISOString();
  assertDailyUploadRoom(
    await receiptUsageSince(context.db, userId, since),
    bytes,
    { perDay: receiptsPerDay, bytesPerDay: receiptBytesPerDay },
    { count: receiptMessages.dailyCount, bytes: receiptMessages.dailyBytes },
    nowMs,
  );
}

/** Before the body is read: the disk, the per-minute rate (counted), the daily limits. */
export async function assertReceiptUploadAllowed(
  context: AppContext,
  userId: number,
  declaredBytes: number,
): Promise<void> {
  const { uploads, privateDir } = context.config;
  await assertUploadRoom(context, privateDir);
  await assertUploadRate(
    context,
    `receipt-upload:user:${userId}`,
    uploads.receiptsPerMinute,
    receiptMessages.tooFast,
  );
  await assertDailyReceiptRoom(context, userId, declaredBytes);
}

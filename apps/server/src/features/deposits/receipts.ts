/**
 * Deposit receipts (a screenshot of the wallet's confirmation). The type is decided from the
 * file's first bytes, never from the Content-Type the client claims, and files live under the
 * private directory, outside the web root: only operators read them, through /admin-api. A
 * receipt no deposit names is deleted a day after its upload (`sweepUnattachedReceipts`).
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  RECEIPT_SIZE_BYTES_MAX,
  receiptMessages,
  type DepositReceiptResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { assertUploadRoom } from '../../platform/disk/free-space.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { repeatWhileUp, type AppLifecycleHooks } from '../../platform/schedule/repeat-while-up.js';
import {
  deleteUnattachedReceipt,
  findReceiptById,
  findReceiptOfUser,
  insertReceipt,
  listUnattachedReceipts,
} from './queries.js';
import { assertDailyReceiptRoom } from './receipt-quota.js';

/** A receipt no deposit names is deleted once it is this old. */
export const UNATTACHED_RECEIPT_KEEP_MS = 24 * 60 * 60 * 1000;
/**
 * A deposit may name a receipt up to this age: an hour short of the deletion, so a sweep never
 * removes a receipt while a deposit that names it is being written.
 */
const RECEIPT_ATTACHABLE_MS = UNATTACHED_RECEIPT_KEEP_MS - 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 500;

interface SniffedType {
  contentType: string;
  extension: string;
}

function startsWith(bytes: Buffer, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** The receipt's real type from its magic number, or undefined for anything else. */
export function sniffReceiptType(bytes: Buffer): SniffedType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  if (startsWith(bytes, ascii('%PDF-')))
    return { contentType: 'application/pdf', extension: 'pdf' };
  return undefined;
}

function receiptsDir(context: AppContext): string {
  return path.join(context.config.privateDir, 'receipts');
}

export async function storeReceipt(
  context: AppContext,
  userId: number,
  bytes: Buffer,
): Promise<DepositReceiptResponse> {
  if (bytes.length === 0) throw new DomainError('validation_failed', receiptMessages.wrongType);
  if (bytes.length > RECEIPT_SIZE_BYTES_MAX) {
    throw new DomainError('validation_failed', receiptMessages.tooLarge);
  }
  const type = sniffReceiptType(bytes);
  if (!type) throw new DomainError('validation_failed', receiptMessages.wrongType);
  // Checked again now that the real size is known (the declared one may have been missing).
  await assertUploadRoom(context, context.config.privateDir);
  await assertDailyReceiptRoom(context, userId, bytes.length);

  const publicId = randomBytes(16).toString('hex');
  const storedName = `${publicId}.${type.extension}`;
  const directory = receiptsDir(context);
  await fs.mkdir(directory, { recursive: true });
  // Written under a temporary name and renamed, so a half-written file is never picked up.
  const temporary = path.join(directory, `.${storedName}.part`);
  await fs.writeFile(temporary, bytes, { mode: 0o600 });
  await fs.rename(temporary, path.join(directory, storedName));
  await insertReceipt(context.db, {
    public_id: publicId,
    user_id: userId,
    content_type: type.contentType,
    size_bytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    stored_name: storedName,
    created_at: isoNow(),
  });
  return { success: true, receipt_id: publicId };
}

/** The caller's own receipt id → its row id, or a 422 on `receipt_id`. */
export async function ownReceiptId(
  context: AppContext,
  userId: number,
  publicId: string | undefined,
): Promise<number | null> {
  if (publicId === undefined) return null;
  const receipt = await findReceiptOfUser(context.db, publicId, userId);
  const attachableSince = new Date(Date.now() - RECEIPT_ATTACHABLE_MS).toISOString();
  if (!receipt || receipt.created_at < attachableSince) {
    throw new DomainError('validation_failed', receiptMessages.missing, {
      errors: { receipt_id: [receiptMessages.missing] },
    });
  }
  return receipt.id;
}

/** For the operator: the file and its type. */
export async function readReceipt(
  context: AppContext,
  receiptId: number,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const receipt = await findReceiptById(context.db, receiptId);
  if (!receipt) return undefined;
  const bytes = await fs.readFile(path.join(receiptsDir(context), receipt.stored_name));
  return { contentType: receipt.content_type, bytes };
}

/** Deletes the receipts no deposit names that are older than a day: rows, then files. */
export async function sweepUnattachedReceipts(
  context: AppContext,
  nowMs: number = Date.now(),
): Promise<number> {
  const before = new Date(nowMs - UNATTACHED_RECEIPT_KEEP_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const batch = await listUnattachedReceipts(context.db, before, SWEEP_BATCH);
    for (const receipt of batch) {
      if (!(await deleteUnattachedReceipt(context.db, receipt.id))) continue;
      // The row goes first: a file without a row is unreachable, a row without its file is a 500.
      await fs.rm(path.join(receiptsDir(context), receipt.stored_name), { force: true });
      deleted += 1;
    }
    if (batch.length < SWEEP_BATCH) return deleted;
  }
}

/** Sweeps every hour while the app is up (each instance; a receipt is deleted once). */
export function scheduleReceiptSweep(
  hooks: AppLifecycleHooks,
  context: AppContext,
  log: (error: unknown) => void,
): void {
  repeatWhileUp(hooks, SWEEP_EVERY_MS, () => sweepUnattachedReceipts(context), log);
}

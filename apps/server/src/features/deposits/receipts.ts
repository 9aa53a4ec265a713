/**
 * Deposit receipts (a screenshot of the wallet's confirmation). The type is decided from the
 * file's first bytes, never from the Content-Type the client claims, and files live under the
 * private directory, outside the web root: only operators read them, through /admin-api. A
 * receipt no deposit names is deleted a day after its upload (`sweepUnattachedReceipts`,
 * platform/uploads/unattached-files.ts).
 */
import {
  RECEIPT_SIZE_BYTES_MAX,
  receiptMessages,
  type DepositReceiptResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { assertUploadRoom } from '../../platform/disk/free-space.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import type { AppLifecycleHooks } from '../../platform/schedule/repeat-while-up.js';
import { sniffUploadType } from '../../platform/uploads/file-type.js';
import { privateFileRow } from '../../platform/uploads/private-file-columns.js';
import { writePrivateFile } from '../../platform/uploads/private-files.js';
import {
  readUploadedFile,
  scheduleUnattachedFileSweep,
  sweepUnattachedFiles,
  UNATTACHED_FILE_ATTACHABLE_MS,
  type PrivateFileKind,
} from '../../platform/uploads/unattached-files.js';
import {
  deleteUnattachedReceipt,
  findReceiptById,
  findReceiptOfUser,
  insertReceipt,
  listUnattachedReceipts,
} from './queries.js';
import { assertDailyReceiptRoom } from './receipt-quota.js';

/** The receipts' folder under the private directory. */
const RECEIPTS_FOLDER = 'receipts';

const receiptFiles: PrivateFileKind = {
  folder: RECEIPTS_FOLDER,
  findFile: findReceiptById,
  listUnattached: listUnattachedReceipts,
  deleteUnattached: deleteUnattachedReceipt,
};

export async function storeReceipt(
  context: AppContext,
  userId: number,
  bytes: Buffer,
): Promise<DepositReceiptResponse> {
  if (bytes.length === 0) throw new DomainError('validation_failed', receiptMessages.wrongType);
  if (bytes.length > RECEIPT_SIZE_BYTES_MAX) {
    throw new DomainError('validation_failed', receiptMessages.tooLarge);
  }
  const type = sniffUploadType(bytes);
  if (!type) throw new DomainError('validation_failed', receiptMessages.wrongType);
  // Checked again now that the real size is known (the declared one may have been missing).
  await assertUploadRoom(context, context.config.privateDir);
  await assertDailyReceiptRoom(context, userId, bytes.length);

  const stored = await writePrivateFile(context, RECEIPTS_FOLDER, bytes, type.extension);
  await insertReceipt(context.db, privateFileRow(userId, type.contentType, bytes, stored));
  return { success: true, receipt_id: stored.publicId };
}

/** The caller's own receipt id → its row id, or a 422 on `receipt_id`. */
export async function ownReceiptId(
  context: AppContext,
  userId: number,
  publicId: string | undefined,
): Promise<number | null> {
  if (publicId === undefined) return null;
  const receipt = await findReceiptOfUser(context.db, publicId, userId);
  const attachableSince = new Date(Date.now() - UNATTACHED_FILE_ATTACHABLE_MS).toISOString();
  if (!receipt || receipt.created_at < attachableSince) {
    throw new DomainError('validation_failed', receiptMessages.missing, {
      errors: { receipt_id: [receiptMessages.missing] },
    });
  }
  return receipt.id;
}

/** For the operator: the file and its type. */
export function readReceipt(context: AppContext, receiptId: number) {
  return readUploadedFile(context, receiptFiles, receiptId);
}

/** Deletes the receipts no deposit names that are older than a day: rows, then files. */
export function sweepUnattachedReceipts(context: AppContext, nowMs?: number): Promise<number> {
  return sweepUnattachedFiles(context, receiptFiles, nowMs);
}

/** Sweeps every hour while the app is up (each instance; a receipt is deleted once). */
export function scheduleReceiptSweep(
  hooks: AppLifecycleHooks,
  context: AppContext,
  log: (error: unknown) => void,
): void {
  scheduleUnattachedFileSweep(hooks, context, receiptFiles, log);
}

/**
 * Deposit receipts (a screenshot of the wallet's confirmation). The type is decided from the
 * file's first bytes, never from the Content-Type the client claims, and files live under the
 * private directory, outside the web root: only operators read them, through /admin-api. A
 * receipt no deposit names is deleted a day after its upload (`sweepUnattachedReceipts`).
 */
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
import { sniffUploadType } from '../../platform/uploads/file-type.js';
import {
  readPrivateFile,
  removePrivateFile,
  writePrivateFile,
} from '../../platform/uploads/private-files.js';
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

/** The receipts' folder under the private directory. */
const RECEIPTS_FOLDER = 'receipts';

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
  await insertReceipt(context.db, {
    public_id: stored.publicId,
    user_id: userId,
    content_type: type.contentType,
    size_bytes: bytes.length,
    sha256: stored.sha256,
    stored_name: stored.storedName,
    created_at: isoNow(),
  });
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
  const bytes = await readPrivateFile(context, RECEIPTS_FOLDER, receipt.stored_name);
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
      await removePrivateFile(context, RECEIPTS_FOLDER, receipt.stored_name);
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

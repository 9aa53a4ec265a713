/**
 * The photos of an identity check, kept like deposit receipts (platform/uploads): the type from
 * the first bytes, photos only, under the private directory's `identity` folder, a per-player
 * quota (config `uploads`: IDENTITY_UPLOADS_PER_MINUTE, _PER_DAY, IDENTITY_UPLOAD_MB_PER_DAY), and
 * read only by operators through /admin-api. A photo no submission names is deleted a day after
 * its upload (`sweepUnattachedIdentityFiles`).
 */
import {
  IDENTITY_FILE_SIZE_BYTES_MAX,
  identityFileContentTypes,
  identityMessages,
  type IdentityFileResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { assertUploadRoom } from '../../platform/disk/free-space.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { sniffUploadType } from '../../platform/uploads/file-type.js';
import {
  readPrivateFile,
  removePrivateFile,
  writePrivateFile,
} from '../../platform/uploads/private-files.js';
import { repeatWhileUp, type AppLifecycleHooks } from '../../platform/schedule/repeat-while-up.js';
import {
  assertDailyUploadRoom,
  assertUploadRate,
  UPLOAD_QUOTA_DAY_MS,
} from '../../platform/uploads/upload-quota.js';
import {
  deleteUnattachedIdentityFile,
  findIdentityFile,
  identityFileUsageSince,
  insertIdentityFile,
  listUnattachedIdentityFiles,
} from './queries.js';

const IDENTITY_FOLDER = 'identity';

/** A photo no submission names is deleted once it is this old. */
export const UNATTACHED_IDENTITY_FILE_KEEP_MS = 24 * 60 * 60 * 1000;
/**
 * A submission may name a photo up to this age: an hour short of the deletion, so a sweep never
 * removes a photo while a submission that names it is being written.
 */
export const IDENTITY_FILE_ATTACHABLE_MS = UNATTACHED_IDENTITY_FILE_KEEP_MS - 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 500;

async function assertDailyIdentityRoom(
  context: AppContext,
  userId: number,
  bytes: number,
): Promise<void> {
  const since = new Date(Date.now() - UPLOAD_QUOTA_DAY_MS).toISOString();
  assertDailyUploadRoom(
    await identityFileUsageSince(context.db, userId, since),
    bytes,
    {
      perDay: context.config.uploads.identityPerDay,
      bytesPerDay: context.config.uploads.identityBytesPerDay,
    },
    { count: identityMessages.filesDailyCount, bytes: identityMessages.filesDailyBytes },
  );
}

/** Before the body is read: the disk, the per-minute rate (counted), the daily limits. */
export async function assertIdentityUploadAllowed(
  context: AppContext,
  userId: number,
  declaredBytes: number,
): Promise<void> {
  await assertUploadRoom(context, context.config.privateDir);
  await assertUploadRate(
    context,
    `identity-upload:user:${userId}`,
    context.config.uploads.identityPerMinute,
    identityMessages.filesTooFast,
  );
  await assertDailyIdentityRoom(context, userId, declaredBytes);
}

export async function storeIdentityFile(
  context: AppContext,
  userId: number,
  bytes: Buffer,
): Promise<IdentityFileResponse> {
  if (bytes.length === 0)
    throw new DomainError('validation_failed', identityMessages.fileWrongType);
  if (bytes.length > IDENTITY_FILE_SIZE_BYTES_MAX) {
    throw new DomainError('validation_failed', identityMessages.fileTooLarge);
  }
  const type = sniffUploadType(bytes);
  if (!type || !(identityFileContentTypes as readonly string[]).includes(type.contentType)) {
    throw new DomainError('validation_failed', identityMessages.fileWrongType);
  }
  // Checked again now that the real size is known (the declared one may have been missing).
  await assertUploadRoom(context, context.config.privateDir);
  await assertDailyIdentityRoom(context, userId, bytes.length);

  const stored = await writePrivateFile(context, IDENTITY_FOLDER, bytes, type.extension);
  await insertIdentityFile(context.db, {
    public_id: stored.publicId,
    user_id: userId,
    content_type: type.contentType,
    size_bytes: bytes.length,
    sha256: stored.sha256,
    stored_name: stored.storedName,
    created_at: isoNow(),
  });
  return { success: true, file_id: stored.publicId };
}

/** For the operator: the photo and its type. */
export async function readIdentityFile(
  context: AppContext,
  fileId: number,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const file = await findIdentityFile(context.db, fileId);
  if (!file) return undefined;
  const bytes = await readPrivateFile(context, IDENTITY_FOLDER, file.stored_name);
  return { contentType: file.content_type, bytes };
}

/** Deletes the photos no submission names that are older than a day: rows, then files. */
export async function sweepUnattachedIdentityFiles(
  context: AppContext,
  nowMs: number = Date.now(),
): Promise<number> {
  const before = new Date(nowMs - UNATTACHED_IDENTITY_FILE_KEEP_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const batch = await listUnattachedIdentityFiles(context.db, before, SWEEP_BATCH);
    for (const file of batch) {
      if (!(await deleteUnattachedIdentityFile(context.db, file.id))) continue;
      // The row goes first: a file without a row is unreachable, a row without its file is a 500.
      await removePrivateFile(context, IDENTITY_FOLDER, file.stored_name);
      deleted += 1;
    }
    if (batch.length < SWEEP_BATCH) return deleted;
  }
}

/** Sweeps every hour while the app is up (each instance; a photo is deleted once). */
export function scheduleIdentityFileSweep(
  hooks: AppLifecycleHooks,
  context: AppContext,
  log: (error: unknown) => void,
): void {
  repeatWhileUp(hooks, SWEEP_EVERY_MS, () => sweepUnattachedIdentityFiles(context), log);
}

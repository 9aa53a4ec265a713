/**
 * The photos of an identity check, kept like deposit receipts (platform/uploads): the type from
 * the first bytes, photos only, under the private directory's `identity` folder, a per-player
 * quota (config `uploads`: IDENTITY_UPLOADS_PER_MINUTE, _PER_DAY, IDENTITY_UPLOAD_MB_PER_DAY), and
 * read only by operators through /admin-api. A photo no submission names is deleted a day after
 * its upload (`sweepUnattachedIdentityFiles`, platform/uploads/unattached-files.ts).
 */
import {
  IDENTITY_FILE_SIZE_BYTES_MAX,
  identityFileContentTypes,
  identityMessages,
  type IdentityFileResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { assertUploadRoom } from '../../platform/disk/free-space.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { sniffUploadType } from '../../platform/uploads/file-type.js';
import type { AppLifecycleHooks } from '../../platform/schedule/repeat-while-up.js';
import { privateFileRow } from '../../platform/uploads/private-file-columns.js';
import { writePrivateFile } from '../../platform/uploads/private-files.js';
import {
  readUploadedFile,
  scheduleUnattachedFileSweep,
  sweepUnattachedFiles,
  type PrivateFileKind,
} from '../../platform/uploads/unattached-files.js';
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
  await insertIdentityFile(context.db, privateFileRow(userId, type.contentType, bytes, stored));
  return { success: true, file_id: stored.publicId };
}

const identityFiles: PrivateFileKind = {
  folder: IDENTITY_FOLDER,
  findFile: findIdentityFile,
  listUnattached: listUnattachedIdentityFiles,
  deleteUnattached: deleteUnattachedIdentityFile,
};

/** For the operator: the photo and its type. */
export function readIdentityFile(context: AppContext, fileId: number) {
  return readUploadedFile(context, identityFiles, fileId);
}

/** Deletes the photos no submission names that are older than a day: rows, then files. */
export function sweepUnattachedIdentityFiles(context: AppContext, nowMs?: number): Promise<number> {
  return sweepUnattachedFiles(context, identityFiles, nowMs);
}

/** Sweeps every hour while the app is up (each instance; a photo is deleted once). */
export function scheduleIdentityFileSweep(
  hooks: AppLifecycleHooks,
  context: AppContext,
  log: (error: unknown) => void,
): void {
  scheduleUnattachedFileSweep(hooks, context, identityFiles, log);
}

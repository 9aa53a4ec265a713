/**
 * A game's uploaded thumbnail. Like a deposit receipt the body is the file itself and its type is
 * decided from its first bytes; unlike a receipt it is public, so it lands in the storage folder
 * under a fresh name (a new upload never hides behind a cached old picture).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { catalogueMessages, THUMBNAIL_SIZE_BYTES_MAX } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { assertUploadRoom } from '../../platform/disk/free-space.js';
import { DomainError } from '../../platform/errors/domain-error.js';
import { sniffUploadType } from '../../platform/uploads/file-type.js';

const pictureTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/** Writes the picture and answers its public path; the caller records it on the game. */
export async function storeThumbnail(context: AppContext, bytes: Buffer): Promise<string> {
  if (bytes.length > THUMBNAIL_SIZE_BYTES_MAX) {
    throw new DomainError('validation_failed', catalogueMessages.thumbnailTooLarge);
  }
  const type = bytes.length === 0 ? undefined : sniffUploadType(bytes);
  if (!type || !pictureTypes.has(type.contentType)) {
    throw new DomainError('validation_failed', catalogueMessages.thumbnailWrongType);
  }
  await assertUploadRoom(context, context.config.storageDir);
  const name = `${randomBytes(12).toString('hex')}.${type.extension}`;
  const directory = path.join(context.config.storageDir, 'catalog', 'uploads');
  await fs.mkdir(directory, { recursive: true });
  const temporary = path.join(directory, `.${name}.part`);
  await fs.writeFile(temporary, bytes, { mode: 0o644 });
  await fs.rename(temporary, path.join(directory, name));
  return `/storage/catalog/uploads/${name}`;
}

/**
 * Images an operator uploads for banners and logos. They are public (players load them from
 * /storage/), so they live in the storage folder; the type is decided from the file's first bytes,
 * as for deposit receipts, and SVG is refused because a script inside one would run on our origin.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  SITE_IMAGE_SIZE_BYTES_MAX,
  siteAdminMessages,
  siteImageContentTypes,
  type SiteImageResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { assertUploadRoom } from '../../platform/disk/free-space.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { sniffUploadType } from '../../platform/uploads/file-type.js';

export const SITE_UPLOADS_FOLDER = 'uploads';

function refuse(message: string): never {
  throw validationError({ image: [message] });
}

export async function storeSiteImage(
  context: AppContext,
  bytes: Buffer,
): Promise<SiteImageResponse> {
  if (bytes.length === 0) refuse(siteAdminMessages.imageWrongType);
  if (bytes.length > SITE_IMAGE_SIZE_BYTES_MAX) refuse(siteAdminMessages.imageTooLarge);
  const type = sniffUploadType(bytes);
  if (!type || !(siteImageContentTypes as readonly string[]).includes(type.contentType)) {
    refuse(siteAdminMessages.imageWrongType);
  }
  await assertUploadRoom(context, context.config.storageDir);
  const name = `${randomBytes(12).toString('hex')}.${type.extension}`;
  const directory = path.join(context.config.storageDir, SITE_UPLOADS_FOLDER);
  await fs.mkdir(directory, { recursive: true });
  // Written under a temporary name and renamed, so a half-written file is never served.
  const temporary = path.join(directory, `.${name}.part`);
  await fs.writeFile(temporary, bytes, { mode: 0o644 });
  await fs.rename(temporary, path.join(directory, name));
  return { url: `/storage/${SITE_UPLOADS_FOLDER}/${name}` };
}

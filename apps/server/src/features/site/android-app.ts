/**
 * The operator's Android app: uploaded in the console, offered to players by the App button and
 * "Get the app" under the site's own name (`androidApp` in service.ts). The file lives in the
 * storage folder's `app/` directory under a random name; the `android_apk` setting points at it,
 * and it changes with its audit entry in one transaction. The previous build is deleted only
 * after the new one is committed, so a download in progress never meets a missing file mid-swap.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  ANDROID_APP_SIZE_BYTES_MAX,
  siteAdminMessages,
  type AndroidAppResponse,
  type SiteMessageResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { assertUploadRoom } from '../../platform/disk/free-space.js';
import { DomainError, validationError } from '../../platform/errors/domain-error.js';
import { recordChange, type AuditMeta } from '../operators/service.js';
import { upsertSetting } from './queries.js';
import { androidApp, readSiteSettings } from './service.js';

const APP_FOLDER = 'app';
const LOCAL_FILE_SIGNATURE = 0x04034b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const END_OF_DIRECTORY_SIGNATURE = 0x06054b50;
const END_OF_DIRECTORY_SIZE = 22;
const CENTRAL_ENTRY_SIZE = 46;

/**
 * Whether the bytes are a ZIP archive whose central directory lists `AndroidManifest.xml`, as
 * every APK's does. A renamed picture or document fails here instead of reaching players' phones.
 */
export function isAndroidPackage(bytes: Buffer): boolean {
  if (bytes.length < END_OF_DIRECTORY_SIZE || bytes.readUInt32LE(0) !== LOCAL_FILE_SIGNATURE) {
    return false;
  }
  // The end-of-directory record closes the file, followed only by a comment of at most 64 KiB.
  const earliest = Math.max(0, bytes.length - END_OF_DIRECTORY_SIZE - 0xffff);
  for (let at = bytes.length - END_OF_DIRECTORY_SIZE; at >= earliest; at -= 1) {
    if (bytes.readUInt32LE(at) !== END_OF_DIRECTORY_SIGNATURE) continue;
    const entries = bytes.readUInt16LE(at + 10);
    let entry = bytes.readUInt32LE(at + 16);
    for (let index = 0; index < entries; index += 1) {
      if (
        entry + CENTRAL_ENTRY_SIZE > at ||
        bytes.readUInt32LE(entry) !== CENTRAL_ENTRY_SIGNATURE
      ) {
        return false;
      }
      const nameLength = bytes.readUInt16LE(entry + 28);
      const extraLength = bytes.readUInt16LE(entry + 30);
      const commentLength = bytes.readUInt16LE(entry + 32);
      const nameStart = entry + CENTRAL_ENTRY_SIZE;
      if (bytes.toString('latin1', nameStart, nameStart + nameLength) === 'AndroidManifest.xml') {
        return true;
      }
      entry = nameStart + nameLength + extraLength + commentLength;
    }
    return false;
  }
  return false;
}

export async function androidAppForOperator(context: AppContext): Promise<AndroidAppResponse> {
  const app = androidApp(context, await readSiteSettings(context.db));
  if (!app) return { app: null };
  const stats = await fs.stat(app.filePath);
  return {
    app: {
      file_name: app.fileName,
      download_url: app.url,
      size_bytes: stats.size,
      uploaded_at: stats.mtime.toISOString(),
    },
  };
}

/** Deletes a build the setting no longer names; one outside the app folder is never touched. */
async function deleteStoredApp(context: AppContext, stored: string | null): Promise<void> {
  if (stored === null) return;
  const folder = path.resolve(context.config.storageDir, APP_FOLDER);
  const file = path.resolve(context.config.storageDir, stored);
  if (!file.startsWith(folder + path.sep)) return;
  await fs.rm(file, { force: true });
}

/** Swaps the setting to `next` with its audit entry; answers the build it replaced. */
async function switchStoredApp(
  context: AppContext,
  next: string | null,
  meta: AuditMeta,
): Promise<string | null> {
  return context.db.transaction().execute(async (trx) => {
    const before = (await readSiteSettings(trx)).android_apk;
    if (before === null && next === null) {
      throw new DomainError('not_found', siteAdminMessages.androidAppNone);
    }
    await upsertSetting(trx, 'android_apk', next, isoNow());
    await recordChange(trx, meta, {
      action: next === null ? 'site.android_app_remove' : 'site.android_app_upload',
      targetType: 'site',
      targetId: 'android_app',
      before: { android_apk: before },
      after: { android_apk: next },
    });
    return before;
  });
}

export async function publishAndroidApp(
  context: AppContext,
  bytes: Buffer,
  meta: AuditMeta,
): Promise<AndroidAppResponse> {
  if (bytes.length > ANDROID_APP_SIZE_BYTES_MAX) {
    throw validationError({ app: [siteAdminMessages.androidAppTooLarge] });
  }
  if (!isAndroidPackage(bytes))
    throw validationError({ app: [siteAdminMessages.androidAppWrongType] });
  const folder = path.join(context.config.storageDir, APP_FOLDER);
  await assertUploadRoom(context, folder);
  await fs.mkdir(folder, { recursive: true });
  const name = `${randomBytes(12).toString('hex')}.apk`;
  // Written under a temporary name and renamed, so a half-written build is never offered.
  const temporary = path.join(folder, `.${name}.part`);
  await fs.writeFile(temporary, bytes, { mode: 0o644 });
  await fs.rename(temporary, path.join(folder, name));
  let replaced: string | null;
  try {
    replaced = await switchStoredApp(context, `${APP_FOLDER}/${name}`, meta);
  } catch (error) {
    await fs.rm(path.join(folder, name), { force: true });
    throw error;
  }
  await deleteStoredApp(context, replaced);
  return androidAppForOperator(context);
}

export async function removeAndroidApp(
  context: AppContext,
  meta: AuditMeta,
): Promise<SiteMessageResponse> {
  await deleteStoredApp(context, await switchStoredApp(context, null, meta));
  return { message: siteAdminMessages.androidAppRemoved };
}

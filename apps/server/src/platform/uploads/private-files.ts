/**
 * Files players upload that only operators may read (deposit receipts, identity photos): kept
 * under the private directory, outside the web root, each folder its own, written with owner-only
 * permissions under a random name, and read back only through an operator's call.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';

type PrivateDirConfig = { config: Pick<Config, 'privateDir'> };

export interface StoredPrivateFile {
  /** The id the player's later call names the file by (random, so never guessed). */
  publicId: string;
  storedName: string;
  sha256: string;
}

function folderPath(context: PrivateDirConfig, folder: string): string {
  return path.join(context.config.privateDir, folder);
}

/** Writes `bytes` under `folder` and answers its names; the caller records them in its table. */
export async function writePrivateFile(
  context: PrivateDirConfig,
  folder: string,
  bytes: Buffer,
  extension: string,
): Promise<StoredPrivateFile> {
  const publicId = randomBytes(16).toString('hex');
  const storedName = `${publicId}.${extension}`;
  const directory = folderPath(context, folder);
  await fs.mkdir(directory, { recursive: true });
  // Written under a temporary name and renamed, so a half-written file is never picked up.
  const temporary = path.join(directory, `.${storedName}.part`);
  await fs.writeFile(temporary, bytes, { mode: 0o600 });
  await fs.rename(temporary, path.join(directory, storedName));
  return { publicId, storedName, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export function readPrivateFile(
  context: PrivateDirConfig,
  folder: string,
  storedName: string,
): Promise<Buffer> {
  return fs.readFile(path.join(folderPath(context, folder), storedName));
}

export async function removePrivateFile(
  context: PrivateDirConfig,
  folder: string,
  storedName: string,
): Promise<void> {
  await fs.rm(path.join(folderPath(context, folder), storedName), { force: true });
}

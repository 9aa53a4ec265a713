/**
 * Free disk space under a directory, and the floor below which uploads are refused: a full disk
 * would stop the database's writes (and with them every bet and deposit) long before anyone
 * noticed the uploads that filled it. Rules: docs/decisions.md, Connections, uploads and redirect
 * targets.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { uploadMessages } from '@khela/contract';
import type { Config } from '../../config.js';
import { DomainError } from '../errors/domain-error.js';

/** Bytes an unprivileged process may still write on the file system holding `directory`. */
export type FreeDiskBytesReader = (directory: string) => Promise<number>;

export const readFreeDiskBytes: FreeDiskBytesReader = async (directory) => {
  // A directory made at the first upload may not exist yet; its parent is on the same disk.
  for (let current = path.resolve(directory); ; current = path.dirname(current)) {
    try {
      const stats = await fs.statfs(current);
      return stats.bavail * stats.bsize;
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      if (!missing || path.dirname(current) === current) throw error;
    }
  }
};

const RETRY_AFTER_SECONDS = 600;

/** A 503 while the disk holding `directory` has less than `floorBytes` free. */
export async function assertDiskRoom(
  readFree: FreeDiskBytesReader,
  directory: string,
  floorBytes: number,
): Promise<void> {
  if ((await readFree(directory)) >= floorBytes) return;
  throw new DomainError('service_unavailable', uploadMessages.paused, {
    headers: { 'retry-after': String(RETRY_AFTER_SECONDS) },
  });
}

/** Every upload's check before it writes a file under `directory`, with the configured floor. */
export function assertUploadRoom(
  context: { config: Pick<Config, 'uploads'>; freeDiskBytes: FreeDiskBytesReader },
  directory: string,
): Promise<void> {
  return assertDiskRoom(context.freeDiskBytes, directory, context.config.uploads.minFreeDiskBytes);
}

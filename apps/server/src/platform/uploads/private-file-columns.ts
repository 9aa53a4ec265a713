/**
 * The columns every table of private files has (deposit receipts, identity photos): one row per
 * file, the file itself under the private directory (private-files.ts). Each feature keeps its own
 * table with these columns, so what names a file (a deposit, a submission) stays its own.
 */
import type { Generated, Insertable } from 'kysely';
import { isoNow } from '../db/time.js';
import type { StoredPrivateFile } from './private-files.js';

export interface PrivateFileColumns {
  id: Generated<number>;
  /** The random id the player's later call names the file by. */
  public_id: string;
  user_id: number;
  /** Decided from the file's first bytes, never from what the client claimed. */
  content_type: string;
  size_bytes: number;
  sha256: string;
  /** File name inside the feature's folder of the private directory (outside the web root). */
  stored_name: string;
  created_at: string;
}

/** The row of a file just written (`writePrivateFile`), for the feature's own insert. */
export function privateFileRow(
  userId: number,
  contentType: string,
  bytes: Buffer,
  stored: StoredPrivateFile,
): Insertable<PrivateFileColumns> {
  return {
    public_id: stored.publicId,
    user_id: userId,
    content_type: contentType,
    size_bytes: bytes.length,
    sha256: stored.sha256,
    stored_name: stored.storedName,
    created_at: isoNow(),
  };
}

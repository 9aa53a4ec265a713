/**
 * A private file's life after its upload, the same for every kind (deposit receipts, identity
 * photos): an operator reads it back by its row id, and a file that nothing names a day after its
 * upload is deleted. A kind names its folder under the private directory and the row functions of
 * its own table; what "names" a file (a deposit, a submission) is the kind's own query.
 */
import type { AppContext } from '../app-context.js';
import type { Executor } from '../ledger/ledger.js';
import { repeatWhileUp, type AppLifecycleHooks } from '../schedule/repeat-while-up.js';
import { readPrivateFile, removePrivateFile } from './private-files.js';

/** A file nothing names is deleted once it is this old. */
export const UNATTACHED_FILE_KEEP_MS = 24 * 60 * 60 * 1000;
/**
 * A later call may name a file up to this age: an hour short of the deletion, so a sweep never
 * removes a file while a row that names it is being written.
 */
export const UNATTACHED_FILE_ATTACHABLE_MS = UNATTACHED_FILE_KEEP_MS - 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 500;

export interface PrivateFileKind {
  /** The folder under the private directory. */
  folder: string;
  findFile(
    db: Executor,
    id: number,
  ): Promise<{ content_type: string; stored_name: string } | undefined>;
  /** Files nothing names, uploaded before `before`, read in one statement with that check. */
  listUnattached(
    db: Executor,
    before: string,
    limit: number,
  ): Promise<{ id: number; stored_name: string }[]>;
  /** Removes a file's row unless something names it by now; whether it was removed. */
  deleteUnattached(db: Executor, id: number): Promise<boolean>;
}

/** For the operator: the file and its type. */
export async function readUploadedFile(
  context: AppContext,
  kind: PrivateFileKind,
  fileId: number,
): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  const file = await kind.findFile(context.db, fileId);
  if (!file) return undefined;
  const bytes = await readPrivateFile(context, kind.folder, file.stored_name);
  return { contentType: file.content_type, bytes };
}

/** Deletes the files nothing names that are older than a day: rows, then files. */
export async function sweepUnattachedFiles(
  context: AppContext,
  kind: PrivateFileKind,
  nowMs: number = Date.now(),
): Promise<number> {
  const before = new Date(nowMs - UNATTACHED_FILE_KEEP_MS).toISOString();
  let deleted = 0;
  for (;;) {
    const batch = await kind.listUnattached(context.db, before, SWEEP_BATCH);
    for (const file of batch) {
      if (!(await kind.deleteUnattached(context.db, file.id))) continue;
      // The row goes first: a file without a row is unreachable, a row without its file is a 500.
      await removePrivateFile(context, kind.folder, file.stored_name);
      deleted += 1;
    }
    if (batch.length < SWEEP_BATCH) return deleted;
  }
}

/** Sweeps every hour while the app is up (each instance; a file is deleted once). */
export function scheduleUnattachedFileSweep(
  hooks: AppLifecycleHooks,
  context: AppContext,
  kind: PrivateFileKind,
  log: (error: unknown) => void,
): void {
  repeatWhileUp(hooks, SWEEP_EVERY_MS, () => sweepUnattachedFiles(context, kind), log);
}

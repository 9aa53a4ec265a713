/**
 * A real server for the tests that need one listening (a shutdown with requests or streams in
 * flight): silent, on a free local port, on a SQLite file in a new temporary folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { startServer } from '../server.js';

/** `settings` adds to the common ones, from the folder the server keeps its files in. */
export async function startTemporaryServer(
  name: string,
  settings: (storageDir: string) => Record<string, string>,
): Promise<{ server: Awaited<ReturnType<typeof startServer>>; storageDir: string }> {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), `khela-${name}-`));
  const server = await startServer(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: `file:${path.join(storageDir, `${name}.db`)}`,
      STORAGE_DIR: storageDir,
      WEB_DIST_DIR: path.join(storageDir, 'none'),
      ...settings(storageDir),
    }),
  );
  return { server, storageDir };
}

/**
 * Two server instances in one test process, as behind a load balancer: one database (a new
 * PostgreSQL database when TEST_POSTGRES_URL is set, else one SQLite file) and the pub/sub of
 * `environment` (REDIS_URL for a shared Redis; without it each instance hears only itself).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, createPostgresDatabase, type TestApp } from './build-test-app.js';

export interface TestInstances {
  first: TestApp;
  second: TestApp;
  databaseUrl: string;
  close(): Promise<void>;
}

export async function buildTestInstances(
  environment: Record<string, string> = {},
): Promise<TestInstances> {
  const adminUrl = process.env['TEST_POSTGRES_URL'];
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  const directory = postgres ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'khela-two-'));
  const databaseUrl = postgres?.url ?? `file:${path.join(directory ?? '', 'shared.db')}`;
  // One after the other: the first migrates the database the second then finds ready.
  const first = await buildTestApp({ ...environment, DATABASE_URL: databaseUrl });
  const second = await buildTestApp({ ...environment, DATABASE_URL: databaseUrl });
  return {
    first,
    second,
    databaseUrl,
    async close() {
      await second.close();
      await first.close();
      await postgres?.drop();
      if (directory) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

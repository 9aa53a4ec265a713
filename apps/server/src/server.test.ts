/**
 * Starting the server: several instances started at the same moment on one empty PostgreSQL
 * database (a deploy of two replicas) all come up, and the demo seed is made once. Several
 * instances need PostgreSQL (docs/operations.md), so the SQLite run skips this file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startServer } from './server.js';
import { createPostgresDatabase, testDialect } from './testing/build-test-app.js';

describe.skipIf(testDialect !== 'postgres')('server start on PostgreSQL', () => {
  it('brings up instances started together on one empty database, seeding once', async () => {
    const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-start-'));
    const database = await createPostgresDatabase(process.env['TEST_POSTGRES_URL'] ?? '');
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: database.url,
      STORAGE_DIR: storageDir,
      PRIVATE_DIR: `${storageDir}-private`,
      WEB_DIST_DIR: path.join(storageDir, 'none'),
      ADMIN_DIST_DIR: path.join(storageDir, 'none'),
      PASSWORD_HASH_MEMORY_KIB: '1024',
      EXCHANGE_FEED: 'off',
    });
    const started = await Promise.allSettled([startServer(config), startServer(config)]);
    const servers = started.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    try {
      expect(
        started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up')),
      ).toEqual(['up', 'up']);
      const db = servers[0]!.opened.context.db;
      const { rows } = await sql<{ methods: number; operators: number }>`
        select (select count(*) from payment_methods) as methods,
               (select count(*) from operators) as operators`.execute(db);
      // The demo’s eight payment methods and its one operator, not twice as many.
      expect(rows[0]).toEqual({ methods: 8, operators: 1 });
    } finally {
      await Promise.all(servers.map((server) => server.shutDown()));
      await database.drop();
      fs.rmSync(storageDir, { recursive: true, force: true });
      fs.rmSync(`${storageDir}-private`, { recursive: true, force: true });
    }
  });
});

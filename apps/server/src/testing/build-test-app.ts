/**
 * Builds the app on a fresh database for one test file: in-memory SQLite by default, or a new
 * PostgreSQL database when TEST_POSTGRES_URL names a server (the suite runs on both in CI).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createInjectDeliverer } from '../features/payment-gateway/inject-deliverer.js';
import type { AppContext } from '../platform/app-context.js';
import { createContext } from '../create-context.js';
import { deadlockEveryFirstAttempt } from './forced-deadlock.js';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  close(): Promise<void>;
}

export const testDialect = process.env['TEST_POSTGRES_URL'] ? 'postgres' : 'sqlite';

/**
 * A new, empty database on the PostgreSQL server at `adminUrl`, named `<prefix>_<random>`, and
 * its dropping.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix = 'khela_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestAppOptions {
  /** Test-only routes (a callback receiver, say), registered before the app is ready. */
  routes?: (app: FastifyInstance) => Promise<void> | void;
}

export async function buildTestApp(
  environment: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-storage-'));
  const adminUrl = process.env['TEST_POSTGRES_URL'];
  // DATABASE_URL given: a second instance on another app's database (which that app drops).
  const database =
    adminUrl && environment['DATABASE_URL'] === undefined
      ? await createPostgresDatabase(adminUrl)
      : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database?.url ?? 'file::memory:',
    STORAGE_DIR: storageDir,
    PRIVATE_DIR: `${storageDir}-private`,
    WEB_DIST_DIR: path.join(storageDir, 'no-web-build'),
    ADMIN_DIST_DIR: path.join(storageDir, 'no-admin-build'),
    // The smallest argon2 memory keeps the suite fast; production uses the OWASP default.
    PASSWORD_HASH_MEMORY_KIB: '1024',
    RATE_LIMIT_LOGIN_PER_IP: '10000',
    RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME: '10000',
    RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '10000',
    RATE_LIMIT_SIGNUP_PER_IP: '10000',
    RATE_LIMIT_SIGNUP_WITHOUT_CAPTCHA_PER_IP: '10000',
    RATE_LIMIT_RECOVERY_PER_IP: '10000',
    ...environment,
  });
  const opened = await createContext(config);
  const app = await buildApp(opened.context);
  // No socket listens in tests: sandbox gateway callbacks reach the app through inject.
  opened.context.paymentGateways.sandbox?.setDeliverer(createInjectDeliverer(app));
  await options.routes?.(app);
  await app.ready();
  // TEST_FORCED_DEADLOCKS=1: every transaction loses its first attempt and runs again, so a
  // callback that is not safe to run twice shows in whatever suite runs (platform/idempotency/README.md).
  if (process.env['TEST_FORCED_DEADLOCKS'] === '1') deadlockEveryFirstAttempt(opened.context.db);
  return {
    app,
    context: opened.context,
    async close() {
      await app.close();
      await opened.close();
      await database?.drop();
      fs.rmSync(storageDir, { recursive: true, force: true });
      fs.rmSync(`${storageDir}-private`, { recursive: true, force: true });
    },
  };
}

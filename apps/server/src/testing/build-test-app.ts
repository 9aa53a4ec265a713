/**
 * Builds the app on a fresh database for one test file: in-memory SQLite by default, or a new
 * PostgreSQL database when TEST_POSTGRES_URL names a server (the suite runs on both in CI).
 */
import { createHash, randomBytes } from 'node:crypto';
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
import { openDatabase } from '../platform/db/dialect.js';
import { migrateToLatest } from '../platform/db/migrate.js';
import { deadlockEveryFirstAttempt } from './forced-deadlock.js';

export interface TestApp {
  app: FastifyInstance;
  context: AppContext;
  close(): Promise<void>;
}

export const testDialect = process.env['TEST_POSTGRES_URL'] ? 'postgres' : 'sqlite';

async function withAdminClient<T>(adminUrl: string, use: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the PostgreSQL server at `adminUrl`, named `<prefix>_<random>`, and its
 * dropping: empty, or a copy of `template`.
 */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix = 'khela_test',
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (admin) =>
    admin.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdminClient(adminUrl, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

/** The migrations' sources, hashed: a template made from other migrations is never copied. */
function migrationsDigest(): string {
  const folder = path.join(import.meta.dirname, '../platform/db');
  const files = [
    path.join(folder, 'migrate.ts'),
    ...fs
      .readdirSync(path.join(folder, 'migrations'))
      .sort()
      .map((name) => path.join(folder, 'migrations', name)),
  ];
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

const templates = new Map<string, Promise<string>>();

/**
 * A migrated database on the server at `adminUrl` to copy test databases from: migrating a new
 * database took about 0.3 s of the 0.45 s a PostgreSQL test app took to build, a copy about
 * 0.05 s. Made once per server and set of migrations; an advisory lock keeps the test workers
 * (separate processes) from making it twice.
 */
function migratedTemplate(adminUrl: string): Promise<string> {
  const known = templates.get(adminUrl);
  if (known) return known;
  const made = withAdminClient(adminUrl, async (admin) => {
    const name = `khela_template_${migrationsDigest()}`;
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        await admin.query(`drop database if exists ${name}_making with (force)`);
        await admin.query(`create database ${name}_making`);
        const url = new URL(adminUrl);
        url.pathname = `/${name}_making`;
        const handle = openDatabase(url.toString());
        try {
          await migrateToLatest(handle);
        } finally {
          await handle.db.destroy();
        }
        // Renamed only when whole: a worker that died part-way leaves nothing that would be copied.
        await admin.query(`alter database ${name}_making rename to ${name}`);
      }
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
    return name;
  });
  templates.set(adminUrl, made);
  return made;
}

/** A new database named `<prefix>_<random>`, migrated to the latest, and its dropping. */
export async function createMigratedPostgresDatabase(
  adminUrl: string,
  prefix = 'khela_test',
): Promise<{ url: string; drop(): Promise<void> }> {
  return createPostgresDatabase(adminUrl, prefix, await migratedTemplate(adminUrl));
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
      ? await createMigratedPostgresDatabase(adminUrl)
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

/**
 * The built server (apps/server/dist/main.js) as a child process with its own DATABASE_URL and
 * PORT, as production runs it: started, waited for on /healthz, and killed with SIGKILL (no
 * shutdown hook runs) or stopped with SIGTERM. Builds the server first when dist is missing.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createPostgresDatabase } from '../../apps/server/src/testing/build-test-app.js';

const repositoryRoot = path.resolve(import.meta.dirname, '../..');
export const mainJs = path.join(repositoryRoot, 'apps/server/dist/main.js');

export function ensureBuiltServer(): void {
  if (fs.existsSync(mainJs)) return;
  console.log(`${mainJs} is missing: building the server (npm run build:server)`);
  execFileSync('npm', ['run', '-s', 'build:server'], { cwd: repositoryRoot, stdio: 'inherit' });
  if (!fs.existsSync(mainJs)) throw new Error(`npm run build:server did not produce ${mainJs}`);
}

/**
 * The environment a crash test's server runs with: its own folders, no odds feed, cheap password
 * hashing and limits high enough that one address can sign up and play every test player.
 */
export function crashServerEnvironment(run: {
  directory: string;
  databaseUrl: string;
  port: number;
}): Record<string, string> {
  return {
    NODE_ENV: 'development',
    LOG_LEVEL: 'error',
    HOST: '127.0.0.1',
    PORT: String(run.port),
    DATABASE_URL: run.databaseUrl,
    STORAGE_DIR: path.join(run.directory, 'storage'),
    PRIVATE_DIR: path.join(run.directory, 'private'),
    WEB_DIST_DIR: path.join(run.directory, 'no-web'),
    ADMIN_DIST_DIR: path.join(run.directory, 'no-admin'),
    EXCHANGE_FEED: 'off',
    PASSWORD_HASH_MEMORY_KIB: '1024',
    ACCESS_TOKEN_TTL_SECONDS: String(24 * 60 * 60),
    RATE_LIMIT_LOGIN_PER_IP: '100000',
    RATE_LIMIT_SIGNUP_PER_IP: '100000',
    RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME: '100000',
    RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '100000',
    RATE_LIMIT_SIGNUP_WITHOUT_CAPTCHA_PER_IP: '100000',
  };
}

/**
 * A crash test writes to the server's SQLite file beside the running server (set-up only), and a
 * CI run once failed its set-up with "database is locked". A transaction here that read before
 * the server wrote cannot take the write lock (SQLITE_BUSY at once: waiting cannot help), and on
 * a loaded machine a wait can outlast busy_timeout; either way the write is run again.
 */
export async function retriedWhileBusy<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      const busy = (error as { code?: unknown }).code?.toString().startsWith('SQLITE_BUSY');
      if (!busy || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/**
 * A crash test's own database: a fresh PostgreSQL database under `adminUrl` (dropped by `drop`),
 * or a SQLite file in `directory` when there is no PostgreSQL.
 */
export async function crashDatabase(run: {
  adminUrl: string | undefined;
  directory: string;
  prefix: string;
}): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const { adminUrl } = run;
  if (!adminUrl) {
    return {
      databaseUrl: `file:${path.join(run.directory, 'khela.db')}`,
      drop: () => Promise.resolve(),
    };
  }
  const database = await createPostgresDatabase(adminUrl, run.prefix);
  return { databaseUrl: database.url, drop: () => database.drop() };
}

export interface BuiltServer {
  pid: number;
  baseUrl: string;
  /** SIGKILL: the process dies between any two instructions, mid-transaction included. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** A port the system says is free now (the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startBuiltServer(environment: Record<string, string>): Promise<BuiltServer> {
  const port = environment['PORT'] ?? '';
  const child: ChildProcess = spawn(process.execPath, [mainJs], {
    cwd: repositoryRoot,
    env: { PATH: process.env['PATH'] ?? '', ...environment },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    errors = (errors + chunk).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `the server exited at start (${child.exitCode ?? child.signalCode}): ${errors}`,
      );
    }
    try {
      // Bounded: a port another process took may accept and never answer, and the loop must
      // come round to see that the server exited.
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /healthz within 60 s: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid ?? 0;
  return {
    pid,
    baseUrl,
    async kill() {
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

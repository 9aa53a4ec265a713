// End-to-end tests: the built web app served by the real server on a fresh SQLite file, driven in
// headless Chromium at a 375×812 phone viewport. Run `npm run build` first (`npm run test:e2e` does).
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { phoneDevice } from './fixtures/phone';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The runner's workers load this file again; the port and run folder chosen by the runner are
// handed down through the environment so every process agrees, and runs side by side never share.
process.env['KHELA_E2E_PORT'] ??= String(3100 + (process.pid % 800));
// A new database and upload folder per run, so every run starts from the demo seed only.
process.env['KHELA_E2E_RUN_DIR'] ??= path.join(
  os.tmpdir(),
  `khela-e2e-${process.pid}-${Date.now()}`,
);
const port = Number(process.env['KHELA_E2E_PORT']);
const baseURL = `http://127.0.0.1:${port}`;
const runDirectory = process.env['KHELA_E2E_RUN_DIR'];
/** Where the server under test keeps its SQLite database; specs read the sandbox outbox there. */
process.env['KHELA_E2E_DATABASE'] = path.join(runDirectory, 'khela.sqlite');
// The specs sign in and fail logins many times from one address within minutes.
const generousLimit = '10000';

export default defineConfig({
  testDir: './specs',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  reporter: 'list',
  // `npm test` runs shards side by side on two cores, so a walk through many screens (the member
  // menu's rows, two browsers at the support desk) can take several times what it takes alone.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Runner output (traces of failures) per shard: `npm test` runs shards side by side, and each
  // runner empties its output folder when it starts.
  outputDir: path.join(
    repositoryRoot,
    'test-results',
    process.env['KHELA_E2E_SHARD'] ? `e2e-${process.env['KHELA_E2E_SHARD']}` : 'e2e',
  ),
  use: {
    baseURL,
    browserName: 'chromium',
    ...phoneDevice,
    // A failure keeps its trace's DOM snapshots, which show what the page held at each step. The
    // trace's screencast frames are left out: recording them for every test (kept or not) took
    // about half the suite's CPU time (docs/performance.md, Where CI's time goes).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: repositoryRoot,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseURL,
      DATABASE_URL: `file:${process.env['KHELA_E2E_DATABASE']}`,
      STORAGE_DIR: path.join(runDirectory, 'storage'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN_PER_IP: generousLimit,
      RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME: generousLimit,
      RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: generousLimit,
      RATE_LIMIT_SIGNUP_PER_IP: generousLimit,
      RATE_LIMIT_SIGNUP_WITHOUT_CAPTCHA_PER_IP: generousLimit,
      RATE_LIMIT_RECOVERY_PER_IP: generousLimit,
      // The simulated cricket feed stays off until the exchange's screens have specs of their own.
      EXCHANGE_FEED: 'off',
      // A build of the web app elsewhere, so runs side by side do not rebuild each other's files.
      ...(process.env['KHELA_E2E_WEB_DIST']
        ? { WEB_DIST_DIR: process.env['KHELA_E2E_WEB_DIST'] }
        : {}),
      // Likewise for the operator console.
      ...(process.env['KHELA_E2E_ADMIN_DIST']
        ? { ADMIN_DIST_DIR: process.env['KHELA_E2E_ADMIN_DIST'] }
        : {}),
    },
  },
});

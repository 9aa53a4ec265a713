// End-to-end tests: the built web app served by the real server on a fresh SQLite file, driven in
// headless Chromium at a 375×812 phone viewport. Run `npm run build` first (`npm run test:e2e` does).
// Each worker starts its own server (fixtures/worker-server.ts); E2E_WORKERS sets how many run.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { phoneDevice } from './fixtures/phone';

// Chromium's headless shell when it is installed (`npm test` installs it): the same Chromium build
// as the full browser, on about a quarter less CPU (docs/performance.md, Where CI's time goes).
const headlessShell = '/usr/bin/chromium-headless-shell';
const browserPath =
  process.env['E2E_CHROMIUM_PATH'] ??
  (existsSync(headlessShell)
    ? headlessShell
    : (process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium'));

const CLOCK_BOUND = /(exchange-acceptance|house-crash)\.spec\.ts$/;

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default defineConfig({
  testDir: './specs',
  // Whole spec files go to whichever worker is free; a file's tests run in order in one worker.
  workers: Number(process.env['E2E_WORKERS'] ?? 1),
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  reporter: 'list',
  // `npm test` runs two workers on two cores beside the benchmarks, the money runs and the
  // several-instances run, so a walk through many screens (the member menu's rows, two browsers at
  // the support desk, the console's content area) can take six times what it takes alone, and a
  // step that takes a second alone can take ten. These are ceilings for a test that hangs, not
  // goals: a test that finishes never waits for them. One ceiling for every test (only the two
  // matches played to their settlement set their own), so no spec is tuned to one machine's speed.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  // Runner output (traces of failures).
  outputDir: path.join(repositoryRoot, 'test-results', 'e2e'),
  // The specs that mostly wait on the clock (matches played out ball by ball, Crash rounds in real
  // time) go first, each test on its own worker: their waits leave the cores to the checks that
  // `npm test` runs beside the suite, instead of one core idling near the end of the run while the
  // other worker works alone (docs/performance.md, Where CI's time goes).
  projects: [
    { name: 'on the clock', testMatch: CLOCK_BOUND },
    { name: 'phone', testIgnore: CLOCK_BOUND },
  ],
  use: {
    browserName: 'chromium',
    ...phoneDevice,
    // A failure keeps its trace's DOM snapshots, which show what the page held at each step. The
    // trace's screencast frames are left out: recording them for every test (kept or not) took
    // about half the suite's CPU time (docs/performance.md, Where CI's time goes). `npm test` sets
    // E2E_TRACE=off: the rest of the recording costs about 15 % more.
    trace:
      process.env['E2E_TRACE'] === 'off'
        ? 'off'
        : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      executablePath: browserPath,
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
});

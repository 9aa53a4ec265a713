/**
 * The web benchmarks' phone: Debian's Chromium (CHROMIUM_PATH), the built web app (apps/web/dist,
 * built when missing) and Lighthouse's mobile profile emulated through the DevTools protocol:
 * a 412×823 touch screen, 150 ms round trips, 1.6 Mbps down, 750 kbps up, the CPU slowed 4×.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import type { SeededLiveEvent } from './server-request.js';
import { benchTempDir, serverFilesIn, startServer, type RunningServer } from './server-process.js';

export const repositoryRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
);
/** The built web app the server serves; BENCH_WEB_DIST another build (an unminified one, say). */
export const webDist =
  process.env['BENCH_WEB_DIST'] ?? path.join(repositoryRoot, 'apps', 'web', 'dist');
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Lighthouse's mobile throttling ("Slow 4G" and a mid-range phone's CPU). */
export const phoneNetwork = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
} as const;
export const PHONE_CPU_SLOWDOWN = 4;

/** The options of a Playwright browser context that looks like Lighthouse's phone. */
export const phoneContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;

/** Builds apps/web/dist when it is missing (after changing the web app, build:web first). */
export function ensureWebDist(): void {
  if (fs.existsSync(path.join(webDist, 'index.html'))) return;
  console.log('apps/web/dist is missing: building the web app (npm run build:web)');
  const build = spawnSync('npm', ['run', '-s', 'build:web'], {
    cwd: repositoryRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('the web app did not build');
}

/** A page of `context` on the throttled network and CPU; the session can change them later. */
export async function throttledPage(
  context: BrowserContext,
): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phoneNetwork);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return { page, cdp };
}

/** How long a thumb rests on the glass in a tap. */
export const THUMB_HOLD_MS = 80;

/**
 * A tap as a thumb makes it, through the DevTools protocol: down, held `THUMB_HOLD_MS`, up.
 * Playwright's own tap sends the two touches back to back, which no finger does: the press's
 * response then waited behind the release's, and Event Timing counted both as one.
 */
export async function thumbTap(cdp: CDPSession, x: number, y: number): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await new Promise((resolve) => setTimeout(resolve, THUMB_HOLD_MS));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The keys the web app keeps a signed-in session under (apps/web/src/shared/storage.ts). */
export function sessionStorageEntries(player: {
  token: string;
  remoteId: number;
  username: string;
  exchangeToken: string;
}): Record<string, string> {
  return {
    token: player.token,
    remote_id: String(player.remoteId),
    username: player.username,
    exchangeToken: player.exchangeToken,
    // The once-a-session notices already seen: they would cover what is measured.
    popup: '0',
    regPopup: '0',
  };
}

/** Rejects after `milliseconds` with `what` unless `promise` settles first. */
export function within<T>(promise: Promise<T>, milliseconds: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what} within ${milliseconds / 1000} s`)),
        milliseconds,
      );
    }),
  ]).finally(() => clearTimeout(timer));
}

export const median = (values: readonly number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * The app's server on a temporary folder, serving the web app the phone loads, with a player
 * holding ৳5,000 and an in-play cricket match quoting `fancyLines` Fancy lines (neither when
 * `seeded` is undefined: the quick run's Lighthouse needs only `/`).
 */
export async function startPhoneServer(
  seeded: { fancyLines: number } | undefined,
): Promise<RunningServer> {
  const directory = benchTempDir();
  const server = await startServer({
    kind: 'app',
    environment: { ...serverFilesIn(directory), WEB_DIST_DIR: webDist },
    seed: seeded
      ? { players: 1, creditTaka: 5000, markets: 0, liveEvent: { fancyLines: seeded.fancyLines } }
      : { players: 0, creditTaka: 0, markets: 0 },
  });
  // Stopping it removes its folder too.
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The odds view's address for the seeded match. */
export const oddsViewPathOf = (event: SeededLiveEvent): string =>
  `/odds-view?marketId=${encodeURIComponent(event.matchOddsId)}&eventId=${encodeURIComponent(event.eventId)}`;

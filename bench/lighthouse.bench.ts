/**
 * Lighthouse (the npm package, its default mobile configuration: a Moto G Power's screen, "Slow
 * 4G" and a 4× slower CPU, simulated) against the real server serving apps/web/dist, in Debian's
 * Chromium (CHROMIUM_PATH) started by chrome-launcher: the performance, accessibility and best
 * practices scores of `/`, `/login` and `/games` as a visitor's first visit, and of the odds view
 * of an in-play event and `/account` signed in (goal ≥ 95 each). A signed-in page gets the
 * player's session in local storage, written through the same Chromium before the run (the web
 * app keeps its token there; Lighthouse then keeps storage, and the cache, the service worker and
 * its caches are emptied instead, so every page is a cold load).
 * The pages are served as a real site serves them, over HTTPS and HTTP/2 (support/tls-front.ts,
 * in front of the server as a deployment's load balancer is); `/` is measured once more over
 * plain HTTP/1.1 straight from the server, without a goal, to show what the protocol costs.
 * The quick run measures `/` only. Every audit below a full score is listed after the page's
 * figures, so a missed goal says what to look at.
 *
 * Run alone: node --conditions=source --import tsx bench/lighthouse.bench.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { quickRun, reportFigure, reportSkipped } from './support/figures.js';
import {
  chromiumPath,
  ensureWebDist,
  oddsViewPathOf,
  sessionStorageEntries,
  startPhoneServer,
} from './support/phone.js';
import { startTlsFront } from './support/tls-front.js';

const BENCHMARK = 'lighthouse';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const CATEGORY_NAMES: Record<(typeof CATEGORIES)[number], string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
};
const GOAL = { atLeast: 95 };
/** BENCH_LIGHTHOUSE_DIR: where to keep each page's full Lighthouse report (JSON). */
const reportDirectory = process.env['BENCH_LIGHTHOUSE_DIR'];

interface LighthousePage {
  name: string;
  path: string;
  signedIn: boolean;
}

function pagesToMeasure(oddsViewPath: string): LighthousePage[] {
  const pages: LighthousePage[] = [
    { name: '/', path: '/', signedIn: false },
    { name: '/login', path: '/login', signedIn: false },
    { name: '/games', path: '/games', signedIn: false },
    { name: '/odds-view (in play, signed in)', path: oddsViewPath, signedIn: true },
    { name: '/account (signed in)', path: '/account', signedIn: true },
  ];
  return quickRun ? pages.slice(0, 1) : pages;
}

/** Writes the session into the origin's local storage and empties the cache, through CDP. */
async function primeSession(
  debuggingPort: number,
  origin: string,
  entries: Record<string, string>,
): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debuggingPort}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // A small answer of the origin's, so no script of the app runs while storage is written.
    await page.goto(`${origin}/robots.txt`);
    // Browser code, as text: this file is type-checked for node, without the DOM's types.
    await page.evaluate(
      `localStorage.clear(); for (const [key, value] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(key, value);`,
    );
    const cdp = await context.newCDPSession(page);
    // A cold load: the service worker an earlier page installed would otherwise answer every
    // script from its cache (Lighthouse keeps it when it keeps storage).
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // Over CDP this disconnects; the browser stays for Lighthouse.
    await browser.close();
  }
}

/** The audits of a category that did not score full marks, as "id (score)". */
function shortfalls(result: Result, category: string): string[] {
  const refs = result.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0 || category !== 'performance')
    .map((ref) => result.audits[ref.id])
    .filter(
      (audit): audit is NonNullable<typeof audit> =>
        audit !== undefined &&
        audit.score !== null &&
        audit.score < 1 &&
        audit.scoreDisplayMode !== 'notApplicable' &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .map(
      (audit) =>
        `${audit.id} (${Math.round((audit.score ?? 0) * 100)}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
    );
}

/**
 * One Lighthouse run, once more if the trace failed (NO_NAVSTART and the like happen on a busy
 * machine); a second failure breaks the benchmark.
 */
async function runLighthouse(url: string, flags: Flags): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouse(url, flags);
    if (!run) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = run.lhr.runtimeError;
    if (!error) return run.lhr;
    if (attempt >= 2) throw new Error(`Lighthouse on ${url}: ${error.code}, ${error.message}`);
    console.log(`  Lighthouse on ${url}: ${error.code}; once more`);
  }
}

/** The performance score of `/` served by the server itself, over HTTP/1.1 (no goal). */
async function measurePlainHttp(chromePort: number, serverUrl: string): Promise<void> {
  const result = await runLighthouse(`${serverUrl}/`, {
    port: chromePort,
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const score = result.categories['performance']?.score;
  reportFigure({
    benchmark: BENCHMARK,
    name: 'Lighthouse performance, / over plain HTTP/1.1 (no TLS, no HTTP/2)',
    value: score === null || score === undefined ? Number.NaN : Math.round(score * 100),
    unit: '',
    detail: metricsOf(result),
  });
}

function metricsOf(result: Result): string {
  const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
    .map((id) => `${id.replace(/-/g, ' ')} ${result.audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  // Lighthouse's own measure of this machine's speed: its simulated 4× slowdown assumes a
  // desktop of about 1,000 or more, so a busy shared machine scores lower.
  return `${metrics}; benchmark index ${Math.round(result.environment.benchmarkIndex)}`;
}

async function measure(
  server: { url: string },
  front: { url: string },
  pages: readonly LighthousePage[],
  session: Record<string, string>,
): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // The front's certificate is made at its start for localhost, signed by no one.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--ignore-certificate-errors',
    ],
  });
  try {
    // Unreported: the freshly started server's first requests compile its code and the browser
    // warms up, which read as a machine several times slower on the first page measured.
    await runLighthouse(`${front.url}/`, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    for (const page of pages) {
      if (page.signedIn) await primeSession(chrome.port, front.url, session);
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // A visitor's first visit: Lighthouse empties the cache and storage. Signed in, the
        // storage holds the session, and primeSession emptied the cache.
        disableStorageReset: page.signedIn,
      };
      const started = Date.now();
      const result = await runLighthouse(`${front.url}${page.path}`, flags);
      if (reportDirectory) {
        const file = path.join(reportDirectory, `${page.path.replace(/\W+/g, '-')}.json`);
        fs.writeFileSync(file, JSON.stringify(result));
      }
      console.log(
        `  ${page.name}: ${((Date.now() - started) / 1000).toFixed(0)} s; final URL ${result.finalDisplayedUrl}`,
      );
      for (const category of CATEGORIES) {
        const score = result.categories[category]?.score;
        const below = shortfalls(result, category);
        reportFigure({
          benchmark: BENCHMARK,
          name: `Lighthouse ${CATEGORY_NAMES[category]}, ${page.name}`,
          value: score === null || score === undefined ? Number.NaN : Math.round(score * 100),
          unit: '',
          goal: GOAL,
          detail: category === 'performance' ? metricsOf(result) : undefined,
        });
        if (below.length > 0) console.log(`      below full marks: ${below.join('; ')}`);
      }
    }
    await measurePlainHttp(chrome.port, server.url);
  } finally {
    chrome.kill();
  }
}

ensureWebDist();
if (!fs.existsSync(chromiumPath)) {
  for (const category of CATEGORIES) {
    reportSkipped(
      BENCHMARK,
      `Lighthouse ${CATEGORY_NAMES[category]}`,
      `no Chromium at ${chromiumPath} (CHROMIUM_PATH)`,
      { goal: GOAL, unit: '' },
    );
  }
} else {
  const server = await startPhoneServer(quickRun ? undefined : { fancyLines: 6 });
  const front = await startTlsFront(server.url);
  try {
    const event = server.liveEvent;
    const oddsViewPath = event ? oddsViewPathOf(event) : '/odds-view';
    const player = server.players[0];
    const session = player ? sessionStorageEntries(player) : {};
    if (quickRun)
      console.log(
        '  quick run: `/` only (the full run adds /login, /games, the odds view, /account)',
      );
    await measure(server, front, pagesToMeasure(oddsViewPath), session);
  } finally {
    await front.stop();
    await server.stop();
  }
}

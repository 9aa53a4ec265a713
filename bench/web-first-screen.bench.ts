/**
 * The web app's first screen of `/`: the JavaScript it ships (gzip), from the built
 * apps/web/dist, index.html's module scripts and modulepreloads and every static import they pull
 * (goal ≤ 100 KB); then LCP, CLS and tap-to-response in Chromium with Lighthouse's mobile
 * throttling emulated through the DevTools protocol (150 ms RTT, 1.6 Mbps down, 750 kbps up,
 * 4× CPU slowdown, a 412×823 phone) against the real server (goal LCP ≤ 2.0 s). Tap-to-response
 * is the time from a tap on the header's menu button to the first frame after the side menu is in
 * the page. apps/web/dist is built when missing.
 *
 * Run alone: node --conditions=source --import tsx bench/web-first-screen.bench.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { formatNumber, quickRun, reportFigure, reportSkipped } from './support/figures.js';
import {
  chromiumPath,
  ensureWebDist,
  median,
  phoneContextOptions,
  throttledPage,
  webDist,
  within,
} from './support/phone.js';
import { benchTempDir, serverFilesIn, startServer } from './support/server-process.js';

const BENCHMARK = 'web-first-screen';
const LOADS = quickRun ? 1 : 3;

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; never `import("…")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^'"()]*?\bfrom\s*)?["']([^"']+\.js)["']/g;

function firstScreenScripts(): string[] {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const entries = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1]!,
    ),
  ];
  const seen = new Set<string>();
  const visit = (url: string) => {
    const file = path.join(webDist, url.replace(/^\//, ''));
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(STATIC_IMPORT)) {
      visit(path.posix.join(path.posix.dirname(url), match[1]!));
    }
  };
  for (const entry of entries) visit(entry);
  return [...seen];
}

// Browser code, as text: this file is type-checked for node, without the DOM's types.
/** Keeps the latest largest-contentful-paint and the sum of layout shifts not caused by input. */
const PAINT_OBSERVERS = `
  window.benchPaint = { lcp: 0, cls: 0, element: '' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.benchPaint.lcp = entry.startTime;
      const element = entry.element;
      window.benchPaint.element = element
        ? element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).split(' ')[0] : '')
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.benchPaint.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;
/** Resolves with the time from the next pointerdown to the frame after a dialog is in the page. */
const TAP_TO_FRAME = `new Promise((resolve) => {
  let tappedAt = 0;
  document.addEventListener('pointerdown', (event) => { tappedAt = event.timeStamp; }, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (!tappedAt || !document.querySelector('[role="dialog"]')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - tappedAt), 0));
  });
  observer.observe(document.body, { childList: true, subtree: true });
})`;

interface PageFigures {
  lcpMs: number;
  cls: number;
  /** The element of the largest paint, as tag.firstClass. */
  element: string;
  scriptsDoneMs: number;
  tapMs: number;
}

async function measureLoad(url: string): Promise<PageFigures> {
  const browser = await chromium.launch({ executablePath: chromiumPath });
  try {
    const context = await browser.newContext(phoneContextOptions);
    const { page } = await throttledPage(context);
    await page.addInitScript({ content: PAINT_OBSERVERS });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const { lcp, cls, element } = await page.evaluate<{
      lcp: number;
      cls: number;
      element: string;
    }>('window.benchPaint');
    // When the last script the page fetched had arrived: how much of the LCP is download.
    const scriptsDoneMs = await page.evaluate<number>(
      "Math.max(0, ...performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js')).map((entry) => entry.responseEnd))",
    );
    if (lcp <= 0) throw new Error('no largest-contentful-paint was reported');
    return { lcpMs: lcp, cls, element, scriptsDoneMs, tapMs: await measureTap(page) };
  } finally {
    await browser.close();
  }
}

/** From the tap on the menu button to the first frame drawn after the side menu is in the page. */
async function measureTap(page: Page): Promise<number> {
  const button = page.locator('.side-menu-button');
  await button.waitFor({ state: 'visible', timeout: 30_000 });
  const answer = page.evaluate<number>(TAP_TO_FRAME);
  await button.tap();
  return within(answer, 15_000, 'the side menu did not open');
}

ensureWebDist();

const scripts = firstScreenScripts();
const gzipBytes = scripts.reduce(
  (sum, file) => sum + zlib.gzipSync(fs.readFileSync(file)).length,
  0,
);
const rawBytes = scripts.reduce((sum, file) => sum + fs.statSync(file).size, 0);
reportFigure({
  benchmark: BENCHMARK,
  name: 'JS shipped to the first screen of / (gzip)',
  value: gzipBytes / 1024,
  unit: 'KB',
  goal: { atMost: 100 },
  detail: `${scripts.length} files, ${formatNumber(rawBytes / 1024)} KB before gzip: ${scripts.map((file) => path.basename(file)).join(', ')}`,
});

if (!fs.existsSync(chromiumPath)) {
  reportSkipped(
    BENCHMARK,
    'LCP, CLS and tap-to-response',
    `no Chromium at ${chromiumPath} (CHROMIUM_PATH)`,
  );
} else {
  const directory = benchTempDir();
  const server = await startServer({
    kind: 'app',
    environment: {
      ...serverFilesIn(directory),
      WEB_DIST_DIR: webDist,
    },
    seed: { players: 0, creditTaka: 0, markets: 0 },
  });
  try {
    const loads: PageFigures[] = [];
    for (let load = 0; load < LOADS; load += 1) loads.push(await measureLoad(`${server.url}/`));
    const lcp = median(loads.map((load) => load.lcpMs));
    reportFigure({
      benchmark: BENCHMARK,
      name: 'LCP of / on a throttled phone (Lighthouse mobile)',
      value: lcp / 1000,
      unit: 's',
      goal: { atMost: 2 },
      detail: `median of ${LOADS} cold loads: ${loads.map((load) => (load.lcpMs / 1000).toFixed(2)).join(', ')} s; the largest paint is ${loads[0]!.element || 'unnamed'}; the scripts had arrived at ${loads.map((load) => (load.scriptsDoneMs / 1000).toFixed(2)).join(', ')} s`,
    });
    reportFigure({
      benchmark: BENCHMARK,
      name: 'CLS of /',
      value: median(loads.map((load) => load.cls)),
      unit: '',
      detail: 'the sum of layout shifts not caused by input, median of the loads',
    });
    reportFigure({
      benchmark: BENCHMARK,
      name: 'tap-to-response (menu button → side menu drawn)',
      value: median(loads.map((load) => load.tapMs)),
      unit: 'ms',
      detail: `each load: ${loads.map((load) => load.tapMs.toFixed(0)).join(', ')} ms`,
    });
  } finally {
    await server.stop();
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

// A deep link's page names its route tree, layout and screen files (the server, from the build's
// route-preloads.json), so a phone fetches them with the entry instead of one after another. The
// hints must be the fetches the app then makes: each file there and asked for once, nothing in
// the console about an unused or mismatched preload.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { seedExchangeEvent } from '../fixtures/exchange-markets';

/** Opens `href` cold and checks its hints once `drawn` has shown; the hinted files' names. */
async function openWithHints(page: Page, href: string, drawn: () => Promise<void>) {
  const fetched = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) fetched.set(pathname, (fetched.get(pathname) ?? 0) + 1);
  });
  const failed: string[] = [];
  page.on('response', (response) => {
    if (!response.ok()) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.push(message.text());
  });

  await page.goto(href);
  await drawn();
  const hinted = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLLinkElement>('head link[rel="modulepreload"]'),
      (link) => new URL(link.href).pathname,
    ),
  );
  // Give a late duplicate fetch or Chromium's unused-preload warning (after 3 s) time to show.
  await page.waitForTimeout(3_500);
  for (const file of hinted) expect(fetched.get(file), file).toBe(1);
  expect(failed).toEqual([]);
  expect(console.filter((text) => /preload/i.test(text))).toEqual([]);
  return hinted;
}

test('an odds view opened cold fetches its hinted files once each, and draws', async ({
  memberPage: page,
}) => {
  const seeded = seedExchangeEvent(0);
  const href = `/odds-view?marketId=${encodeURIComponent(seeded.matchOddsId)}&eventId=${encodeURIComponent(seeded.eventId)}`;
  const hinted = await openWithHints(page, href, () =>
    expect(page.getByRole('heading', { name: 'Dhaka v Sylhet' })).toBeVisible(),
  );
  expect(hinted.some((file) => /\/odds-view-screen-[\w-]+\.js$/.test(file))).toBe(true);
  expect(hinted.some((file) => /\/exchange-layout-[\w-]+\.js$/.test(file))).toBe(true);
  expect(hinted.some((file) => /\/route-table-[\w-]+\.js$/.test(file))).toBe(true);
});

test('the login page opened cold fetches its hinted files once each, and draws', async ({
  page,
}) => {
  const hinted = await openWithHints(page, '/login', () =>
    expect(page.getByRole('heading', { name: 'Login' })).toBeVisible(),
  );
  expect(hinted.some((file) => /\/login-screen-[\w-]+\.js$/.test(file))).toBe(true);
});

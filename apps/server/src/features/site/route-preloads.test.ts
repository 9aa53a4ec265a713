/**
 * A deep link's page names the files its address loads (the build's route-preloads.json), so the
 * browser fetches them with the entry; `/`, an address the plan does not list and a build without
 * a plan get none, and a rebuilt plan reaches the next page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { webAppPerFile } from '../../testing/web-app-per-file.js';
import { routePreloadReader } from './route-preloads.js';

const plan = {
  routes: [
    {
      path: '/odds-view',
      scripts: ['/assets/route-table-a1.js', '/assets/odds-view-screen-b2.js'],
      styles: ['/assets/odds-view-screen-c3.css'],
    },
    { path: '/chat-box/:chatId', scripts: ['/assets/chat-box-d4.js'], styles: [] },
  ],
};

const { directory, page } = webAppPerFile({ 'route-preloads.json': JSON.stringify(plan) });
const planFile = path.join(directory, 'route-preloads.json');

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" href="([^"]*)" crossorigin/g)].map(
    (match) => match[1],
  );
const stylePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="style" href="([^"]*)" crossorigin/g)].map(
    (match) => match[1],
  );

describe('the files of a deep link in its HTML', () => {
  it("names the address's scripts and style sheets in the head, for phones", async () => {
    const html = await page('/odds-view?marketId=1.2&eventId=e1');
    expect(modulePreloads(html)).toEqual([
      '/assets/route-table-a1.js',
      '/assets/odds-view-screen-b2.js',
    ]);
    expect(stylePreloads(html)).toEqual(['/assets/odds-view-screen-c3.css']);
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('crossorigin media="(max-width: 768px)"');
  });

  it('matches a route with a parameter, and names nothing for `/` or an address not listed', async () => {
    expect(modulePreloads(await page('/chat-box/42'))).toEqual(['/assets/chat-box-d4.js']);
    expect(modulePreloads(await page('/chat-box/42/more'))).toEqual([]);
    expect(modulePreloads(await page('/'))).toEqual([]);
    expect(modulePreloads(await page('/vip-history'))).toEqual([]);
    expect(modulePreloads(await page('/odds-views'))).toEqual([]);
  });

  it('follows a rebuilt plan, and a page loses only its hints when the plan is broken', async () => {
    const rebuilt = { routes: [{ ...plan.routes[0], scripts: ['/assets/route-table-e5.js'] }] };
    fs.writeFileSync(planFile, JSON.stringify(rebuilt));
    // The reader notices a change by its time: make it differ from the first write's.
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(planFile, later, later);
    expect(modulePreloads(await page('/odds-view'))).toEqual(['/assets/route-table-e5.js']);

    fs.writeFileSync(planFile, '{"routes": [');
    const later2 = new Date(Date.now() + 10_000);
    fs.utimesSync(planFile, later2, later2);
    const html = await page('/odds-view');
    expect(html).toContain('<title>Khela</title>');
    expect(modulePreloads(html)).toEqual([]);
  });
});

describe('routePreloadReader', () => {
  it('gives nothing when the build wrote no plan, and refuses files outside /assets', () => {
    expect(routePreloadReader(path.join(directory, 'missing.json'))('/odds-view')).toBe('');
    const outside = path.join(directory, 'outside.json');
    fs.writeFileSync(
      outside,
      JSON.stringify({
        routes: [{ path: '/login', scripts: ['https://elsewhere.example/x.js'], styles: [] }],
      }),
    );
    expect(routePreloadReader(outside)('/login')).toBe('');
  });
});

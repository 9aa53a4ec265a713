/** The manifest carries the operator's site title and icons that exist; the service worker is served from the root. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { upsertSettingForTest } from '../../testing/site-settings.js';
import { seedDemoData } from '../../seed-demo-data.js';

let harness: TestApp;
beforeAll(async () => {
  harness = await buildTestApp();
  await seedDemoData(harness.context);
});
afterAll(() => harness.close());

describe('installable site', () => {
  it('builds the manifest from the site settings, with icons that are served', async () => {
    await upsertSettingForTest(harness, 'site_title', 'Padma Bet');
    const response = await harness.app.inject('/manifest.webmanifest');
    expect(response.headers['content-type']).toContain('application/manifest+json');
    const manifest = response.json<{
      name: string;
      display: string;
      icons: { src: string; purpose: string }[];
    }>();
    expect(manifest.name).toBe('Padma Bet');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => icon.purpose)).toEqual(['any', 'maskable']);
    for (const icon of manifest.icons)
      expect((await harness.app.inject(icon.src)).statusCode).toBe(200);
  });

  it('serves the service worker from the root, never cached by the browser', async () => {
    const response = await harness.app.inject('/sw.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain("addEventListener('fetch'");
    // Money must never come from a cache: the worker leaves /api alone.
    expect(response.body).not.toMatch(/\/api/);
  });
});

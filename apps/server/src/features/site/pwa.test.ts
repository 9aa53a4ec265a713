/** The manifest carries the operator's site title and icons that exist; the service worker is served from the root. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { upsertSettingForTest } from '../../testing/site-settings.js';

const harness = testAppPerFile({ seedDemoData: true });

describe('Android app download', () => {
  it('is offered under the site name once the operator uploads a build, and only then', async () => {
    const before = (await harness.app.inject('/api/general')).json<{
      app_download_url: string | null;
    }>();
    expect(before.app_download_url).toBeNull();
    expect((await harness.app.inject('/download/padma-bet.apk')).statusCode).toBe(404);

    const bytes = Buffer.from('PK\u0003\u0004 an android build');
    fs.mkdirSync(path.join(harness.context.config.storageDir, 'app'), { recursive: true });
    fs.writeFileSync(path.join(harness.context.config.storageDir, 'app', 'android.apk'), bytes);
    await upsertSettingForTest(harness, 'android_apk', 'app/android.apk');
    await upsertSettingForTest(harness, 'site_title', 'Padma Bet');
    const after = (await harness.app.inject('/api/general')).json<{ app_download_url: string }>();
    expect(after.app_download_url).toBe('/download/padma-bet.apk');
    const download = await harness.app.inject(after.app_download_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/vnd.android.package-archive');
    expect(download.headers['content-disposition']).toBe('attachment; filename="padma-bet.apk"');
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect((await harness.app.inject('/download/other.apk')).statusCode).toBe(404);
  });

  it('never serves a path outside the storage folder', async () => {
    await upsertSettingForTest(harness, 'android_apk', '../../etc/passwd');
    const general = (await harness.app.inject('/api/general')).json<{
      app_download_url: string | null;
    }>();
    expect(general.app_download_url).toBeNull();
    await upsertSettingForTest(harness, 'android_apk', null);
  });
});

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

/**
 * Every page's HTML carries the operator's title and loader image before any script runs, follows
 * the operator's next change, and keeps the dots when the image is not one this site serves.
 */
import { describe, expect, it } from 'vitest';
import { upsertSettingForTest } from '../../testing/site-settings.js';
import { webAppPerFile } from '../../testing/web-app-per-file.js';
import { withOperatorSplash } from './operator-splash.js';

const indexHtml = [
  '<html><head><title>Khela</title></head><body><div id="root">',
  '<div class="boot" role="status" aria-label="Loading">',
  '<!--splash--><span></span><span></span><span></span><!--/splash-->',
  '</div></div></body></html>',
].join('');

const { harness, page } = webAppPerFile({ 'index.html': indexHtml });

const splashImage = (html: string) => /<img class="boot__logo" src="([^"]*)"/.exec(html)?.[1];
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("the operator's splash in the page", () => {
  it('names the site and draws its loader image in place of the dots, on every address', async () => {
    for (const url of ['/', '/login', '/odds-view?marketId=1.2']) {
      const html = await page(url);
      expect(title(html), url).toBe('Khela');
      expect(splashImage(html), url).toBe('/storage/site/loader-logo.svg');
      expect(html, url).not.toContain('<span></span>');
      expect(html, url).toContain('role="status"');
    }
  });

  it("follows the operator's next change of title and image", async () => {
    await upsertSettingForTest(harness, 'site_title', 'Padma <Bet> & Co');
    await upsertSettingForTest(harness, 'loader_logo', '/storage/site/padma-loader.png');
    const html = await page('/login');
    expect(title(html)).toBe('Padma &lt;Bet&gt; &amp; Co');
    expect(splashImage(html)).toBe('/storage/site/padma-loader.png');
  });
});

describe('withOperatorSplash', () => {
  it('keeps the dots for an image from elsewhere, and leaves a page without the placeholder alone', () => {
    const settings = { site_title: 'Padma', loader_logo: '//cdn.example/loader.svg' };
    const html = withOperatorSplash(indexHtml, settings);
    expect(splashImage(html)).toBeUndefined();
    expect(html).toContain('<span></span><span></span><span></span>');
    expect(title(html)).toBe('Padma');
    const plain = '<html><head></head><body></body></html>';
    expect(withOperatorSplash(plain, { ...settings, loader_logo: '/x.svg' })).toBe(plain);
    expect(
      splashImage(withOperatorSplash(indexHtml, { site_title: 'P', loader_logo: '/a".svg' })),
    ).toBe('/a&quot;.svg');
  });
});

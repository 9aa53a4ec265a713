/**
 * `/` names its first banner's image (and the slider list call) in the HTML so a phone fetches
 * them with the scripts, and the image follows the operator's sliders from one load to the next.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { webAppPerFile } from '../../testing/web-app-per-file.js';
import { bannerPreloadTag } from './banner-preload.js';
import { insertSlider, updateSliderRow } from './queries.js';

const { harness, page } = webAppPerFile();
beforeAll(async () => {
  await harness.context.db.deleteFrom('sliders').execute();
});

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)"/g)].map((match) => match[1]);

const slider = (name: string, thubmnail: string, sort_order: number) => ({
  name,
  link: '',
  thubmnail,
  slider_type: 'Main' as const,
  status: 1,
  sort_order,
});

describe('the first banner in the HTML of /', () => {
  it('names no image while there is no active Main slider, and starts the slider list call', async () => {
    await insertSlider(harness.context.db, {
      ...slider('tile', '/storage/sliders/tile.png', 0),
      slider_type: 'Favourite',
    });
    const html = await page('/');
    expect(preloads(html)).toEqual([]);
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/api/sliders" crossorigin="anonymous" media="(max-width: 768px)">',
    );
  });

  it("preloads the first active Main slider's image, at high priority, on phones only", async () => {
    const second = await insertSlider(
      harness.context.db,
      slider('second', '/storage/sliders/b.png', 2),
    );
    await insertSlider(harness.context.db, slider('first', '/storage/sliders/a.png', 1));
    const html = await page('/');
    expect(preloads(html)).toEqual(['/storage/sliders/a.png']);
    expect(html).toContain('fetchpriority="high" media="(max-width: 768px)"></head>');
    // The service worker's shell request (Accept */*) gets the same page.
    const shell = await harness.app.inject({ url: '/?source=pwa', headers: { accept: '*/*' } });
    expect(preloads(shell.body)).toEqual(['/storage/sliders/a.png']);

    // The operator moves the second slider first: the next load preloads it, nothing is kept.
    await updateSliderRow(harness.context.db, second, { sort_order: 0 });
    expect(preloads(await page('/'))).toEqual(['/storage/sliders/b.png']);
    // …and switches it off.
    await updateSliderRow(harness.context.db, second, { status: 0 });
    expect(preloads(await page('/'))).toEqual(['/storage/sliders/a.png']);
  });

  it('leaves the other pages alone: they do not show the banner', async () => {
    for (const url of ['/login', '/house/slots']) {
      const html = await page(url);
      expect(preloads(html)).toEqual([]);
      expect(html).not.toContain('/api/sliders');
    }
  });
});

describe('bannerPreloadTag', () => {
  it('escapes the address and refuses images from other sites, which the CSP would block', () => {
    expect(bannerPreloadTag('/storage/a "b"<x>.png')).toContain(
      'href="/storage/a &quot;b&quot;&lt;x&gt;.png"',
    );
    expect(bannerPreloadTag('https://cdn.example.com/a.png')).toBe('');
    expect(bannerPreloadTag('//cdn.example.com/a.png')).toBe('');
    expect(bannerPreloadTag('')).toBe('');
    expect(bannerPreloadTag(undefined)).toBe('');
  });
});

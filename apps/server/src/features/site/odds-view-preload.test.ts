/**
 * An odds view address names the two price calls its screen will make in its HTML, for phones,
 * at the very paths the app's declared calls ask for; any other address, and an odds view whose
 * market or event the calls would refuse, names none.
 */
import { describe, expect, it } from 'vitest';
import { webAppPerFile } from '../../testing/web-app-per-file.js';
import { oddsViewPreloadTags } from './odds-view-preload.js';

const { page } = webAppPerFile();

const fetchPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" href="([^"]*)" crossorigin="anonymous"/g)].map(
    (match) => match[1],
  );

describe('the odds view names its price calls in its HTML', () => {
  it('preloads the Match Odds market and the event, on phones only, in the head', async () => {
    const html = await page('/odds-view?marketId=1.234&eventId=ev-9');
    expect(fetchPreloads(html)).toEqual(['/api/match-odds/1.234', '/api/event/ev-9']);
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/api/match-odds/1.234" crossorigin="anonymous" media="(max-width: 768px)">',
    );
    expect(html.lastIndexOf('as="fetch"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('reads the query as the screen does: trimmed, in any order, and encoded as the calls are', async () => {
    expect(fetchPreloads(await page('/odds-view/?eventId=%20a%2Fb%20&marketId=1.5'))).toEqual([
      '/api/match-odds/1.5',
      '/api/event/a%2Fb',
    ]);
  });

  it('names nothing for another address or a market or event the calls would refuse', async () => {
    expect(fetchPreloads(await page('/odds-views?marketId=1.2&eventId=e1'))).toEqual([]);
    expect(fetchPreloads(await page('/exchange?marketId=1.2&eventId=e1'))).toEqual([]);
    expect(fetchPreloads(await page('/odds-view?marketId=1.2'))).toEqual([]);
    expect(fetchPreloads(await page('/odds-view?marketId=%20&eventId=e1'))).toEqual([]);
    expect(fetchPreloads(await page(`/odds-view?marketId=${'9'.repeat(65)}&eventId=e1`))).toEqual(
      [],
    );
  });

  it('names nothing, and never throws, for targets a URL parser refuses or reads elsewhere', async () => {
    expect(oddsViewPreloadTags('//[/odds-view?marketId=1.2&eventId=e1')).toBe('');
    expect(oddsViewPreloadTags('//evil.example/odds-view?marketId=1.2&eventId=e1')).toBe('');
    expect(oddsViewPreloadTags('/odds-view?marketId=..&eventId=e1')).toBe('');
    expect(oddsViewPreloadTags('/odds-view?marketId=1.2&eventId=.')).toBe('');
    expect(oddsViewPreloadTags('/odds-view?marketId=%E0%A4%A&eventId=e1')).toContain(
      '/api/event/e1',
    );
    expect(fetchPreloads(await page('//evil.example/odds-view?marketId=1.2&eventId=e1'))).toEqual(
      [],
    );
  });

  it('writes no markup from the address into the page', () => {
    const tags = oddsViewPreloadTags('/odds-view?marketId="><script>x</script>&eventId=e1');
    expect(tags).not.toContain('<script');
    expect(tags).toContain('/api/match-odds/%22%3E%3Cscript%3Ex%3C%2Fscript%3E');
  });
});

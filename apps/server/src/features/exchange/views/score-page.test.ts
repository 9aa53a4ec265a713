/**
 * The live score: `/api/score/board/{eventId}` frames the score page (the client reads the frame's
 * address as the spec says), and the page shows the sandbox's score, refreshing while the match
 * is on, escaped, in English or Bangla (`?lang=bn`), and says so for an unknown event.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { extractLiveScoreFrameUrl } from '@khela/contract';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { createMatchOddsMarket } from '../trading/markets.js';
import { setEventState } from '../trading/queries.js';
import { bundledBanglaFont, liveScorePage } from './score-page.js';

const harness = testAppPerFile();
beforeAll(async () => {
  await createMatchOddsMarket(harness.context, {
    eventId: 'score-1',
    eventName: 'Dhaka v <Khulna>',
    sport: 'cricket',
    openDate: new Date().toISOString(),
    marketId: '1.score',
    runners: [
      { selectionId: 1, name: 'Dhaka' },
      { selectionId: 2, name: 'Khulna' },
    ],
  });
});

describe(`live score on ${testDialect}`, () => {
  it('frames the score page, which shows the score and refreshes while the match is on', async () => {
    const board = await harness.app.inject({ method: 'GET', url: '/api/score/board/score-1' });
    expect(board.headers['content-type']).toContain('text/html');
    const frame = extractLiveScoreFrameUrl(board.body);
    expect(frame).toBe('/exchange-score/score-1');

    const upcoming = await harness.app.inject({ method: 'GET', url: frame! });
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.body).toContain('Dhaka v &lt;Khulna&gt;');
    expect(upcoming.body).toContain('Starts soon');

    await setEventState(harness.context.db, 'score-1', {
      status: 'in_play',
      score: JSON.stringify({
        sandbox: true,
        home: 'Dhaka',
        away: 'Khulna',
        line: '23/1 (3.2 ov)',
        lastBall: '4',
        state: { innings: 2, firstInningsRuns: 40, battingFirst: 'home', finished: false },
      }),
      now: new Date().toISOString(),
    });
    const live = await harness.app.inject({ method: 'GET', url: frame! });
    const bangla = await harness.app.inject({ method: 'GET', url: `${frame!}?lang=bn` });
    // Each line of the page in English and in Bangla.
    const lines = [
      ['In-Play', 'ইন-প্লে'],
      ['Khulna 23/1 (3.2 ov)', 'Khulna ২৩/১ (৩.২ ওভার)'],
      ['Target 41', 'লক্ষ্য ৪১'],
      ['Last ball: 4', 'শেষ বল: ৪'],
      ['Sandbox feed', 'স্যান্ডবক্স ফিড'],
    ] as const;
    for (const [english, inBangla] of lines) {
      expect(live.body).toContain(english);
      expect(bangla.body).toContain(inBangla);
    }
    expect(live.body).toContain('http-equiv="refresh"');
    // The app reloads the frame itself when the score changes: the page then never reloads.
    const framed = await harness.app.inject({
      method: 'GET',
      url: `${frame!}?lang=bn&refresh=off`,
    });
    expect(framed.body).toContain('লক্ষ্য ৪১');
    expect(framed.body).not.toContain('http-equiv="refresh"');
    expect(bangla.body).toContain('<html lang="bn">');
    // Bengali glyphs come from a font named first, as in the app: a system font may lack them.
    expect(bangla.body).toContain("font:14px/1.4 'Noto Sans Bengali'");
    const unknownLanguage = await harness.app.inject({ method: 'GET', url: `${frame!}?lang=xx` });
    expect([unknownLanguage.statusCode, unknownLanguage.body]).toEqual([
      200,
      expect.stringContaining('Target 41'),
    ]);

    const missing = await harness.app.inject({ method: 'GET', url: '/exchange-score/none' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Event not found.');
  });
});

describe("the score page's Bengali face", () => {
  it("is the web build's bundled font when there is one, named in an @font-face", () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'khela-dist-'));
    expect(bundledBanglaFont(dist)).toBeUndefined();
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'noto-sans-bengali-latin-400-normal-X1.woff2'), '');
    writeFileSync(
      path.join(dist, 'assets', 'noto-sans-bengali-bengali-400-normal-Ab_9-z.woff2'),
      '',
    );
    const font = bundledBanglaFont(dist);
    expect(font).toBe('/assets/noto-sans-bengali-bengali-400-normal-Ab_9-z.woff2');
    const page = liveScorePage(undefined, 'bn', font);
    expect(page).toContain(`@font-face{font-family:'Noto Sans Bengali';src:url(${font!})`);
    expect(liveScorePage(undefined, 'bn')).not.toContain('@font-face');
    rmSync(dist, { recursive: true });
  });
});

/**
 * The live score the exchange screens frame ([contract: Entities]: `/api/score/board/{eventId}` answers a
 * page whose first frame is the score): `scoreBoardPage` is that page, `liveScorePage` the framed
 * score itself, plain HTML that refreshes every few seconds (no script, so it stays within the
 * site's Content-Security-Policy and works on any phone). The app asks for it with
 * `?refresh=off` and reloads the frame itself only when the score has changed, so a screen
 * reader's place in the frame is not lost every few seconds while nothing changes.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../../../platform/http/escape-html.js';

export const LIVE_SCORE_PATH = '/exchange-score';
const REFRESH_SECONDS = 3;

export type ScoreLanguage = 'en' | 'bn';

/** The page's own words: it is framed inside the app, which asks for Bangla with `?lang=bn`. */
const scoreTexts = {
  en: {
    title: 'Live score',
    startsSoon: 'Starts soon',
    notAvailable: 'Score not available',
    notFound: 'Event not found.',
    target: (runs: number) => `Target ${runs}`,
    won: (team: string) => `${team} won`,
    tied: 'Match tied',
    lastBall: (ball: string) => `Last ball: ${ball}`,
    overs: 'ov',
    inPlay: 'In-Play',
    sandbox: 'Sandbox feed: a simulated match',
  },
  bn: {
    title: 'লাইভ স্কোর',
    startsSoon: 'শীঘ্রই শুরু',
    notAvailable: 'স্কোর পাওয়া যাচ্ছে না',
    notFound: 'ইভেন্টটি পাওয়া যায়নি।',
    target: (runs: number) => `লক্ষ্য ${runs}`,
    won: (team: string) => `${team} জিতেছে`,
    tied: 'ম্যাচ টাই',
    lastBall: (ball: string) => `শেষ বল: ${ball}`,
    overs: 'ওভার',
    inPlay: 'ইন-প্লে',
    sandbox: 'স্যান্ডবক্স ফিড: একটি সিমুলেটেড ম্যাচ',
  },
} as const;

const banglaDigits = '০১২৩৪৫৬৭৮৯';
function localDigits(text: string, language: ScoreLanguage): string {
  return language === 'bn'
    ? text.replace(/[0-9]/g, (digit) => banglaDigits[Number(digit)] ?? digit)
    : text;
}

export function scoreBoardPage(eventId: string): string {
  const src = `${LIVE_SCORE_PATH}/${encodeURIComponent(eventId)}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Score</title></head><body style="margin:0"><iframe src="${escapeHtml(src)}" title="Live score" style="border:0;width:100%;height:120px"></iframe></body></html>`;
}

interface SandboxScoreView {
  sandbox?: boolean;
  home?: string;
  away?: string;
  line?: string;
  lastBall?: string | null;
  state?: {
    innings?: number;
    firstInningsRuns?: number | null;
    battingFirst?: 'home' | 'away';
    finished?: boolean;
    winner?: 'home' | 'away' | null;
  };
}

function scoreLines(
  eventName: string,
  score: SandboxScoreView | null,
  status: string,
  texts: (typeof scoreTexts)[ScoreLanguage],
): string[] {
  if (!score?.state)
    return [eventName, status === 'upcoming' ? texts.startsSoon : texts.notAvailable];
  const { state } = score;
  const firstBatting = state.battingFirst === 'away' ? score.away : score.home;
  const secondBatting = state.battingFirst === 'away' ? score.home : score.away;
  const batting = state.innings === 2 ? secondBatting : firstBatting;
  const lines = [`${score.home ?? ''} v ${score.away ?? ''}`];
  if (status === 'upcoming') return [...lines, texts.startsSoon];
  // The sandbox writes the overs as "(14.2 ov)"; the unit reads in the page's language.
  const line = (score.line ?? '').replace(/ ov\)$/, ` ${texts.overs})`);
  lines.push(`${batting ?? ''} ${line}`);
  if (
    state.innings === 2 &&
    state.firstInningsRuns !== null &&
    state.firstInningsRuns !== undefined
  ) {
    lines.push(texts.target(state.firstInningsRuns + 1));
  }
  if (state.finished) {
    const winner =
      state.winner === 'home' ? score.home : state.winner === 'away' ? score.away : null;
    lines.push(winner ? texts.won(winner) : texts.tied);
  } else if (score.lastBall) {
    lines.push(texts.lastBall(score.lastBall));
  }
  return lines;
}

/**
 * The Bengali face the web app bundles (its built assets), found once by name, so the framed page
 * draws Bangla where the machine has no Bengali font of its own; undefined before a build.
 */
export function bundledBanglaFont(webDistDir: string): string | undefined {
  try {
    const file = readdirSync(path.join(webDistDir, 'assets')).find((name) =>
      /^noto-sans-bengali-bengali-400-normal-[\w-]+\.woff2$/.test(name),
    );
    return file === undefined ? undefined : `/assets/${file}`;
  } catch {
    return undefined;
  }
}

export function liveScorePage(
  event: { name: string; status: string; score: string | null } | undefined,
  language: ScoreLanguage = 'en',
  banglaFont?: string,
  selfRefresh = true,
): string {
  const texts = scoreTexts[language];
  const score = event?.score ? (JSON.parse(event.score) as SandboxScoreView) : null;
  const lines = (event ? scoreLines(event.name, score, event.status, texts) : [texts.notFound]).map(
    (line) => localDigits(line, language),
  );
  const refresh =
    selfRefresh && event && event.status !== 'closed'
      ? `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">`
      : '';
  const sandbox = score?.sandbox ? `<p class="tag">${escapeHtml(texts.sandbox)}</p>` : '';
  const badge =
    event?.status === 'in_play' ? `<p class="live">${escapeHtml(texts.inPlay)}</p>` : '';
  const body = lines
    .map((line, index) =>
      index === 0 ? `<h1>${escapeHtml(line)}</h1>` : `<p>${escapeHtml(line)}</p>`,
    )
    .join('');
  // The app's own font lists: a phone whose system font lacks Bengali still finds one by name.
  const fonts =
    language === 'bn'
      ? "'Noto Sans Bengali','Hind Siliguri',system-ui,sans-serif"
      : "system-ui,'Noto Sans Bengali','Hind Siliguri',sans-serif";
  const face = banglaFont
    ? `@font-face{font-family:'Noto Sans Bengali';src:url(${banglaFont}) format('woff2');font-display:swap;unicode-range:U+0980-09FE,U+200C-200D,U+25CC}`
    : '';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}<title>${escapeHtml(texts.title)}</title><style>${face}
body{margin:0;padding:8px 12px;background:#0b1020;color:#eef1f8;font:14px/1.4 ${fonts}}
h1{margin:0 0 4px;font-size:15px}p{margin:0}.live{color:#34d399;font-weight:600}.tag{color:#8a97bb;font-size:11px}
</style></head><body>${badge}${body}${sandbox}</body></html>`;
}

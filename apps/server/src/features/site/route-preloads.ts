/**
 * A deep link (/odds-view, /login, …) draws only after the route tree, then its layout, then its
 * screen have arrived, each named by the one before: three round trips on a slow link before the
 * first of the screen's calls. The web build writes the files of each address beyond the entry
 * (route-preloads.json, from apps/web/src/app/route-preloads.ts); naming them in the page's HTML
 * lets the browser fetch them all with the entry. Read again when the build changes, as
 * index.html is; a missing or unreadable plan only costs the hints.
 */
import fs from 'node:fs';
import { MOBILE_BREAKPOINT_PX } from '@khela/contract';
import { z } from 'zod';

const planSchema = z.object({
  routes: z.array(
    z.object({
      path: z.string().startsWith('/'),
      scripts: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)),
      styles: z.array(z.string().regex(/^\/assets\/[\w.-]+\.css$/)),
    }),
  ),
});

interface RouteHints {
  pattern: RegExp;
  tags: string;
}

// Wide screens draw the desktop site, whose layouts differ: the hints are for phones, as the
// first banner's are.
const phonesOnly = `media="(max-width: ${MOBILE_BREAKPOINT_PX}px)"`;

/** `/chat-box/:chatId` → a pattern for the path alone (no query), a trailing slash allowed. */
function patternOf(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

function hintsOf(plan: z.infer<typeof planSchema>): RouteHints[] {
  return plan.routes.map((route) => ({
    pattern: patternOf(route.path),
    tags: [
      ...route.styles.map(
        (href) => `<link rel="preload" as="style" href="${href}" crossorigin ${phonesOnly}>`,
      ),
      ...route.scripts.map(
        (href) => `<link rel="modulepreload" href="${href}" crossorigin ${phonesOnly}>`,
      ),
    ].join(''),
  }));
}

function readHints(file: string): RouteHints[] {
  try {
    return hintsOf(planSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8'))));
  } catch {
    // A plan half written or from another version of the build: the pages go without hints.
    return [];
  }
}

/**
 * The reader of a build's plan: given a page's path, the tags to add to its head ('' for an
 * address the plan does not list, or when there is no plan).
 */
export function routePreloadReader(file: string): (pathname: string) => string {
  let cached: { mtimeMs: number; hints: RouteHints[] } = { mtimeMs: -1, hints: [] };
  const current = (): RouteHints[] => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, hints: readHints(file) };
    return cached.hints;
  };
  return (pathname) => current().find((route) => route.pattern.test(pathname))?.tags ?? '';
}

/** The page's HTML with the address's hints at the end of its head. */
export function withRoutePreloads(html: string, tags: string): string {
  if (!tags || !html.includes('</head>')) return html;
  return html.replace('</head>', `${tags}</head>`);
}

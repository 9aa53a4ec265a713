/**
 * A deep link (/odds-view, /login, …) draws only after the route tree, then its layout, then its
 * screen have arrived, each named by the one before: three round trips on a slow link before the
 * first of the screen's calls. The web build writes the files of each address beyond the entry
 * (route-preloads.json, from apps/web/src/app/route-preloads.ts); naming them in the page's HTML
 * lets the browser fetch them all with the entry. Read again when the build changes, as
 * index.html is; a missing or unreadable plan only costs the hints.
 */
import { z } from 'zod';
import { fileReader } from '../../file-reader.js';
import { phonesOnlyMedia } from './html-tags.js';

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
        (href) => `<link rel="preload" as="style" href="${href}" crossorigin ${phonesOnlyMedia}>`,
      ),
      ...route.scripts.map(
        (href) => `<link rel="modulepreload" href="${href}" crossorigin ${phonesOnlyMedia}>`,
      ),
    ].join(''),
  }));
}

function parseHints(text: string): RouteHints[] {
  try {
    return hintsOf(planSchema.parse(JSON.parse(text)));
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
  const current = fileReader(file, parseHints, { value: [] });
  return (pathname) => current().find((route) => route.pattern.test(pathname))?.tags ?? '';
}

/** The page's HTML with the address's hints at the end of its head. */
export function withRoutePreloads(html: string, tags: string): string {
  if (!tags || !html.includes('</head>')) return html;
  return html.replace('</head>', `${tags}</head>`);
}

/**
 * Every route the app serves, read from Fastify's own route tree, so a route added tomorrow is
 * probed without editing this suite. `printRoutes({ commonPrefix: false })` prints one node per
 * line, a child's text continuing its parent's path; each parsed route is checked back against
 * `hasRoute`, so a change in the printed format fails loudly instead of hiding routes.
 */
import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface AppRoute {
  method: HTTPMethods;
  /** The route's pattern, with `:param` placeholders. */
  url: string;
  params: string[];
}

const LINE = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

export function listRoutes(app: FastifyInstance): AppRoute[] {
  const printed = app.printRoutes({ commonPrefix: false });
  const pathAtDepth: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of printed.split('\n')) {
    if (line.trim() === '') continue;
    const match = LINE.exec(line);
    if (!match) throw new Error(`unexpected line in the route tree: ${JSON.stringify(line)}`);
    const depth = (match[1] ?? '').length / 4;
    const url = (depth === 0 ? '' : (pathAtDepth[depth - 1] ?? '')) + (match[2] ?? '');
    pathAtDepth[depth] = url;
    pathAtDepth.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      const route: AppRoute = {
        method,
        url,
        params: [...url.matchAll(/:(\w+)/g)].map((param) => param[1] ?? ''),
      };
      if (url !== '*' && !app.hasRoute({ method: route.method, url: route.url })) {
        throw new Error(`parsed a route the app does not have: ${method} ${url}`);
      }
      routes.push(route);
    }
  }
  return routes;
}

/** The calls a client makes: HEAD mirrors GET and OPTIONS is the CORS pre-flight. */
export function callableRoutes(app: FastifyInstance, prefix: string): AppRoute[] {
  return listRoutes(app).filter(
    (route) =>
      route.url.startsWith(prefix) && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );
}

export const routeName = (route: Pick<AppRoute, 'method' | 'url'>): string =>
  `${route.method} ${route.url}`;

/**
 * Starts the downloads of every screen a deep link will draw, at once: the router draws a layout,
 * and only once the layout's chunk has arrived and drawn does it reach the screen inside it, so
 * a cold `/odds-view` fetched the exchange layout, then the odds view, one after the other over a
 * slow link (docs/performance.md, "Taps and odds updates, second round").
 */
import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

interface Preloadable {
  preload?: () => Promise<unknown>;
}

/** The lazy screens in `node` (an element and, through guards and wrappers, its children). */
function preloadIn(node: ReactNode, depth: number): void {
  if (!isValidElement<{ children?: ReactNode }>(node) || depth > 3) return;
  const { preload } = node.type as Preloadable;
  if (typeof preload === 'function') preload().catch(() => undefined);
  Children.forEach(node.props.children, (child) => preloadIn(child, depth + 1));
}

export function preloadMatchedScreens(routes: RouteObject[], pathname: string): void {
  for (const match of matchRoutes(routes, pathname) ?? []) preloadIn(match.route.element, 0);
}

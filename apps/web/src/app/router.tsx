/**
 * Renders the route tree. The whole tree (route-table.tsx: every screen's element and links, the
 * desktop site) is its own chunk, so `/` on a phone does not wait for it: until it has arrived,
 * home draws from a table of its own with the same shell, layout and screen, which React keeps
 * when the whole tree takes over. Any other address shows the screen loader inside the app shell
 * until the tree is there.
 */
import { isValidElement, useSyncExternalStore } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import type * as RouteTableModule from './route-table';
import { AppShell } from './layouts/app-shell';
import { MainLayout } from './layouts/main-layout';
import { loadChunk } from './lazy-screen';
import { paths } from '../shared/routing/paths';
import { RouteErrorBoundary } from './route-error-boundary';
import {
  homeScreenElement,
  hrefIfServed,
  mainLayoutRouteNames,
  navigationLinks,
} from './served-routes';
import { useSettledIsMobile } from './use-settled-is-mobile';
import { loadScreenTexts } from '../shared/i18n/i18n';
import { SupportChatLinkContext } from '../shared/support-chat-link';
import { whenIdle } from '../shared/use-idle-ready';
import { mobileMediaQuery } from '../shared/use-media-query';

type RouteTable = typeof RouteTableModule;

let routeTable: RouteTable | undefined;
let pendingTable: Promise<RouteTable> | undefined;
/** The last failed download and the address it failed on: that address shows the error page. */
let tableFailure: { error: Error; pathname: string } | undefined;
const tableListeners = new Set<() => void>();

/** Starts (once) the download of the whole route tree; a failed one is tried again next time. */
function loadRouteTable(): Promise<RouteTable> {
  // The tree's desktop frame draws from the screens' texts, as the screens it holds do.
  pendingTable ??= loadChunk(() => Promise.all([import('./route-table'), loadScreenTexts()])).then(
    async ([module]) => {
      // The address's own screens come with the tree: drawn together, not one level at a time.
      // Not for long: a screen still loading then shows its own loader, as before.
      await settledWithin(screensAt(module, window.location.pathname), SCREENS_WAIT_MS);
      routeTable = module;
      // Before the promise settles, so the tree replaces a waiting screen in the same render.
      for (const listener of tableListeners) listener();
      return module;
    },
  );
  pendingTable.catch(() => {
    pendingTable = undefined;
  });
  return pendingTable;
}

/** How long the tree waits for the address's screens before it draws without them. */
const SCREENS_WAIT_MS = 1500;

/** Settles once every one of `work` has, or after `milliseconds`, whichever comes first. */
function settledWithin(work: Promise<unknown>[], milliseconds: number): Promise<void> {
  if (work.length === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, milliseconds);
    void Promise.allSettled(work).then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Starts the download of each lazily loaded screen and layout `pathname` draws (`lazyScreen`'s
 * preload), so the tree arrives with them and draws the address at once: each one left to load as
 * it is first drawn held the next back by its own fallback and reveal (docs/performance.md).
 */
function screensAt(table: RouteTable, pathname: string): Promise<unknown>[] {
  const routes = window.matchMedia(mobileMediaQuery).matches
    ? table.appRoutes
    : table.desktopRoutes;
  return (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) => {
    const preload = isValidElement(route.element)
      ? (route.element.type as { preload?: unknown }).preload
      : undefined;
    return typeof preload === 'function' ? [(preload as () => Promise<unknown>)()] : [];
  });
}

// Away from home the tree is needed at once; on `/` it waits until the page has loaded and then
// for an idle moment, so it competes neither with the first screen's banner nor with a first tap
// (a tap on a link before then starts it, see WaitForRouteTable).
function loadRouteTableQuietly() {
  loadRouteTable().catch(() => undefined);
}
if (window.location.pathname !== paths.home.path || document.readyState === 'complete') {
  loadRouteTableQuietly();
} else {
  window.addEventListener('load', () => whenIdle(loadRouteTableQuietly), { once: true });
}

/** The download of the tree for a screen waiting at `pathname`; settles either way. */
function waitForRouteTable(pathname: string): Promise<void> {
  return loadRouteTable().then(
    () => undefined,
    (error: unknown) => {
      tableFailure = { error: error instanceof Error ? error : new Error(String(error)), pathname };
    },
  );
}

/** Suspends (the app shell's screen loader shows) until the whole tree has arrived. */
function WaitForRouteTable(): null {
  const { pathname } = useLocation();
  if (routeTable) return null;
  // A failed download shows the error page (as a screen's chunk does); another address tries again.
  if (tableFailure?.pathname === pathname) throw tableFailure.error;
  // React's Suspense takes a thrown promise and renders again once it has settled.
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol
  throw waitForRouteTable(pathname);
}

const waitingElement = <WaitForRouteTable />;

/**
 * Home on a phone, before the whole tree has arrived; the main layout's other addresses wait for
 * it under the header, every other one in the app shell.
 */
const firstScreenRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        element: <MainLayout navigation={navigationLinks} />,
        children: [
          { index: true, element: homeScreenElement },
          ...mainLayoutRouteNames.map((name) => ({
            path: paths[name].path,
            element: waitingElement,
          })),
        ],
      },
      { path: '*', element: waitingElement },
    ],
  },
];

const desktopWaitingRoutes: RouteObject[] = [
  {
    element: <AppShell presentation="desktop" />,
    children: [{ path: '*', element: waitingElement }],
  },
];

function subscribeToRouteTable(onArrival: () => void): () => void {
  tableListeners.add(onArrival);
  return () => {
    tableListeners.delete(onArrival);
  };
}

function useRouteTable(): RouteTable | undefined {
  return useSyncExternalStore(subscribeToRouteTable, () => routeTable);
}

export function AppRoutes() {
  const { pathname } = useLocation();
  // Above 768 px the desktop site takes over; it still renders this tree for routes it lacks.
  const isMobile = useSettledIsMobile();
  const table = useRouteTable();
  const routes = table
    ? isMobile
      ? table.appRoutes
      : table.desktopRoutes
    : isMobile
      ? firstScreenRoutes
      : desktopWaitingRoutes;
  const element = useRoutes(routes);
  return (
    <SupportChatLinkContext.Provider value={hrefIfServed('chat')}>
      <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>
    </SupportChatLinkContext.Provider>
  );
}

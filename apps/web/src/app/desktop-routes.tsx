/**
 * The route tree on wide screens. It keeps the app shell (splash, session watch) and puts the
 * desktop layout under it; the desktop pages are its children, and any other address renders the
 * phone route tree in a centred column, so every mobile route keeps working.
 */
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { MobileColumn } from '../features/desktop/components/mobile-column';
import type { DesktopNavLinks } from '../features/desktop/components/top-nav';
import { desktopCategoryKeys, type GamesQuery } from '../features/desktop/desktop-categories';
import { desktopExchangeHref, desktopPaths } from './desktop-paths';
import { LogoutRoute, PlayGameRoute } from './desktop-reading-routes';
import { RequireVisitor } from './guards';
import { AppShell } from './layouts/app-shell';
import { paths, type RouteName } from '../shared/routing/paths';
import {
  DesktopAppDownloadScreen,
  DesktopCategoryScreen,
  DesktopHomeScreen,
  DesktopLayout,
  DesktopPromotionsScreen,
  DesktopRegisterScreen,
} from './screens';

function MobileRoutes({ routes }: { routes: RouteObject[] }) {
  return <MobileColumn>{useRoutes(routes)}</MobileColumn>;
}

export interface DesktopRouteOptions {
  /** The phone tree under the app shell, rendered in the column for every other address. */
  mobileRoutes: RouteObject[];
  hrefIfServed: (name: Exclude<RouteName, 'games' | 'chatBox'>) => string | undefined;
  /** The games list's address for a provider, once /games is served. */
  gamesHref: ((query: GamesQuery) => string) | undefined;
}

export function buildDesktopRoutes({
  mobileRoutes,
  hrefIfServed,
  gamesHref,
}: DesktopRouteOptions): RouteObject[] {
  const links: DesktopNavLinks = {
    home: paths.home.getHref(),
    // The sports menu's Exchange entry goes in through the exchange login route (a member's
    // market block first), to the cricket list.
    sports: hrefIfServed('exchangeLogin') ? desktopExchangeHref : undefined,
    categories: desktopCategoryKeys.map((key) => ({ key, href: desktopPaths[key] })),
    promotions: paths.promotions.getHref(),
    vip: hrefIfServed('vip'),
    referral: hrefIfServed('referralProgram') ? desktopPaths.referral : undefined,
    appDownload: desktopPaths.appDownload,
    login: paths.login.getHref(),
    register: desktopPaths.register,
    // The desktop reading's header buttons both go to /account, whose first entry is Deposit.
    deposit: paths.account.getHref(),
    memberCenter: paths.account.getHref(),
  };
  return [
    {
      element: <AppShell presentation="desktop" />,
      children: [
        {
          element: <DesktopLayout links={links} />,
          children: [
            {
              index: true,
              element: <DesktopHomeScreen categories={links.categories} />,
            },
            {
              path: paths.promotions.path,
              element: <DesktopPromotionsScreen registerHref={desktopPaths.register} />,
            },
            {
              element: <RequireVisitor />,
              children: [
                {
                  path: desktopPaths.register,
                  element: <DesktopRegisterScreen />,
                },
              ],
            },
            { path: desktopPaths.playGame, element: <PlayGameRoute /> },
            { path: desktopPaths.logout, element: <LogoutRoute /> },
            { path: desktopPaths.appDownload, element: <DesktopAppDownloadScreen /> },
            {
              path: desktopPaths.referral,
              element: <Navigate to={paths.referralProgram.getHref()} replace />,
            },
            // The desktop site signs players up on its own register page.
            { path: paths.signup.path, element: <Navigate to={desktopPaths.register} replace /> },
            ...desktopCategoryKeys.map((key) => ({
              path: desktopPaths[key],
              element: <DesktopCategoryScreen category={key} gamesHref={gamesHref} />,
            })),
            { path: '*', element: <MobileRoutes routes={mobileRoutes} /> },
          ],
        },
      ],
    },
  ];
}

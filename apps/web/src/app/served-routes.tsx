/**
 * The routes that are served, and the links home and the main layout need. The route tree
 * (route-table.tsx) serves only the routes whose screens exist. Features link to the routes that
 * are always served through shared/routing/paths.ts; a link to a route that may not be served comes
 * from here or from the tree (features may not import app/), and has no href when the route is not
 * served, so no screen can render a dead link. This part ships with `/`; the tree
 * loads as its own chunk.
 */
import { HomeScreen } from '../features/home/screens/home-screen';
import { HomeExtras } from '../features/navigation/home-extras';
import type { NavigationLinks } from '../features/navigation/navigation-links';
import { paths, type RouteName } from '../shared/routing/paths';

/** The routes with a screen today. Later issues add names here as their screens land. */
export const servedRouteNames = [
  'home',
  'login',
  'signup',
  'referralCode',
  'affiliateCode',
  'agentCode',
  'account',
  'profile',
  'identity',
  'resetPassword',
  'forgotPassword',
  'promotions',
  'terms',
  'games',
  'deposit',
  'makePayment',
  'paymentRequest',
  'withdrawal',
  'transactionRecord',
  'turnoverRecord',
  'bettingRecord',
  'gameRun',
  'inbox',
  'vip',
  'vipDetails',
  'vipHistory',
  'saferGambling',
  'referralProgram',
  'chat',
  'chatList',
  'chatBox',
  'oddsView',
  'exchange',
  'exchangeInplay',
  'exchangeSports',
  'exchangeMulti',
  'exchangeLogin',
  'exchangeAccount',
  'exchangeAccountProfile',
  'exchangeAccountBalance',
  'exchangeAccountMyBets',
  'exchangeAccountHistory',
  'exchangeAccountProfitLoss',
  'exchangeAccountActivity',
] as const satisfies readonly RouteName[];

export const served = new Set<RouteName>(servedRouteNames);

type PlainRouteName = Exclude<RouteName, 'games' | 'chatBox'>;

/** The href of a route that exists, or undefined, which a screen takes as "leave it out". */
export function hrefIfServed(name: PlainRouteName): string | undefined {
  return served.has(name) ? paths[name].getHref() : undefined;
}

/**
 * An operator's link (a slider item's, a sport entry's) if it leads somewhere: an outside address
 * as it is, a site path only when its route is served.
 */
function servedLink(link: string): string | undefined {
  const value = link.trim();
  if (/^https?:\/\//i.test(value)) return value;
  if (!value.startsWith('/')) return undefined;
  const { pathname } = new URL(value, 'http://site.invalid');
  return servedRouteNames.some((name) => paths[name].path === pathname) ? value : undefined;
}

export const navigationLinks: NavigationLinks = {
  gameRunHref: hrefIfServed('gameRun'),
  promotionsHref: hrefIfServed('promotions'),
  // Through the exchange login route, which checks a member's market block on the way in.
  exchangeHref: hrefIfServed('exchangeLogin'),
  vipHref: hrefIfServed('vip'),
  referralHref: hrefIfServed('referralProgram'),
  resolveLink: servedLink,
};

/**
 * The routes drawn inside the main layout (header on top) besides home. Until the route tree has
 * arrived they show the layout with the screen loader, as they do while their own chunk loads;
 * paths.test.ts checks the list against the tree.
 */
export const mainLayoutRouteNames = [
  'games',
  'terms',
  'makePayment',
  'resetPassword',
  'account',
  'profile',
  'identity',
  'promotions',
  'deposit',
  'paymentRequest',
  'withdrawal',
  'transactionRecord',
  'bettingRecord',
  'turnoverRecord',
  'inbox',
  'vip',
  'vipDetails',
  'vipHistory',
  'saferGambling',
  'referralProgram',
] as const satisfies readonly RouteName[];

/** The home screen's element, the same in the first screen's table and the whole tree. */
export const homeScreenElement = <HomeScreen links={navigationLinks} extras={<HomeExtras />} />;

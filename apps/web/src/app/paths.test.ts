// Proves the route table lists every route of both spec files with the spec's exact spelling and
// login rule, and that the router serves exactly the routes it declares as served.
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '../shared/routing/paths';
import { appRoutes } from './route-table';
import { hrefIfServed, mainLayoutRouteNames, servedRouteNames } from './served-routes';

/** [contract: Screens] and [contract: Screens], written out by hand from the spec text. */
const specRoutes: [path: string, requiresLogin: boolean][] = [
  ['/', false],
  ['/signup', false],
  ['/login', false],
  ['/games', false],
  ['/forgot-password', false],
  ['/referral_code', false],
  ['/affiliate_code', false],
  ['/agent_code', false],
  ['/make-payment', false],
  ['/gamerun', true],
  ['/promotions', true],
  ['/account', true],
  ['/profile', true],
  ['/deposit', true],
  ['/withdrawal', true],
  ['/betting-record', true],
  ['/transaction-record', true],
  ['/turnover-record', true],
  ['/refrrel-program', true],
  ['/reset-password', true],
  ['/inbox', true],
  ['/vip', true],
  // Ours: the Terms and Conditions the sign-up line names.
  ['/terms', false],
  // Ours: the pages /vip links to, which the spec names without routes.
  ['/vip-details', true],
  ['/vip-history', true],
  // Ours: limits, reality check, breaks and the activity statement.
  ['/account/safer-gambling', true],
  ['/chat', true],
  ['/chat-list', true],
  ['/chat-box/:chatId', true],
  ['/odds-view', true],
  ['/exchange', true],
  ['/exchange-account', true],
  // Ours: the Account menu's pages.
  ['/exchange-account/profile', true],
  ['/exchange-account/balance-overview', true],
  ['/exchange-account/my-bets', true],
  ['/exchange-account/bets-history', true],
  ['/exchange-account/profit-loss', true],
  ['/exchange-account/activity-log', true],
  ['/exchange-inplay', true],
  ['/exchange-sports', true],
  ['/exchange-multi', true],
  // Ours: the exchange login route, which the spec describes without a path.
  ['/exchange-login', false],
  ['/payment-request', true],
  // Ours: the identity check a large withdrawal needs.
  ['/account/identity', true],
];

function servedPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []),
    ...servedPaths(route.children ?? []),
  ]);
}

describe('paths', () => {
  it('lists every spec route, spelled as the spec spells it, and nothing else', () => {
    const table = Object.values(paths).map((entry) => [entry.path, entry.requiresLogin]);
    expect(table).toHaveLength(specRoutes.length);
    expect(new Map(table as [string, boolean][])).toEqual(new Map(specRoutes));
  });

  it('keeps the contract spelling of the referral programme route', () => {
    expect(paths.referralProgram.path).toBe('/refrrel-program');
    expect(paths.referralProgram.getHref()).toBe('/refrrel-program');
  });

  it('builds hrefs with query parameters and path parameters', () => {
    expect(paths.referralCode.getHref('AB12')).toBe('/referral_code?referral_code=AB12');
    expect(paths.agentCode.getHref()).toBe('/agent_code');
    expect(paths.games.getHref({ type: 'SLOT', system: 'JILI', title: 'Jili Slots' })).toBe(
      '/games?type=SLOT&system=JILI&title=Jili+Slots',
    );
    expect(paths.games.getHref()).toBe('/games');
    expect(paths.chatBox.getHref(42)).toBe('/chat-box/42');
  });

  it('serves exactly the routes named as served, each from the table', () => {
    const expected = servedRouteNames.map((name) => paths[name].path).sort();
    expect(servedPaths(appRoutes).sort()).toEqual(expected);
  });

  it('names, as drawn in the main layout before the route tree arrives, its routes in the tree', () => {
    const mainLayout = appRoutes[0]?.children?.[0];
    const expected = ['/', ...mainLayoutRouteNames.map((name) => paths[name].path)].sort();
    expect(servedPaths(mainLayout?.children ?? []).sort()).toEqual(expected);
  });

  it('gives an href only for served routes, so screens cannot link to missing ones', () => {
    expect(hrefIfServed('account')).toBe('/account');
    expect(hrefIfServed('deposit')).toBe('/deposit');
    expect(hrefIfServed('profile')).toBe('/profile');
    expect(hrefIfServed('resetPassword')).toBe('/reset-password');
    expect(hrefIfServed('oddsView')).toBe('/odds-view');
    expect(hrefIfServed('forgotPassword')).toBe('/forgot-password');
    expect(hrefIfServed('vip')).toBe('/vip');
    expect(hrefIfServed('referralProgram')).toBe('/refrrel-program');
    expect(hrefIfServed('chat')).toBe('/chat');
    expect(hrefIfServed('chatList')).toBe('/chat-list');
    expect(hrefIfServed('inbox')).toBe('/inbox');
  });
});

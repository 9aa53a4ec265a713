/**
 * Each call is declared once, in the contract: every /api and /admin-api route the app serves is
 * either a declared call (packages/contract/src/call-list.ts) or one of the plain routes below,
 * named with the reason it stays outside the contract. A route added by hand fails here until it
 * is declared or its reason is written down.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { declaredCalls } from '@khela/contract';
import { buildTestApp, type TestApp } from '../../apps/server/src/testing/build-test-app.js';
import { callableRoutes, routeName } from './route-table.js';

/** Routes whose body or answer is not one JSON document, or that only another party calls. */
const plainRoutes: ReadonlyMap<string, string> = new Map([
  ['POST /api/provider-wallet/:provider/:action', "a game provider's signed wallet callback"],
  ['POST /api/payments/gateway/:gateway/callback', "a payment gateway's signed callback"],
  ['GET /api/stream', "the player's live event stream"],
  ['GET /api/house/crash/stream', "Crash's live round stream"],
  ['GET /api/exchange/stream/:eventId', "an event's live odds stream"],
  ['POST /api/deposit-receipt', 'a receipt file upload'],
  ['GET /admin-api/deposits/:transaction_id/receipt', 'a receipt file download'],
  ['POST /api/identity/file', 'an identity photo upload'],
  ['GET /admin-api/identity-checks/:id/files/:part', 'an identity photo download'],
  ['POST /admin-api/promotions/:id/image', 'an image file upload'],
  ['GET /admin-api/chats/stream', "the support desk's live event stream"],
  ['PUT /admin-api/catalogue/games/:id/thumbnail', 'an image file upload'],
  ['POST /admin-api/site/images', 'an image file upload'],
  ['POST /admin-api/site/android-app', 'an Android app file upload'],
]);

let harness: TestApp;
beforeAll(async () => {
  harness = await buildTestApp();
});
afterAll(() => harness.close());

it('serves no call that is neither declared nor a named plain route', () => {
  const declared = new Set(declaredCalls.map((call) => `${call.method} ${call.path}`));
  const routes = [
    ...callableRoutes(harness.app, '/api/'),
    ...callableRoutes(harness.app, '/admin-api/'),
  ].map(routeName);
  expect(routes.filter((route) => !declared.has(route) && !plainRoutes.has(route))).toEqual([]);
  // A plain route that is gone, or has since been declared, leaves the list too.
  expect(
    [...plainRoutes.keys()].filter((route) => !routes.includes(route) || declared.has(route)),
  ).toEqual([]);
});

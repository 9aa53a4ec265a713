/**
 * The role map of docs/decisions.md (Operator roles), sampled through the real /admin-api: each
 * area admits its roles and the owner, and refuses every other role with 403 and our message.
 * Refusals come from the guard, before any input is read, so the sample calls need no real data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorMessages, operatorRoles, type OperatorRole } from '@khela/contract';
import { buildTestApp, testDialect, type TestApp } from '../../testing/build-test-app.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import { codeOf } from '../../testing/refusal.js';

interface Sample {
  area: string;
  method: 'GET' | 'POST';
  url: string;
  roles: readonly OperatorRole[];
}

const samples: readonly Sample[] = [
  {
    area: 'promotions',
    method: 'POST',
    url: '/admin-api/promotions',
    roles: ['owner', 'content'],
  },
  {
    area: 'VIP levels and rates',
    method: 'GET',
    url: '/admin-api/vip',
    roles: ['owner', 'content'],
  },
  {
    area: 'referral reward rule',
    method: 'GET',
    url: '/admin-api/referral-rules',
    roles: ['owner', 'content'],
  },
  {
    area: 'deposit queue',
    method: 'GET',
    url: '/admin-api/deposits',
    roles: ['owner', 'finance', 'support'],
  },
  {
    area: 'deposit decision',
    method: 'POST',
    url: '/admin-api/deposits/1/approve',
    roles: ['owner', 'finance'],
  },
  {
    area: 'withdrawal decision',
    method: 'POST',
    url: '/admin-api/withdrawals/1/reject',
    roles: ['owner', 'finance'],
  },
  {
    area: 'withdrawal approval',
    method: 'POST',
    url: '/admin-api/withdrawals/1/approve',
    roles: ['owner', 'finance'],
  },
  {
    area: 'payment methods',
    method: 'GET',
    url: '/admin-api/payment-methods',
    roles: ['owner', 'finance'],
  },
  {
    area: 'receiving numbers',
    method: 'POST',
    url: '/admin-api/payment-methods/1/numbers/1',
    roles: ['owner', 'finance'],
  },
  { area: 'chat desk', method: 'GET', url: '/admin-api/chats', roles: ['owner', 'support'] },
  {
    area: 'chat desk (take a chat)',
    method: 'POST',
    url: '/admin-api/chats/1/assign',
    roles: ['owner', 'support'],
  },
  { area: 'inbox', method: 'POST', url: '/admin-api/inbox', roles: ['owner', 'support'] },
  {
    area: 'exchange markets',
    method: 'GET',
    url: '/admin-api/exchange/markets',
    roles: ['owner', 'trader'],
  },
  {
    area: 'trading events and fancy lines',
    method: 'POST',
    url: '/admin-api/exchange/events/none/fancy',
    roles: ['owner', 'trader'],
  },
  {
    area: 'market liability',
    method: 'GET',
    url: '/admin-api/exchange/markets/none/liability',
    roles: ['owner', 'trader'],
  },
  {
    area: 'catalogue',
    method: 'GET',
    url: '/admin-api/catalogue/games',
    roles: ['owner', 'content'],
  },
  {
    area: 'catalogue reorder',
    method: 'POST',
    url: '/admin-api/catalogue/games/order',
    roles: ['owner', 'content'],
  },
  {
    area: 'casino aggregators',
    method: 'GET',
    url: '/admin-api/casino/providers',
    roles: ['owner'],
  },
  { area: 'dashboard', method: 'GET', url: '/admin-api/dashboard', roles: ['owner', 'finance'] },
  {
    area: 'player look-ups',
    method: 'GET',
    url: '/admin-api/players',
    roles: ['owner', 'finance', 'support'],
  },
  {
    area: 'player sessions and market blocks',
    method: 'POST',
    url: '/admin-api/players/1/market-block',
    roles: ['owner', 'support'],
  },
  {
    area: 'balance adjustments',
    method: 'POST',
    url: '/admin-api/players/1/adjustments',
    roles: ['owner', 'finance'],
  },
  {
    area: 'site settings',
    method: 'POST',
    url: '/admin-api/site/settings',
    roles: ['owner', 'content'],
  },
  { area: 'sliders', method: 'GET', url: '/admin-api/site/sliders', roles: ['owner', 'content'] },
  {
    area: 'notices',
    method: 'POST',
    url: '/admin-api/site/notices/999999/delete',
    roles: ['owner', 'content'],
  },
  { area: 'outbox', method: 'GET', url: '/admin-api/outbox', roles: ['owner', 'content'] },
  { area: 'audit trail', method: 'GET', url: '/admin-api/audit', roles: operatorRoles },
  { area: 'operator list', method: 'GET', url: '/admin-api/operators', roles: ['owner'] },
  {
    area: 'operator changes',
    method: 'POST',
    url: '/admin-api/operators/999999/status',
    roles: ['owner'],
  },
];

let harness: TestApp;
const tokens = new Map<OperatorRole, string>();
beforeAll(async () => {
  harness = await buildTestApp();
  for (const role of operatorRoles) tokens.set(role, (await signInOperator(harness, role)).token);
});
afterAll(() => harness.close());

describe(`operator roles per area on ${testDialect}`, () => {
  it.each(samples)('$area: $roles get in, every other role gets 403', async (sample) => {
    for (const role of operatorRoles) {
      const response = await harness.app.inject({
        method: sample.method,
        url: sample.url,
        headers: bearer(tokens.get(role) ?? ''),
        ...(sample.method === 'POST' ? { payload: {} } : {}),
      });
      if (sample.roles.includes(role)) {
        // Past the guard: an answer of the call itself (a 404 or 422 for the empty sample input).
        expect(response.statusCode, `${role} on ${sample.url}`).not.toBe(403);
        expect(response.statusCode, `${role} on ${sample.url}`).toBeLessThan(500);
      } else {
        expect(response.statusCode, `${role} on ${sample.url}`).toBe(403);
        expect(response.json()).toEqual({
          code: codeOf(operatorMessages.forbidden),
          message: operatorMessages.forbidden,
        });
      }
    }
  });
});

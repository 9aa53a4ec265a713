/**
 * The role map of docs/decisions.md (Operator roles), sampled through the real /admin-api: each
 * area admits its roles and the owner, and refuses every other role with 403 and our message.
 * Refusals come from the guard, before any input is read, so the sample calls need no real data.
 */
import { describe, expect, it } from 'vitest';
import { operatorMessages, operatorRoles, type OperatorRole } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { everyRolePerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import { bearer } from '../../testing/players.js';
import { refusalBody } from '../../testing/refusal.js';

interface Sample {
  area: string;
  method: 'GET' | 'POST';
  url: string;
  roles: readonly OperatorRole[];
}

/** A row of the map: `call` is the method and the address, as in "GET /admin-api/vip". */
function sample(area: string, call: string, roles: readonly OperatorRole[]): Sample {
  const [method, url = ''] = call.split(' ');
  return { area, method: method === 'POST' ? 'POST' : 'GET', url, roles };
}

const samples: readonly Sample[] = [
  sample('promotions', 'POST /admin-api/promotions', ['owner', 'content']),
  sample('VIP levels and rates', 'GET /admin-api/vip', ['owner', 'content']),
  sample('referral reward rule', 'GET /admin-api/referral-rules', ['owner', 'content']),
  sample('deposit queue', 'GET /admin-api/deposits', ['owner', 'finance', 'support']),
  sample('deposit decision', 'POST /admin-api/deposits/1/approve', ['owner', 'finance']),
  sample('withdrawal decision', 'POST /admin-api/withdrawals/1/reject', ['owner', 'finance']),
  sample('withdrawal approval', 'POST /admin-api/withdrawals/1/approve', ['owner', 'finance']),
  sample('payment methods', 'GET /admin-api/payment-methods', ['owner', 'finance']),
  sample('receiving numbers', 'POST /admin-api/payment-methods/1/numbers/1', ['owner', 'finance']),
  sample('chat desk', 'GET /admin-api/chats', ['owner', 'support']),
  sample('chat desk (take a chat)', 'POST /admin-api/chats/1/assign', ['owner', 'support']),
  sample('inbox', 'POST /admin-api/inbox', ['owner', 'support']),
  sample('exchange markets', 'GET /admin-api/exchange/markets', ['owner', 'trader']),
  sample('trading events and fancy lines', 'POST /admin-api/exchange/events/none/fancy', [
    'owner',
    'trader',
  ]),
  sample('market liability', 'GET /admin-api/exchange/markets/none/liability', ['owner', 'trader']),
  sample('catalogue', 'GET /admin-api/catalogue/games', ['owner', 'content']),
  sample('catalogue reorder', 'POST /admin-api/catalogue/games/order', ['owner', 'content']),
  sample('casino aggregators', 'GET /admin-api/casino/providers', ['owner']),
  sample('dashboard', 'GET /admin-api/dashboard', ['owner', 'finance']),
  sample('player look-ups', 'GET /admin-api/players', ['owner', 'finance', 'support']),
  sample('player sessions and market blocks', 'POST /admin-api/players/1/market-block', [
    'owner',
    'support',
  ]),
  sample('balance adjustments', 'POST /admin-api/players/1/adjustments', ['owner', 'finance']),
  sample('site settings', 'POST /admin-api/site/settings', ['owner', 'content']),
  sample('sliders', 'GET /admin-api/site/sliders', ['owner', 'content']),
  sample('notices', 'POST /admin-api/site/notices/999999/delete', ['owner', 'content']),
  sample('outbox', 'GET /admin-api/outbox', ['owner', 'content']),
  sample('audit trail', 'GET /admin-api/audit', operatorRoles),
  sample('operator list', 'GET /admin-api/operators', ['owner']),
  sample('operator changes', 'POST /admin-api/operators/999999/status', ['owner']),
];

const harness = testAppPerFile();
const tokens = everyRolePerFile(harness);

describe(`operator roles per area on ${testDialect}`, () => {
  it.each(samples)('$area: $roles get in, every other role gets 403', async (sample) => {
    for (const role of operatorRoles) {
      const response = await harness.app.inject({
        method: sample.method,
        url: sample.url,
        headers: bearer(tokens[role]),
        ...(sample.method === 'POST' ? { payload: {} } : {}),
      });
      if (sample.roles.includes(role)) {
        // Past the guard: an answer of the call itself (a 404 or 422 for the empty sample input).
        expect(response.statusCode, `${role} on ${sample.url}`).not.toBe(403);
        expect(response.statusCode, `${role} on ${sample.url}`).toBeLessThan(500);
      } else {
        expect(response.statusCode, `${role} on ${sample.url}`).toBe(403);
        expect(response.json()).toEqual(refusalBody(operatorMessages.forbidden));
      }
    }
  });
});

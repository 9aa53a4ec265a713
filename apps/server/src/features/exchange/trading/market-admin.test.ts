/**
 * The operator's market calls: the list with each market's state, suspending (bets refused) and
 * reopening by hand, audited; other roles and settled markets are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { exchangeBetMessages } from '@khela/contract';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { addMatchOdds, placeBet } from '../../../testing/exchange-markets.js';
import { signInOperator } from '../../../testing/operators.js';
import { bearer } from '../../../testing/players.js';
import { refusalBody } from '../../../testing/refusal.js';

const harness = testAppPerFile();
let admin: string;
beforeAll(async () => {
  admin = (await signInOperator(harness, 'owner')).token;
  await addMatchOdds(harness, {
    eventId: 'adm-1',
    eventName: 'Barishal v Rangpur',
    openDate: '2026-11-25T10:00:00.000Z',
    marketId: '1.adm',
  });
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  harness.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe(`operator market calls on ${testDialect}`, () => {
  it('lists markets, suspends and reopens one (audited), and refuses the rest', async () => {
    const list = await call('GET', '/admin-api/exchange/markets', admin);
    expect(list.json()).toMatchObject({
      data: [
        {
          market_id: '1.adm',
          kind: 'match_odds',
          status: 'open',
          event: { id: 'adm-1', name: 'Barishal v Rangpur', sport: 'cricket', status: 'upcoming' },
        },
      ],
    });
    const suspended = await call('POST', '/admin-api/exchange/markets/1.adm/status', admin, {
      status: 'suspended',
    });
    expect(suspended.json()).toEqual({ market_id: '1.adm', status: 'suspended' });
    const player = await casinoPlayer(harness, 100);
    await expect(
      placeBet(harness, player, { market: '1.adm', back: 1, odds: 2, stake: 10 }),
    ).rejects.toMatchObject({ message: exchangeBetMessages.marketSuspended });
    expect(
      (await call('GET', '/admin-api/exchange/markets?status=suspended', admin)).json(),
    ).toMatchObject({ data: [{ market_id: '1.adm' }] });
    await call('POST', '/admin-api/exchange/markets/1.adm/status', admin, { status: 'open' });
    const audit = await harness.context.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', '1.adm')
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'exchange_market.suspend',
      'exchange_market.reopen',
    ]);

    const bad = await call('POST', '/admin-api/exchange/markets/1.adm/status', admin, {
      status: 'closed',
    });
    expect(bad.statusCode).toBe(422);
    const supportToken = (await signInOperator(harness, 'support')).token;
    expect((await call('GET', '/admin-api/exchange/markets', supportToken)).statusCode).toBe(403);
    await call('POST', '/admin-api/exchange/markets/1.adm/settle', admin, { void: true });
    const afterSettle = await call('POST', '/admin-api/exchange/markets/1.adm/status', admin, {
      status: 'open',
    });
    expect([afterSettle.statusCode, afterSettle.json()]).toEqual([
      409,
      refusalBody(exchangeBetMessages.alreadySettled),
    ]);
  });
});

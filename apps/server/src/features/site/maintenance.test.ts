/**
 * Maintenance from the player's side: with `site_status` 0 every player call answers 503 with the
 * maintenance message, a signed-in player included, while the calls the maintenance screen needs,
 * the callbacks of payment gateways and game providers, the console and /healthz keep answering;
 * switched back on, the same calls work again at once.
 */
import { describe, expect, it } from 'vitest';
import { siteMessages } from '@khela/contract';
import { callAsOperator } from '../../testing/operators.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { refusalBody } from '../../testing/refusal.js';
import { getAs, postAs } from '../../testing/requests.js';
import { everyRolePerFile, testAppPerFile } from '../../testing/test-app-per-file.js';

const harness = testAppPerFile({ seedDemoData: true });
const tokens = everyRolePerFile(harness);

const setStatus = (siteStatus: 0 | 1) =>
  callAsOperator(harness, tokens.content, 'POST', '/admin-api/site/settings', {
    site_status: siteStatus,
  });

describe('maintenance', () => {
  it('stops every player call but the site information and outside callbacks, then reopens', async () => {
    const player = await signUpAndLogIn(harness.app);
    expect((await postAs(harness, player.token, '/api/balance')).statusCode).toBe(200);

    expect((await setStatus(0)).statusCode).toBe(200);
    const stopped = [
      await postAs(harness, player.token, '/api/balance'),
      await getAs(harness, player.token, '/api/user/show'),
      await getAs(harness, player.token, '/api/exchange-hub'),
      await postAs(harness, player.token, '/api/game-run', {
        userId: player.remote_id,
        gameCode: 'slots',
        gameType: 'SLOT',
        platform: 'KHELA',
      }),
      await harness.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'demoplayer', password: 'whatever1' },
      }),
      await harness.app.inject('/api/get-system'),
    ];
    for (const response of stopped) {
      expect([response.statusCode, response.json()]).toEqual([
        503,
        refusalBody(siteMessages.maintenance),
      ]);
    }

    // What the maintenance screen shows, and what other parties send about money already moving.
    for (const path of ['/api/general', '/api/logo', '/api/sociallink', '/api/sliders']) {
      expect((await harness.app.inject(path)).statusCode, path).toBe(200);
    }
    for (const url of [
      '/api/payments/gateway/bkash/callback',
      '/api/provider-wallet/MEGHNA/balance',
    ]) {
      const callback = await harness.app.inject({ method: 'POST', url, payload: {} });
      expect(callback.statusCode, url).not.toBe(503);
    }
    expect((await harness.app.inject('/healthz')).statusCode).toBe(200);
    const settings = await callAsOperator(harness, tokens.owner, 'GET', '/admin-api/site/settings');
    expect(settings.statusCode).toBe(200);

    expect((await setStatus(1)).statusCode).toBe(200);
    expect((await postAs(harness, player.token, '/api/balance')).statusCode).toBe(200);
  });
});

/**
 * /admin-api/casino/providers: an admin configures an aggregator (launch template, secret shown
 * once when made, on or off), audited; other roles and bad input are refused; a configured
 * provider's games launch and stop being "coming soon", and the game frame may load its origin.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  casinoAdminMessages,
  casinoProviderConfigResponseSchema,
  gameRunMessages,
  getGamesResponseSchema,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signInOperator } from '../../testing/operators.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { refusalBody } from '../../testing/refusal.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile({ seedDemoData: true });
let admin: string;
beforeAll(async () => {
  admin = (await signInOperator(harness, 'owner')).token;
});

const configure = (token: string, platform: string, payload: Record<string, unknown>) =>
  postAs(harness, token, `/admin-api/casino/providers/${platform}`, payload);

const launchUrl = 'https://games.example.com/launch?token={token}&game={game}';

describe(`configuring aggregators on ${testDialect}`, () => {
  it('lets an admin configure an aggregator, showing a made secret once, audited', async () => {
    const player = await signUpAndLogIn(harness.app);
    const launch = () =>
      postAs(harness, player.token, '/api/game-run', {
        userId: player.remote_id,
        gameCode: 'river-catch',
        gameType: 'FH',
        platform: 'PADMA',
      });
    expect((await launch()).json()).toEqual(refusalBody(gameRunMessages.comingSoon));

    const created = await configure(admin, 'PADMA', { launch_url: launchUrl });
    expect(created.statusCode).toBe(200);
    const answer = casinoProviderConfigResponseSchema.parse(created.json());
    expect(answer).toMatchObject({ platform: 'PADMA', launch_url: launchUrl, active: true });
    expect(answer.wallet_secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await launch()).statusCode).toBe(200);
    const games = getGamesResponseSchema.parse(
      (
        await harness.app.inject({ method: 'GET', url: '/api/get-games?type=FH&system=PADMA' })
      ).json(),
    );
    expect(games.data.every((game) => game.coming_soon === false)).toBe(true);
    // The game frame may now load the aggregator's origin (and only while it is switched on).
    const frameSrc = async () => {
      const page = await harness.app.inject({ method: 'GET', url: '/healthz' });
      return /frame-src ([^;]*)/.exec(String(page.headers['content-security-policy']))?.[1] ?? '';
    };
    expect(await frameSrc()).toContain('https://games.example.com');

    // Switching it off keeps the secret and answers none.
    const off = await configure(admin, 'PADMA', { launch_url: launchUrl, active: false });
    expect(off.json()).toMatchObject({ active: false, wallet_secret: null });
    expect((await launch()).json()).toEqual(refusalBody(gameRunMessages.comingSoon));
    expect(await frameSrc()).not.toContain('games.example.com');
    const stored = await harness.context.db
      .selectFrom('casino_providers')
      .select('wallet_secret')
      .where('platform', '=', 'PADMA')
      .executeTakeFirstOrThrow();
    expect(stored.wallet_secret).toBe(answer.wallet_secret);

    const list = await getAs(harness, admin, '/admin-api/casino/providers');
    const listed = list.json<{ data: Record<string, unknown>[] }>().data;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ platform: 'PADMA', launch_url: launchUrl, active: false });
    expect(Object.keys(listed[0]!).sort()).toEqual([
      'active',
      'launch_url',
      'platform',
      'updated_at',
    ]);
    expect(list.body).not.toContain(answer.wallet_secret);
    const audit = await harness.context.db
      .selectFrom('audit_log')
      .select(['action', 'target_id', 'detail'])
      .where('action', '=', 'casino_provider.configure')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]!.detail).not.toContain(answer.wallet_secret);
  });

  it('refuses other roles, the house provider, unknown providers and bad templates', async () => {
    const finance = (await signInOperator(harness, 'finance')).token;
    expect((await configure(finance, 'MEGHNA', { launch_url: launchUrl })).statusCode).toBe(403);
    expect((await configure(admin, 'KHELA', { launch_url: launchUrl })).json()).toEqual(
      refusalBody(casinoAdminMessages.houseProvider),
    );
    expect((await configure(admin, 'NOSUCH', { launch_url: launchUrl })).statusCode).toBe(404);
    for (const bad of ['ftp://x/{token}', 'https://games.example.com/launch', 'not a url']) {
      const response = await configure(admin, 'MEGHNA', { launch_url: bad });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject(refusalBody(casinoAdminMessages.launchUrlInvalid));
    }
    const shortSecret = await configure(admin, 'MEGHNA', {
      launch_url: launchUrl,
      wallet_secret: 'short',
    });
    expect(shortSecret.json()).toMatchObject(refusalBody(casinoAdminMessages.secretInvalid));
  });
});

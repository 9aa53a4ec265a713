/**
 * POST /api/game-run: sign-in, the caller's own id, market block, the game's status, providers
 * without an adapter ("coming soon"), the house provider's launch address with its launch token,
 * and an aggregator's launch template. Also POST /api/player-login, which the Lucky platform uses.
 */
import { describe, expect, it } from 'vitest';
import {
  gameRunMessages,
  gameRunResponseSchema,
  HOUSE_PLATFORM,
  marketBlockMessages,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { configureTestAggregator } from '../../testing/casino.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';
import { setMarketBlock } from '../market-block/service.js';
import { resolveLaunchSession } from './service.js';
import { refusalBody } from '../../testing/refusal.js';
import { postAs } from '../../testing/requests.js';

const harness = testAppPerFile({
  environment: { PUBLIC_URL: 'https://khela.example' },
  seedDemoData: true,
});

type Player = Awaited<ReturnType<typeof signUpAndLogIn>>;

function launch(player: Player | undefined, body: Record<string, unknown>) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/game-run',
    headers: player ? bearer(player.token) : {},
    payload: body,
  });
}

const slots = (player: Player, extra: Record<string, unknown> = {}) => ({
  userId: player.remote_id,
  gameCode: 'slots',
  gameType: 'SLOT',
  platform: HOUSE_PLATFORM,
  externalURL: 'https://khela.example/games?type=SLOT&system=KHELA&title=Khela',
  isMobileLogin: true,
  ...extra,
});

function tokenOf(url: string): string {
  const token = /#session=([^&]+)$/.exec(url)?.[1];
  if (!token) throw new Error(`no launch token in ${url}`);
  return decodeURIComponent(token);
}

describe(`game launch on ${testDialect}`, () => {
  it('answers the spec message without a sign-in', async () => {
    const player = await signUpAndLogIn(harness.app);
    const response = await launch(undefined, slots(player));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(refusalBody(gameRunMessages.notLoggedIn));
    const wrongToken = await postAs(harness, 'not-a-token', '/api/game-run', slots(player));
    expect(wrongToken.statusCode).toBe(401);
  });

  it('refuses another player id and a launch that names no game', async () => {
    const player = await signUpAndLogIn(harness.app);
    const other = await signUpAndLogIn(harness.app);
    expect((await launch(player, slots(player, { userId: other.remote_id }))).statusCode).toBe(403);
    const missing = await launch(player, slots(player, { gameCode: ' ' }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject(refusalBody(gameRunMessages.gameRequired));
  });

  it('opens a house game at its page with a launch token bound to the player', async () => {
    const player = await signUpAndLogIn(harness.app);
    const response = await launch(player, slots(player));
    expect(response.statusCode).toBe(200);
    const { url } = gameRunResponseSchema.parse(response.json());
    expect(url).toMatch(
      /^\/house\/slots\?lobby=%2Fgames%3Ftype%3DSLOT%26system%3DKHELA%26title%3DKhela#session=.+$/,
    );
    const token = tokenOf(url);
    expect(token).not.toBe(player.token);
    expect(await resolveLaunchSession(harness.context.db, token)).toMatchObject({
      userId: player.remote_id,
      platform: HOUSE_PLATFORM,
      gameCode: 'slots',
      username: player.username,
      currency: 'BDT',
    });
    // The player's bearer token is not a launch token.
    expect(await resolveLaunchSession(harness.context.db, player.token)).toBeUndefined();
  });

  it('drops a lobby address on another site', async () => {
    const player = await signUpAndLogIn(harness.app);
    const response = await launch(
      player,
      slots(player, { externalURL: 'https://elsewhere.example/phish' }),
    );
    expect(gameRunResponseSchema.parse(response.json()).url).toMatch(/^\/house\/slots#session=/);
  });

  it('drops a lobby on this origin whose path names another site', async () => {
    const player = await signUpAndLogIn(harness.app);
    const site = harness.context.config.publicUrl;
    for (const externalURL of [`${site}//evil.example/phish`, `${site}/%2F%2Fevil.example`]) {
      const response = await launch(player, slots(player, { externalURL }));
      expect(gameRunResponseSchema.parse(response.json()).url, externalURL).toMatch(
        /^\/house\/slots#session=/,
      );
    }
  });

  it('ends the launch token when the player logs out', async () => {
    const player = await signUpAndLogIn(harness.app);
    const { url } = gameRunResponseSchema.parse((await launch(player, slots(player))).json());
    const token = tokenOf(url);
    expect(await resolveLaunchSession(harness.context.db, token)).toBeDefined();
    await harness.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(player.token) });
    expect(await resolveLaunchSession(harness.context.db, token)).toBeUndefined();
  });

  it('ends an idle launch token after its idle time, never past its end', async () => {
    const player = await signUpAndLogIn(harness.app);
    const { url } = gameRunResponseSchema.parse((await launch(player, slots(player))).json());
    const token = tokenOf(url);
    const now = Date.now();
    expect(await resolveLaunchSession(harness.context.db, token, now + 29 * 60_000)).toBeDefined();
    // Used at 29 minutes, so it lives until about 59.
    expect(await resolveLaunchSession(harness.context.db, token, now + 58 * 60_000)).toBeDefined();
    expect(
      await resolveLaunchSession(harness.context.db, token, now + 120 * 60_000),
    ).toBeUndefined();
  });

  it('shows the Market Block refusal when games are blocked', async () => {
    const player = await signUpAndLogIn(harness.app);
    await setMarketBlock(harness.context.db, player.remote_id, {
      exchange_market: 1,
      cs_market: 0,
      status: 'inactive',
    });
    const response = await launch(player, slots(player));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusalBody(marketBlockMessages.body));
  });

  it('refuses a game that is switched off, unknown, or whose provider is switched off', async () => {
    const player = await signUpAndLogIn(harness.app);
    const db = harness.context.db;
    await db.updateTable('games').set({ status: 0 }).where('code', '=', 'mines').execute();
    const off = await launch(player, slots(player, { gameCode: 'mines', gameType: 'ARCADE' }));
    expect(off.statusCode).toBe(404);
    expect(off.json()).toEqual(refusalBody(gameRunMessages.gameUnavailable));
    await db.updateTable('games').set({ status: 1 }).where('code', '=', 'mines').execute();

    const unknown = await launch(player, slots(player, { gameCode: 'no-such-game' }));
    expect(unknown.json()).toEqual(refusalBody(gameRunMessages.gameUnavailable));

    await db
      .updateTable('game_providers')
      .set({ status: 0 })
      .where('platform', '=', HOUSE_PLATFORM)
      .execute();
    expect((await launch(player, slots(player))).statusCode).toBe(404);
    await db
      .updateTable('game_providers')
      .set({ status: 1 })
      .where('platform', '=', HOUSE_PLATFORM)
      .execute();
    expect((await launch(player, slots(player))).statusCode).toBe(200);
  });

  it('answers "coming soon" for a provider without an adapter, and launches every house game listed', async () => {
    const player = await signUpAndLogIn(harness.app);
    const padma = await launch(player, {
      ...slots(player),
      platform: 'PADMA',
      gameCode: 'royal-bengal-tiger',
    });
    expect(padma.statusCode).toBe(404);
    expect(padma.json()).toEqual(refusalBody(gameRunMessages.comingSoon));
    const hilo = await launch(player, slots(player, { gameCode: 'hilo', gameType: 'ARCADE' }));
    expect(hilo.statusCode).toBe(200);
    const poker = await launch(
      player,
      slots(player, { gameCode: 'jacks-or-better', gameType: 'BINGO' }),
    );
    expect(poker.statusCode).toBe(200);
  });

  it("launches a configured aggregator's game through its URL template", async () => {
    const player = await signUpAndLogIn(harness.app);
    const { platform } = await configureTestAggregator(harness, 'JAMUNA');
    const response = await launch(player, {
      ...slots(player),
      platform,
      gameCode: 'teen-patti',
      gameType: 'TABLE',
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(gameRunResponseSchema.parse(response.json()).url);
    expect(url.origin).toBe('https://games.example.com');
    expect(url.searchParams.get('game')).toBe('teen-patti');
    expect(url.searchParams.get('lobby')).toBe('/games?type=SLOT&system=KHELA&title=Khela');
    const token = url.searchParams.get('token') ?? '';
    expect(await resolveLaunchSession(harness.context.db, token)).toMatchObject({
      platform: 'JAMUNA',
      userId: player.remote_id,
    });
  });

  it('still issues the short-lived access token the Lucky platform asks for first', async () => {
    const player = await signUpAndLogIn(harness.app);
    const response = await postAs(harness, player.token, '/api/player-login', {
      user_id: player.remote_id,
    });
    expect(response.statusCode).toBe(200);
    expect(typeof response.json<{ access_token: unknown }>().access_token).toBe('string');
  });
});

/** Catalogue calls on the demo catalogue: systems per type, providers, games, types, and bad input. */
import { describe, expect, it } from 'vitest';
import {
  catalogMessages,
  categoryTypes,
  getGamesResponseSchema,
  getProviderResponseSchema,
  getSystemResponseSchema,
  getTypeResponseSchema,
  sportEntrySchema,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { bearer, signUpAndLogIn, signupPayload } from '../../testing/players.js';

const harness = testAppPerFile({ seedDemoData: true });

const get = (url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url, headers });

describe(`catalogue on ${testDialect}`, () => {
  it('lists the platforms of a category, case-insensitively', async () => {
    const body = getSystemResponseSchema.parse((await get('/api/get-system?type=slot')).json());
    expect(body.data.map((system) => system.platform)).toEqual(['KHELA', 'PADMA', 'MEGHNA']);
  });

  it('answers SPORTS with sport entries that link or launch', async () => {
    const response = await get('/api/get-system?type=SPORTS');
    const entries = response
      .json<{ data: unknown[] }>()
      .data.map((entry) => sportEntrySchema.parse(entry));
    expect(entries[0]).toMatchObject({ name: 'Exchange', link: '/exchange' });
  });

  it('lists providers for a JSON list of systems, in the order asked', async () => {
    const query = encodeURIComponent(JSON.stringify(['MEGHNA', 'PADMA']));
    const body = getProviderResponseSchema.parse(
      (await get(`/api/get-provider?system=${query}`)).json(),
    );
    expect(body.data.map((provider) => provider.platform)).toEqual(['MEGHNA', 'PADMA']);
    expect(body.data[0]!.icon).toMatch(/^\/storage\/catalog\/.+\.svg$/);
    expect((await get(body.data[0]!.icon)).statusCode).toBe(200);
  });

  it('lists games of a type, for one platform or all', async () => {
    const all = getGamesResponseSchema.parse((await get('/api/get-games?type=SLOT')).json());
    const padma = getGamesResponseSchema.parse(
      (await get('/api/get-games?type=SLOT&system=PADMA')).json(),
    );
    expect(all.data.length).toBeGreaterThan(padma.data.length);
    expect(padma.data.every((game) => game.platform === 'PADMA' && game.type === 'SLOT')).toBe(
      true,
    );
    expect((await get(padma.data[0]!.image!)).statusCode).toBe(200);
    const none = getGamesResponseSchema.parse(
      (await get('/api/get-games?type=SLOT&system=NOSUCH')).json(),
    );
    expect(none.data).toEqual([]);
  });

  it('marks games no provider adapter can launch yet as coming soon', async () => {
    const slots = getGamesResponseSchema.parse((await get('/api/get-games?type=SLOT')).json());
    const house = slots.data.find((game) => game.platform === 'KHELA');
    expect(house).toMatchObject({ code: 'slots', coming_soon: false });
    expect(
      slots.data.filter((game) => game.platform !== 'KHELA').every((game) => game.coming_soon),
    ).toBe(true);
    const crash = getGamesResponseSchema.parse((await get('/api/get-games?type=EGAME')).json());
    expect(crash.data.map((game) => [game.code, game.coming_soon])).toEqual([
      ['crash', false],
      ['limbo', false],
    ]);
  });

  it('hides games of a provider the operator switched off', async () => {
    await harness.context.db
      .updateTable('game_providers')
      .set({ status: 0 })
      .where('platform', '=', 'MEGHNA')
      .execute();
    const all = getGamesResponseSchema.parse((await get('/api/get-games?type=SLOT')).json());
    expect(all.data.some((game) => game.platform === 'MEGHNA')).toBe(false);
    const systems = getSystemResponseSchema.parse((await get('/api/get-system?type=SLOT')).json());
    expect(systems.data.map((system) => system.platform)).toEqual(['KHELA', 'PADMA']);
    await harness.context.db
      .updateTable('game_providers')
      .set({ status: 1 })
      .where('platform', '=', 'MEGHNA')
      .execute();
  });

  it('lists the category types for a signed-in player, 401 otherwise', async () => {
    const player = await signUpAndLogIn(harness.app);
    const body = getTypeResponseSchema.parse(
      (await get('/api/get-type', bearer(player.token))).json(),
    );
    expect(body.data.map((entry) => entry.type)).toEqual(categoryTypes);
    expect((await get('/api/get-type')).statusCode).toBe(401);
  });

  it.each([
    ['/api/get-system', 'type', catalogMessages.typeInvalid],
    ['/api/get-system?type=CARDS', 'type', catalogMessages.typeInvalid],
    ['/api/get-games?system=PADMA', 'type', catalogMessages.typeInvalid],
    ['/api/get-provider', 'system', catalogMessages.systemListInvalid],
    ['/api/get-provider?system=PADMA', 'system', catalogMessages.systemListInvalid],
    ['/api/get-provider?system=%5B%5D', 'system', catalogMessages.systemListInvalid],
  ])('%s answers 422 on %s', async (url, field, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(message);
  });
});

describe(`hostile input on ${testDialect}`, () => {
  it.each([
    '/api/get-games?type=SLOT&system=%00',
    `/api/get-provider?system=${encodeURIComponent(JSON.stringify(['a\u0000']))}`,
  ])('%s answers 422, never a 500', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(422);
  });

  it('a NUL in a body field is refused on that field', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/create-players',
      payload: signupPayload({ name: 'Bad\u0000Name' }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors['name']).toBeDefined();
  });

  it('a malformed captcha cookie is no challenge, not an error', async () => {
    for (const cookie of ['khela_captcha=%', 'khela_captcha=%00', 'khela_captcha=']) {
      const response = await harness.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        headers: { cookie },
        payload: {
          username: 'desk12345',
          password: 'secret123',
          confirmPassword: 'secret123',
          realName: 'A',
          phoneNumber: '1711111111',
          email: 'a@b.co',
          captcha: '1234',
          ageCheck: true,
        },
      });
      expect(response.statusCode).toBe(422);
    }
  });
});

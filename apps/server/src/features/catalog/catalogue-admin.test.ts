/**
 * The operator's catalogue calls on the demo catalogue: lists with search, filters and paging;
 * switching a game, provider or category off hides it from the player calls at once; featured and
 * favourite games join the home sliders; reorders save all positions or none; thumbnails are
 * sniffed pictures; every change is audited with before and after; only owner and content may.
 */
import { describe, expect, it } from 'vitest';
import {
  auditListResponseSchema,
  catalogueCategoriesResponseSchema,
  catalogueGameSchema,
  catalogueGamesResponseSchema,
  catalogueMessages,
  catalogueProvidersResponseSchema,
  getGamesResponseSchema,
  getSystemResponseSchema,
  getTypeResponseSchema,
  slidersResponseSchema,
  type OperatorRole,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { everyRolePerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import { callAsOperator } from '../../testing/operators.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';

const harness = testAppPerFile({ seedDemoData: true });
const tokens = everyRolePerFile(harness);

const call = (
  role: OperatorRole,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
) => callAsOperator(harness, tokens[role], method, `/admin-api/catalogue${url}`, payload);

async function gamesOf(query = '') {
  const response = await call('content', 'GET', `/games${query}`);
  expect(response.statusCode).toBe(200);
  return catalogueGamesResponseSchema.parse(response.json());
}

async function playerGames(type: string, system?: string) {
  const url = `/api/get-games?type=${type}${system ? `&system=${system}` : ''}`;
  const response = await harness.app.inject({ url });
  return getGamesResponseSchema.parse(response.json()).data.map((game) => game.code);
}

async function auditOf(targetType: string, targetId: string) {
  const audit = await harness.app.inject({
    url: `/admin-api/audit?target_type=${targetType}&target_id=${encodeURIComponent(targetId)}`,
    headers: bearer(tokens.owner),
  });
  return auditListResponseSchema.parse(audit.json()).data;
}

async function firstGame(query: string) {
  const game = (await gamesOf(query)).data[0];
  if (!game) throw new Error(`no game for ${query}`);
  return game;
}

describe(`operator catalogue on ${testDialect}`, () => {
  it('lists games with search, category and provider filters and paging', async () => {
    const all = await gamesOf();
    expect(all.total).toBeGreaterThan(all.data.length - 1);
    expect(all.per_page).toBe(25);
    const sorted = [...all.data].sort((a, b) => a.sort_order - b.sort_order);
    expect(all.data).toEqual(sorted);

    const padma = await gamesOf('?platform=PADMA&category=SLOT');
    expect(padma.data.length).toBeGreaterThan(0);
    expect(padma.data.every((g) => g.platform === 'PADMA' && g.category === 'SLOT')).toBe(true);

    const named = padma.data[0]!;
    const found = await gamesOf(`?q=${encodeURIComponent(named.name.toUpperCase())}`);
    expect(found.data.map((g) => g.id)).toContain(named.id);
    expect((await gamesOf('?q=%25%25nothing%25')).total).toBe(0);

    const bad = await call('content', 'GET', '/games?page=0');
    expect(bad.statusCode).toBe(422);
  });

  it('switches a game off and on: players stop seeing it at once, and it is audited', async () => {
    const game = await firstGame('?platform=PADMA&category=SLOT');
    expect(await playerGames('SLOT', 'PADMA')).toContain(game.code);

    const off = await call('content', 'PATCH', `/games/${game.id}`, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(catalogueGameSchema.parse(off.json())).toMatchObject({ enabled: false });
    expect(await playerGames('SLOT', 'PADMA')).not.toContain(game.code);
    const players = await harness.app.inject({ url: '/api/get-games?type=SLOT' });
    expect(players.headers['cache-control']).toBe('no-cache');

    await call('content', 'PATCH', `/games/${game.id}`, { enabled: true });
    expect(await playerGames('SLOT', 'PADMA')).toContain(game.code);

    const entries = await auditOf('game', String(game.id));
    expect(entries.map((entry) => entry.action)).toEqual([
      'catalogue.game_update',
      'catalogue.game_update',
    ]);
    expect(entries[1]!.detail).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
    });
  });

  it('puts featured and favourite games in the home sliders, with the spec’s link', async () => {
    const game = await firstGame('?platform=MEGHNA');
    await call('content', 'PATCH', `/games/${game.id}`, { featured: true, favourite: true });
    const sliders = async () =>
      slidersResponseSchema.parse((await harness.app.inject({ url: '/api/sliders' })).json()).data;
    const items = (await sliders()).filter((item) => item.name === game.name);
    expect(items.map((item) => item.slider_type).sort()).toEqual(['Favourite', 'Features']);
    expect(items[0]).toMatchObject({
      link: `MEGHNA-${game.category}`,
      thubmnail: game.image,
      id: -game.id,
    });

    // A switched-off provider takes its promoted games out of the sliders too.
    const providers = catalogueProvidersResponseSchema.parse(
      (await call('content', 'GET', '/providers')).json(),
    ).data;
    const meghna = providers.find((provider) => provider.platform === 'MEGHNA')!;
    await call('content', 'PATCH', `/providers/${meghna.id}`, { enabled: false });
    expect((await sliders()).some((item) => item.name === game.name)).toBe(false);
    await call('content', 'PATCH', `/providers/${meghna.id}`, { enabled: true });
    await call('content', 'PATCH', `/games/${game.id}`, { featured: false, favourite: false });
    expect((await sliders()).some((item) => item.name === game.name)).toBe(false);
  });

  it('switches a provider off: its games and platform leave the player calls', async () => {
    const list = catalogueProvidersResponseSchema.parse(
      (await call('content', 'GET', '/providers')).json(),
    ).data;
    const padma = list.find((provider) => provider.platform === 'PADMA')!;
    expect(padma).toMatchObject({ enabled: true, categories: ['SLOT', 'FH'] });
    expect(padma.games).toBeGreaterThan(0);

    const off = await call('content', 'PATCH', `/providers/${padma.id}`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false, platform: 'PADMA' });
    expect(await playerGames('SLOT', 'PADMA')).toEqual([]);
    const systems = getSystemResponseSchema.parse(
      (await harness.app.inject({ url: '/api/get-system?type=SLOT' })).json(),
    ).data;
    expect(systems.map((system) => system.platform)).not.toContain('PADMA');

    await call('content', 'PATCH', `/providers/${padma.id}`, { enabled: true });
    expect((await playerGames('SLOT', 'PADMA')).length).toBeGreaterThan(0);
    const entries = await auditOf('provider', 'PADMA');
    expect(entries[0]).toMatchObject({
      action: 'catalogue.provider_update',
      detail: { before: { enabled: false }, after: { enabled: true } },
    });
  });

  it('renames, reorders and switches categories; get-type follows', async () => {
    const typeNames = async (language?: string) =>
      getTypeResponseSchema
        .parse(
          (
            await harness.app.inject({
              url: '/api/get-type',
              headers: {
                ...bearer(player),
                ...(language ? { 'accept-language': language } : {}),
              },
            })
          ).json(),
        )
        .data.filter((entry) => entry.type === 'FH')
        .map((entry) => entry.name);
    const player = (await signUpAndLogIn(harness.app)).token;
    const renamed = await call('content', 'PATCH', '/categories/fh', {
      name: 'Fish',
      name_bn: 'মাছ ধরা',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ code: 'FH', name: 'Fish', name_bn: 'মাছ ধরা' });
    expect(await typeNames()).toEqual(['Fish']);
    expect(await typeNames('bn-BD,bn;q=0.9')).toEqual(['মাছ ধরা']);

    await call('content', 'PATCH', '/categories/FH', { enabled: false });
    expect(await playerGames('FH')).toEqual([]);
    expect(await typeNames()).toEqual([]);
    await call('content', 'PATCH', '/categories/FH', { enabled: true, name: 'Fishing' });
    expect((await playerGames('FH')).length).toBeGreaterThan(0);

    const before = catalogueCategoriesResponseSchema.parse(
      (await call('content', 'GET', '/categories')).json(),
    ).data;
    const [first, second] = before;
    const moved = await call('content', 'POST', '/categories/order', {
      positions: [
        { key: first!.code, sort_order: second!.sort_order },
        { key: second!.code, sort_order: first!.sort_order },
      ],
    });
    expect(moved.statusCode).toBe(200);
    const after = catalogueCategoriesResponseSchema.parse(
      (await call('content', 'GET', '/categories')).json(),
    ).data;
    expect(after.slice(0, 2).map((category) => category.code)).toEqual([second!.code, first!.code]);
    expect((await call('content', 'PATCH', '/categories/NOPE', { enabled: true })).statusCode).toBe(
      404,
    );
  });

  it('reorders games with explicit positions, all or nothing', async () => {
    const page = await gamesOf('?platform=KHELA');
    const [a, b] = page.data;
    const swap = await call('content', 'POST', '/games/order', {
      positions: [
        { key: a!.id, sort_order: b!.sort_order },
        { key: b!.id, sort_order: a!.sort_order },
      ],
    });
    expect(swap.statusCode).toBe(200);
    const swapped = await gamesOf('?platform=KHELA');
    expect(swapped.data.slice(0, 2).map((game) => game.id)).toEqual([b!.id, a!.id]);

    const unknown = await call('content', 'POST', '/games/order', {
      positions: [
        { key: a!.id, sort_order: 999 },
        { key: 987654, sort_order: 1 },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      errors: { positions: [catalogueMessages.positionsUnknown] },
    });
    const unchanged = await gamesOf('?platform=KHELA');
    expect(unchanged.data.find((game) => game.id === a!.id)!.sort_order).toBe(b!.sort_order);

    const repeated = await call('content', 'POST', '/games/order', {
      positions: [
        { key: a!.id, sort_order: 1 },
        { key: a!.id, sort_order: 2 },
      ],
    });
    expect(repeated.statusCode).toBe(422);
    const entries = await auditOf('game', `${a!.id},${b!.id}`);
    expect(entries[0]).toMatchObject({
      action: 'catalogue.games_reorder',
      detail: {
        games: { [a!.id]: `KHELA ${a!.code}`, [b!.id]: `KHELA ${b!.code}` },
        before: { [a!.id]: a!.sort_order, [b!.id]: b!.sort_order },
        after: { [a!.id]: b!.sort_order, [b!.id]: a!.sort_order },
      },
    });
  });

  it('reorders providers, and get-system lists them in the new order', async () => {
    const systems = async () =>
      getSystemResponseSchema
        .parse((await harness.app.inject({ url: '/api/get-system?type=SLOT' })).json())
        .data.map((system) => system.platform);
    const list = catalogueProvidersResponseSchema.parse(
      (await call('content', 'GET', '/providers')).json(),
    ).data;
    const padma = list.find((provider) => provider.platform === 'PADMA')!;
    const meghna = list.find((provider) => provider.platform === 'MEGHNA')!;
    expect(await systems()).toEqual(['KHELA', 'PADMA', 'MEGHNA']);
    const moved = await call('content', 'POST', '/providers/order', {
      positions: [
        { key: padma.id, sort_order: meghna.sort_order },
        { key: meghna.id, sort_order: padma.sort_order },
      ],
    });
    expect(moved.statusCode).toBe(200);
    expect(await systems()).toEqual(['KHELA', 'MEGHNA', 'PADMA']);
    const entries = await auditOf('provider', 'PADMA,MEGHNA');
    expect(entries[0]).toMatchObject({
      action: 'catalogue.providers_reorder',
      detail: { after: { [padma.id]: meghna.sort_order, [meghna.id]: padma.sort_order } },
    });
  });

  it('validates changes field by field', async () => {
    const game = await firstGame('?platform=KHELA');
    const empty = await call('content', 'PATCH', `/games/${game.id}`, {});
    expect(empty.statusCode).toBe(422);
    const bad = await call('content', 'PATCH', `/games/${game.id}`, {
      name: ' ',
      sort_order: -1,
      enabled: 'yes',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors).sort()).toEqual([
      'enabled',
      'name',
      'sort_order',
    ]);
    expect((await call('content', 'PATCH', '/games/987654', { enabled: true })).statusCode).toBe(
      404,
    );
  });

  it('stores an uploaded thumbnail by its real type and refuses anything else', async () => {
    const game = await firstGame('?platform=JAMUNA');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    const upload = (payload: Buffer, type: string) =>
      harness.app.inject({
        method: 'PUT',
        url: `/admin-api/catalogue/games/${game.id}/thumbnail`,
        headers: { ...bearer(tokens.content), 'content-type': type },
        payload,
      });
    const saved = await upload(png, 'image/png');
    expect(saved.statusCode).toBe(200);
    const image = catalogueGameSchema.parse(saved.json()).image;
    expect(image).toMatch(/^\/storage\/catalog\/uploads\/[0-9a-f]+\.png$/);
    const served = await harness.app.inject({ url: image });
    expect(served.statusCode).toBe(200);
    const players = getGamesResponseSchema.parse(
      (
        await harness.app.inject({ url: `/api/get-games?type=${game.category}&system=JAMUNA` })
      ).json(),
    ).data;
    expect(players.find((row) => row.code === game.code)?.image).toBe(image);

    const unknown = await harness.app.inject({
      method: 'PUT',
      url: '/admin-api/catalogue/games/987654/thumbnail',
      headers: { ...bearer(tokens.content), 'content-type': 'image/png' },
      payload: png,
    });
    expect(unknown.statusCode).toBe(404);
    const html = await upload(Buffer.from('<svg onload="x"></svg>'), 'image/png');
    expect(html.statusCode).toBe(422);
    expect(html.json()).toMatchObject({ message: catalogueMessages.thumbnailWrongType });
    const entries = await auditOf('game', String(game.id));
    expect(entries[0]).toMatchObject({
      action: 'catalogue.game_thumbnail',
      detail: { before: { image: game.image }, after: { image } },
    });
  });

  it('admits owner and content only', async () => {
    for (const role of ['finance', 'support', 'trader'] as const) {
      expect((await call(role, 'GET', '/games')).statusCode).toBe(403);
      expect((await call(role, 'PATCH', '/games/1', { enabled: false })).statusCode).toBe(403);
    }
    expect((await call('owner', 'GET', '/providers')).statusCode).toBe(200);
  });
});

/**
 * Item 1, another player's ids: Alice calls every private route with Bob's ids in the path, and
 * again with Bob's ids in every id-like query and body field. Nothing of Bob's may come back (his
 * name, phone, texts, deposit and receipt ids) and none of Bob's rows may change. Each path id is
 * first shown to be real: Bob's own call with it answers.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUPPORT_CHAT_COUNTERPART_ID } from '@khela/contract';
import { publicRoutes } from './access-rules.js';
import { findLeaks } from './leak-scan.js';
import { answers, call, fillPath, type Answer } from './probe.js';
import { callableRoutes, routeName, type AppRoute } from './route-table.js';
import { changedTables, snapshot } from './snapshot.js';
import { buildWorld, markersOf, type SeededPlayer, type World } from './world.js';

let world: World;
let routes: AppRoute[];
let cases = 0;

beforeAll(async () => {
  world = await buildWorld();
  routes = callableRoutes(world.harness.app, '/api/').filter(
    (route) => !publicRoutes.has(routeName(route)) && !route.url.endsWith('/logout'),
  );
});
afterAll(async () => {
  console.log(`foreign ids: ${routes.length} private /api routes, ${cases} calls`);
  await world.close();
});

/** Which of a player's records a path parameter names. */
function pathIdsOf(route: AppRoute, player: SeededPlayer): Record<string, string | number> {
  const ids: Record<string, string | number> = {
    chatId: player.chatId,
    transaction: player.pendingDepositRequestId,
  };
  if (route.url.includes('/house/bets/')) ids['id'] = player.houseBetId;
  if (route.url.includes('/exchange/bets/')) ids['id'] = player.exchangeBetId;
  if (route.url.includes('/inbox/')) ids['id'] = player.inboxMessageId;
  return ids;
}

/** Path parameters that name no player's record (a crash round is the same for everyone). */
const sharedPathParams = new Set([
  'GET /api/house/crash/rounds/:id',
  'GET /api/exchange/stream/:eventId',
  // A market is everyone's: the cash-out quote answers the caller's own position on it.
  'GET /api/exchange/markets/:id/cash-out',
]);

/** Every id-like field a call could read, all naming Bob or his records. */
function foreignFields(bob: SeededPlayer): Record<string, string | number> {
  return {
    remote_id: bob.remote_id,
    user_id: bob.remote_id,
    userId: bob.remote_id,
    sender_id: bob.remote_id,
    user_one_id: bob.remote_id,
    user_two_id: SUPPORT_CHAT_COUNTERPART_ID,
    player_id: bob.remote_id,
    id: bob.inboxMessageId,
    chat_id: bob.chatId,
    bet_id: bob.exchangeBetId,
    message_id: bob.inboxMessageId,
    trx_id: bob.pendingDepositRequestId,
    transaction: bob.pendingDepositRequestId,
    transaction_id: bob.approvedDepositId,
    receipt_id: bob.receiptId,
    username: bob.username,
    phone: bob.phone,
    content: 'reply in the name of another player',
  };
}

const tokenFor = (route: AppRoute, player: SeededPlayer) =>
  route.url.startsWith('/api/house/') ? player.houseToken : player.token;

const asAlice = (answer: Answer) =>
  answer.caller === world.alice.username ? markersOf(world.bob) : [];

it('refuses or answers nothing of Bob to Alice calling with Bob ids in the path', async () => {
  const { alice, bob, harness } = world;
  const before = await snapshot(harness.context.db, [bob.remote_id]);
  const problems: string[] = [];
  for (const route of routes.filter((candidate) => candidate.params.length > 0)) {
    if (sharedPathParams.has(routeName(route))) continue;
    const ids = pathIdsOf(route, bob);
    const unknown = route.params.filter((param) => ids[param] === undefined);
    if (unknown.length > 0) {
      problems.push(`${routeName(route)}: no record of a player for :${unknown.join(', :')}`);
      continue;
    }
    const url = fillPath(route.url, ids);
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    cases += 1;
    const answer = await call(harness.app, {
      method: route.method,
      url,
      token: tokenFor(route, alice),
      caller: alice.username,
      ...(hasBody ? { payload: {} } : {}),
    });
    if (answer.status < 400 && answer.status !== 204) {
      // An answer is allowed only when it holds nothing of Bob's (the scan below checks the body).
      if (route.method !== 'GET')
        problems.push(`${routeName(route)} acted on Bob's id: ${answer.status}`);
    }
    if (route.method === 'GET') {
      cases += 1;
      const own = await call(harness.app, { method: 'GET', url, token: tokenFor(route, bob) });
      if (own.status !== 200)
        problems.push(`${routeName(route)}: Bob's own id is not real (${own.status})`);
    }
  }
  expect(problems).toEqual([]);
  expect(changedTables(before, await snapshot(harness.context.db, [bob.remote_id]))).toEqual([]);
});

it("changes nothing of Bob's and shows nothing of his when Bob's ids are sent in the query or body", async () => {
  const { alice, bob, harness } = world;
  const before = await snapshot(harness.context.db, [bob.remote_id]);
  const fields = foreignFields(bob);
  const query = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, String(value)]),
  );
  for (const route of routes) {
    const url = fillPath(route.url, pathIdsOf(route, alice), '1');
    cases += 1;
    await call(harness.app, {
      method: route.method,
      url,
      token: tokenFor(route, alice),
      caller: alice.username,
      query,
      headers: { 'idempotency-key': `foreign-${cases}` },
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: fields }),
    });
  }
  expect(changedTables(before, await snapshot(harness.context.db, [bob.remote_id]), true)).toEqual(
    [],
  );
});

it('refuses the calls that name their owner in the body when it is another player', async () => {
  const { alice, bob, harness } = world;
  const expectRefused = async (request: Parameters<typeof call>[1]) => {
    cases += 1;
    const answer = await call(harness.app, { ...request, caller: alice.username });
    expect(
      answer.status,
      `${request.method} ${request.url}: ${answer.body}`,
    ).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  };
  await expectRefused({
    method: 'GET',
    url: '/api/user/show',
    token: alice.token,
    query: { remote_id: String(bob.remote_id) },
  });
  await expectRefused({
    method: 'GET',
    url: '/api/userwithdrawcheck',
    token: alice.token,
    query: { remote_id: String(bob.remote_id) },
  });
  await expectRefused({
    method: 'POST',
    url: '/api/messages',
    token: alice.token,
    payload: { chat_id: bob.chatId, sender_id: alice.remote_id, content: 'into his chat' },
  });
  await expectRefused({
    method: 'POST',
    url: '/api/messages',
    token: alice.token,
    payload: { chat_id: alice.chatId, sender_id: bob.remote_id, content: 'as him' },
  });
  await expectRefused({
    method: 'POST',
    url: '/api/chats',
    token: alice.token,
    payload: { user_one_id: bob.remote_id, user_two_id: SUPPORT_CHAT_COUNTERPART_ID },
  });
  await expectRefused({
    method: 'POST',
    url: '/api/ewa/confirm',
    token: alice.token,
    headers: { 'idempotency-key': 'foreign-confirm' },
    payload: { trx_id: bob.pendingDepositRequestId, trxid: 'TRXFOREIGN1', number: alice.phone },
  });
  await expectRefused({
    method: 'POST',
    url: '/api/game-run',
    token: alice.token,
    payload: { userId: bob.remote_id, gameCode: 'slots', gameType: 'SLOT', platform: 'KHELA' },
  });
});

it("does not replay another player's answer for the same idempotency key", async () => {
  const { alice, bob, harness } = world;
  const request = (player: SeededPlayer) =>
    call(harness.app, {
      method: 'POST',
      url: '/api/exchange/bets',
      token: player.token,
      caller: player.username,
      headers: { 'idempotency-key': 'shared-key-between-players' },
      payload: { market_id: world.marketId, selection_id: 2, side: 'back', odds: 4, stake: 100 },
    });
  cases += 2;
  const bobs = await request(bob);
  const alices = await request(alice);
  expect(bobs.status, bobs.body).toBe(200);
  expect(alices.status, alices.body).toBe(200);
  const betOf = (answer: Answer) => (answer.json as { bet: { id: number } }).bet.id;
  expect(betOf(alices)).not.toBe(betOf(bobs));
  const owners = await harness.context.db
    .selectFrom('exchange_orders')
    .select(['id', 'user_id'])
    .where('id', 'in', [betOf(alices), betOf(bobs)])
    .execute();
  expect(new Map(owners.map((row) => [row.id, row.user_id]))).toEqual(
    new Map([
      [betOf(alices), alice.remote_id],
      [betOf(bobs), bob.remote_id],
    ]),
  );
});

it('ignores privileged fields a player adds to the profile update', async () => {
  const { alice, harness } = world;
  const before = await harness.context.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', alice.remote_id)
    .executeTakeFirstOrThrow();
  cases += 1;
  const answer = await call(harness.app, {
    method: 'POST',
    url: '/api/user/profile/update',
    token: alice.token,
    caller: alice.username,
    payload: {
      dofb: before.dofb ?? '1990-05-17',
      remote_id: alice.remote_id,
      id: world.bob.remote_id,
      status: 'suspended',
      role: 'owner',
      is_admin: true,
      username: 'renamed',
      phone: '01799999999',
      email: 'taken@example.com',
      balance: 1_000_000,
      vip_points: 1_000_000,
      phone_verified_at: null,
      email_verified_at: '2020-01-01T00:00:00.000Z',
      referral_code: 'MINE',
      created_at: '2000-01-01',
    },
  });
  expect(answer.status, answer.body).toBeLessThan(500);
  const after = await harness.context.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', alice.remote_id)
    .executeTakeFirstOrThrow();
  const { updated_at: _before, ...kept } = before as typeof before & { updated_at?: unknown };
  const { updated_at: _after, ...now } = after as typeof after & { updated_at?: unknown };
  expect(now).toEqual(kept);
});

it("no answer to Alice holds Bob's data, and no error answer leaks internals", () => {
  expect(findLeaks(answers, asAlice)).toEqual([]);
});

/**
 * Item 1 of the abuse suite: every route in the app's route table is either public by a written
 * decision (access-rules.ts) or refused without a valid session; every private call refuses each
 * kind of bad credential; operator calls refuse player tokens and operators of other roles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorRoles } from '@khela/contract';
import { hashToken } from '../../apps/server/src/platform/auth/tokens.js';
import { launchHouseGame } from '../../apps/server/src/testing/casino.js';
import { newOperator } from '../../apps/server/src/testing/operators.js';
import { signUpAndLogIn } from '../../apps/server/src/testing/players.js';
import { publicRoutes, rolesFor } from './access-rules.js';
import { findLeaks } from './leak-scan.js';
import { answers, call, fillPath, messageOf, type Answer } from './probe.js';
import { callableRoutes, routeName, type AppRoute } from './route-table.js';
import { buildWorld, type World } from './world.js';

let world: World;
let playerRoutes: AppRoute[];
let operatorRoutes: AppRoute[];
let cases = 0;

beforeAll(async () => {
  world = await buildWorld();
  playerRoutes = callableRoutes(world.harness.app, '/api/');
  operatorRoutes = callableRoutes(world.harness.app, '/admin-api/');
});
afterAll(async () => {
  console.log(
    `auth matrix: ${playerRoutes.length} /api and ${operatorRoutes.length} /admin-api routes, ${cases} calls`,
  );
  await world.close();
});

const isPublic = (route: AppRoute) => publicRoutes.has(routeName(route));
/** Calls that end the session they are sent with get sessions of their own (see below). */
const endsSession = (route: AppRoute) => route.url.endsWith('/logout');

async function probe(
  route: AppRoute,
  token: string | undefined,
  headers: Record<string, string> = {},
) {
  cases += 1;
  return call(world.harness.app, {
    method: route.method,
    url: fillPath(route.url),
    token,
    headers,
    ...(['GET', 'HEAD', 'DELETE'].includes(route.method) ? {} : { payload: {} }),
  });
}

function refusal(answer: Answer): string | undefined {
  if (answer.status !== 401 || !messageOf(answer))
    return `${answer.status} ${answer.body.slice(0, 120)}`;
  return undefined;
}

/** A fresh login of the player, as a second device would make. */
async function freshLogin(username: string, password: string): Promise<string> {
  const answer = await call(world.harness.app, {
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
  });
  expect(answer.status, answer.body).toBe(200);
  return (answer.json as { token: string }).token;
}

async function expire(token: string, table: 'sessions' | 'operator_sessions' | 'launches') {
  const past = new Date(Date.now() - 60_000).toISOString();
  const { db } = world.harness.context;
  const where = hashToken(token);
  const updated =
    table === 'launches'
      ? await db
          .updateTable('casino_launch_sessions')
          .set({ expires_at: past, ends_at: past })
          .where('token_hash', '=', where)
          .executeTakeFirst()
      : table === 'sessions'
        ? await db
            .updateTable('sessions')
            .set({ expires_at: past })
            .where('token_hash', '=', where)
            .executeTakeFirst()
        : await db
            .updateTable('operator_sessions')
            .set({ expires_at: past })
            .where('token_hash', '=', where)
            .executeTakeFirst();
  expect(Number(updated.numUpdatedRows)).toBe(1);
}

it('hands out unguessable session tokens and keeps only their hashes', async () => {
  const { alice, harness } = world;
  const first = await freshLogin(alice.username, alice.password);
  const second = await freshLogin(alice.username, alice.password);
  expect(first).not.toBe(second);
  // At least 128 bits: 22 base64url or 32 hex characters.
  expect(first.length).toBeGreaterThanOrEqual(/^[0-9a-f]+$/.test(first) ? 32 : 22);
  const stored = await harness.context.db
    .selectFrom('sessions')
    .select('token_hash')
    .where('token_hash', '=', hashToken(first))
    .executeTakeFirstOrThrow();
  expect(stored.token_hash).not.toContain(first);
  const plain = await harness.context.db
    .selectFrom('sessions')
    .select('id')
    .where('token_hash', '=', first)
    .executeTakeFirst();
  expect(plain).toBeUndefined();
});

describe('the route table', () => {
  it('finds the routes (the parse is checked against hasRoute)', () => {
    expect(playerRoutes.length).toBeGreaterThan(80);
    expect(operatorRoutes.length).toBeGreaterThan(60);
  });

  it('lists only public routes that exist', () => {
    const names = new Set([...playerRoutes, ...operatorRoutes].map(routeName));
    expect([...publicRoutes.keys()].filter((name) => !names.has(name))).toEqual([]);
  });

  it('refuses every route that is not public by decision when no token is sent', async () => {
    const open: string[] = [];
    for (const route of [...playerRoutes, ...operatorRoutes]) {
      if (isPublic(route)) continue;
      const problem = refusal(await probe(route, undefined));
      if (problem) open.push(`${routeName(route)} → ${problem}`);
    }
    expect(open).toEqual([]);
  });
});

describe('player calls', () => {
  const privateRoutes = () => playerRoutes.filter((route) => !isPublic(route));

  it('answer a valid session (the probe reaches the handler: player or game-frame token)', async () => {
    const { alice } = world;
    const unreached: string[] = [];
    for (const route of privateRoutes()) {
      const token = endsSession(route)
        ? await freshLogin(alice.username, alice.password)
        : alice.token;
      const asPlayer = await probe(route, token);
      if (asPlayer.status !== 401) continue;
      const asFrame = await probe(route, alice.houseToken);
      if (asFrame.status === 401) unreached.push(`${routeName(route)} → ${asFrame.body}`);
    }
    expect(unreached).toEqual([]);
  });

  it('refuse every malformed, expired, revoked and foreign credential', async () => {
    const { alice, harness } = world;
    const expiredPlayer = await freshLogin(alice.username, alice.password);
    const expiredFrame = await launchHouseGame(
      harness,
      { ...alice, token: expiredPlayer },
      'slots',
    );
    await expire(expiredPlayer, 'sessions');
    await expire(expiredFrame, 'launches');

    const loggedOut = await freshLogin(alice.username, alice.password);
    const frameOfLoggedOut = await launchHouseGame(
      harness,
      { ...alice, token: loggedOut },
      'slots',
    );
    expect(
      (await call(harness.app, { method: 'POST', url: '/api/logout', token: loggedOut })).status,
    ).toBe(200);

    // The other kinds of session a login hands out: the exchange hand-off and an access token.
    const login = await call(harness.app, {
      method: 'POST',
      url: '/api/login',
      payload: { username: alice.username, password: alice.password },
    });
    const exchangeToken =
      (login.json as { exchange: { token: string }[] }).exchange[0]?.token ?? '';
    const access = await call(harness.app, {
      method: 'POST',
      url: '/api/player-login',
      token: (login.json as { token: string }).token,
      payload: {},
    });
    expect(access.status, access.body).toBe(200);
    const accessToken = (access.json as { access_token: string }).access_token;

    // Revoked by an operator, and a suspended player's live session.
    const carol = await signUpAndLogIn(harness.app);
    const revoked = await call(harness.app, {
      method: 'POST',
      url: `/admin-api/players/${carol.remote_id}/sessions/revoke-all`,
      token: world.operators.support,
      payload: {},
    });
    expect(revoked.status, revoked.body).toBe(200);
    const dave = await signUpAndLogIn(harness.app);
    await harness.context.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('id', '=', dave.remote_id)
      .execute();

    const credentials: Record<string, Record<string, string>> = {
      'bearer without a token': { authorization: 'Bearer' },
      'bearer with spaces only': { authorization: 'Bearer    ' },
      'made-up token': { authorization: 'Bearer not-a-real-token' },
      'basic credentials': {
        authorization: `Basic ${Buffer.from(`${alice.username}:${alice.password}`).toString('base64')}`,
      },
      'token with a character added': { authorization: `Bearer ${alice.token}x` },
      'token with a character cut': { authorization: `Bearer ${alice.token.slice(0, -1)}` },
      'token without the scheme': { authorization: alice.token },
      'token as a cookie': { cookie: `token=${alice.token}` },
      'token of 8 KB': { authorization: `Bearer ${'A'.repeat(8192)}` },
      'token with SQL': { authorization: `Bearer ' OR '1'='1` },
      'expired player session': { authorization: `Bearer ${expiredPlayer}` },
      'expired game-frame session': { authorization: `Bearer ${expiredFrame}` },
      'logged-out session': { authorization: `Bearer ${loggedOut}` },
      "logged-out session's game frame": { authorization: `Bearer ${frameOfLoggedOut}` },
      'session revoked by an operator': { authorization: `Bearer ${carol.token}` },
      "suspended player's session": { authorization: `Bearer ${dave.token}` },
      'operator token': { authorization: `Bearer ${world.operators.owner}` },
      'exchange hand-off token': { authorization: `Bearer ${exchangeToken}` },
      'access token from player-login': { authorization: `Bearer ${accessToken}` },
    };
    const accepted: string[] = [];
    for (const route of privateRoutes()) {
      for (const [name, headers] of Object.entries(credentials)) {
        const problem = refusal(await probe(route, undefined, headers));
        if (problem) accepted.push(`${routeName(route)} with ${name} → ${problem}`);
      }
      // A token in the query string is never read as a credential.
      const inQuery = await call(harness.app, {
        method: route.method,
        url: `${fillPath(route.url)}?token=${alice.token}&access_token=${alice.token}`,
      });
      cases += 1;
      const problem = refusal(inQuery);
      if (problem) accepted.push(`${routeName(route)} with the token in the query → ${problem}`);
    }
    expect(accepted).toEqual([]);
  });
});

describe('operator calls', () => {
  const guarded = () => operatorRoutes.filter((route) => !isPublic(route));

  it('name their roles in the role map', () => {
    const unmapped = guarded()
      .filter((route) => !rolesFor(route.method, route.url))
      .map(routeName);
    expect(unmapped).toEqual([]);
  });

  it('refuse player tokens and expired, logged-out and disabled operators', async () => {
    const { alice, harness } = world;
    const signIn = async (username: string, password: string) => {
      const answer = await call(harness.app, {
        method: 'POST',
        url: '/admin-api/login',
        payload: { username, password },
      });
      expect(answer.status, answer.body).toBe(200);
      return (answer.json as { token: string }).token;
    };
    const operator = await newOperator(harness, 'owner');
    const expired = await signIn(operator.username, operator.password);
    await expire(expired, 'operator_sessions');
    const loggedOut = await signIn(operator.username, operator.password);
    expect(
      (await call(harness.app, { method: 'POST', url: '/admin-api/logout', token: loggedOut }))
        .status,
    ).toBe(200);
    const disabledOperator = await newOperator(harness, 'owner');
    const disabled = await signIn(disabledOperator.username, disabledOperator.password);
    await harness.context.db
      .updateTable('operators')
      .set({ status: 'disabled' })
      .where('id', '=', disabledOperator.operatorId)
      .execute();

    const credentials: Record<string, string> = {
      'player token': alice.token,
      'game-frame token': alice.houseToken,
      'expired operator session': expired,
      'logged-out operator session': loggedOut,
      'disabled operator': disabled,
      'made-up token': 'not-a-real-token',
      'operator token with a character added': `${world.operators.owner}x`,
    };
    const accepted: string[] = [];
    for (const route of guarded()) {
      for (const [name, token] of Object.entries(credentials)) {
        const problem = refusal(await probe(route, token));
        if (problem) accepted.push(`${routeName(route)} with ${name} → ${problem}`);
      }
    }
    expect(accepted).toEqual([]);
  });

  it('answer 403 to every role the area does not admit, and let the roles it admits through', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) {
      const admitted = rolesFor(route.method, route.url) ?? [];
      for (const role of operatorRoles) {
        const token = endsSession(route) ? await freshOperatorToken(role) : world.operators[role];
        const answer = await probe(route, token);
        const allowed = admitted.includes(role);
        if (allowed && (answer.status === 401 || answer.status === 403)) {
          wrong.push(`${routeName(route)} refused ${role}: ${answer.status} ${answer.body}`);
        }
        if (!allowed && (answer.status !== 403 || !messageOf(answer))) {
          wrong.push(
            `${routeName(route)} let ${role} through: ${answer.status} ${answer.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

it('an operator session that must first enrol 2-step sign-in reaches only its own account', async () => {
  const token = await freshOperatorToken('owner');
  await world.harness.context.db
    .updateTable('operator_sessions')
    .set({ enrolment_only: 1 })
    .where('token_hash', '=', hashToken(token))
    .execute();
  const ownAccount = /^\/admin-api\/(me|me\/totp\/\w+|logout)$/;
  const wrong: string[] = [];
  for (const route of operatorRoutes.filter((candidate) => !isPublic(candidate))) {
    if (ownAccount.test(route.url)) continue;
    const answer = await probe(route, token);
    if (answer.status !== 403 || !messageOf(answer)) {
      wrong.push(`${routeName(route)} → ${answer.status} ${answer.body.slice(0, 120)}`);
    }
  }
  expect(wrong).toEqual([]);
  expect((await probe({ method: 'GET', url: '/admin-api/me', params: [] }, token)).status).toBe(
    200,
  );
});

it('guards HEAD like GET', async () => {
  const open: string[] = [];
  for (const route of [...playerRoutes, ...operatorRoutes]) {
    if (route.method !== 'GET' || isPublic(route)) continue;
    const answer = await probe({ ...route, method: 'HEAD' }, undefined);
    if (answer.status !== 401) open.push(`HEAD ${route.url} → ${answer.status}`);
  }
  expect(open).toEqual([]);
});

async function freshOperatorToken(role: (typeof operatorRoles)[number]): Promise<string> {
  const operator = await newOperator(world.harness, role);
  const answer = await call(world.harness.app, {
    method: 'POST',
    url: '/admin-api/login',
    payload: { username: operator.username, password: operator.password },
  });
  return (answer.json as { token: string }).token;
}

it('no answer of this file leaks internals', () => {
  expect(findLeaks(answers)).toEqual([]);
});

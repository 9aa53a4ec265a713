/**
 * Item 2 of the abuse suite: every call with a body or a query is fed generated malformed and
 * hostile input. The fields a call reads are found by asking it (an empty body answers 422 naming
 * them); a plausible body is built from them, then each field in turn gets every refused value and
 * every hostile string, each required field is left out, whole bodies are broken, and seeded
 * random mixes fill all fields at once. Every answer must be under 500; every refusal must carry a
 * `message` and change nothing (every player row, every table's count, the ledger check); a
 * refused value must never be accepted; and no key like `__proto__` may reach Object.prototype.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SUPPORT_CHAT_COUNTERPART_ID } from '@khela/contract';
import {
  hostileStrings,
  lenientFieldPattern,
  randomHostileValue,
  refusedValues,
  seededRandom,
  wholeBodies,
} from './hostile-values.js';
import { publicRoutes } from './access-rules.js';
import { findLeaks } from './leak-scan.js';
import { answers, call, fillPath, messageOf, type Answer, type Call } from './probe.js';
import { callableRoutes, routeName, type AppRoute } from './route-table.js';
import { changedTables, snapshot, writeCounter, type Snapshot } from './snapshot.js';
import { buildWorld, markersOf, type World } from './world.js';

const SEED = Number(process.env['SECURITY_SEED'] ?? 20261127);
const RANDOM_MIXES_PER_CALL = 8;

let world: World;
let routes: AppRoute[];
let baseline: Snapshot;
let lastWriteCount: number | undefined;
let cases = 0;
const problems: string[] = [];
const refusedButAccepted: string[] = [];

beforeAll(async () => {
  world = await buildWorld();
  routes = [
    ...callableRoutes(world.harness.app, '/api/'),
    ...callableRoutes(world.harness.app, '/admin-api/'),
  ].filter((route) => !route.url.endsWith('/logout'));
});
afterAll(async () => {
  console.log(
    `hostile inputs: ${routes.length} routes, ${cases} calls (seed ${SEED}); refused values accepted: ${refusedButAccepted.length}`,
  );
  await world.close();
});

const players = () => [world.alice.remote_id, world.bob.remote_id];

function tokenFor(route: AppRoute): string | undefined {
  if (publicRoutes.has(routeName(route))) return undefined;
  if (route.url.startsWith('/admin-api/')) return world.operators.owner;
  if (route.url.startsWith('/api/house/')) return world.alice.houseToken;
  return world.alice.token;
}

/** Real records where a path names one, so a call goes past "not found" to its input. */
function pathValues(route: AppRoute): Record<string, string | number> {
  const { alice, bob, marketId } = world;
  const values: Record<string, string | number> = {
    chatId: alice.chatId,
    transaction: alice.pendingDepositRequestId,
    transaction_id: bob.approvedDepositId,
    marketId,
    eventId: 'ev-security',
    sport: 'cricket',
  };
  if (route.url.includes('/players/')) values['id'] = bob.remote_id;
  if (route.url.includes('/inbox/')) values['id'] = alice.inboxMessageId;
  if (route.url.includes('/exchange/bets/')) values['id'] = alice.exchangeBetId;
  if (route.url.includes('/house/bets/')) values['id'] = alice.houseBetId;
  return values;
}

/** A plausible value per field name: the body then reaches the checks past its shape. */
function plausible(field: string): unknown {
  const { alice, marketId } = world;
  const values: Record<string, unknown> = {
    username: alice.username,
    password: 'secret123',
    confirmPassword: 'secret123',
    password_confirmation: 'secret123',
    // A wrong old password keeps Alice's sessions alive through the run.
    old_password: 'not-her-password',
    new_password: 'secret1234',
    new_password_confirmation: 'secret1234',
    phone: '01712345678',
    phoneNumber: '01712345678',
    email: 'someone@example.com',
    realName: 'Test Player',
    captcha: 'abcd',
    ageCheck: true,
    code: '123456',
    otp: '123456',
    verification_code: '123456',
    dofb: '1990-05-17',
    remote_id: alice.remote_id,
    userId: alice.remote_id,
    sender_id: alice.remote_id,
    user_one_id: alice.remote_id,
    user_two_id: SUPPORT_CHAT_COUNTERPART_ID,
    chat_id: alice.chatId,
    type: 'email',
    action: 'balance',
    system: 'casino',
    amount: 500,
    name: 'bKash',
    account_type: 'Personal',
    gameCode: 'slots',
    gameType: 'SLOT',
    platform: 'KHELA',
    sport: 'cricket',
    payment_id: 1,
    account_number: '01712345678',
    transaction_id: 'TRXPLAUSIBLE1',
    provider: 'Rocket',
    stake: 10,
    tile: 1,
    content: 'hello',
    market_ids: marketId,
    market_id: marketId,
    selection_id: 1,
    side: 'back',
    odds: 3,
    rate: 45,
    trx_id: alice.pendingDepositRequestId,
    trxid: 'TRXPLAUSIBLE2',
    number: alice.phone,
    vip_coin: 10,
    challenge: 'made-up-challenge',
    role: 'support',
    status: 'active',
    reason: 'checked the statement',
    daily_limit: 1000,
    exchange_market: 1,
    cs_market: 1,
    desc: 'A promotion',
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    deposit_bouns: 10,
    turnover: 1,
    image: 'x',
    launch_url: 'https://games.example.com/launch',
    positions: [],
    title: 'Hello',
    message: 'A message',
    no_line: 50,
    no_rate: 100,
    yes_line: 51,
    yes_rate: 100,
    fancy_type: 'session',
    thubmnail: 'x',
    slider_type: 'home',
    ids: [],
    levels: [],
    points_per_100_taka: 1,
    point_value: 1,
    referral_reward_basis_points: 100,
  };
  return values[field] ?? 'x';
}

const readsBody = (route: AppRoute) => !['GET', 'DELETE'].includes(route.method);

/** Query parameters list calls commonly read; a GET is probed with these too. */
const commonQueryFields = [
  'page',
  'limit',
  'before_id',
  'from',
  'to',
  'market_id',
  'type',
  'status',
  'q',
];
const commonQueryValues = [...refusedValues, ...hostileStrings].filter((entry) =>
  [
    'negative',
    'huge',
    'NaN text',
    'array of strings',
    'SQL quote',
    'script tag',
    'NUL',
    'text of 100,000 characters',
  ].includes(entry.name),
);

async function send(
  route: AppRoute,
  part: Record<string, unknown> | undefined,
  extra: Partial<Call> = {},
) {
  cases += 1;
  const request: Call = {
    method: route.method,
    url: fillPath(route.url, pathValues(route), '1'),
    token: tokenFor(route),
    // Operators see players' data by design; only a player's answers are scanned for Bob's.
    ...(route.url.startsWith('/api/') ? { caller: world.alice.username } : {}),
    headers: { 'idempotency-key': `hostile-${cases}`, ...extra.headers },
    ...extra,
  };
  if (part && readsBody(route)) request.payload = part;
  if (part && !readsBody(route)) {
    request.query = Object.fromEntries(
      Object.entries(part).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
  }
  return call(world.harness.app, request);
}

/** The fields a call reads, from the 422 its empty input gets. */
async function fieldsOf(route: AppRoute): Promise<string[]> {
  const answer = await send(route, {});
  await judge(route, 'with an empty input', answer, false);
  const errors = (answer.json as { errors?: Record<string, unknown> } | undefined)?.errors;
  if (answer.status !== 422 || !errors) return [];
  return [...new Set(Object.keys(errors).map((key) => key.split('.')[0] ?? key))].filter(
    (field) => field !== 'body',
  );
}

async function judge(
  route: AppRoute,
  what: string,
  answer: Answer,
  mustRefuse: boolean,
): Promise<void> {
  const label = `${routeName(route)} ${what}`;
  if (answer.status >= 500)
    problems.push(`${label} → ${answer.status} ${answer.body.slice(0, 200)}`);
  // A full snapshot only when something was written since the last one.
  const written = await writeCounter(world.harness.context.db);
  const unchanged = written !== undefined && written === lastWriteCount;
  if (answer.status >= 400) {
    if (!messageOf(answer)) {
      problems.push(`${label} → ${answer.status} without a message: ${answer.body.slice(0, 120)}`);
    }
    if (!unchanged) {
      const after = await snapshot(world.harness.context.db, players());
      const changed = changedTables(baseline, after);
      if (changed.length > 0) {
        problems.push(`${label} → ${answer.status} but changed ${changed.join(', ')}`);
      }
      baseline = after;
    }
  } else {
    if (mustRefuse)
      refusedButAccepted.push(`${label} → ${answer.status} ${answer.body.slice(0, 120)}`);
    if (!unchanged) baseline = await snapshot(world.harness.context.db, players());
  }
  lastWriteCount = written;
  if (answer.body.includes('<script') && !String(answer.headers['content-type']).includes('json')) {
    problems.push(`${label} → a script echoed as ${String(answer.headers['content-type'])}`);
  }
  const polluted =
    ({} as Record<string, unknown>)['polluted'] ?? ({} as Record<string, unknown>)['isAdmin'];
  if (polluted !== undefined) problems.push(`${label} → Object.prototype polluted`);
}

it('answers every generated input under 500, refusals with a message and no change', async () => {
  baseline = await snapshot(world.harness.context.db, players());
  lastWriteCount = await writeCounter(world.harness.context.db);
  const random = seededRandom(SEED);
  for (const route of routes) {
    const fields = await fieldsOf(route);
    const base = Object.fromEntries(fields.map((field) => [field, plausible(field)]));
    await judge(route, 'with a plausible input', await send(route, base), false);

    for (const field of fields) {
      // A field whose plausible value is a number is numeric: no text, list or object may pass.
      const numeric = typeof base[field] === 'number';
      const strict = !lenientFieldPattern.test(field);
      const without = Object.fromEntries(Object.entries(base).filter(([key]) => key !== field));
      await judge(route, `without ${field}`, await send(route, without), true);
      for (const { name, value } of refusedValues) {
        // In a query every value is text, so only numeric fields can tell a wrong type.
        const wrongType =
          numeric ||
          (readsBody(route) && (value === null || typeof value === 'object')) ||
          (typeof value === 'string' && value.length > 10_000);
        const mustRefuse = strict && wrongType && typeof value !== typeof base[field];
        await judge(
          route,
          `${field}=${name}`,
          await send(route, { ...base, [field]: value }),
          mustRefuse,
        );
      }
      for (const { name, value } of hostileStrings) {
        const mustRefuse = strict && (numeric || value.length > 10_000);
        await judge(
          route,
          `${field}=${name}`,
          await send(route, { ...base, [field]: value }),
          mustRefuse,
        );
      }
    }

    if (!readsBody(route)) {
      for (const field of commonQueryFields) {
        for (const { name, value } of commonQueryValues) {
          await judge(
            route,
            `?${field}=${name}`,
            await send(route, { ...base, [field]: value }),
            false,
          );
        }
      }
      // A field given twice arrives as a list.
      await judge(
        route,
        'with every field twice',
        await send(route, undefined, {
          url: `${fillPath(route.url, pathValues(route), '1')}?${fields.map((f) => `${f}=1&${f}=2`).join('&')}`,
        }),
        false,
      );
    } else {
      for (const body of wholeBodies(base)) {
        const answer = await send(route, undefined, {
          payload: body.payload,
          headers: {
            'content-type': body.contentType,
            'idempotency-key': `hostile-whole-${cases}`,
          },
        });
        const mustRefuse = body.name === 'invalid JSON' || body.name.startsWith('body over');
        await judge(route, `with ${body.name}`, answer, mustRefuse);
      }
      await judge(
        route,
        'with an idempotency key of 10,000 characters',
        await send(route, base, {
          headers: { 'idempotency-key': 'k'.repeat(10_000) },
        }),
        false,
      );
    }

    for (let mix = 0; mix < RANDOM_MIXES_PER_CALL && fields.length > 0; mix += 1) {
      const mixed = Object.fromEntries(fields.map((field) => [field, randomHostileValue(random)]));
      await judge(route, `random mix ${mix}`, await send(route, mixed), false);
    }
  }
  expect(problems).toEqual([]);
}, 600_000);

it('answers hostile path parameters under 500, refusals with a message and no change', async () => {
  const hostileSegments = [
    '-1',
    '0',
    '1.5',
    '1e3',
    '99999999999999999999999',
    "1' OR '1'='1",
    '1;DROP TABLE users',
    '<script>alert(1)</script>',
    '..%2F..%2Fetc%2Fpasswd',
    '%00',
    '%F0%9F%8E%B0',
    '__proto__',
    'constructor',
    'A'.repeat(2000),
  ];
  baseline = await snapshot(world.harness.context.db, players());
  lastWriteCount = await writeCounter(world.harness.context.db);
  const before = problems.length;
  for (const route of routes.filter((candidate) => candidate.params.length > 0)) {
    for (const param of route.params) {
      for (const segment of hostileSegments) {
        const values = { ...pathValues(route), [param]: '\u0000' };
        const url = fillPath(route.url, values, '1').replace(encodeURIComponent('\u0000'), segment);
        await judge(
          route,
          `:${param}=${segment.slice(0, 30)}`,
          await send(route, readsBody(route) ? {} : undefined, { url }),
          false,
        );
      }
    }
  }
  expect(problems.slice(before)).toEqual([]);
});

it('never accepts a refused value (wrong type, impossible number, oversized text)', () => {
  expect(refusedButAccepted).toEqual([]);
});

it('leaks no internals and nothing of Bob in any answer', () => {
  expect(
    findLeaks(answers, (answer) =>
      answer.caller === world.alice.username ? markersOf(world.bob) : [],
    ),
  ).toEqual([]);
});

/**
 * A server for a benchmark, in its own process so the load generator never shares its event loop:
 * either the real app (config → database → migrations → routes, as `startServer` builds it, with
 * the odds feed off and the players, money, market and game launches the benchmark asks for) or a
 * bare Fastify with one route, the yardstick. Listens on a free loopback port and prints one line,
 * `BENCH_READY {json}`, with the port and what was seeded.
 *
 * Run by server-process.ts; the request is the first argument, as JSON.
 */
import fastify from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import readline from 'node:readline';
import { pushEventImage } from '../../apps/server/src/features/exchange/live/market-push.js';
import {
  setFancyLine,
  setRunnerRates,
} from '../../apps/server/src/features/exchange/trading/queries.js';
import {
  addBookmakerMarket,
  addFancyMarket,
  changeEventState,
  createMatchOddsMarket,
  quoteBookmaker,
  quoteFancy,
} from '../../apps/server/src/features/exchange/trading/markets.js';
import { createContext } from '../../apps/server/src/create-context.js';
import { seedDemoData } from '../../apps/server/src/seed-demo-data.js';
import { casinoPlayer, launchHouseGame } from '../../apps/server/src/testing/casino.js';
import { signUpAndLogIn } from '../../apps/server/src/testing/players.js';
import type { AppContext } from '../../apps/server/src/platform/app-context.js';
import type { TestApp } from '../../apps/server/src/testing/build-test-app.js';
import type { PubSub } from '../../apps/server/src/platform/pubsub/pubsub.js';
import type {
  FanOut,
  SeededLiveEvent,
  SeededMarket,
  SeededPlayer,
  ServerRequest,
  ServerReady,
} from './server-request.js';

const SIGNUPS_AT_ONCE = 4;

/**
 * Each live picture published, timed on the server: its `clock` (when the picture was built,
 * after the bet's commit) and when the publish call returned. The in-process pub/sub hands the
 * message to every open stream inside that call, so its end is when the last viewer's socket
 * write was handed to the kernel: the server's own share of the delivery time.
 */
const fanOuts: FanOut[] = [];

function timeFanOuts(pubsub: PubSub): void {
  const publish = pubsub.publish.bind(pubsub);
  pubsub.publish = (channel, message) => {
    const startedAt = performance.timeOrigin + performance.now();
    const published = publish(channel, message);
    const endedAt = performance.timeOrigin + performance.now();
    const clock = /"clock":(\d+)/.exec(message);
    if (clock) fanOuts.push({ clock: Number(clock[1]), startedAt, endedAt });
    return published;
  };
}

async function startBare(): Promise<ServerReady> {
  const app = fastify();
  // The same call and answer shape as /api/balance, without a session or a database.
  app.post('/api/balance', () => ({ balance: 1000 }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    players: [],
    markets: [],
    databaseSettings: {},
  };
}

const sqliteSynchronousNames = ['OFF', 'NORMAL', 'FULL', 'EXTRA'];

/** What the app's own connection runs with, asked of the database (see ServerReady). */
async function readDatabaseSettings(context: AppContext): Promise<Record<string, string>> {
  if (context.dialect === 'sqlite') {
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(context.db);
    const level = await sql<{ synchronous: number }>`pragma synchronous`.execute(context.db);
    const synchronous = level.rows[0]?.synchronous ?? -1;
    return {
      journal_mode: String(mode.rows[0]?.journal_mode),
      synchronous: sqliteSynchronousNames[synchronous] ?? String(synchronous),
    };
  }
  const settings: Record<string, string> = {};
  for (const name of ['fsync', 'synchronous_commit', 'full_page_writes', 'server_version']) {
    const shown = await sql<Record<string, string>>`show ${sql.raw(name)}`.execute(context.db);
    settings[name] = String(shown.rows[0]?.[name]);
  }
  return settings;
}

async function startApp(request: Extract<ServerRequest, { kind: 'app' }>): Promise<ServerReady> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    EXCHANGE_FEED: 'off',
    // Sign-ups are part of the set-up, not of what is measured.
    PASSWORD_HASH_MEMORY_KIB: '1024',
    RATE_LIMIT_SIGNUP_PER_IP: '1000000',
    RATE_LIMIT_SIGNUP_WITHOUT_CAPTCHA_PER_IP: '1000000',
    RATE_LIMIT_LOGIN_PER_IP: '1000000',
    ACCESS_TOKEN_TTL_SECONDS: '3600',
    HOST: '127.0.0.1',
    PORT: '0',
    ...request.environment,
  });
  const opened = await createContext(config);
  timeFanOuts(opened.context.pubsub);
  // The demo site's catalogue, games and pages, as a fresh install shows them.
  await seedDemoData(opened.context);
  const app = await buildApp(opened.context);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const harness = { app, context: opened.context, close: () => app.close() };
  const seed = request.seed;
  const markets: SeededMarket[] = [];
  for (let index = 0; index < seed.markets; index += 1) {
    const market = {
      eventId: `bench-event-${index + 1}`,
      marketId: `1.${900_001 + index}`,
      selectionIds: [1, 2],
    };
    await createMatchOddsMarket(opened.context, {
      eventId: market.eventId,
      eventName: `Dhaka v Chattogram ${index + 1}`,
      sport: 'cricket',
      openDate: new Date(Date.now() + 3_600_000).toISOString(),
      marketId: market.marketId,
      runners: [
        { selectionId: 1, name: 'Dhaka' },
        { selectionId: 2, name: 'Chattogram' },
      ],
    });
    markets.push(market);
  }
  const players: SeededPlayer[] = new Array<SeededPlayer>(seed.players);
  let next = 0;
  const signUpNext = async (): Promise<void> => {
    while (next < seed.players) {
      const index = next;
      next += 1;
      const player =
        seed.creditTaka > 0
          ? await casinoPlayer(harness, seed.creditTaka)
          : await signUpAndLogIn(app);
      const games: SeededPlayer['games'] = {};
      for (const game of seed.houseGames ?? []) {
        games[game] = await launchHouseGame(harness, player, game);
      }
      players[index] = {
        token: player.token,
        remoteId: player.remote_id,
        username: player.username,
        exchangeToken: player.exchange[0]?.token ?? '',
        games,
      };
    }
  };
  await Promise.all(Array.from({ length: SIGNUPS_AT_ONCE }, signUpNext));
  const liveEvent = seed.liveEvent
    ? await seedLiveEvent(harness, seed.liveEvent.fancyLines)
    : undefined;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    players,
    markets,
    ...(liveEvent ? { liveEvent } : {}),
    databaseSettings: await readDatabaseSettings(opened.context),
  };
}

/** A bookmaker's rates and each Fancy line's quote, moved a step by every tick of the ticker. */
let live: { context: AppContext; event: SeededLiveEvent; fancyIds: string[] } | undefined;
let ticks = 0;

async function seedLiveEvent(harness: TestApp, fancyLines: number): Promise<SeededLiveEvent> {
  const { context, app } = harness;
  const event: SeededLiveEvent = {
    eventId: 'bench-live-event',
    matchOddsId: '1.990001',
    eventName: 'Dhaka v Sylhet',
    runners: [
      { selectionId: 101, name: 'Dhaka' },
      { selectionId: 102, name: 'Sylhet' },
    ],
  };
  const now = new Date().toISOString();
  await createMatchOddsMarket(context, {
    eventId: event.eventId,
    eventName: event.eventName,
    sport: 'cricket',
    openDate: now,
    marketId: event.matchOddsId,
    runners: event.runners,
  });
  await changeEventState(context, event.eventId, {
    status: 'in_play',
    now,
  });
  await addBookmakerMarket(context, {
    eventId: event.eventId,
    marketId: 'bm.990001',
    runners: event.runners,
  });
  await quoteBookmaker(context, 'bm.990001', [
    { selectionId: 101, backRate: 45, layRate: 47 },
    { selectionId: 102, backRate: 105, layRate: 107 },
  ]);
  const fancyIds: string[] = [];
  for (let index = 0; index < fancyLines; index += 1) {
    const marketId = `f.990001.${index + 1}`;
    await addFancyMarket(context, {
      eventId: event.eventId,
      marketId,
      name: `${6 + index} over runs Dhaka`,
      fancyType: 2,
    });
    await quoteFancy(context, marketId, fancyQuote(index, 0));
    fancyIds.push(marketId);
  }
  // Prices on both sides of each runner: a funded player's lays (backable) and backs (layable).
  const maker = await casinoPlayer(harness, 100_000);
  let key = 0;
  for (const [selectionId, back, lay] of [
    [101, 1.9, 2],
    [102, 2.1, 2.2],
  ] as const) {
    for (const [side, odds] of [
      ['lay', lay],
      ['back', back],
    ] as const) {
      key += 1;
      const placed = await app.inject({
        method: 'POST',
        url: '/api/exchange/bets',
        headers: { authorization: `Bearer ${maker.token}`, 'idempotency-key': `bench-live-${key}` },
        payload: {
          market_id: event.matchOddsId,
          selection_id: selectionId,
          side,
          odds,
          stake: 500,
        },
      });
      if (placed.statusCode !== 200) throw new Error(`a seeding bet failed: ${placed.body}`);
    }
  }
  live = { context, event, fancyIds };
  return event;
}

function fancyQuote(index: number, tick: number) {
  const line = 40 + index * 3 + (tick % 3);
  return { noLine: line, noRate: 100, yesLine: line + 1, yesRate: 90 + (tick % 5) };
}

/**
 * One odds update as the feed makes it: the Bookmaker's rates and every Fancy line's quote
 * moved, then the event's picture pushed to its streams.
 */
async function tick(): Promise<void> {
  if (!live) return;
  ticks += 1;
  const step = ticks % 4;
  const { fancyIds } = live;
  // One transaction (one commit) per update, so ten a second keep up on a busy machine.
  await live.context.db.transaction().execute(async (trx) => {
    await setRunnerRates(trx, 'bm.990001', [
      { selectionId: 101, backRate: 45 + step, layRate: 47 + step },
      { selectionId: 102, backRate: 105 - step, layRate: 107 - step },
    ]);
    const now = new Date().toISOString();
    for (const [index, marketId] of fancyIds.entries())
      await setFancyLine(trx, marketId, { ...fancyQuote(index, ticks), now });
  });
  await pushEventImage(live.context, live.event.eventId);
}

let ticker: NodeJS.Timeout | undefined;
let ticking = false;

/**
 * Commands on stdin, one a line: `ticker N` pushes N odds updates a second on the live event
 * (0 stops them); each is answered by `BENCH_DONE <command>` once done.
 */
function obeyCommands(): void {
  const lines = readline.createInterface({ input: process.stdin });
  lines.on('line', (line) => {
    const [command, argument] = line.trim().split(' ');
    if (command === 'ticker') {
      clearInterval(ticker);
      const perSecond = Number(argument);
      if (perSecond > 0)
        ticker = setInterval(() => {
          // A tick still running when the next is due: that one is dropped, not queued.
          if (ticking) return;
          ticking = true;
          void tick()
            .catch(() => undefined)
            .finally(() => (ticking = false));
        }, 1000 / perSecond);
    }
    process.stdout.write(`BENCH_DONE ${line.trim()} ${ticks}\n`);
  });
}

const request = JSON.parse(process.argv[2] ?? '{}') as ServerRequest;
const ready = request.kind === 'bare' ? await startBare() : await startApp(request);
// A clean exit, so a --cpu-prof given through BENCH_SERVER_FLAGS is written.
process.once('SIGTERM', () => process.exit(0));
// SIGUSR2 asks for the publishes timed so far (see timeFanOuts).
process.on('SIGUSR2', () => process.stdout.write(`BENCH_FANOUT ${JSON.stringify(fanOuts)}\n`));
obeyCommands();
process.stdout.write(`BENCH_READY ${JSON.stringify(ready)}\n`);

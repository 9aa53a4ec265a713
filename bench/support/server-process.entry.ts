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
import { createMatchOddsMarket } from '../../apps/server/src/features/exchange/trading/markets.js';
import { createContext } from '../../apps/server/src/create-context.js';
import { seedDemoData } from '../../apps/server/src/seed-demo-data.js';
import { casinoPlayer, launchHouseGame } from '../../apps/server/src/testing/casino.js';
import { signUpAndLogIn } from '../../apps/server/src/testing/players.js';
import type { AppContext } from '../../apps/server/src/platform/app-context.js';
import type { PubSub } from '../../apps/server/src/platform/pubsub/pubsub.js';
import type {
  FanOut,
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
      players[index] = { token: player.token, remoteId: player.remote_id, games };
    }
  };
  await Promise.all(Array.from({ length: SIGNUPS_AT_ONCE }, signUpNext));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    port,
    players,
    markets,
    databaseSettings: await readDatabaseSettings(opened.context),
  };
}

const request = JSON.parse(process.argv[2] ?? '{}') as ServerRequest;
const ready = request.kind === 'bare' ? await startBare() : await startApp(request);
// A clean exit, so a --cpu-prof given through BENCH_SERVER_FLAGS is written.
process.once('SIGTERM', () => process.exit(0));
// SIGUSR2 asks for the publishes timed so far (see timeFanOuts).
process.on('SIGUSR2', () => process.stdout.write(`BENCH_FANOUT ${JSON.stringify(fanOuts)}\n`));
process.stdout.write(`BENCH_READY ${JSON.stringify(ready)}\n`);

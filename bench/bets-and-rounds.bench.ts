/**
 * Money paths end to end (HTTP → engine → ledger → database), on SQLite and on PostgreSQL:
 * matched exchange bets/s, pairs of players backing and laying the same runner at the same price
 * (every lay must come back fully matched), first on one seeded market, then, on PostgreSQL, over
 * 20 markets at once; and casino rounds/s, Slots spins and Dice rolls (the instant games' path)
 * through the seamless wallet (stake debited and pay-out credited in one round). Each figure comes with every bet's latency, the server's
 * CPU per bet and what the load generator (processes of its own) used.
 *
 * The PostgreSQL is durable (fsync and synchronous_commit on, read back from the app's own
 * connection); a server given by BENCH_POSTGRES_URL without them is measured and labelled, and
 * its figures are not held against the goals. PostgreSQL is skipped with the reason when it
 * cannot be started. With BENCH_POSTGRES_REDIS=1 the PostgreSQL server runs with a Redis, as a
 * site's instances on PostgreSQL do (support/redis.ts).
 *
 * Run alone: node --conditions=source --import tsx bench/bets-and-rounds.bench.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  formatNumber,
  quickRun,
  reportFigure,
  reportSkipped,
  type Goal,
} from './support/figures.js';
import type { BetLane, SpinLane } from './support/money-load-request.js';
import {
  describeClient,
  startMoneyLoad,
  type MoneyLoad,
  type MoneyLoadResult,
} from './support/money-load.js';
import {
  describeDurability,
  isDurable,
  startBenchPostgres,
  type BenchPostgres,
} from './support/postgres.js';
import { startBenchRedis } from './support/redis.js';
import { benchTempDir, startServer, type RunningServer } from './support/server-process.js';

const BENCHMARK = 'bets-and-rounds';
/** Pairs on the one market (the goal asks for 16 or more). */
const PAIRS = Math.max(16, Number(process.env['BENCH_PAIRS'] ?? 16));
const SPREAD_MARKETS = 20;
/** Two pairs a market; one in the quick run, whose seeding of players would take longest. */
const SPREAD_PAIRS = SPREAD_MARKETS * (quickRun ? 1 : 2);
const SPINNERS = 16;
const SECONDS = quickRun ? 2 : 15;
const WARM_UP_SECONDS = quickRun ? 1 : 3;
const LOAD_PROCESSES = Math.max(1, Number(process.env['BENCH_LOAD_PROCESSES'] ?? 1));
const BET_STAKE_TAKA = 10;
const SPIN_STAKE_TAKA = 5;
const BET_P99_GOAL: Goal = { atMost: 50 };
const ROUNDS_GOALS = { SQLite: { atLeast: 2000 }, PostgreSQL: { atLeast: 1500 } };

/** The figures' names, the same whether measured or skipped. */
const betsWhere = (markets: number) =>
  markets === 1
    ? `${PAIRS} pairs on one market`
    : `${SPREAD_PAIRS} pairs over ${markets} markets at once`;
const betsName = (markets: number, database: string) =>
  `matched exchange bets/s, ${betsWhere(markets)}, ${database}`;
const latencyName = (markets: number, database: string) =>
  `bet p99 latency, ${betsWhere(markets)}, ${database}`;
const betsGoal = (markets: number): Goal => ({ atLeast: markets === 1 ? 2000 : 4000 });
const roundsName = (game: string, database: string) =>
  `${game} rounds/s through the seamless wallet, ${database}`;

interface Database {
  name: 'SQLite' | 'PostgreSQL';
  url: string;
  postgres?: BenchPostgres;
  /** The pub/sub the instances of a site on PostgreSQL share (none: the caches are off). */
  redisUrl?: string;
}

/** What a figure's detail says about the server's CPU (and PostgreSQL's) per call. */
function serverCpuText(result: MoneyLoadResult, unit: string): string {
  const perCall = (seconds: number) => ((seconds * 1000) / Math.max(1, result.calls)).toFixed(2);
  const database = Number.isFinite(result.databaseCpuSeconds)
    ? `, PostgreSQL's processes ${perCall(result.databaseCpuSeconds)} ms`
    : '';
  return `server CPU ${perCall(result.serverCpuSeconds)} ms per ${unit}${database}`;
}

function betLanes(server: RunningServer, pairs: number, markets: number): BetLane[] {
  return Array.from({ length: pairs }, (_, pair) => {
    const market = server.markets[pair % markets]!;
    return {
      kind: 'bets',
      backToken: server.players[pair * 2]!.token,
      layToken: server.players[pair * 2 + 1]!.token,
      marketId: market.marketId,
      selectionId: market.selectionIds[0]!,
      stake: BET_STAKE_TAKA,
    };
  });
}

async function measure(database: Database, loadsStarting: Promise<MoneyLoad>): Promise<void> {
  const directory = benchTempDir();
  const spread = database.name === 'PostgreSQL';
  const starting = Date.now();
  const server = await startServer({
    kind: 'app',
    environment: {
      DATABASE_URL: database.url,
      ...(database.redisUrl && { REDIS_URL: database.redisUrl }),
      STORAGE_DIR: path.join(directory, 'storage'),
      PRIVATE_DIR: path.join(directory, 'private'),
    },
    seed: {
      players: Math.max(PAIRS * 2, spread ? SPREAD_PAIRS * 2 : 0, SPINNERS),
      creditTaka: 10_000_000,
      markets: spread ? SPREAD_MARKETS : 1,
      houseGames: ['slots', 'dice'],
    },
  });
  try {
    const loads = await loadsStarting;
    const settings = server.databaseSettings;
    // Only a durable database measures what the goals ask; any other is labelled and not judged.
    const durable =
      database.name === 'SQLite'
        ? ['FULL', 'EXTRA'].includes(settings['synchronous'] ?? '')
        : isDurable(settings);
    const conditions =
      database.name === 'SQLite'
        ? `synchronous = ${settings['synchronous']}`
        : describeDurability(settings);
    const label = `${database.name} (${conditions}${durable ? '' : ": not the goals' conditions"})`;
    const judged = (goal: Goal) => (durable ? goal : undefined);
    console.log(
      `${database.name}: the server took ${((Date.now() - starting) / 1000).toFixed(1)} s to start and seed ${server.players.length} players and ${server.markets.length} market${server.markets.length > 1 ? 's' : ''}; ` +
        (database.name === 'SQLite'
          ? `read back from its connection: journal_mode ${settings['journal_mode']}, synchronous ${settings['synchronous']}`
          : `PostgreSQL ${settings['server_version']}, read back from its connection: fsync ${settings['fsync']}, synchronous_commit ${settings['synchronous_commit']}, full_page_writes ${settings['full_page_writes']}`),
    );
    const load = (name: string, lanes: (BetLane | SpinLane)[]) =>
      loads.run({
        server,
        lanes,
        warmUpSeconds: WARM_UP_SECONDS,
        seconds: SECONDS,
        label: name,
        databaseCpuSeconds: database.postgres?.cpuSeconds,
      });

    const betCases = [
      { pairs: PAIRS, markets: 1 },
      ...(spread ? [{ pairs: SPREAD_PAIRS, markets: SPREAD_MARKETS }] : []),
    ];
    for (const betCase of betCases) {
      const bets = await load(
        `bets-${betCase.markets}`,
        betLanes(server, betCase.pairs, betCase.markets),
      );
      reportFigure({
        benchmark: BENCHMARK,
        name: betsName(betCase.markets, label),
        value: bets.perSecond,
        unit: 'bets/s',
        goal: judged(betsGoal(betCase.markets)),
        detail: `${formatNumber(bets.calls)} bets in ${bets.seconds} s after ${WARM_UP_SECONDS} s of warm-up; per bet p50 ${bets.p50Ms.toFixed(1)} ms, p99 ${bets.p99Ms.toFixed(1)} ms; ${serverCpuText(bets, 'bet')}; ${describeClient(bets)}`,
      });
      reportFigure({
        benchmark: BENCHMARK,
        name: latencyName(betCase.markets, label),
        value: bets.p99Ms,
        unit: 'ms',
        goal: judged(BET_P99_GOAL),
        detail: `p50 ${bets.p50Ms.toFixed(1)} ms at ${formatNumber(bets.perSecond)} bets/s`,
      });
      if (database.name === 'SQLite') {
        reportFigure({
          benchmark: BENCHMARK,
          name: `server CPU per matched bet, ${label}`,
          value: (bets.serverCpuSeconds * 1000) / Math.max(1, bets.calls),
          unit: 'ms',
          goal: judged({ atMost: 0.3 }),
          detail: `the server process's user + system CPU from /proc over the ${bets.seconds} s window, ${bets.serverCpuSeconds.toFixed(2)} s for ${formatNumber(bets.calls)} bets (${((bets.serverCpuSeconds / bets.seconds) * 100).toFixed(0)} % of a core)`,
        });
      }
    }

    // Slots, then Dice: the instant games' one path (choice, fair stream, bet row, wallet round).
    for (const [game, name] of [
      ['slots', 'Slots'],
      ['dice', 'Dice'],
    ] as const) {
      const spinLanes: SpinLane[] = server.players.slice(0, SPINNERS).map((player) => ({
        kind: 'spins',
        game,
        gameToken: player.games[game]!,
        stake: SPIN_STAKE_TAKA,
      }));
      const spins = await load(game, spinLanes);
      reportFigure({
        benchmark: BENCHMARK,
        name: roundsName(name, label),
        value: spins.perSecond,
        unit: 'rounds/s',
        goal: judged(ROUNDS_GOALS[database.name]),
        detail: `${formatNumber(spins.calls)} rounds by ${SPINNERS} players in ${spins.seconds} s; p50 ${spins.p50Ms.toFixed(1)} ms, p99 ${spins.p99Ms.toFixed(1)} ms; ${serverCpuText(spins, 'round')}; ${describeClient(spins)}`,
      });
    }
  } finally {
    await server.stop();
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

console.log(
  `exchange bets and casino rounds: ${SECONDS} s windows after ${WARM_UP_SECONDS} s of warm-up; ${PAIRS} pairs on one market, ${SPREAD_PAIRS} over ${SPREAD_MARKETS} markets (PostgreSQL), ${SPINNERS} spinners; ${LOAD_PROCESSES} load process${LOAD_PROCESSES > 1 ? 'es' : ''}`,
);
// Started while the first server seeds its players, and used for every load against both.
const loadsStarting = startMoneyLoad(LOAD_PROCESSES);
try {
  const sqliteDirectory = benchTempDir();
  try {
    await measure(
      {
        name: 'SQLite',
        url: `file:${path.join(sqliteDirectory, 'bench.db')}`,
      },
      loadsStarting,
    );
  } finally {
    fs.rmSync(sqliteDirectory, { recursive: true, force: true });
  }
  const postgresStarting = Date.now();
  const postgres = startBenchPostgres();
  if (!('skipped' in postgres)) {
    console.log(`PostgreSQL ready in ${((Date.now() - postgresStarting) / 1000).toFixed(1)} s`);
  }
  if ('skipped' in postgres) {
    const figures: [string, Goal, string][] = [
      [betsName(1, 'PostgreSQL'), betsGoal(1), 'bets/s'],
      [latencyName(1, 'PostgreSQL'), BET_P99_GOAL, 'ms'],
      [betsName(SPREAD_MARKETS, 'PostgreSQL'), betsGoal(SPREAD_MARKETS), 'bets/s'],
      [latencyName(SPREAD_MARKETS, 'PostgreSQL'), BET_P99_GOAL, 'ms'],
      [roundsName('Slots', 'PostgreSQL'), ROUNDS_GOALS.PostgreSQL, 'rounds/s'],
      [roundsName('Dice', 'PostgreSQL'), ROUNDS_GOALS.PostgreSQL, 'rounds/s'],
    ];
    for (const [name, goal, unit] of figures) {
      reportSkipped(BENCHMARK, name, postgres.skipped, { goal, unit });
    }
  } else {
    const redis = startBenchRedis();
    console.log(
      'skipped' in redis
        ? `Redis: none (${redis.skipped}); the balance and session cache is off on PostgreSQL`
        : `Redis: ${redis.url} (the pub/sub of a site on PostgreSQL; the balance and session cache is on)`,
    );
    try {
      await measure(
        {
          name: 'PostgreSQL',
          url: await postgres.createDatabase(),
          postgres,
          ...(!('skipped' in redis) && { redisUrl: redis.url }),
        },
        loadsStarting,
      );
    } finally {
      await postgres.stop();
      if (!('skipped' in redis)) redis.stop();
    }
  }
} finally {
  (await loadsStarting).stop();
}

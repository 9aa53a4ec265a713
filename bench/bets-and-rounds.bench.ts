/**
 * Money paths end to end (HTTP → engine → ledger → database), on SQLite and on PostgreSQL:
 * matched exchange bets/s, pairs of players backing and laying the same runner at the same price
 * on one seeded market (every lay must come back fully matched), and casino rounds/s, Slots spins
 * through the seamless wallet (stake debited and pay-out credited in one round). PostgreSQL is
 * skipped with the reason when it cannot be started.
 *
 * Run alone: node --conditions=source --import tsx bench/bets-and-rounds.bench.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ExchangeBetResponse } from '@khela/contract';
import { formatNumber, quickRun, reportFigure, reportSkipped } from './support/figures.js';
import { postJson, runLoop } from './support/load-loop.js';
import { startBenchPostgres } from './support/postgres.js';
import { benchTempDir, startServer } from './support/server-process.js';

const BENCHMARK = 'bets-and-rounds';
const PAIRS = 16;
const SPINNERS = 16;
const SECONDS = quickRun ? 3 : 15;
const STAKE_TAKA = 10;

async function measure(database: 'SQLite' | 'PostgreSQL', databaseUrl: string): Promise<void> {
  const directory = benchTempDir();
  const server = await startServer({
    kind: 'app',
    environment: {
      DATABASE_URL: databaseUrl,
      STORAGE_DIR: path.join(directory, 'storage'),
      PRIVATE_DIR: path.join(directory, 'private'),
    },
    seed: {
      players: Math.max(PAIRS * 2, SPINNERS),
      creditTaka: 10_000_000,
      market: true,
      houseGame: 'slots',
    },
  });
  try {
    const market = server.market!;
    let key = 0;
    const bet = (token: string, side: 'back' | 'lay') =>
      postJson<ExchangeBetResponse>(
        `${server.url}/api/exchange/bets`,
        { authorization: `Bearer ${token}`, 'idempotency-key': `bench-${(key += 1)}` },
        {
          market_id: market.marketId,
          selection_id: market.selectionIds[0],
          side,
          odds: 2,
          stake: STAKE_TAKA,
        },
      );
    // Each lay arrives after its own pair's back, so a resting back always waits for it.
    const bets = await runLoop(PAIRS, SECONDS, async (index) => {
      await bet(server.players[index * 2]!.token, 'back');
      const lay = await bet(server.players[index * 2 + 1]!.token, 'lay');
      if (lay.bet.status !== 'matched' || lay.bet.matched !== STAKE_TAKA) {
        throw new Error(`a lay was not fully matched: ${JSON.stringify(lay.bet)}`);
      }
      return 2;
    });
    reportFigure({
      benchmark: BENCHMARK,
      name: `matched exchange bets/s on ${database}`,
      value: bets.perSecond,
      unit: 'bets/s',
      goal: { atLeast: 2000 },
      detail: `${formatNumber(bets.calls)} bets by ${PAIRS} pairs on one market in ${bets.seconds.toFixed(1)} s; a back-then-lay pair p50 ${bets.p50Ms.toFixed(0)} ms, p99 ${bets.p99Ms.toFixed(0)} ms`,
    });

    const spins = await runLoop(SPINNERS, SECONDS, async (index) => {
      const spin = await postJson<{ bet: { stake: number } }>(
        `${server.url}/api/house/slots/spin`,
        {
          authorization: `Bearer ${server.players[index]!.game!}`,
          'idempotency-key': `bench-${(key += 1)}`,
        },
        { stake: 5 },
      );
      if (spin.bet.stake !== 5)
        throw new Error(`a spin answered another stake: ${JSON.stringify(spin)}`);
      return 1;
    });
    reportFigure({
      benchmark: BENCHMARK,
      name: `casino rounds/s (Slots through the seamless wallet) on ${database}`,
      value: spins.perSecond,
      unit: 'rounds/s',
      detail: `${formatNumber(spins.calls)} spins by ${SPINNERS} players in ${spins.seconds.toFixed(1)} s; p50 ${spins.p50Ms.toFixed(0)} ms, p99 ${spins.p99Ms.toFixed(0)} ms`,
    });
  } finally {
    await server.stop();
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

const sqliteDirectory = benchTempDir();
try {
  console.log(
    `exchange bets and casino rounds: ${SECONDS} s each, ${PAIRS} pairs, ${SPINNERS} spinners`,
  );
  await measure('SQLite', `file:${path.join(sqliteDirectory, 'bench.db')}`);
} finally {
  fs.rmSync(sqliteDirectory, { recursive: true, force: true });
}
const postgres = startBenchPostgres();
if ('skipped' in postgres) {
  reportSkipped(BENCHMARK, 'exchange bets and casino rounds on PostgreSQL', postgres.skipped);
} else {
  try {
    await measure('PostgreSQL', await postgres.createDatabase());
  } finally {
    await postgres.stop();
  }
}

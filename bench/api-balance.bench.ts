/**
 * `/api/balance` signed in, against a bare Fastify route answering the same call, each in its own
 * server process with the same autocannon settings (100 connections), measured in the same run.
 * The app's figure carries everything a real call pays: the bearer session looked up in the
 * database, the ledger balance read, the app's hooks and headers. The ratio is what counts.
 *
 * Run alone: node --conditions=source --import tsx bench/api-balance.bench.ts
 */
import autocannon from 'autocannon';
import fs from 'node:fs';
import path from 'node:path';
import { formatNumber, quickRun, reportFigure } from './support/figures.js';
import { benchTempDir, startServer } from './support/server-process.js';

const BENCHMARK = 'api-balance';
const CONNECTIONS = 100;
const DURATION_SECONDS = quickRun ? 3 : 10;

async function hammer(url: string, token: string): Promise<autocannon.Result> {
  // A short warm-up, so both servers are measured with their code compiled.
  await autocannon({
    url,
    method: 'POST',
    connections: 10,
    duration: 1,
    headers: { authorization: `Bearer ${token}` },
  });
  const result = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers: { authorization: `Bearer ${token}` },
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    throw new Error(
      `${url}: ${failed} requests failed (errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx})`,
    );
  }
  return result;
}

const directory = benchTempDir();
const app = await startServer({
  kind: 'app',
  environment: {
    DATABASE_URL: `file:${path.join(directory, 'bench.db')}`,
    STORAGE_DIR: path.join(directory, 'storage'),
    PRIVATE_DIR: path.join(directory, 'private'),
  },
  seed: { players: 1, creditTaka: 1000, market: false },
});
const bare = await startServer({ kind: 'bare' });
try {
  const token = app.players[0]!.token;
  const check = await fetch(`${app.url}/api/balance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await check.json()) as { balance?: number };
  if (check.status !== 200 || body.balance !== 1000) {
    throw new Error(
      `/api/balance answered ${check.status} ${JSON.stringify(body)}, not the seeded 1000`,
    );
  }
  console.log(
    `/api/balance vs a bare Fastify route: ${CONNECTIONS} connections, ${DURATION_SECONDS} s each`,
  );
  const ours = await hammer(`${app.url}/api/balance`, token);
  const theirs = await hammer(`${bare.url}/api/balance`, token);
  const latency = (result: autocannon.Result) =>
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;
  reportFigure({
    benchmark: BENCHMARK,
    name: '/api/balance requests/s ÷ bare Fastify',
    value: ours.requests.average / theirs.requests.average,
    unit: '×',
    goal: { atLeast: 0.6 },
    detail: `app ${formatNumber(ours.requests.average)} req/s (${latency(ours)}); bare ${formatNumber(theirs.requests.average)} req/s (${latency(theirs)})`,
  });
  reportFigure({
    benchmark: BENCHMARK,
    name: '/api/balance p99 latency',
    value: ours.latency.p99,
    unit: 'ms',
    detail: `p50 ${ours.latency.p50} ms at ${CONNECTIONS} connections`,
  });
} finally {
  await Promise.all([app.stop(), bare.stop()]);
  fs.rmSync(directory, { recursive: true, force: true });
}

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
import { formatNumber, quickRun, reportFigure } from './support/figures.js';
import {
  benchTempDir,
  serverFilesIn,
  startServer,
  type RunningServer,
} from './support/server-process.js';

const BENCHMARK = 'api-balance';
const CONNECTIONS = 100;
const DURATION_SECONDS = quickRun ? 3 : 5;
// Alternating rounds, so a burst of other work on the machine lands on both servers alike.
const ROUNDS = quickRun ? 1 : 2;

/** A short load, so both servers are measured with their code compiled. */
function warmUp(url: string, token: string) {
  return autocannon({
    url,
    method: 'POST',
    connections: 10,
    duration: 1,
    headers: { authorization: `Bearer ${token}` },
  });
}

interface Measured {
  result: autocannon.Result;
  /** The server process's CPU seconds per answered request. */
  cpuPerRequest: number;
}

async function hammer(server: RunningServer, token: string): Promise<Measured> {
  const url = `${server.url}/api/balance`;
  const cpuBefore = server.cpuSeconds();
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
  return { result, cpuPerRequest: (server.cpuSeconds() - cpuBefore) / result.requests.total };
}

const directory = benchTempDir();
const app = await startServer({
  kind: 'app',
  environment: {
    ...serverFilesIn(directory),
  },
  seed: { players: 1, creditTaka: 1000, markets: 0 },
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
    `/api/balance vs a bare Fastify route: ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_SECONDS} s each`,
  );
  await warmUp(`${app.url}/api/balance`, token);
  await warmUp(`${bare.url}/api/balance`, token);
  const rounds: { ours: Measured; theirs: Measured }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push({ ours: await hammer(app, token), theirs: await hammer(bare, token) });
  }
  const ratios = rounds.map(
    (round) => round.ours.result.requests.average / round.theirs.result.requests.average,
  );
  const { result: ours } = rounds[rounds.length - 1]!.ours;
  const { result: theirs } = rounds[rounds.length - 1]!.theirs;
  const latency = (result: autocannon.Result) =>
    `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`;
  reportFigure({
    benchmark: BENCHMARK,
    name: '/api/balance requests/s ÷ bare Fastify',
    value: ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length,
    unit: '×',
    goal: { atLeast: 0.6 },
    detail: `the mean of rounds ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}; last round: app ${formatNumber(ours.requests.average)} req/s (${latency(ours)}); bare ${formatNumber(theirs.requests.average)} req/s (${latency(theirs)})`,
  });
  // Requests/s depends on the load generator getting its share of the same cores; the server's
  // CPU per request does not, so it says what the app costs when the machine is busy.
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const ourCpu = mean(rounds.map((round) => round.ours.cpuPerRequest));
  const theirCpu = mean(rounds.map((round) => round.theirs.cpuPerRequest));
  reportFigure({
    benchmark: BENCHMARK,
    name: '/api/balance server CPU per request, bare Fastify ÷ app (capacity per core)',
    value: theirCpu / ourCpu,
    unit: '×',
    detail: `app ${(ourCpu * 1e6).toFixed(0)} µs, bare ${(theirCpu * 1e6).toFixed(0)} µs of CPU per request, the mean over the rounds`,
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

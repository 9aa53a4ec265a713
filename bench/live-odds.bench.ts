/**
 * Live odds on one server process: VIEWERS signed-in viewers hold the event's Server-Sent Events
 * stream open (split over two client processes, one socket each); a bettor's back bets change the
 * book, and every viewer records how long after the server built the picture (its `clock`) the
 * `exchange.update` arrived: p50/p99 over all deliveries (goal p99 ≤ 100 ms), and how many of the
 * expected deliveries came. Then the same viewers polling GET /api/event/{id} every 300 ms
 * instead: the requests/s the server would have to absorb, what it served, and the server's CPU
 * in both cases, measured over the same length of time.
 *
 * Run alone: node --conditions=source --import tsx bench/live-odds.bench.ts
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { LIVE_STREAMS_PER_PLAYER_MAX } from '@khela/contract';
import { formatNumber, percentile, quickRun, reportFigure } from './support/figures.js';
import { postJson } from './support/post-json.js';
import {
  benchTempDir,
  serverFilesIn,
  nodeWithSources,
  startServer,
} from './support/server-process.js';

const BENCHMARK = 'live-odds';
const VIEWERS = Number(process.env['BENCH_VIEWERS'] ?? (quickRun ? 500 : 10_000));
const CLIENT_PROCESSES = 2;
const UPDATES = quickRun ? 5 : 20;
const UPDATE_SPACING_MS = 500;
const POLL_INTERVAL_MS = 300;
const POLL_CONNECTIONS = Math.min(VIEWERS, 1000);

interface ViewersReport {
  failures: number;
  firstFailure: string;
  deliveries: Record<string, number[]>;
}

function startViewers(
  url: string,
  eventId: string,
  tokens: string[],
  directory: string,
  index: number,
) {
  const requestFile = path.join(directory, `viewers-${index}.json`);
  fs.writeFileSync(requestFile, JSON.stringify({ url, eventId, tokens }));
  const [command, ...flags] = nodeWithSources;
  const entry = fileURLToPath(new URL('./support/sse-viewers.entry.ts', import.meta.url));
  const child = spawn(command!, [...flags, entry, requestFile], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const waitFor = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      lines.on('line', (line) => {
        if (line.startsWith(prefix)) resolve(line.slice(prefix.length));
      });
      child.once('exit', (code) => reject(new Error(`a viewers process exited (${code})`)));
    });
  const open = waitFor('VIEWERS_OPEN ').then(Number);
  return {
    open,
    async report(): Promise<ViewersReport> {
      const answer = waitFor('VIEWERS_REPORT ');
      child.stdin.write('report\n');
      return JSON.parse(await answer) as ViewersReport;
    },
    stop: () => child.kill('SIGTERM'),
  };
}

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const directory = benchTempDir();
const viewerPlayers = Math.ceil(VIEWERS / LIVE_STREAMS_PER_PLAYER_MAX);
console.log(
  `live odds: ${VIEWERS.toLocaleString('en')} viewers (${viewerPlayers} players × up to ${LIVE_STREAMS_PER_PLAYER_MAX} streams), ${UPDATES} book changes`,
);
const server = await startServer({
  kind: 'app',
  environment: {
    ...serverFilesIn(directory),
    // Every viewer connects from this machine's one address.
    MAX_CONNECTIONS_PER_IP: String(VIEWERS + 100),
  },
  seed: { players: viewerPlayers + 1, creditTaka: 100_000, markets: 1 },
});
const viewers: ReturnType<typeof startViewers>[] = [];
try {
  const { eventId, marketId, selectionIds } = server.markets[0]!;
  const bettor = server.players[viewerPlayers]!;
  const tokens = Array.from(
    { length: VIEWERS },
    (_, index) => server.players[index % viewerPlayers]!.token,
  );
  const share = Math.ceil(VIEWERS / CLIENT_PROCESSES);
  for (let index = 0; index < CLIENT_PROCESSES; index += 1) {
    viewers.push(
      startViewers(
        server.url,
        eventId,
        tokens.slice(index * share, (index + 1) * share),
        directory,
        index,
      ),
    );
  }
  const opened = (await Promise.all(viewers.map((group) => group.open))).reduce(
    (sum, count) => sum + count,
    0,
  );
  if (opened !== VIEWERS) throw new Error(`only ${opened} of ${VIEWERS} streams opened`);

  // Each back at a new price changes the book every viewer sees.
  const cpuBefore = server.cpuSeconds();
  const timesBefore = server.cpuTimes();
  const started = Date.now();
  for (let update = 0; update < UPDATES; update += 1) {
    await postJson(
      `${server.url}/api/exchange/bets`,
      { authorization: `Bearer ${bettor.token}`, 'idempotency-key': `live-${update}` },
      {
        market_id: marketId,
        selection_id: selectionIds[0],
        side: 'back',
        odds: Number((2.02 + (update % 40) * 0.02).toFixed(2)),
        stake: 10,
      },
    );
    await pause(UPDATE_SPACING_MS);
  }
  await pause(1000);
  const streamSeconds = (Date.now() - started) / 1000;
  const streamCpu = server.cpuSeconds() - cpuBefore;
  const timesAfter = server.cpuTimes();
  const fanOuts = (await server.fanOuts()).filter((fanOut) => fanOut.clock >= started);
  const reports = await Promise.all(viewers.map((group) => group.report()));
  const latencies = reports
    .flatMap((report) => Object.values(report.deliveries).flat())
    .sort((a, b) => a - b);
  const failures = reports.reduce((sum, report) => sum + report.failures, 0);
  const expected = VIEWERS * UPDATES;
  if (latencies.length === 0)
    throw new Error(
      `no update reached a viewer (${failures} stream failures: ${reports[0]?.firstFailure})`,
    );
  reportFigure({
    benchmark: BENCHMARK,
    name: `live odds p99, engine update → ${VIEWERS.toLocaleString('en')} SSE viewers`,
    value: percentile(latencies, 0.99),
    unit: 'ms',
    goal: { atMost: 100 },
    detail: `p50 ${percentile(latencies, 0.5)} ms; ${formatNumber(latencies.length)} of ${formatNumber(expected)} deliveries arrived; server CPU ${((streamCpu / streamSeconds) * 100).toFixed(0)} % of a core over ${streamSeconds.toFixed(1)} s`,
  });

  // Where the time goes: the server's share ends when the last stream's write has been handed to
  // the kernel; the rest is delivery through loopback and the viewer processes on the same cores.
  const lastWrittenByClock = new Map<number, number>();
  for (const { clock, endedAt } of fanOuts) {
    lastWrittenByClock.set(clock, Math.max(lastWrittenByClock.get(clock) ?? 0, endedAt - clock));
  }
  const serverShares = [...lastWrittenByClock.values()].sort((a, b) => a - b);
  const passes = fanOuts.map((fanOut) => fanOut.endedAt - fanOut.startedAt).sort((a, b) => a - b);
  if (serverShares.length > 0) {
    reportFigure({
      benchmark: BENCHMARK,
      name: "live odds, the server's share: picture built → last viewer's socket written, p99",
      value: Math.round(percentile(serverShares, 0.99)),
      unit: 'ms',
      detail: `p50 ${percentile(serverShares, 0.5).toFixed(0)} ms over ${serverShares.length} pictures; one publish to all streams p50 ${percentile(passes, 0.5).toFixed(0)} ms, max ${(passes.at(-1) ?? 0).toFixed(0)} ms; server CPU user ${(timesAfter.user - timesBefore.user).toFixed(2)} s, system (kernel, including loopback delivery) ${(timesAfter.system - timesBefore.system).toFixed(2)} s`,
    });
  }

  // The same viewers polling instead: what the server would have to absorb.
  const demanded = (VIEWERS * 1000) / POLL_INTERVAL_MS;
  const pollCpuBefore = server.cpuSeconds();
  const polled = await autocannon({
    url: `${server.url}/api/event/${eventId}`,
    connections: POLL_CONNECTIONS,
    overallRate: Math.round(demanded),
    duration: Math.round(streamSeconds),
  });
  const pollCpu = server.cpuSeconds() - pollCpuBefore;
  // Timeouts are the server falling behind, which is what this measures; anything else is a fault.
  if (polled.non2xx > 0 || polled.errors > polled.timeouts) {
    throw new Error(
      `polling failed: ${polled.non2xx} non-2xx, ${polled.errors - polled.timeouts} errors besides timeouts`,
    );
  }
  reportFigure({
    benchmark: BENCHMARK,
    name: `polling /api/event/{id} every ${POLL_INTERVAL_MS} ms: served ÷ demanded`,
    value: polled.requests.average / demanded,
    unit: '×',
    detail: `${formatNumber(demanded)} req/s demanded, ${formatNumber(polled.requests.average)} served, p50 ${polled.latency.p50} ms, p99 ${polled.latency.p99} ms, ${polled.timeouts} timed out (10 s); server CPU ${((pollCpu / polled.duration) * 100).toFixed(0)} % of a core`,
  });
  reportFigure({
    benchmark: BENCHMARK,
    name: 'server CPU polling ÷ streaming (same viewers, same time)',
    value: pollCpu / polled.duration / (streamCpu / streamSeconds),
    unit: '×',
  });
} finally {
  for (const group of viewers) group.stop();
  await server.stop();
  fs.rmSync(directory, { recursive: true, force: true });
}

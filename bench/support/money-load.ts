/**
 * Runs a money load (money-load.entry.ts) from one or more processes of its own against a
 * benchmark server, and measures one window of it: calls answered per second, each call's
 * latency, the server's CPU over the window (from /proc), and the load processes' own CPU, so a
 * figure can show the load generator was not what limited it.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { percentile } from './figures.js';
import type { BetLane, LoadReport, LoadRun, SpinLane } from './money-load-request.js';
import { cpuTimesOf, linesOf, nodeWithSources, type RunningServer } from './server-process.js';

const entry = fileURLToPath(new URL('./money-load.entry.ts', import.meta.url));

export interface MoneyLoadRun {
  server: RunningServer;
  lanes: (BetLane | SpinLane)[];
  /** The load runs this long before the window, so the code is compiled and the caches warm. */
  warmUpSeconds: number;
  seconds: number;
  /** Names this load's Idempotency-Keys and its failures. */
  label: string;
  /** CPU seconds of the database's own processes so far (PostgreSQL), when they can be read. */
  databaseCpuSeconds?: () => number;
}

export interface MoneyLoadResult {
  calls: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** The app server process's CPU seconds over the window. */
  serverCpuSeconds: number;
  /** The database's processes' CPU seconds over the window (NaN when not read). */
  databaseCpuSeconds: number;
  processes: number;
  /** All load processes' CPU seconds over the window. */
  clientCpuSeconds: number;
  /** The busiest load process's CPU over the window, as a share of one core (1 = a full core). */
  busiestClientShare: number;
}

export interface MoneyLoad {
  run(options: MoneyLoadRun): Promise<MoneyLoadResult>;
  stop(): void;
}

interface LoadProcess {
  pid: number;
  run(run: LoadRun): Promise<LoadReport>;
  kill(): void;
}

async function startLoadProcess(): Promise<LoadProcess> {
  const [command, ...flags] = nodeWithSources;
  const child = spawn(command!, [...flags, entry], { stdio: ['pipe', 'pipe', 'inherit'] });
  const kill = () => {
    process.off('exit', kill);
    child.kill('SIGKILL');
  };
  // A benchmark that breaks must not leave its load running.
  process.once('exit', kill);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`a load process exited (${code ?? signal}) before reporting`)),
    ),
  );
  // Nobody waits on it once the process is killed at the end.
  exited.catch(() => undefined);
  const nextLine = linesOf(child.stdout);
  await Promise.race([nextLine('LOAD_READY'), exited]);
  return {
    pid: child.pid ?? 0,
    async run(run) {
      const answer = nextLine('LOAD_REPORT');
      child.stdin.write(`run ${JSON.stringify(run)}\n`);
      return JSON.parse(await Promise.race([answer, exited])) as LoadReport;
    },
    kill,
  };
}

const sleepUntil = (epochMs: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, epochMs - Date.now())));

const cpuSecondsOf = (pid: number) => {
  const { user, system } = cpuTimesOf(pid);
  return user + system;
};

/**
 * Load processes, started once (on a busy machine a node process takes seconds to start) and
 * used for every load run of a benchmark.
 */
export async function startMoneyLoad(processes: number): Promise<MoneyLoad> {
  const loads = await Promise.all(
    Array.from({ length: Math.max(1, processes) }, () => startLoadProcess()),
  );
  return {
    async run(options) {
      const measureFrom = Date.now() + options.warmUpSeconds * 1000;
      const measureUntil = measureFrom + options.seconds * 1000;
      const reports = Promise.all(
        loads.map((load, index) =>
          load.run({
            url: options.server.url,
            keyPrefix: `${options.label}-${index}`,
            lanes: options.lanes.filter((_, lane) => lane % loads.length === index),
            measureFrom,
            measureUntil,
          }),
        ),
      );
      const sample = () => ({
        server: options.server.cpuSeconds(),
        database: options.databaseCpuSeconds?.() ?? Number.NaN,
        clients: loads.map((load) => cpuSecondsOf(load.pid)),
      });
      // A load process that dies in the warm-up must not wait for the window.
      await Promise.race([sleepUntil(measureFrom), reports]);
      const before = sample();
      await Promise.race([sleepUntil(measureUntil), reports]);
      const after = sample();
      const answered = await reports;
      const failure = answered.find((report) => report.failure !== undefined)?.failure;
      if (failure !== undefined) throw new Error(`the ${options.label} load failed: ${failure}`);
      const latencies = answered.flatMap((report) => report.latencies).sort((a, b) => a - b);
      const calls = answered.reduce((sum, report) => sum + report.calls, 0);
      const clientDeltas = after.clients.map((seconds, index) => seconds - before.clients[index]!);
      return {
        calls,
        seconds: options.seconds,
        perSecond: calls / options.seconds,
        p50Ms: percentile(latencies, 0.5),
        p99Ms: percentile(latencies, 0.99),
        serverCpuSeconds: after.server - before.server,
        databaseCpuSeconds: after.database - before.database,
        processes: loads.length,
        clientCpuSeconds: clientDeltas.reduce((sum, seconds) => sum + seconds, 0),
        busiestClientShare: Math.max(...clientDeltas) / options.seconds,
      };
    },
    stop() {
      for (const load of loads) load.kill();
    },
  };
}

/** What the load itself cost, for a figure's detail: it must stay well below a core. */
export function describeClient(result: MoneyLoadResult): string {
  const share = `${(result.busiestClientShare * 100).toFixed(0)} % of a core`;
  const perCall = `${((result.clientCpuSeconds / Math.max(1, result.calls)) * 1e6).toFixed(0)} µs per call`;
  const limit =
    result.busiestClientShare > 0.8 ? '; NEAR A FULL CORE: the load may have been the limit' : '';
  return `load generator ${result.processes} process${result.processes > 1 ? 'es' : ''}, busiest ${share}, ${perCall}${limit}`;
}

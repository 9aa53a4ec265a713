/**
 * A PostgreSQL for a benchmark: BENCH_POSTGRES_URL when set, otherwise a throwaway server started
 * with scripts/services.sh on BENCH_POSTGRES_PORT (25510 unless told), stopped afterwards. The
 * server started here is durable (KHELA_PG_DURABLE=1: fsync, synchronous_commit and
 * full_page_writes on, as a production server runs), unlike the test suite's; the benchmark's
 * app server reads the settings back from its own connection (ServerReady.databaseSettings)
 * rather than trusting this. When neither is possible the answer says why, and the benchmark
 * skips its PostgreSQL half.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { cpuTimesOf } from './server-process.js';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchPostgres {
  /** A fresh, empty database on the server. */
  createDatabase(): Promise<string>;
  /**
   * CPU seconds the server's processes have used so far (the postmaster, its backends, and the
   * backends that have exited); NaN for a server this benchmark did not start.
   */
  cpuSeconds: () => number;
  stop(): Promise<void>;
}

/**
 * True when a commit waits for its WAL to reach the disk, as the goals assume; `settings` as the
 * app's connection read them back (SHOW fsync, SHOW synchronous_commit).
 */
export function isDurable(settings: Record<string, string>): boolean {
  return settings['fsync'] === 'on' && settings['synchronous_commit'] === 'on';
}

/** How a figure names the server's settings: "fsync on, synchronous_commit on". */
export function describeDurability(settings: Record<string, string>): string {
  return `fsync ${settings['fsync']}, synchronous_commit ${settings['synchronous_commit']}`;
}

/** Runs `script` after sourcing scripts/services.sh (a PostgreSQL started there is durable). */
export function services(script: string): { ok: boolean; output: string } {
  const run = spawnSync('bash', ['-c', `source scripts/services.sh; ${script}`], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    env: { ...process.env, KHELA_PG_DURABLE: '1' },
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

/** What services.sh needs to start each throwaway server, and what it sets once it has. */
const throwawayServices = {
  postgres: {
    label: 'PostgreSQL',
    port: () => process.env['BENCH_POSTGRES_PORT'] ?? '25510',
    urlVariable: 'TEST_POSTGRES_URL',
    directoryVariable: 'KHELA_PG_DIR',
  },
  redis: {
    label: 'Redis',
    port: () => process.env['BENCH_REDIS_PORT'] ?? '26510',
    urlVariable: 'TEST_REDIS_URL',
    directoryVariable: 'KHELA_REDIS_DIR',
  },
};

/** A throwaway server started by services.sh: its URL and data directory, or why it did not start. */
export function startThrowawayService(
  name: keyof typeof throwawayServices,
): { url: string; directory: string } | { skipped: string } {
  const service = throwawayServices[name];
  const port = service.port();
  const started = services(
    `start_${name} ${port} && echo "SERVICE_STARTED $${service.urlVariable} $${service.directoryVariable}"`,
  );
  const line = /SERVICE_STARTED (\S+) (\S+)/.exec(started.output);
  if (!started.ok || !line) {
    return {
      skipped: `${service.label} could not be started on port ${port}: ${started.output || 'no output'}`,
    };
  }
  return { url: line[1]!, directory: line[2]! };
}

const clockTicksPerSecond = 100;

/** The postmaster's own CPU, its live children's, and that of the children it has reaped. */
function serverProcessesCpuSeconds(postmasterPid: number): number {
  let total = 0;
  try {
    const stat = fs.readFileSync(`/proc/${postmasterPid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime (fields 14–17 of proc(5)).
    for (const index of [11, 12, 13, 14]) total += Number(fields[index]) / clockTicksPerSecond;
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let childStat: string;
      try {
        childStat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      } catch {
        continue; // ended between the listing and the read
      }
      const parent = Number(childStat.slice(childStat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent !== postmasterPid) continue;
      const { user, system } = cpuTimesOf(Number(entry));
      if (Number.isFinite(user + system)) total += user + system;
    }
  } catch {
    return Number.NaN;
  }
  return total;
}

export function startBenchPostgres(): BenchPostgres | { skipped: string } {
  let adminUrl = process.env['BENCH_POSTGRES_URL'];
  let serverDirectory: string | undefined;
  if (!adminUrl) {
    const started = startThrowawayService('postgres');
    if ('skipped' in started) return started;
    adminUrl = started.url;
    serverDirectory = started.directory;
  }
  const postmasterPid = serverDirectory
    ? Number(
        fs
          .readFileSync(path.join(serverDirectory, 'data', 'postmaster.pid'), 'utf8')
          .split('\n')[0],
      )
    : undefined;
  const databases: string[] = [];
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    async createDatabase() {
      const name = `khela_bench_${randomBytes(6).toString('hex')}`;
      await admin(`create database ${name}`);
      databases.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    cpuSeconds: () =>
      postmasterPid === undefined ? Number.NaN : serverProcessesCpuSeconds(postmasterPid),
    async stop() {
      if (serverDirectory) {
        services(`KHELA_PG_DIR='${serverDirectory}'; stop_postgres`);
        return;
      }
      for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

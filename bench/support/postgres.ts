/**
 * A PostgreSQL for a benchmark: BENCH_POSTGRES_URL when set, otherwise a throwaway server started
 * with scripts/services.sh on BENCH_POSTGRES_PORT (55510 unless told), stopped afterwards. When
 * neither is possible the answer says why, and the benchmark skips its PostgreSQL half.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface BenchPostgres {
  /** A fresh, empty database on the server. */
  createDatabase(): Promise<string>;
  stop(): Promise<void>;
}

function services(script: string): { ok: boolean; output: string } {
  const run = spawnSync('bash', ['-c', `source scripts/services.sh; ${script}`], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}

export function startBenchPostgres(): BenchPostgres | { skipped: string } {
  let adminUrl = process.env['BENCH_POSTGRES_URL'];
  let serverDirectory: string | undefined;
  if (!adminUrl) {
    const port = process.env['BENCH_POSTGRES_PORT'] ?? '55510';
    const started = services(
      `start_postgres ${port} && echo "BENCH_PG $TEST_POSTGRES_URL $KHELA_PG_DIR"`,
    );
    const line = /BENCH_PG (\S+) (\S+)/.exec(started.output);
    if (!started.ok || !line) {
      return {
        skipped: `PostgreSQL could not be started on port ${port}: ${started.output || 'no output'}`,
      };
    }
    adminUrl = line[1]!;
    serverDirectory = line[2]!;
  }
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
    async stop() {
      if (serverDirectory) {
        services(`KHELA_PG_DIR='${serverDirectory}'; stop_postgres`);
        return;
      }
      for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

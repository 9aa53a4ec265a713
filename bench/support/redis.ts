/**
 * A Redis for a benchmark's PostgreSQL half: a site on PostgreSQL runs its instances with Redis
 * (the pub/sub that keeps every instance's balance and session cache right; without it the cache
 * is off, create-context.ts). BENCH_REDIS_URL when set, otherwise a throwaway server started with
 * scripts/services.sh on BENCH_REDIS_PORT (56510 unless told), stopped afterwards. When neither
 * is possible the answer says why, and the benchmark runs without it and says so.
 */
import { services } from './postgres.js';

export interface BenchRedis {
  url: string;
  stop(): void;
}

export function startBenchRedis(): BenchRedis | { skipped: string } {
  const given = process.env['BENCH_REDIS_URL'];
  if (given) return { url: given, stop: () => undefined };
  const port = process.env['BENCH_REDIS_PORT'] ?? '56510';
  const started = services(
    `start_redis ${port} && echo "BENCH_REDIS $TEST_REDIS_URL $KHELA_REDIS_DIR"`,
  );
  const line = /BENCH_REDIS (\S+) (\S+)/.exec(started.output);
  if (!started.ok || !line) {
    return {
      skipped: `Redis could not be started on port ${port}: ${started.output || 'no output'}`,
    };
  }
  const [, url, directory] = line;
  return {
    url: url!,
    stop: () => {
      services(`KHELA_REDIS_DIR='${directory!}'; TEST_REDIS_URL='${url!}'; stop_redis`);
    },
  };
}

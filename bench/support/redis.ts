/**
 * A Redis for a benchmark's PostgreSQL half, asked for with BENCH_POSTGRES_REDIS=1: a site's
 * instances on PostgreSQL share one (the pub/sub that keeps every instance's balance and session
 * cache right; without it the cache is off, create-context.ts). BENCH_REDIS_URL when set,
 * otherwise a throwaway server started with scripts/services.sh on BENCH_REDIS_PORT (26510 unless
 * told), stopped afterwards. Not asked for, or not possible, the answer says why, and the
 * benchmark runs without it and says so. Not the default yet: docs/performance.md, "Casino
 * rounds and the session read", says what the exchange's figures did with it.
 */
import { services, startThrowawayService } from './postgres.js';

export interface BenchRedis {
  url: string;
  stop(): void;
}

export function startBenchRedis(): BenchRedis | { skipped: string } {
  if (process.env['BENCH_POSTGRES_REDIS'] !== '1')
    return { skipped: 'BENCH_POSTGRES_REDIS is not 1' };
  const given = process.env['BENCH_REDIS_URL'];
  if (given) return { url: given, stop: () => undefined };
  const started = startThrowawayService('redis');
  if ('skipped' in started) return started;
  const { url, directory } = started;
  return {
    url,
    stop: () => {
      services(`KHELA_REDIS_DIR='${directory}'; TEST_REDIS_URL='${url}'; stop_redis`);
    },
  };
}

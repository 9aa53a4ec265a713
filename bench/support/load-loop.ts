/**
 * A closed-loop load: `workers` clients each send their next call as soon as the last one is
 * answered, for a fixed time. Every call must succeed: a failure breaks the benchmark.
 */
import { performance } from 'node:perf_hooks';
import { percentile } from './figures.js';

export interface LoopResult {
  calls: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export async function runLoop(
  workers: number,
  seconds: number,
  /** One unit of work for worker `index`; answers how many calls it counts for. */
  step: (index: number) => Promise<number>,
): Promise<LoopResult> {
  const latencies: number[] = [];
  let calls = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, index) => {
      while (performance.now() < until) {
        const sent = performance.now();
        const counted = await step(index);
        calls += counted;
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    calls,
    seconds: elapsed,
    perSecond: calls / elapsed,
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
  };
}

/** POSTs JSON and answers the parsed body; anything but 200 throws with the answer. */
export async function postJson<T>(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

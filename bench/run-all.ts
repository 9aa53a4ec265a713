/**
 * `npm run bench`: every benchmark, one process each (a crash or a leak in one cannot skew the
 * next), then a summary of every figure against its goal. BENCH_QUICK=1 is the short CI run. The
 * run fails only when a benchmark is broken (it threw: books disagreeing, requests failing); a
 * missed goal is printed as MISSED but does not fail it, since figures on a shared machine are noisy.
 *
 * BENCH_ONLY=api-balance,live-odds runs some of them.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { goalMet, summaryTable, type Figure, type Skipped } from './support/figures.js';
import { nodeWithSources } from './support/server-process.js';

const BENCHMARKS = [
  'exchange-matching',
  'api-balance',
  'bets-and-rounds',
  'live-odds',
  'web-first-screen',
  'lighthouse',
  'web-interactions',
];

const only = process.env['BENCH_ONLY']?.split(',').map((name) => name.trim());
const chosen = BENCHMARKS.filter((name) => !only || only.includes(name));
const benchDirectory = path.dirname(fileURLToPath(import.meta.url));
const resultsFile = path.join(
  fs.mkdtempSync(path.join(os.tmpdir(), 'khela-bench-results-')),
  'figures.jsonl',
);
fs.writeFileSync(resultsFile, '');

const cpus = os.cpus();
console.log(
  `Khela benchmarks${process.env['BENCH_QUICK'] === '1' ? ' (quick run)' : ''}: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, node ${process.version}`,
);
// Other work on the machine moves every absolute figure; the load says how much there was.
const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ')}`;
console.log(`at the start: ${loadAverage()}`);
const broken: string[] = [];
const [command, ...flags] = nodeWithSources;
for (const name of chosen) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const run = spawnSync(command!, [...flags, path.join(benchDirectory, `${name}.bench.ts`)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_RESULTS_FILE: resultsFile },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (run.status !== 0) {
    broken.push(name);
    console.log(`━━ ${name}: BROKEN (exit ${run.status ?? run.signal}, ${seconds} s)`);
  } else console.log(`━━ ${name}: ran (${seconds} s)`);
}

type Line = Figure | Skipped;
const lines = fs
  .readFileSync(resultsFile, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Line);
fs.rmSync(path.dirname(resultsFile), { recursive: true, force: true });

console.log(`\n━━ Summary (each figure from this run; at the end: ${loadAverage()})`);
console.log(summaryTable(lines));
const measured = lines.filter((line): line is Figure => !('skipped' in line));
const missed = measured.filter((line) => goalMet(line) === false).length;
const goals = measured.filter((line) => line.goal).length;
const skipped = lines.length - measured.length;
console.log(
  `\n${goals - missed} of ${goals} goals met${missed ? `, ${missed} MISSED` : ''}${skipped ? `; ${skipped} figures skipped` : ''}${broken.length ? `; BROKEN: ${broken.join(', ')}` : ''}`,
);
process.exitCode = broken.length > 0 ? 1 : 0;

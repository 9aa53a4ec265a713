/**
 * How every benchmark reports a figure: the measured value next to its goal and whether it is met,
 * on one line, and (when the suite runs them all) as a JSON line in BENCH_RESULTS_FILE so the
 * suite can close with a summary. A missed goal is printed, never thrown: on a shared machine the
 * figures are noisy, and only a broken benchmark (errors, disagreeing books) fails the run.
 */
import fs from 'node:fs';

export interface Goal {
  /** The figure must be at least this… */
  atLeast?: number;
  /** …or at most this. */
  atMost?: number;
}

export interface Figure {
  benchmark: string;
  name: string;
  value: number;
  /** How the value reads: '×', 'req/s', 'ms', 'KB'… */
  unit: string;
  goal?: Goal;
  /** What else the reader needs: the raw rates behind a ratio, latencies… */
  detail?: string;
}

export function goalMet(figure: Pick<Figure, 'value' | 'goal'>): boolean | undefined {
  const { goal } = figure;
  if (!goal) return undefined;
  if (goal.atLeast !== undefined && figure.value < goal.atLeast) return false;
  if (goal.atMost !== undefined && figure.value > goal.atMost) return false;
  return true;
}

export function formatNumber(value: number): string {
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en');
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

function goalText(figure: Figure): string {
  const { goal } = figure;
  if (!goal) return 'no goal set';
  const parts: string[] = [];
  if (goal.atLeast !== undefined) parts.push(`≥ ${formatNumber(goal.atLeast)} ${figure.unit}`);
  if (goal.atMost !== undefined) parts.push(`≤ ${formatNumber(goal.atMost)} ${figure.unit}`);
  return `goal ${parts.join(' and ')}`;
}

export function figureLine(figure: Figure): string {
  const met = goalMet(figure);
  const verdict = met === undefined ? '·' : met ? 'met' : 'MISSED';
  const detail = figure.detail ? ` (${figure.detail})` : '';
  return `  [${verdict}] ${figure.name}: ${formatNumber(figure.value)} ${figure.unit}, ${goalText(figure)}${detail}`;
}

/** Prints the figure and records it for the suite's summary. */
export function reportFigure(figure: Figure): void {
  console.log(figureLine(figure));
  const file = process.env['BENCH_RESULTS_FILE'];
  if (file) fs.appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

/** A skipped benchmark says why, and the summary repeats it. */
export function reportSkipped(benchmark: string, name: string, reason: string): void {
  console.log(`  [skipped] ${name}: ${reason}`);
  const file = process.env['BENCH_RESULTS_FILE'];
  if (file) fs.appendFileSync(file, `${JSON.stringify({ benchmark, name, skipped: reason })}\n`);
}

/** The short CI run (BENCH_QUICK=1): fewer operations, same checks. */
export const quickRun = process.env['BENCH_QUICK'] === '1';

export function percentile(sortedValues: readonly number[], fraction: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil(fraction * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)]!;
}

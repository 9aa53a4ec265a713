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
  // A figure that could not be computed (no call answered in the window) meets nothing.
  if (!Number.isFinite(figure.value)) return false;
  if (goal.atLeast !== undefined && figure.value < goal.atLeast) return false;
  if (goal.atMost !== undefined && figure.value > goal.atMost) return false;
  return true;
}

export function formatNumber(value: number): string {
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en');
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

/** "≥ 2,000 bets/s", or undefined when there is no goal. */
function goalBounds(goal: Goal | undefined, unit: string): string | undefined {
  if (!goal) return undefined;
  // A goal is a round number: 50 ms reads better than 50.0 ms.
  const bound = (value: number) =>
    Number.isInteger(value) ? value.toLocaleString('en') : formatNumber(value);
  const parts: string[] = [];
  if (goal.atLeast !== undefined) parts.push(`≥ ${bound(goal.atLeast)} ${unit}`);
  if (goal.atMost !== undefined) parts.push(`≤ ${bound(goal.atMost)} ${unit}`);
  return parts.join(' and ');
}

function verdictOf(figure: Figure): string {
  const met = goalMet(figure);
  return met === undefined ? '·' : met ? 'met' : 'MISSED';
}

export function figureLine(figure: Figure): string {
  const goal = goalBounds(figure.goal, figure.unit);
  const detail = figure.detail ? ` (${figure.detail})` : '';
  return `  [${verdictOf(figure)}] ${figure.name}: ${formatNumber(figure.value)} ${figure.unit}, ${goal ? `goal ${goal}` : 'no goal set'}${detail}`;
}

/** A figure that could not be measured, and why. */
export interface Skipped {
  benchmark: string;
  name: string;
  skipped: string;
  goal?: Goal;
  unit?: string;
}

/**
 * The run's figures as one table: figure, measured value, goal, met / MISSED (a skipped figure
 * says why in place of its value).
 */
export function summaryTable(lines: readonly (Figure | Skipped)[]): string {
  const rows = lines.map((line) =>
    'skipped' in line
      ? [line.name, `skipped: ${line.skipped}`, goalBounds(line.goal, line.unit ?? '') ?? '', '']
      : [
          line.name,
          `${formatNumber(line.value)} ${line.unit}`,
          goalBounds(line.goal, line.unit) ?? '',
          line.goal ? verdictOf(line) : '',
        ],
  );
  const all = [['figure', 'measured', 'goal', ''], ...rows];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...all.map((row) => row[column]!.length)));
  const format = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [
    format(all[0]!),
    `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`,
    ...rows.map(format),
  ].join('\n');
}

/** Prints the figure and records it for the suite's summary. */
export function reportFigure(figure: Figure): void {
  console.log(figureLine(figure));
  const file = process.env['BENCH_RESULTS_FILE'];
  if (file) fs.appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

/** A skipped benchmark says why, and the summary repeats it (with the goal it would have had). */
export function reportSkipped(
  benchmark: string,
  name: string,
  reason: string,
  asked?: { goal: Goal; unit: string },
): void {
  console.log(`  [skipped] ${name}: ${reason}`);
  const file = process.env['BENCH_RESULTS_FILE'];
  const line: Skipped = { benchmark, name, skipped: reason, ...asked };
  if (file) fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** The short CI run (BENCH_QUICK=1): fewer operations, same checks. */
export const quickRun = process.env['BENCH_QUICK'] === '1';

export function percentile(sortedValues: readonly number[], fraction: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil(fraction * sortedValues.length) - 1);
  return sortedValues[Math.max(0, index)]!;
}

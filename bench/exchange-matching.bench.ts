/**
 * Orders per second of our runner order book against the `nodejs-order-book` package, on the same
 * generated stream (limit orders around a drifting price, some cancels), in one run. Figures on a
 * shared machine are noisy, so the result that counts is the ratio, measured side by side in
 * alternating rounds. Before timing, both books must end the stream with the same depth: the
 * comparison is only fair when they did the same work.
 *
 * Run: npm run bench
 */
import { performance } from 'node:perf_hooks';
import { OrderBook, Side } from 'nodejs-order-book';
import { takaToPaisa, type Paisa } from '@khela/contract';
import { LADDER_TICK_COUNT, RunnerBook, type BetSide } from '@khela/exchange';
import { SeededNumbers } from '../packages/exchange/src/testing/seeded-numbers.js';
import { formatNumber, quickRun, reportFigure } from './support/figures.js';

type Operation =
  | { kind: 'order'; id: string; side: BetSide; tick: number; stakePaisa: Paisa }
  | { kind: 'cancel'; id: string };

// The test suite runs a short stream (BENCH_QUICK or BENCH_OPERATIONS) to prove the benchmark still works.
const OPERATION_COUNT = Number(process.env['BENCH_OPERATIONS'] ?? (quickRun ? 20_000 : 200_000));
const ROUNDS = 3;

function generateStream(seed: number): Operation[] {
  const random = new SeededNumbers(seed);
  const operations: Operation[] = [];
  const live: string[] = [];
  let midTick = 120;
  for (let index = 0; index < OPERATION_COUNT; index += 1) {
    if (live.length > 0 && random.next() < 0.15) {
      const at = random.int(0, live.length - 1);
      const id = live[at]!;
      live[at] = live[live.length - 1]!;
      live.pop();
      operations.push({ kind: 'cancel', id });
      continue;
    }
    if (random.next() < 0.01)
      midTick = Math.max(20, Math.min(LADDER_TICK_COUNT - 20, midTick + random.int(-3, 3)));
    const side: BetSide = random.next() < 0.5 ? 'back' : 'lay';
    // Backs ask a little above the middle and lays a little below, so most orders rest and some cross.
    const offset = random.int(-2, 8);
    const tick = side === 'back' ? midTick + offset : midTick - offset;
    const id = `o${index}`;
    live.push(id);
    operations.push({ kind: 'order', id, side, tick, stakePaisa: takaToPaisa(random.int(1, 500)) });
  }
  return operations;
}

function runOurs(operations: readonly Operation[]): { book: RunnerBook; depthPaisa: number } {
  const book = new RunnerBook();
  for (const operation of operations) {
    if (operation.kind === 'cancel') book.cancel(operation.id);
    else {
      book.place({
        orderId: operation.id,
        accountId: operation.id,
        side: operation.side,
        tick: operation.tick,
        stakePaisa: operation.stakePaisa,
      });
    }
  }
  const depthPaisa = [
    ...book.availableToBack(LADDER_TICK_COUNT),
    ...book.availableToLay(LADDER_TICK_COUNT),
  ].reduce((sum, level) => sum + level.stakePaisa, 0);
  return { book, depthPaisa };
}

function runTheirs(operations: readonly Operation[]): number {
  const book = new OrderBook();
  for (const operation of operations) {
    if (operation.kind === 'cancel') book.cancel(operation.id);
    else {
      // A back sells the runner's price (matches resting lays at or above it); a lay buys.
      book.limit({
        id: operation.id,
        side: operation.side === 'back' ? Side.SELL : Side.BUY,
        size: operation.stakePaisa,
        price: operation.tick,
      });
    }
  }
  const [asks, bids] = book.depth();
  return [...asks, ...bids].reduce((sum, [, size]) => sum + size, 0);
}

function timeIt(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const operations = generateStream(20261123);
const ours = runOurs(operations);
const theirsDepth = runTheirs(operations);
if (ours.depthPaisa !== theirsDepth) {
  throw new Error(`the books disagree: ours rests ${ours.depthPaisa}, theirs ${theirsDepth}`);
}
const oursMs: number[] = [];
const theirsMs: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  oursMs.push(timeIt(() => runOurs(operations)));
  theirsMs.push(timeIt(() => runTheirs(operations)));
}
const best = (values: number[]) => Math.min(...values);
const perSecond = (milliseconds: number) => Math.round((OPERATION_COUNT / milliseconds) * 1000);
console.log(
  `exchange matching: ${OPERATION_COUNT.toLocaleString('en')} operations, best of ${ROUNDS}`,
);
console.log(`  @khela/exchange RunnerBook : ${perSecond(best(oursMs)).toLocaleString('en')} ops/s`);
console.log(
  `  nodejs-order-book          : ${perSecond(best(theirsMs)).toLocaleString('en')} ops/s`,
);
console.log(`  both books end with ${ours.depthPaisa.toLocaleString('en')} paisa resting`);
reportFigure({
  benchmark: 'exchange-matching',
  name: 'matching engine orders/s ÷ nodejs-order-book',
  value: best(theirsMs) / best(oursMs),
  unit: '×',
  goal: { atLeast: 3 },
  detail: `ours ${formatNumber(perSecond(best(oursMs)))} ops/s, theirs ${formatNumber(perSecond(best(theirsMs)))} ops/s`,
});

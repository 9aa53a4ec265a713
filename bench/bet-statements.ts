/**
 * What one matched exchange bet costs the server, counted in one process on a SQLite file (the
 * figures docs/performance.md gives): SQL statements per bet, commits per bet (explicit, and a
 * write outside a transaction commits by itself), the time spent inside better-sqlite3 and the
 * process's CPU per bet. Pairs of players back then lay through `POST /api/exchange/bets` (with
 * an Idempotency-Key, as the benchmark sends them), first one bet at a time, then with
 * BET_LANES pairs in flight (16 unless told). Not part of `npm run bench`: a diagnosis tool.
 *
 * Run: node --conditions=source --import tsx bench/bet-statements.ts [bets, 400 unless told]
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { createMatchOddsMarket } from '../apps/server/src/features/exchange/trading/markets.js';
import { buildTestApp } from '../apps/server/src/testing/build-test-app.js';
import { casinoPlayer } from '../apps/server/src/testing/casino.js';
import { bearer } from '../apps/server/src/testing/players.js';
import { benchTempDir } from './support/server-process.js';

const BETS = Number(process.argv[2] ?? 400);
const LANES = Number(process.env['BET_LANES'] ?? 16);

interface Tally {
  statements: number;
  commits: number;
  sqliteMs: number;
  commitMs: number;
  /** Per statement text: how often it ran and the milliseconds it took. */
  bySource: Map<string, { count: number; ms: number }>;
}
/** How many of the costliest statements to list per run (BET_STATEMENTS_TOP; none unless told). */
const TOP = Number(process.env['BET_STATEMENTS_TOP'] ?? 0);

// Every statement better-sqlite3 runs goes through these methods of its Statement class.
type Runner = (this: SQLite.Statement, ...parameters: unknown[]) => unknown;
const statementMethods = Object.getPrototypeOf(
  new SQLite(':memory:').prepare('select 1'),
) as Record<string, Runner>;
let tally: Tally | undefined;
for (const name of ['run', 'get', 'all', 'iterate']) {
  const original = statementMethods[name]!;
  statementMethods[name] = function (this: SQLite.Statement, ...parameters: unknown[]) {
    if (!tally) return original.apply(this, parameters);
    const commits = /^commit/i.test(this.source);
    // A write outside a transaction is its own transaction, committed (and fsynced) at once.
    const implicit =
      !this.database.inTransaction && !/^\s*(select|begin|commit|rollback)/i.test(this.source);
    const started = performance.now();
    try {
      return original.apply(this, parameters);
    } finally {
      const elapsed = performance.now() - started;
      tally.statements += 1;
      tally.sqliteMs += elapsed;
      const source = this.source.replace(/\s+/g, ' ').slice(0, 110);
      const bySource = tally.bySource.get(source) ?? { count: 0, ms: 0 };
      bySource.count += 1;
      bySource.ms += elapsed;
      tally.bySource.set(source, bySource);
      if (commits || implicit) {
        tally.commits += 1;
        tally.commitMs += elapsed;
      }
    }
  };
}

const directory = benchTempDir();
const harness = await buildTestApp({ DATABASE_URL: `file:${path.join(directory, 'bets.db')}` });
try {
  await createMatchOddsMarket(harness.context, {
    eventId: 'count-1',
    eventName: 'Dhaka v Chattogram',
    sport: 'cricket',
    openDate: new Date(Date.now() + 3_600_000).toISOString(),
    marketId: '1.count',
    runners: [
      { selectionId: 1, name: 'Dhaka' },
      { selectionId: 2, name: 'Chattogram' },
    ],
  });
  const players: { token: string }[] = [];
  for (let index = 0; index < LANES * 2; index += 1) {
    players.push(await casinoPlayer(harness, 1_000_000));
  }
  let key = 0;
  const bet = async (token: string, side: 'back' | 'lay') => {
    const answer = await harness.app.inject({
      method: 'POST',
      url: '/api/exchange/bets',
      headers: { ...bearer(token), 'idempotency-key': `count-${(key += 1)}` },
      payload: { market_id: '1.count', selection_id: 1, side, odds: 2, stake: 10 },
    });
    if (answer.statusCode !== 200) throw new Error(`a bet was refused: ${answer.body}`);
  };
  const pairsIn = async (lane: number, pairs: { left: number }) => {
    while (pairs.left > 0) {
      pairs.left -= 1;
      await bet(players[lane * 2]!.token, 'back');
      await bet(players[lane * 2 + 1]!.token, 'lay');
    }
  };
  // Warm-up: the statements prepared and the code compiled before anything is counted.
  await pairsIn(0, { left: 20 });

  for (const lanes of [1, LANES]) {
    tally = { statements: 0, commits: 0, sqliteMs: 0, commitMs: 0, bySource: new Map() };
    const cpu = process.cpuUsage();
    const started = performance.now();
    const pairs = { left: BETS / 2 };
    await Promise.all(Array.from({ length: lanes }, (_, lane) => pairsIn(lane, pairs)));
    const wallMs = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    const counted: Tally = tally;
    tally = undefined;
    console.log(
      `${lanes === 1 ? 'one bet at a time' : `${lanes} pairs in flight`}: ${BETS} bets in ${wallMs.toFixed(0)} ms; ` +
        `${(counted.statements / BETS).toFixed(1)} statements and ${(counted.commits / BETS).toFixed(2)} commits per bet; ` +
        `CPU ${((user + system) / 1000 / BETS).toFixed(2)} ms per bet; ` +
        `inside SQLite ${counted.sqliteMs.toFixed(0)} ms, of which commits ${counted.commitMs.toFixed(0)} ms`,
    );
    const costliest = [...counted.bySource].sort((a, b) => b[1].ms - a[1].ms).slice(0, TOP);
    for (const [source, { count, ms }] of costliest) {
      console.log(`  ${ms.toFixed(0).padStart(6)} ms ${String(count).padStart(6)}× ${source}`);
    }
  }
} finally {
  await harness.close();
  fs.rmSync(directory, { recursive: true, force: true });
}

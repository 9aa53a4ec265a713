/**
 * What one casino round costs the server, counted in one process (the figures docs/performance.md
 * gives): SQL statements and commits per round, the time spent in the database and the process's
 * CPU per round, for two paths:
 * - a house Slots spin, `POST /api/house/slots/spin` with its launch token and an Idempotency-Key
 *   (as the benchmark sends it): nonce, bet row, debit and credit through the seamless wallet;
 * - an aggregator's round through the signed seamless-wallet callbacks, a debit then a closing
 *   credit, `POST /api/provider-wallet/{provider}/{debit|credit}`.
 * First one round at a time, then ROUND_LANES players in flight (16 unless told). On a SQLite
 * file unless TEST_POSTGRES_URL names a PostgreSQL server (a fresh database is made there).
 * Not part of `npm run bench`: a diagnosis tool.
 *
 * Run: node --conditions=source --import tsx bench/round-statements.ts [rounds, 400 unless told]
 * (ROUND_STATEMENT_LIST=1 lists each SQL text with how often a round ran it.)
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { gameRunResponseSchema } from '@khela/contract';
import { seedDemoData } from '../apps/server/src/seed-demo-data.js';
import { buildTestApp } from '../apps/server/src/testing/build-test-app.js';
import {
  casinoPlayer,
  configureTestAggregator,
  launchHouseGame,
  sendWalletCallback,
} from '../apps/server/src/testing/casino.js';
import { bearer } from '../apps/server/src/testing/players.js';
import { checkLedger } from '../apps/server/src/platform/ledger/invariant.js';
import { benchTempDir } from './support/server-process.js';

const ROUNDS = Number(process.argv[2] ?? 400);
const LANES = Number(process.env['ROUND_LANES'] ?? 16);
const onPostgres = Boolean(process.env['TEST_POSTGRES_URL']);
/** ROUND_PATHS=slots or =seamless measures one of the two. */
const paths = process.env['ROUND_PATHS'] ?? 'slots,seamless';

interface Tally {
  statements: number;
  /** How often each SQL text ran and its time (printed with ROUND_STATEMENT_LIST=1). */
  texts: Map<string, { times: number; ms: number; cpuMs: number }>;
  commits: number;
  databaseMs: number;
  commitMs: number;
  /** CPU time the process spent inside better-sqlite3 (wall time inflates under load). */
  sqliteCpuMs: number;
}
let tally: Tally | undefined;

function count(source: string, implicitCommit: boolean, elapsedMs: number, cpuMs = 0): void {
  if (!tally) return;
  tally.statements += 1;
  const text = source.replace(/\s+/g, ' ').slice(0, 160);
  const seen = tally.texts.get(text) ?? { times: 0, ms: 0, cpuMs: 0 };
  seen.times += 1;
  seen.ms += elapsedMs;
  seen.cpuMs += cpuMs;
  tally.texts.set(text, seen);
  tally.databaseMs += elapsedMs;
  if (/^\s*commit/i.test(source) || implicitCommit) {
    tally.commits += 1;
    tally.commitMs += elapsedMs;
  }
}

// SQLite: every statement better-sqlite3 runs goes through these methods of its Statement class.
type Runner = (this: SQLite.Statement, ...parameters: unknown[]) => unknown;
const statementMethods = Object.getPrototypeOf(
  new SQLite(':memory:').prepare('select 1'),
) as Record<string, Runner>;
for (const name of ['run', 'get', 'all', 'iterate']) {
  const original = statementMethods[name]!;
  statementMethods[name] = function (this: SQLite.Statement, ...parameters: unknown[]) {
    // A write outside a transaction is its own transaction, committed (and fsynced) at once.
    const implicit =
      !this.database.inTransaction && !/^\s*(select|begin|commit|rollback)/i.test(this.source);
    const started = performance.now();
    const cpu = tally ? process.cpuUsage() : undefined;
    try {
      return original.apply(this, parameters);
    } finally {
      let cpuMs = 0;
      if (tally && cpu) {
        const used = process.cpuUsage(cpu);
        cpuMs = (used.user + used.system) / 1000;
        tally.sqliteCpuMs += cpuMs;
      }
      count(this.source, implicit, performance.now() - started, cpuMs);
    }
  };
}

// PostgreSQL: every query goes through Client.query (Kysely passes the text and the values).
type ClientQuery = (this: pg.Client, ...parameters: unknown[]) => Promise<unknown>;
const clientPrototype = pg.Client.prototype as unknown as { query: ClientQuery };
const originalQuery = clientPrototype.query;
const inTransaction = new WeakSet<pg.Client>();
clientPrototype.query = function (this: pg.Client, ...parameters: unknown[]) {
  const first = parameters[0];
  const text = typeof first === 'string' ? first : ((first as { text?: string })?.text ?? '');
  if (/^\s*begin/i.test(text)) inTransaction.add(this);
  const implicit = !inTransaction.has(this) && !/^\s*(select|begin|commit|rollback)/i.test(text);
  if (/^\s*(commit|rollback)/i.test(text)) inTransaction.delete(this);
  const started = performance.now();
  const result = originalQuery.apply(this, parameters);
  void result.then(
    () => count(text, implicit, performance.now() - started),
    () => count(text, implicit, performance.now() - started),
  );
  return result;
};

const directory = benchTempDir();
const harness = await buildTestApp(
  onPostgres ? {} : { DATABASE_URL: `file:${path.join(directory, 'rounds.db')}` },
);

async function measure(label: string, round: (lane: number, index: number) => Promise<void>) {
  const inLane = async (lane: number, rounds: { left: number }) => {
    while (rounds.left > 0) {
      rounds.left -= 1;
      await round(lane, rounds.left);
    }
  };
  // Warm-up: the statements prepared and the code compiled before anything is counted.
  await inLane(0, { left: 20 });
  for (const lanes of [1, LANES]) {
    tally = {
      statements: 0,
      texts: new Map(),
      commits: 0,
      databaseMs: 0,
      commitMs: 0,
      sqliteCpuMs: 0,
    };
    const cpu = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      Array.from({ length: lanes }, (_, lane) => inLane(lane, { left: ROUNDS / lanes })),
    );
    const wallMs = performance.now() - started;
    const { user, system } = process.cpuUsage(cpu);
    const counted: Tally = tally;
    tally = undefined;
    console.log(
      `${label}, ${lanes === 1 ? 'one at a time' : `${lanes} in flight`}: ${ROUNDS} rounds in ${wallMs.toFixed(0)} ms ` +
        `(${((ROUNDS / wallMs) * 1000).toFixed(0)}/s); ` +
        `${(counted.statements / ROUNDS).toFixed(1)} statements and ${(counted.commits / ROUNDS).toFixed(2)} commits per round; ` +
        `CPU ${((user + system) / 1000 / ROUNDS).toFixed(2)} ms per round; ` +
        `in the database ${counted.databaseMs.toFixed(0)} ms, of which commits ${counted.commitMs.toFixed(0)} ms` +
        (onPostgres
          ? ''
          : `; CPU inside SQLite ${(counted.sqliteCpuMs / ROUNDS).toFixed(2)} ms per round`),
    );
    if (process.env['ROUND_STATEMENT_LIST'] === '1') {
      for (const [text, seen] of counted.texts) {
        const perRound = (seen.times / ROUNDS).toFixed(2);
        const microseconds = ((seen.ms * 1000) / seen.times).toFixed(0);
        const cpu = onPostgres ? '' : ` (CPU ${((seen.cpuMs * 1000) / seen.times).toFixed(0)} µs)`;
        console.log(`  ${perRound} × ${microseconds} µs${cpu}  ${text}`);
      }
    }
  }
}

try {
  await seedDemoData(harness.context);
  const aggregator = await configureTestAggregator(harness, 'MEGHNA');
  const spinners: string[] = [];
  const callers: { userId: number; launchToken: string }[] = [];
  for (let lane = 0; lane < LANES; lane += 1) {
    const spinner = await casinoPlayer(harness, 1_000_000);
    spinners.push(await launchHouseGame(harness, spinner, 'slots'));
    const caller = await casinoPlayer(harness, 1_000_000);
    const launched = await harness.app.inject({
      method: 'POST',
      url: '/api/game-run',
      headers: bearer(caller.token),
      payload: {
        userId: caller.remote_id,
        gameCode: 'tea-garden-treasure',
        gameType: 'SLOT',
        platform: aggregator.platform,
      },
    });
    const url = new URL(gameRunResponseSchema.parse(launched.json()).url);
    callers.push({ userId: caller.remote_id, launchToken: url.searchParams.get('token') ?? '' });
  }

  let key = 0;
  if (paths.includes('slots'))
    await measure('Slots spin', async (lane) => {
      const answer = await harness.app.inject({
        method: 'POST',
        url: '/api/house/slots/spin',
        headers: { ...bearer(spinners[lane]!), 'idempotency-key': `count-${(key += 1)}` },
        payload: { stake: 5 },
      });
      if (answer.statusCode !== 200) throw new Error(`a spin was refused: ${answer.body}`);
    });

  let roundNumber = 0;
  if (paths.includes('seamless'))
    await measure('seamless-wallet debit + credit', async (lane) => {
      const caller = callers[lane]!;
      roundNumber += 1;
      const base = {
        user_id: caller.userId,
        currency: 'BDT',
        game_code: 'tea-garden-treasure',
        round_id: `count-round-${roundNumber}`,
      };
      for (const [action, body] of [
        [
          'debit',
          {
            ...base,
            token: caller.launchToken,
            transaction_id: `count-bet-${roundNumber}`,
            amount: 500,
          },
        ],
        [
          'credit',
          { ...base, transaction_id: `count-win-${roundNumber}`, amount: 250, round_closed: true },
        ],
      ] as const) {
        const answer = await sendWalletCallback(harness, {
          platform: aggregator.platform,
          action,
          secret: aggregator.secret,
          body: { request_id: `count-${roundNumber}-${action}`, ...body },
        });
        if (answer.statusCode !== 200) throw new Error(`a ${action} was refused: ${answer.body}`);
      }
    });
  const ledger = await checkLedger(harness.context.db);
  if (!ledger.ok) throw new Error(`the ledger check failed: ${JSON.stringify(ledger)}`);
} finally {
  await harness.close();
  fs.rmSync(directory, { recursive: true, force: true });
}

/**
 * Crash: the built server runs as its own process on its own database (a SQLite file with
 * synchronous=FULL, or a fresh PostgreSQL database when TEST_POSTGRES_URL is set) while many
 * clients send money calls; it is killed with SIGKILL mid-load, restarted on the same database,
 * and then every acknowledged call (a 2xx answer) must be there, every call without an answer
 * must be there whole or not at all, and the ledger must balance with every business row matched.
 * Unanswered casino calls are then retried, as an aggregator does, and must apply exactly once.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/platform/db/database.js';
import { SeededNumbers } from '../../packages/exchange/src/testing/seeded-numbers.js';
import { must, withdrawablePlayer } from './crash-players.js';
import { field, type Answer, type HttpClient } from './http-client.js';
import {
  adjustBalance,
  confirmDeposit,
  decide,
  pendingQueue,
  placeBet,
  requestDeposit,
  requestWithdrawal,
  slotsSpin,
  uniqueId,
  walletCallback,
} from './money-calls.js';
import { countPlayerTransfers } from './player-transfers.js';
import { checkMoney } from './reconcile.js';
import { addCrashMarket, openCrashServer, type CrashServer } from './crash-server.js';
import { sizes } from './sizes.js';
import { isOk } from './tally.js';

const adminUrl = process.env['TEST_POSTGRES_URL'];
const dialect = adminUrl ? 'postgres' : 'sqlite';
const PLATFORM = 'MEGHNA';
const SECRET = randomBytes(32).toString('hex');
const CLIENTS = Math.min(sizes.clients, 32);

interface CrashPlayer {
  userId: number;
  token: string;
  phone: string;
  casinoToken: string;
  slotsToken: string;
}

/**
 * One call sent while the server might die: what it was, its status (0: no answer, the
 * connection died) and whether it was acknowledged (2xx).
 */
type Sent = { acked: boolean; status: number } & (
  | { kind: 'casino'; action: 'debit' | 'credit'; body: Record<string, unknown> }
  | { kind: 'deposit'; userId: number; trxId: string }
  | { kind: 'approve'; transactionId: string }
  | { kind: 'withdraw' | 'slots' | 'bet' | 'adjust'; userId: number; key: string }
);

let server: CrashServer | undefined;
let db: Kysely<Database>;
let http: HttpClient;
let owner = '';
let players: CrashPlayer[] = [];
let marketId = '';

async function newPlayer(): Promise<CrashPlayer> {
  const player = await withdrawablePlayer({ http, db, operatorToken: owner });
  return {
    ...player,
    casinoToken: await launch(player, PLATFORM),
    slotsToken: await launch(player, 'KHELA'),
  };
}

async function launch(
  player: { userId: number; token: string },
  platform: string,
): Promise<string> {
  const house = platform === 'KHELA';
  const answer = await must(
    http.call('POST', '/api/game-run', {
      token: player.token,
      body: {
        userId: player.userId,
        gameCode: house ? 'slots' : 'tea-garden-treasure',
        gameType: 'SLOT',
        platform,
      },
    }),
    `launch on ${platform}`,
  );
  const url = new URL(String(field(answer.body, 'url')), 'http://localhost');
  const token = house
    ? decodeURIComponent(/session=([^&]+)$/.exec(url.hash)?.[1] ?? '')
    : url.searchParams.get('token');
  if (!token) throw new Error(`no launch token in ${answer.text}`);
  return token;
}

beforeAll(async () => {
  server = await openCrashServer({ adminUrl, name: 'recovery', portOffset: 0 });
  ({ db, http, owner } = server);
  await must(
    http.call('POST', `/admin-api/casino/providers/${PLATFORM}`, {
      token: owner,
      body: {
        launch_url: 'https://games.example.com/launch?token={token}&game={game}',
        wallet_secret: SECRET,
      },
    }),
    'aggregator',
  );
  players = [];
  for (let index = 0; index < 8; index += 1) players.push(await newPlayer());
  marketId = `8.${Date.now() % 1_000_000}`;
  await addCrashMarket(db, {
    eventId: `crash-${marketId}`,
    eventName: 'Khulna v Barishal',
    marketId,
  });
}, 300_000);

afterAll(() => server?.close());

/** Clients send calls until the server stops answering; every call is journaled. */
async function load(random: SeededNumbers, journal: Sent[]): Promise<void> {
  let alive = true;
  const aggregator = { platform: PLATFORM, secret: SECRET };
  const note = (sent: Sent, answer: Answer): Answer => {
    sent.acked = isOk(answer);
    sent.status = answer.status;
    if (answer.status === 0) alive = false;
    journal.push(sent);
    return answer;
  };
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (alive) {
        const player = random.pick(players);
        const roll = random.next();
        if (roll < 0.35) {
          const round = uniqueId('round');
          const debit = {
            user_id: player.userId,
            token: player.casinoToken,
            round_id: round,
            transaction_id: uniqueId('debit'),
            amount: random.int(100, 3_000),
          };
          const answer = note(
            { kind: 'casino', action: 'debit', body: debit, acked: false, status: 0 },
            await walletCallback(http, aggregator, 'debit', debit),
          );
          if (!isOk(answer)) continue;
          const credit = {
            user_id: player.userId,
            round_id: round,
            transaction_id: uniqueId('credit'),
            amount: random.int(0, 4_000),
          };
          note(
            { kind: 'casino', action: 'credit', body: credit, acked: false, status: 0 },
            await walletCallback(http, aggregator, 'credit', credit),
          );
        } else if (roll < 0.5) {
          const key = uniqueId('spin');
          note(
            { kind: 'slots', userId: player.userId, key, acked: false, status: 0 },
            await slotsSpin(http, player.slotsToken, random.pick([1, 2, 5]), key),
          );
        } else if (roll < 0.65) {
          const key = uniqueId('bet');
          note(
            { kind: 'bet', userId: player.userId, key, acked: false, status: 0 },
            await placeBet(
              http,
              player,
              {
                marketId,
                selectionId: random.int(1, 2),
                side: random.next() < 0.5 ? 'back' : 'lay',
                odds: random.pick([1.8, 2, 2.2]),
                stake: random.int(10, 50),
              },
              key,
            ),
          );
        } else if (roll < 0.75) {
          const request = await requestDeposit(http, player, random.int(100, 2_000));
          if (request.status === 0) alive = false;
          if (!isOk(request)) continue;
          const trxId = uniqueId('TRX');
          note(
            { kind: 'deposit', userId: player.userId, trxId, acked: false, status: 0 },
            await confirmDeposit(http, player, request, trxId),
          );
        } else if (roll < 0.85) {
          const queue = await pendingQueue(http, owner, 'deposits');
          if (queue.status === 0) alive = false;
          const items =
            (field(queue.body, 'data') as { transaction_id: string }[] | undefined) ?? [];
          if (items.length === 0) continue;
          const transactionId = random.pick(items).transaction_id;
          note(
            { kind: 'approve', transactionId, acked: false, status: 0 },
            await decide(http, owner, 'deposits', transactionId, 'approve'),
          );
        } else if (roll < 0.93) {
          const key = uniqueId('wd');
          note(
            { kind: 'withdraw', userId: player.userId, key, acked: false, status: 0 },
            await requestWithdrawal(http, player, random.int(500, 700), key),
          );
        } else {
          const key = uniqueId('adj');
          note(
            { kind: 'adjust', userId: player.userId, key, acked: false, status: 0 },
            await adjustBalance(http, owner, player.userId, random.int(10, 100), key),
          );
        }
      }
    }),
  );
}

async function exists(query: Promise<unknown>): Promise<boolean> {
  return (await query) !== undefined;
}

/** Problems with the journal against the database after a restart. */
async function verify(
  journal: Sent[],
): Promise<{ problems: string[]; unacknowledgedPresent: number }> {
  const problems: string[] = [];
  let unacknowledgedPresent = 0;
  const perUser = new Map<string, { acked: number; sent: number }>();
  for (const sent of journal) {
    let present: boolean | undefined;
    switch (sent.kind) {
      case 'casino': {
        const ref = String(sent.body['transaction_id']);
        const row = await db
          .selectFrom('casino_transactions')
          .select('id')
          .where('provider', '=', PLATFORM)
          .where('transaction_ref', '=', ref)
          .executeTakeFirst();
        const kind = sent.action === 'debit' ? 'bet' : 'win';
        const moved = Number(sent.body['amount']) > 0;
        const transfer = await exists(
          db
            .selectFrom('ledger_transfers')
            .select('id')
            .where('idempotency_key', '=', `casino:${PLATFORM}:${kind}:${ref}`)
            .executeTakeFirst(),
        );
        present = row !== undefined;
        if (moved && transfer !== present)
          problems.push(`casino ${sent.action} ${ref}: row ${present}, transfer ${transfer}`);
        break;
      }
      case 'deposit':
        present = await exists(
          db
            .selectFrom('wallet_transactions')
            .select('id')
            .where('reference', '=', sent.trxId)
            .executeTakeFirst(),
        );
        break;
      case 'approve': {
        const row = await db
          .selectFrom('wallet_transactions')
          .select('status_key')
          .where('transaction_id', '=', sent.transactionId)
          .executeTakeFirst();
        // Another client's approval may have decided it first; only a missing decision is wrong.
        if (sent.acked && row?.status_key !== '1')
          problems.push(`approved deposit ${sent.transactionId} is ${row?.status_key}`);
        continue;
      }
      case 'withdraw':
      case 'slots':
      case 'bet':
      case 'adjust': {
        const done = await db
          .selectFrom('idempotent_requests')
          .select('state')
          .where('idempotency_key', '=', sent.key)
          .executeTakeFirst();
        if (sent.acked && done?.state !== 'done')
          problems.push(`${sent.kind} ${sent.key} acknowledged but its key is ${done?.state}`);
        const tally = perUser.get(`${sent.kind}:${sent.userId}`) ?? { acked: 0, sent: 0 };
        tally.sent += 1;
        if (sent.acked) tally.acked += 1;
        perUser.set(`${sent.kind}:${sent.userId}`, tally);
        continue;
      }
    }
    if (sent.acked && !present) problems.push(`acknowledged ${JSON.stringify(sent)} is missing`);
    if (sent.status >= 400 && present) problems.push(`refused ${JSON.stringify(sent)} is stored`);
    if (sent.status === 0 && present) unacknowledgedPresent += 1;
  }
  // Calls without a business id of their own: what is stored lies between the acknowledged and
  // the sent counts of this run (plus what earlier runs stored).
  for (const [key, tally] of perUser) {
    const [kind, user] = key.split(':');
    const userId = Number(user);
    const stored = await countOf(kind ?? '', userId);
    if (stored.now - stored.before < tally.acked || stored.now - stored.before > tally.sent) {
      problems.push(
        `${key}: ${tally.acked} acknowledged, ${tally.sent} sent, ${stored.now - stored.before} stored`,
      );
    }
  }
  return { problems, unacknowledgedPresent };
}

const countsBefore = new Map<string, number>();
async function storedCount(kind: string, userId: number): Promise<number> {
  const code = { withdraw: 'withdrawal_hold', slots: 'casino_bet', bet: '', adjust: 'adjustment' }[
    kind
  ];
  if (kind === 'bet') {
    const rows = await db
      .selectFrom('exchange_orders')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    return rows.length;
  }
  if (kind === 'slots') {
    const rows = await db
      .selectFrom('house_bets')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    return rows.length;
  }
  return countPlayerTransfers(db, userId, code ?? '', 'player_main');
}
async function countOf(kind: string, userId: number): Promise<{ before: number; now: number }> {
  return {
    before: countsBefore.get(`${kind}:${userId}`) ?? 0,
    now: await storedCount(kind, userId),
  };
}
async function rememberCounts(): Promise<void> {
  for (const kind of ['withdraw', 'slots', 'bet', 'adjust']) {
    for (const player of players)
      countsBefore.set(`${kind}:${player.userId}`, await storedCount(kind, player.userId));
  }
}

describe(`money under fire on ${dialect}: SIGKILL mid-load`, () => {
  it('keeps every acknowledged call and nothing partial across crashes', async () => {
    const random = new SeededNumbers(sizes.seed);
    let acknowledged = 0;
    let unanswered = 0;
    let committedUnanswered = 0;
    for (let crash = 1; crash <= sizes.crashes; crash += 1) {
      await rememberCounts();
      const journal: Sent[] = [];
      const running = load(random, journal);
      // Let the load build, then kill at a point no request chose.
      await new Promise((resolve) => setTimeout(resolve, random.int(1_500, 4_000)));
      const killedAt = journal.length;
      await server?.kill();
      await running;
      http = await server!.restart();
      const result = await verify(journal);
      const check = await checkMoney(db);
      const acked = journal.filter((sent) => sent.acked).length;
      acknowledged += acked;
      unanswered += journal.filter((sent) => sent.status === 0).length;
      committedUnanswered += result.unacknowledgedPresent;
      console.log(
        `crash ${crash} on ${dialect}: killed after ${killedAt} answers; ${journal.length} calls, ${acked} acknowledged, ` +
          `${journal.filter((sent) => sent.status === 0).length} cut off ` +
          `(${result.unacknowledgedPresent} of them committed whole); ledger ${check.ledger.ok ? 'balanced' : 'BROKEN'} ` +
          `(${check.ledger.transferCount} transfers); problems ${result.problems.length + check.problems.length}`,
      );
      expect([...result.problems, ...check.problems]).toEqual([]);

      // The aggregator retries what got no answer: each call applies once, whatever happened.
      const aggregator = { platform: PLATFORM, secret: SECRET };
      for (const sent of journal) {
        if (sent.kind !== 'casino' || sent.status !== 0) continue;
        const answer = await walletCallback(http, aggregator, sent.action, sent.body);
        expect(answer.status, answer.text).toBeLessThan(500);
      }
      const retried = await checkMoney(db);
      expect(retried.problems, retried.problems.join('\n')).toEqual([]);
      const duplicates = await db
        .selectFrom('ledger_transfers')
        .select((eb) => ['idempotency_key', eb.fn.countAll<number>().as('count')])
        .groupBy('idempotency_key')
        .having((eb) => eb.fn.countAll(), '>', 1)
        .execute();
      expect(duplicates).toEqual([]);
    }
    console.log(
      `crash run on ${dialect}: ${sizes.crashes} SIGKILLs, ${acknowledged} acknowledged calls all present, ` +
        `${unanswered} cut off by the kill (${committedUnanswered} committed whole, the rest absent), ledger balanced`,
    );
    expect(acknowledged).toBeGreaterThan(0);
  });
});

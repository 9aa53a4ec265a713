/**
 * Keyed calls across SIGKILLs: clients, one per player, send keyed money calls (Slots spins,
 * Mines start, pick and cash-out, withdrawal requests and the operator's keyed rejections) to the
 * built server, which is killed with SIGKILL mid-burst `MONEY_CRASHES` times. After each restart
 * every call cut off is sent again with its key and body until it is answered (a "still being
 * processed" 409 is waited out, as a client would), and then each key's effect must exist exactly
 * once: rounds, picks, cash-outs, withdrawals and rejections counted per player equal the keys
 * answered with a 2xx, every 2xx names a row that exists, and the ledger sums to zero with every
 * business row matched. A key whose record was left "running" by the kill is retried into a
 * second run after two minutes, which these counts show: the kill is timed to find such a key
 * when there is one to find (see killMoment).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { idempotencyMessages } from '@khela/contract';
import type { Database } from '../../apps/server/src/platform/db/database.js';
import { SeededNumbers } from '../../packages/exchange/src/testing/seeded-numbers.js';
import { field, type Answer, type HttpClient } from './http-client.js';
import { must, withdrawablePlayer } from './crash-players.js';
import { decide, requestWithdrawal, slotsSpin, uniqueId } from './money-calls.js';
import { checkMoney } from './reconcile.js';
import { openCrashServer, type CrashServer } from './crash-server.js';
import { sizes } from './sizes.js';
import { isOk } from './tally.js';

const adminUrl = process.env['TEST_POSTGRES_URL'];
const dialect = adminUrl ? 'postgres' : 'sqlite';
const CLIENTS = Math.min(sizes.clients, 12);
/** Longer than the two minutes after which a key left "running" may run again. */
const RETRY_DEADLINE_MS = 150_000;

interface KeyedPlayer {
  userId: number;
  token: string;
  phone: string;
  slotsToken: string;
  minesToken: string;
}

type CallKind = 'spin' | 'mines-start' | 'mines-pick' | 'mines-cashout' | 'withdraw' | 'reject';

/** One keyed call: sent once, sent again with the same key until answered. */
interface KeyedCall {
  kind: CallKind;
  player: KeyedPlayer;
  key: string;
  send: () => Promise<Answer>;
  answer: Answer;
  retries: number;
}

let server: CrashServer | undefined;
let db: Kysely<Database>;
let http: HttpClient;
let owner = '';
let players: KeyedPlayer[] = [];

async function launch(player: { userId: number; token: string }, game: 'slots' | 'mines') {
  const answer = await must(
    http.call('POST', '/api/game-run', {
      token: player.token,
      body: { userId: player.userId, gameCode: game, gameType: 'SLOT', platform: 'KHELA' },
    }),
    `launch ${game}`,
  );
  const url = new URL(String(field(answer.body, 'url')), 'http://localhost');
  const token = decodeURIComponent(/session=([^&]+)$/.exec(url.hash)?.[1] ?? '');
  if (!token) throw new Error(`no launch token in ${answer.text}`);
  return token;
}

async function newPlayer(): Promise<KeyedPlayer> {
  const player = await withdrawablePlayer({ http, db, operatorToken: owner });
  return {
    ...player,
    slotsToken: await launch(player, 'slots'),
    minesToken: await launch(player, 'mines'),
  };
}

beforeAll(async () => {
  server = await openCrashServer({ adminUrl, name: 'keyed', portOffset: 1 });
  ({ db, http, owner } = server);
  players = [];
  for (let index = 0; index < CLIENTS; index += 1) players.push(await newPlayer());
}, 300_000);

afterAll(() => server?.close());

function house(token: string, url: string, body: Record<string, unknown>, key: string) {
  return http.call('POST', `/api/house${url}`, {
    token,
    body,
    headers: { 'idempotency-key': key },
  });
}

/** What a client knows of its player from the answers it got (retries' answers included). */
interface ClientState {
  minesInPlay: boolean;
  minesPicked: boolean;
  pendingWithdrawal: string | null;
}

function learn(state: ClientState, call: KeyedCall): void {
  const answer = call.answer;
  if (!isOk(answer)) return;
  const bet = field(answer.body, 'bet');
  switch (call.kind) {
    case 'mines-start':
      state.minesInPlay = true;
      state.minesPicked = false;
      break;
    case 'mines-pick':
      state.minesPicked = true;
      state.minesInPlay = field(bet, 'status') === 'open';
      break;
    case 'mines-cashout':
      state.minesInPlay = false;
      break;
    case 'withdraw':
      state.pendingWithdrawal = 'ask';
      break;
    case 'reject':
      state.pendingWithdrawal = null;
      break;
    case 'spin':
      break;
  }
}

/** The client's next call, from what it knows. */
async function nextCall(
  random: SeededNumbers,
  player: KeyedPlayer,
  state: ClientState,
): Promise<Omit<KeyedCall, 'answer' | 'retries'> | undefined> {
  const roll = random.next();
  if (state.pendingWithdrawal !== null && roll < 0.3) {
    const row = await db
      .selectFrom('wallet_transactions')
      .select('transaction_id')
      .where('user_id', '=', player.userId)
      .where('action', '=', 'withdraw')
      .where('status_key', '=', '0')
      .executeTakeFirst();
    if (!row) {
      state.pendingWithdrawal = null;
      return undefined;
    }
    const key = uniqueId('reject');
    return {
      kind: 'reject',
      player,
      key,
      send: () => decide(http, owner, 'withdrawals', row.transaction_id, 'reject', key),
    };
  }
  if (state.minesInPlay) {
    const key = uniqueId('mines');
    if (state.minesPicked && roll < 0.6) {
      return {
        kind: 'mines-cashout',
        player,
        key,
        send: () => house(player.minesToken, '/mines/cashout', {}, key),
      };
    }
    const tile = random.int(0, 24);
    return {
      kind: 'mines-pick',
      player,
      key,
      send: () => house(player.minesToken, '/mines/pick', { tile }, key),
    };
  }
  if (roll < 0.5) {
    const key = uniqueId('spin');
    const stake = random.pick([1, 2, 5]);
    return {
      kind: 'spin',
      player,
      key,
      send: () => slotsSpin(http, player.slotsToken, stake, key),
    };
  }
  if (roll < 0.85) {
    const key = uniqueId('mines');
    const mines = random.int(1, 5);
    return {
      kind: 'mines-start',
      player,
      key,
      send: () => house(player.minesToken, '/mines/start', { stake: 10, mines }, key),
    };
  }
  const key = uniqueId('wd');
  const amount = random.int(500, 700);
  return {
    kind: 'withdraw',
    player,
    key,
    send: () => requestWithdrawal(http, player, amount, key),
  };
}

/**
 * When to kill: the first moment after a second of load at which another connection sees a key
 * claimed but not finished (a record "running" outside the call's transaction: the moment a kill
 * costs most), or after `fallbackMs`. Keys claimed inside the call's transaction are never seen
 * so, and their runs are killed at the random moment.
 */
async function killMoment(fallbackMs: number): Promise<void> {
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, fallbackMs)));
  while (Date.now() - started < fallbackMs) {
    const running = await db
      .selectFrom('idempotent_requests')
      .select('id')
      .where('state', '=', 'running')
      .executeTakeFirst()
      .catch(() => undefined);
    if (running) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function answered(answer: Answer): boolean {
  if (answer.status === 0 || answer.status >= 500) return false;
  return !(
    answer.status === 409 && field(answer.body, 'message') === idempotencyMessages.inProgress
  );
}

/** Sends a cut-off call again with its key until it is answered. */
async function retryUntilAnswered(call: KeyedCall): Promise<void> {
  const deadline = Date.now() + RETRY_DEADLINE_MS;
  while (!answered(call.answer)) {
    if (Date.now() > deadline) return;
    if (call.retries > 0) await new Promise((resolve) => setTimeout(resolve, 1_000));
    call.retries += 1;
    call.answer = await call.send();
  }
}

async function count(userId: number, kind: CallKind): Promise<number> {
  switch (kind) {
    case 'spin':
    case 'mines-start': {
      const rows = await db
        .selectFrom('house_bets')
        .select('id')
        .where('user_id', '=', userId)
        .where('game', '=', kind === 'spin' ? 'slots' : 'mines')
        .execute();
      return rows.length;
    }
    case 'mines-pick': {
      const rows = await db
        .selectFrom('house_bets')
        .select('picks')
        .where('user_id', '=', userId)
        .where('game', '=', 'mines')
        .execute();
      return rows.reduce((total, row) => total + (JSON.parse(row.picks ?? '[]') as []).length, 0);
    }
    case 'mines-cashout': {
      // A cash-out by hand, or a pick that cashed out by itself (the last safe tile).
      const rows = await db
        .selectFrom('house_bets')
        .select('id')
        .where('user_id', '=', userId)
        .where('game', '=', 'mines')
        .where('status', '=', 'won')
        .execute();
      return rows.length;
    }
    case 'withdraw':
    case 'reject': {
      let query = db
        .selectFrom('wallet_transactions')
        .select('id')
        .where('user_id', '=', userId)
        .where('action', '=', 'withdraw');
      if (kind === 'reject') query = query.where('status_key', '=', '2');
      return (await query.execute()).length;
    }
  }
}

/** Keys answered with a 2xx, by player and what they count toward. */
function expectedCounts(calls: KeyedCall[]): Map<string, number> {
  const expected = new Map<string, number>();
  const add = (userId: number, kind: CallKind) =>
    expected.set(`${userId}:${kind}`, (expected.get(`${userId}:${kind}`) ?? 0) + 1);
  for (const call of calls) {
    if (!isOk(call.answer)) continue;
    add(call.player.userId, call.kind);
    const wonByPick =
      call.kind === 'mines-pick' && field(field(call.answer.body, 'bet'), 'status') === 'won';
    if (wonByPick) add(call.player.userId, 'mines-cashout');
  }
  return expected;
}

describe(`keyed money calls across SIGKILLs on ${dialect}`, () => {
  it('runs every key exactly once, however often it is sent again', async () => {
    const random = new SeededNumbers(sizes.seed);
    const calls: KeyedCall[] = [];
    const states = new Map<number, ClientState>(
      players.map((player) => [
        player.userId,
        { minesInPlay: false, minesPicked: false, pendingWithdrawal: null },
      ]),
    );
    let cutOffTotal = 0;
    let waitedOut = 0;
    for (let crash = 1; crash <= sizes.crashes; crash += 1) {
      let alive = true;
      const burst = Promise.all(
        players.map(async (player) => {
          const state = states.get(player.userId)!;
          while (alive) {
            const next = await nextCall(random, player, state);
            if (!next) continue;
            const call: KeyedCall = { ...next, answer: await next.send(), retries: 0 };
            calls.push(call);
            if (call.answer.status === 0) alive = false;
            learn(state, call);
          }
        }),
      );
      await killMoment(random.int(1_500, 4_000));
      await server?.kill();
      alive = false;
      await burst;
      http = await server!.restart();

      const cutOff = calls.filter((call) => !answered(call.answer));
      cutOffTotal += cutOff.length;
      // Each client had at most one call in flight, so the clients' retries may run side by side.
      await Promise.all(
        cutOff.map(async (call) => {
          await retryUntilAnswered(call);
          if (call.retries > 1) waitedOut += 1;
          learn(states.get(call.player.userId)!, call);
        }),
      );
      const unanswered = cutOff.filter((call) => !answered(call.answer));
      expect(
        unanswered.map(
          (call) => `${call.kind} ${call.key}: ${call.answer.status} ${call.answer.text}`,
        ),
      ).toEqual([]);

      const expected = expectedCounts(calls);
      const problems: string[] = [];
      for (const player of players) {
        for (const kind of [
          'spin',
          'mines-start',
          'mines-pick',
          'mines-cashout',
          'withdraw',
          'reject',
        ] as const) {
          const stored = await count(player.userId, kind);
          const keys = expected.get(`${player.userId}:${kind}`) ?? 0;
          if (stored !== keys) {
            problems.push(
              `player ${player.userId} ${kind}: ${keys} keys answered 2xx, ${stored} stored`,
            );
          }
        }
      }
      for (const call of calls) {
        if (call.kind !== 'spin' || !isOk(call.answer)) continue;
        const betId = Number(field(field(call.answer.body, 'bet'), 'id'));
        const bet = await db
          .selectFrom('house_bets')
          .select('id')
          .where('id', '=', betId)
          .executeTakeFirst();
        if (!bet) problems.push(`spin ${call.key} answered bet ${betId}, which is not stored`);
      }
      const money = await checkMoney(db);
      console.log(
        `crash ${crash} on ${dialect}: ${calls.length} keyed calls so far, ${cutOff.length} cut off and sent again ` +
          `(${cutOff.filter((call) => isOk(call.answer)).length} answered 2xx); ledger ` +
          `${money.ledger.ok ? 'balanced' : 'BROKEN'}; problems ${problems.length + money.problems.length}`,
      );
      expect([...problems, ...money.problems]).toEqual([]);
      expect(money.ledger.ok).toBe(true);
    }
    console.log(
      `keyed crash run on ${dialect}: ${sizes.crashes} SIGKILLs, ${calls.length} keyed calls, ` +
        `${cutOffTotal} cut off and answered on retry (${waitedOut} after waiting out a 409), each key once`,
    );
    expect(cutOffTotal).toBeGreaterThan(0);
  });
});

/**
 * Match Odds books across SIGKILLs (issue 18): bets are matched on books kept in memory per market
 * and journaled in batches, one transaction each, with each bet's Idempotency-Key record in the
 * same commit (apps/server/src/features/exchange/betting/live-market.ts). One client per player
 * sends keyed backs and lays at a few prices around evens on two runners, with random stakes, so
 * bets match each other in part and rest, and cancels some of its resting bets. The built server
 * is killed with SIGKILL `MONEY_CRASHES` times (as soon as a bet's key is seen stored before its
 * client has the answer, else at a random moment; see killMoment) and restarted on the same
 * database; every call cut off is then sent again with its key and body until answered.
 *
 * Then: every bet answered 2xx is stored once, as the order its answer names, with its key's
 * record naming the same order, and no order is stored without its key's record (a batch commits
 * whole or not at all); orders and fills agree; each position holds the exposure the engine works
 * out from the stored rows, and each player's Exposure account their positions' sum; the ledger
 * reconciles; the depth the server shows is that of the stored rows. Last, the running server's
 * in-memory books are compared with the stored ones by what they do: a probe bet per runner and
 * side crosses the best prices, and its fills must be those the market restored from the stored
 * rows makes (price, then time priority). The probes run after each restart and, before each
 * kill, at a quiet moment of the server that ran the load (its books then are the ones the kill
 * throws away, so books before and after the kill are both held to the stored rows).
 */
import { idempotencyMessages, takaToNearestPaisa, takaToPaisa } from '@khela/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { ExchangeBetResponse, MatchOddsResponse } from '@khela/contract';
import type { Database } from '../../apps/server/src/platform/db/database.js';
import { SeededNumbers } from '../../packages/exchange/src/testing/seeded-numbers.js';
import { field, type Answer, type HttpClient } from './http-client.js';
import { depositedPlayer } from './crash-players.js';
import { cancelBet, placeBet, uniqueId, type PlayerRef } from './money-calls.js';
import { checkMoney } from './reconcile.js';
import { addCrashMarket, openCrashServer, type CrashServer } from './crash-server.js';
import { sizes } from './sizes.js';
import {
  depthProblems,
  exposureProblems,
  ordersAndFillsProblems,
  readStoredMarket,
  readStoredRows,
  restoreMarket,
  type StoredMarket,
  type StoredRows,
} from './stored-books.js';
import { isOk } from './tally.js';

const adminUrl = process.env['TEST_POSTGRES_URL'];
const dialect = adminUrl ? 'postgres' : 'sqlite';
const CLIENTS = Math.min(sizes.clients, 8);
const SELECTIONS = [1, 2];
/** Ladder prices around evens (ticks of 0.01 below 2, 0.02 above): bets cross and rest. */
const PRICES = [1.96, 1.98, 2, 2.02, 2.04];
/** A probe takes at most this much, so the prober's funds last the run. */
const PROBE_STAKE_MAX_PAISA = 40_000;
const RETRY_DEADLINE_MS = 60_000;
const NOT_SENT: Answer = { status: 0, body: null, text: 'not sent yet' };

interface BetBody {
  marketId: string;
  selectionId: number;
  side: 'back' | 'lay';
  odds: number;
  stake: number;
}

/** One call: sent once, and sent again (same key and body) after a kill until answered. */
type Call = { player: PlayerRef; answer: Answer; retries: number } & (
  | { kind: 'bet'; key: string; bet: BetBody; storedBeforeRetry: boolean }
  | { kind: 'cancel'; betId: number }
);

let server: CrashServer | undefined;
let db: Kysely<Database>;
let http: HttpClient;
let owner = '';
let players: PlayerRef[] = [];
let prober: PlayerRef;
let marketId = '';
/** 5xx answers: never right, even to a call the kill then cut off. */
const serverErrors: string[] = [];

beforeAll(async () => {
  server = await openCrashServer({ adminUrl, name: 'books', portOffset: 12 });
  ({ db, http, owner } = server);
  players = [];
  const run = { http, db, operatorToken: owner };
  for (let index = 0; index < CLIENTS; index += 1) players.push(await depositedPlayer(run, 1));
  // The probes' stakes add up over many crashes (MONEY_CRASHES).
  prober = await depositedPlayer(run, 5);
  marketId = `9.${Date.now() % 1_000_000}`;
  // Runners 1 and 2: the SELECTIONS bet on.
  await addCrashMarket(db, {
    eventId: `books-${marketId}`,
    eventName: 'Sylhet v Rangpur',
    marketId,
  });
}, 300_000);

afterAll(() => server?.close());

async function send(call: Call): Promise<Answer> {
  const answer = await (call.kind === 'bet'
    ? placeBet(http, call.player, call.bet, call.key)
    : cancelBet(http, call.player, call.betId));
  if (answer.status >= 500) serverErrors.push(`${call.kind}: ${answer.status} ${answer.text}`);
  return answer;
}

function answered(answer: Answer): boolean {
  if (answer.status === 0 || answer.status >= 500) return false;
  return !(
    answer.status === 409 && field(answer.body, 'message') === idempotencyMessages.inProgress
  );
}

function betOf(answer: Answer): ExchangeBetResponse['bet'] {
  return (answer.body as ExchangeBetResponse).bet;
}

/**
 * One client per player: keyed bets, and now and then a cancel of a bet its answers left open,
 * until `run.alive` turns false (the test stopped it, or a call found the server dead).
 */
async function load(random: SeededNumbers, calls: Call[], run: { alive: boolean }) {
  await Promise.all(
    players.map(async (player) => {
      const open: number[] = [];
      while (run.alive) {
        let call: Call;
        if (open.length > 0 && random.next() < 0.15) {
          const [betId] = open.splice(random.int(0, open.length - 1), 1);
          call = { kind: 'cancel', player, betId: betId!, answer: NOT_SENT, retries: 0 };
        } else {
          const bet: BetBody = {
            marketId,
            selectionId: random.pick(SELECTIONS),
            side: random.next() < 0.5 ? 'back' : 'lay',
            odds: random.pick(PRICES),
            stake: random.int(10, 120),
          };
          const key = uniqueId('bet');
          call = {
            kind: 'bet',
            player,
            key,
            bet,
            answer: NOT_SENT,
            retries: 0,
            storedBeforeRetry: false,
          };
        }
        calls.push(call);
        call.answer = await send(call);
        if (call.answer.status === 0) run.alive = false;
        if (call.kind === 'bet' && isOk(call.answer) && betOf(call.answer).status === 'open') {
          open.push(betOf(call.answer).id);
        }
      }
    }),
  );
}

async function keyRecord(call: Extract<Call, { kind: 'bet' }>) {
  return db
    .selectFrom('idempotent_requests')
    .selectAll()
    .where('scope', '=', `exchange:${call.player.userId}`)
    .where('idempotency_key', '=', call.key)
    .executeTakeFirst();
}

const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * When to kill: the first moment after `leastMs` at which another connection sees a bet's key
 * stored while its client has no answer yet (its batch committed, the answer not sent: the kill
 * that costs most, as the retry must get that answer and no second order), or at `mostMs`. Other
 * clients' bets are queued or mid-batch then, uncommitted.
 */
async function killMoment(calls: Call[], leastMs: number, mostMs: number): Promise<void> {
  const started = Date.now();
  await sleep(leastMs);
  while (Date.now() - started < mostMs) {
    const inFlight = calls.flatMap((call) =>
      call.kind === 'bet' && call.answer === NOT_SENT ? [call.key] : [],
    );
    const committed =
      inFlight.length > 0 &&
      (await db
        .selectFrom('idempotent_requests')
        .select('id')
        .where('idempotency_key', 'in', inFlight)
        .executeTakeFirst()
        .catch(() => undefined)) !== undefined;
    if (committed) return;
    await sleep(5);
  }
}

/** Sends a cut-off call again, with its key and body, until it is answered. */
async function retryUntilAnswered(call: Call): Promise<void> {
  if (call.kind === 'bet') call.storedBeforeRetry = (await keyRecord(call)) !== undefined;
  const deadline = Date.now() + RETRY_DEADLINE_MS;
  while (!answered(call.answer)) {
    if (Date.now() > deadline) return;
    if (call.retries > 0) await sleep(500);
    call.retries += 1;
    call.answer = await send(call);
  }
}

/**
 * Every bet call against the stored rows: each 2xx stored once as the order its answer names,
 * with its key's record holding that same answer; each refusal left no record; and the market's
 * orders are exactly the orders those records name.
 */
async function betProblems(calls: Call[], stored: StoredRows): Promise<string[]> {
  const problems: string[] = [];
  const orderById = new Map(stored.orders.map((order) => [order.id, order]));
  const records = await db
    .selectFrom('idempotent_requests')
    .selectAll()
    .where('scope', 'like', 'exchange:%')
    .execute();
  const recordOf = new Map(
    records.map((record) => [`${record.scope}\n${record.idempotency_key}`, record]),
  );
  const answeredIds = new Set<number>();
  for (const call of calls) {
    if (call.kind !== 'bet') continue;
    const record = recordOf.get(`exchange:${call.player.userId}\n${call.key}`);
    const name = `bet ${call.key} of player ${call.player.userId}`;
    if (!isOk(call.answer)) {
      if (record)
        problems.push(`${name} was refused (${call.answer.status}) but its key is stored`);
      continue;
    }
    const bet = betOf(call.answer);
    if (answeredIds.has(bet.id)) problems.push(`${name}: order ${bet.id} was answered twice`);
    answeredIds.add(bet.id);
    if (record?.state !== 'done' || record.response_body === null) {
      problems.push(`${name} was answered ${call.answer.status} but its key is ${record?.state}`);
    } else if (
      JSON.stringify(JSON.parse(record.response_body)) !== JSON.stringify(call.answer.body)
    ) {
      problems.push(
        `${name}: the key holds ${record.response_body}, the answer was ${call.answer.text}`,
      );
    }
    const order = orderById.get(bet.id);
    const same =
      order?.user_id === call.player.userId &&
      order.selection_id === call.bet.selectionId &&
      order.side === call.bet.side &&
      order.price_hundredths === Math.round(call.bet.odds * 100) &&
      order.stake_paisa === takaToPaisa(call.bet.stake);
    if (!same) {
      problems.push(`${name} answered order ${bet.id}, stored as ${JSON.stringify(order)}`);
      continue;
    }
    // What it matched when placed is what it took as the taker: the fills stored for it.
    const taken = stored.fills.filter((fill) => fill.taker_order_id === bet.id);
    const takenPaisa = taken.reduce((sum, fill) => sum + fill.stake_paisa, 0);
    if (takaToNearestPaisa(bet.matched) !== takenPaisa) {
      problems.push(
        `${name}: answered ${bet.matched} taka matched, its fills as taker hold ${takenPaisa} paisa`,
      );
    }
  }
  const recordIds = new Set<number>();
  for (const record of records) {
    const body = JSON.parse(record.response_body ?? 'null') as ExchangeBetResponse | null;
    if (body?.bet.market_id !== marketId) continue;
    if (recordIds.has(body.bet.id)) problems.push(`two keys name order ${body.bet.id}`);
    recordIds.add(body.bet.id);
  }
  for (const order of stored.orders) {
    if (!recordIds.has(order.id))
      problems.push(`order ${order.id} is stored without its key's record`);
    if (!answeredIds.has(order.id))
      problems.push(`order ${order.id} is stored but no bet was answered with it`);
  }
  if (recordIds.size !== stored.orders.length || answeredIds.size !== stored.orders.length) {
    problems.push(
      `${stored.orders.length} orders stored, ${recordIds.size} key records name one, ` +
        `${answeredIds.size} bets answered 2xx`,
    );
  }
  return problems;
}

/** A cancel answered 2xx left the order as its answer shows it, with nothing resting. */
async function cancelProblems(calls: Call[]): Promise<string[]> {
  const problems: string[] = [];
  for (const call of calls) {
    if (call.kind !== 'cancel' || !isOk(call.answer)) continue;
    const bet = betOf(call.answer);
    const order = await db
      .selectFrom('exchange_orders')
      .selectAll()
      .where('id', '=', call.betId)
      .executeTakeFirst();
    const same =
      bet.id === call.betId &&
      order?.status !== 'open' &&
      order?.cancelled_paisa === takaToNearestPaisa(bet.cancelled) &&
      order.matched_paisa === takaToNearestPaisa(bet.matched) &&
      order.cancelled_paisa > 0;
    if (!same) {
      problems.push(
        `cancel of ${call.betId} answered ${call.answer.text}, stored ${JSON.stringify(order)}`,
      );
    }
  }
  return problems;
}

/** All the stored-row checks, the ledger's and the depth the server shows. */
async function storedProblems(calls: Call[]): Promise<string[]> {
  const rows = await readStoredRows(db, marketId);
  const money = await checkMoney(db);
  const problems = [
    ...serverErrors,
    ...(await betProblems(calls, rows)),
    ...(await cancelProblems(calls)),
    ...ordersAndFillsProblems(rows),
    ...money.problems,
    ...(money.ledger.ok ? [] : [`ledger: ${JSON.stringify(money.ledger)}`]),
  ];
  let stored: StoredMarket;
  try {
    stored = { ...rows, engine: restoreMarket(rows, SELECTIONS) };
  } catch (error) {
    return [...problems, `the stored books do not restore: ${String(error)}`];
  }
  const shown = await http.call('GET', `/api/match-odds/${marketId}`);
  return [
    ...problems,
    ...(await exposureProblems(
      db,
      stored,
      [...players, prober].map((player) => player.userId),
    )),
    ...(isOk(shown)
      ? depthProblems(shown.body as MatchOddsResponse, stored)
      : [`GET /api/match-odds/${marketId}: ${shown.status} ${shown.text}`]),
  ];
}

/**
 * The running server's books against the stored ones: per runner and side with stake to meet,
 * one bet crossing one or two price levels for part of what they hold. Its fills must be those
 * the market restored from the stored rows makes of the same bet (same makers, in the same order,
 * at the same prices and stakes). Answers the problems found and how many probes ran.
 */
async function probeBooks(
  random: SeededNumbers,
  calls: Call[],
): Promise<{ problems: string[]; probes: number }> {
  const problems: string[] = [];
  let probes = 0;
  for (const selectionId of SELECTIONS) {
    for (const side of ['back', 'lay'] as const) {
      const stored = await readStoredMarket(db, marketId, SELECTIONS);
      const depth = stored.engine.depth(selectionId, 2);
      const levels = (side === 'back' ? depth.back : depth.lay).slice(0, random.int(1, 2));
      const last = levels.at(-1);
      if (!last) continue;
      const available = levels.reduce((sum, level) => sum + level.stakePaisa, 0);
      const stakeTaka = Math.max(
        10,
        Math.floor((Math.min(available, PROBE_STAKE_MAX_PAISA) * random.int(40, 95)) / 100 / 100),
      );
      const bet: BetBody = {
        marketId,
        selectionId,
        side,
        odds: last.priceHundredths / 100,
        stake: stakeTaka,
      };
      const expected = stored.engine
        .place({
          orderId: 'probe',
          accountId: String(prober.userId),
          selectionId,
          side,
          priceHundredths: last.priceHundredths,
          stakePaisa: takaToPaisa(stakeTaka),
        })
        .fills.map((fill) => [Number(fill.makerOrderId), fill.priceHundredths, fill.stakePaisa]);
      const call: Call = {
        kind: 'bet',
        player: prober,
        key: uniqueId('probe'),
        bet,
        answer: NOT_SENT,
        retries: 0,
        storedBeforeRetry: false,
      };
      calls.push(call);
      call.answer = await send(call);
      probes += 1;
      if (!isOk(call.answer)) {
        problems.push(`probe ${JSON.stringify(bet)}: ${call.answer.status} ${call.answer.text}`);
        continue;
      }
      const fills = await db
        .selectFrom('exchange_fills')
        .select(['maker_order_id', 'price_hundredths', 'stake_paisa'])
        .where('taker_order_id', '=', betOf(call.answer).id)
        .orderBy('id')
        .execute();
      const matched = fills.map((fill) => [
        fill.maker_order_id,
        fill.price_hundredths,
        fill.stake_paisa,
      ]);
      if (JSON.stringify(matched) !== JSON.stringify(expected)) {
        problems.push(
          `probe ${JSON.stringify(bet)} matched [maker, price, stake] ${JSON.stringify(matched)}; ` +
            `the stored books would match ${JSON.stringify(expected)}`,
        );
      }
    }
  }
  return { problems, probes };
}

describe(`Match Odds books across SIGKILLs on ${dialect}`, () => {
  it('stores each acknowledged bet once, whole, and rebuilds the books the stored rows hold', async () => {
    const random = new SeededNumbers(sizes.seed);
    console.log(`exchange crash run on ${dialect}: seed ${sizes.seed}, ${CLIENTS} clients`);
    const calls: Call[] = [];
    let cutOffTotal = 0;
    let cutOffStored = 0;
    let probeTotal = 0;
    for (let crash = 1; crash <= sizes.crashes; crash += 1) {
      // Load, then a quiet moment: the books this server holds in memory are held to the rows.
      const quiet = { alive: true };
      const quietLoad = load(random, calls, quiet);
      await sleep(random.int(500, 2_000));
      quiet.alive = false;
      await quietLoad;
      const before = await probeBooks(random, calls);
      probeTotal += before.probes;
      const unansweredAlive = calls.filter((call) => !answered(call.answer));
      expect(
        unansweredAlive.map((call) => `${call.kind}: ${call.answer.status} ${call.answer.text}`),
      ).toEqual([]);
      expect(before.problems).toEqual([]);

      // Load again, killed at a moment no request chose.
      const killed = { alive: true };
      const sentBefore = calls.length;
      const killedLoad = load(random, calls, killed);
      await killMoment(calls, random.int(300, 1_500), random.int(1_500, 3_000));
      await server?.kill();
      killed.alive = false;
      await killedLoad;
      http = await server!.restart();

      const cutOff = calls.slice(sentBefore).filter((call) => !answered(call.answer));
      // Each client had at most one call in flight, so the retries may run side by side.
      await Promise.all(cutOff.map(retryUntilAnswered));
      const stillCut = cutOff
        .filter((call) => !answered(call.answer))
        .map(
          (call) => `${call.kind} cut off, unanswered: ${call.answer.status} ${call.answer.text}`,
        );
      const stored = cutOff.filter((call) => call.kind === 'bet' && call.storedBeforeRetry).length;
      cutOffTotal += cutOff.length;
      cutOffStored += stored;

      const problems = [...stillCut, ...(await storedProblems(calls))];
      const orders = await db
        .selectFrom('exchange_orders')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('market_id', '=', marketId)
        .executeTakeFirstOrThrow();
      console.log(
        `crash ${crash} on ${dialect}: ${calls.length} calls so far, ${Number(orders.count)} orders; ` +
          `${cutOff.length} cut off (${stored} bets of them committed before the kill), ` +
          `${stillCut.length} unanswered on retry; problems ${problems.length}`,
      );
      // The probes need books that restore: the rows' own problems come first.
      expect(problems).toEqual([]);
      const after = await probeBooks(random, calls);
      probeTotal += after.probes;
      expect(after.problems).toEqual([]);
    }
    // The probes' own fills and keys are held to the same checks.
    expect(await storedProblems(calls)).toEqual([]);
    const bets = calls.filter((call) => call.kind === 'bet');
    console.log(
      `exchange crash run on ${dialect}: ${sizes.crashes} SIGKILLs, ${bets.length} bets ` +
        `(${bets.filter((call) => isOk(call.answer)).length} answered 2xx), ` +
        `${calls.length - bets.length} cancels, ${cutOffTotal} calls cut off (${cutOffStored} bets ` +
        `committed before the kill), ${probeTotal} probes matched as the stored books say`,
    );
    expect(cutOffTotal).toBeGreaterThan(0);
    expect(probeTotal).toBeGreaterThan(0);
  });
});

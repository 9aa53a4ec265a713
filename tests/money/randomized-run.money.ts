/**
 * The long randomized run: many concurrent clients send every kind of money call over HTTP to the
 * real server (deposits and their approvals or rejections, withdrawals asked, approved, paid or
 * rejected, seamless casino bets, wins and rollbacks, house slots, exchange bets, cancels and
 * settlements, claims, VIP conversions, operator adjustments). After each batch the ledger must
 * sum to zero with no player below zero and every business row must match its transfers; no call
 * may answer 5xx. Prints calls per second and the counts by call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../../apps/server/src/testing/build-test-app.js';
import { SeededNumbers } from '../../packages/exchange/src/testing/seeded-numbers.js';
import { field } from './http-client.js';
import {
  adjustBalance,
  cancelBet,
  cashClaim,
  confirmDeposit,
  convertVip,
  decide,
  pendingQueue,
  placeBet,
  requestDeposit,
  requestWithdrawal,
  settleMarket,
  slotsSpin,
  uniqueId,
  walletCallback,
} from './money-calls.js';
import { buildMoneyWorld, type MoneyPlayer, type MoneyWorld } from './money-world.js';
import { checkMoney } from './reconcile.js';
import { ports, sizes } from './sizes.js';
import { isOk, Tally } from './tally.js';

const ODDS = [1.5, 1.8, 2, 2.2, 2.5, 3, 4];

let world: MoneyWorld;
beforeAll(async () => {
  world = await buildMoneyWorld({
    port: ports.randomRun,
    players: Math.min(48, Math.max(8, sizes.clients)),
    fundTaka: 20_000,
    markets: 4,
  });
}, 600_000);
afterAll(() => world?.close());

interface QueueItem {
  transaction_id: string;
  approved_at?: string | null;
}

function queueItems(body: unknown): QueueItem[] {
  const data = field(body, 'data');
  return Array.isArray(data) ? (data as QueueItem[]) : [];
}

function actions(world: MoneyWorld, tally: Tally, random: SeededNumbers) {
  const { http, aggregator } = world;
  const openBets = new Map<number, number[]>();
  const player = (): MoneyPlayer => random.pick(world.players);

  return [
    {
      weight: 8,
      async run() {
        const who = player();
        const request = tally.record(
          'deposit request',
          await requestDeposit(http, who, random.int(100, 3000)),
        );
        if (isOk(request)) {
          tally.record(
            'deposit confirm',
            await confirmDeposit(http, who, request, uniqueId('TRX')),
          );
        }
      },
    },
    {
      weight: 6,
      async run() {
        const queue = tally.record(
          'deposit queue',
          await pendingQueue(http, world.finance, 'deposits'),
        );
        const items = queueItems(queue.body);
        if (items.length === 0) return;
        const item = random.pick(items);
        const decision = random.next() < 0.8 ? 'approve' : 'reject';
        tally.record(
          `deposit ${decision}`,
          await decide(http, world.finance, 'deposits', item.transaction_id, decision),
        );
      },
    },
    {
      weight: 6,
      async run() {
        tally.record(
          'withdraw request',
          await requestWithdrawal(http, player(), random.int(500, 900)),
        );
      },
    },
    {
      weight: 5,
      async run() {
        const queue = tally.record(
          'withdraw queue',
          await pendingQueue(http, world.finance, 'withdrawals'),
        );
        const items = queueItems(queue.body);
        if (items.length === 0) return;
        const item = random.pick(items);
        const roll = random.next();
        const decision = item.approved_at
          ? roll < 0.8
            ? 'pay'
            : 'reject'
          : roll < 0.6
            ? 'approve'
            : roll < 0.8
              ? 'pay'
              : 'reject';
        tally.record(
          `withdraw ${decision}`,
          await decide(http, world.finance, 'withdrawals', item.transaction_id, decision),
        );
      },
    },
    {
      weight: 25,
      async run() {
        const who = player();
        const round = uniqueId('round');
        const debitId = uniqueId('debit');
        const amount = random.int(100, 5_000);
        let debit = await walletCallback(http, aggregator, 'debit', {
          user_id: who.userId,
          token: who.casinoToken,
          round_id: round,
          transaction_id: debitId,
          amount,
        });
        if (debit.status === 401) {
          await world.relaunchCasino(who);
          debit = await walletCallback(http, aggregator, 'debit', {
            user_id: who.userId,
            token: who.casinoToken,
            round_id: round,
            transaction_id: debitId,
            amount,
          });
        }
        tally.record('casino debit', debit);
        if (!isOk(debit)) return;
        if (random.next() < 0.15) {
          tally.record(
            'casino rollback',
            await walletCallback(http, aggregator, 'rollback', {
              user_id: who.userId,
              round_id: round,
              transaction_id: uniqueId('rollback'),
              reference_transaction_id: debitId,
            }),
          );
          return;
        }
        const win = random.next() < 0.5 ? 0 : random.int(0, amount * 2);
        tally.record(
          'casino credit',
          await walletCallback(http, aggregator, 'credit', {
            user_id: who.userId,
            round_id: round,
            transaction_id: uniqueId('credit'),
            amount: win,
          }),
        );
      },
    },
    {
      weight: 15,
      async run() {
        tally.record(
          'slots spin',
          await slotsSpin(http, player().slotsToken, random.pick([1, 2, 5])),
        );
      },
    },
    {
      weight: 20,
      async run() {
        const who = player();
        const marketId = random.pick(world.openMarkets);
        const answer = tally.record(
          'exchange bet',
          await placeBet(http, who, {
            marketId,
            selectionId: random.int(1, 2),
            side: random.next() < 0.5 ? 'back' : 'lay',
            odds: random.pick(ODDS),
            stake: random.int(10, 60),
          }),
        );
        const bet = field(answer.body, 'bet') as { id?: number; unmatched?: number } | undefined;
        if (isOk(answer) && bet?.id !== undefined && (bet.unmatched ?? 0) > 0) {
          const list = openBets.get(who.userId) ?? [];
          list.push(bet.id);
          openBets.set(who.userId, list);
        }
      },
    },
    {
      weight: 6,
      async run() {
        const who = player();
        const list = openBets.get(who.userId) ?? [];
        if (list.length === 0) return;
        const betId = list.splice(random.int(0, list.length - 1), 1)[0] ?? 0;
        tally.record('exchange cancel', await cancelBet(http, who, betId));
      },
    },
    {
      weight: 1,
      async run() {
        if (world.openMarkets.length < 2) return;
        // Off the list first, so most bets go to markets still open while this one settles.
        const marketId =
          world.openMarkets.splice(random.int(0, world.openMarkets.length - 1), 1)[0] ?? '';
        await world.newMarket();
        const result =
          random.next() < 0.75
            ? { winner_selection_id: random.int(1, 2) }
            : { void: true as const };
        tally.record('market settle', await settleMarket(http, world.trader, marketId, result));
      },
    },
    {
      weight: 2,
      async run() {
        tally.record('cash claim', await cashClaim(http, player()));
      },
    },
    {
      weight: 2,
      async run() {
        tally.record('vip convert', await convertVip(http, player(), random.int(10, 30)));
      },
    },
    {
      weight: 2,
      async run() {
        const amount = random.next() < 0.5 ? -random.int(10, 200) : random.int(10, 200);
        tally.record(
          'operator adjust',
          await adjustBalance(http, world.finance, player().userId, amount),
        );
      },
    },
  ];
}

describe(`money under fire on ${testDialect}: the randomized run`, () => {
  it('keeps the ledger balanced and every business row matched, batch after batch', async () => {
    const random = new SeededNumbers(sizes.seed);
    const tally = new Tally();
    const all = actions(world, tally, random);
    const totalWeight = all.reduce((sum, action) => sum + action.weight, 0);
    const pickAction = () => {
      let roll = random.next() * totalWeight;
      for (const action of all) {
        roll -= action.weight;
        if (roll < 0) return action;
      }
      return all[0]!;
    };

    console.log(
      `money run on ${testDialect}: ${sizes.operations} calls, ${sizes.clients} clients, ` +
        `${world.players.length} players, batches of ${sizes.batch}, seed ${sizes.seed}`,
    );
    const started = performance.now();
    let loadMs = 0;
    let batches = 0;
    while (tally.calls < sizes.operations) {
      const target = Math.min(sizes.operations, tally.calls + sizes.batch);
      const batchStarted = performance.now();
      const callsBefore = tally.calls;
      await Promise.all(
        Array.from({ length: sizes.clients }, async () => {
          while (tally.calls < target) await pickAction().run();
        }),
      );
      const batchMs = performance.now() - batchStarted;
      loadMs += batchMs;
      batches += 1;
      const check = await checkMoney(world.harness.context.db);
      console.log(
        `batch ${batches}: ${tally.calls} calls, ${Math.round(((tally.calls - callsBefore) * 1000) / batchMs)} calls/s; ` +
          `ledger ${check.ledger.ok ? 'balanced' : 'BROKEN'} (${check.ledger.transferCount} transfers, ` +
          `sum ${check.ledger.balanceSumPaisa}), rows ${JSON.stringify(check.rows)}, ` +
          `problems ${check.problems.length}, 5xx/resets ${tally.failures.length}`,
      );
      expect(check.problems, check.problems.join('\n')).toEqual([]);
      expect(tally.failures, tally.failures.join('\n')).toEqual([]);
    }
    const totalMs = performance.now() - started;
    console.log(
      `money run on ${testDialect} done: ${tally.calls} calls in ${(totalMs / 1000).toFixed(1)} s ` +
        `(${Math.round((tally.calls * 1000) / loadMs)} calls/s under load, checks included ` +
        `${Math.round((tally.calls * 1000) / totalMs)} calls/s)\n${tally.table()}`,
    );
    // Every kind of money call moved money at least once, so the run proved each of them.
    if (sizes.operations >= 1_000) {
      for (const call of [
        'deposit approve',
        'withdraw pay',
        'casino credit',
        'slots spin',
        'exchange bet',
        'market settle',
      ]) {
        expect(tally.byCall.get(call)?.ok ?? 0, `${call} never succeeded`).toBeGreaterThan(0);
      }
    }
  });
});

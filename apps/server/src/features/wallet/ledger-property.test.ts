/**
 * The ledger proof (wallet issue): thousands of random wallet operations through the real API —
 * deposits reported, approved and rejected, gateway checkouts, withdrawals paid and rejected,
 * cash claims, settled stakes — many at once and many sent twice. After every step the ledger
 * sums to zero with no player account negative, every transaction row has exactly the transfers
 * its state calls for, and every player's balances equal what their rows add up to.
 *
 * The run is reproducible: it prints its seed, and LEDGER_PROPERTY_SEED replays one.
 */
import { randomInt } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ewalletDepositResponseSchema, takaToPaisa } from '@khela/contract';
import { SeededNumbers } from '../../../../../packages/exchange/src/testing/seeded-numbers.js';
import { seedDemoData } from '../../seed-demo-data.js';
import { buildTestApp, testDialect, type TestApp } from '../../testing/build-test-app.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import {
  settleStakes,
  uniqueTrxId,
  walletPlayer,
  withdrawablePlayer,
  type WalletPlayer,
} from '../../testing/wallet.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { move } from '../../platform/ledger/move.js';

// The whole depth on SQLite; on PostgreSQL, where an operation costs about five times more, a
// quarter of it, for the dialect and its row locks under eight calls in flight (as the casino
// wallet's property test does). LEDGER_PROPERTY_OPERATIONS sets any size.
const OPERATIONS = Number(
  process.env['LEDGER_PROPERTY_OPERATIONS'] ?? (testDialect === 'postgres' ? 500 : 2000),
);
const CONCURRENCY = 8;
const PLAYERS = 10;
const seed = Number(process.env['LEDGER_PROPERTY_SEED'] ?? randomInt(1, 2 ** 31));

// Replayable from the seed: a failing run is run again with LEDGER_PROPERTY_SEED.
const numbers = new SeededNumbers(seed);
const random = () => numbers.next();
const pick = <T>(items: readonly T[]): T => numbers.pick(items);
const amount = (min: number, max: number) => Math.round((min + random() * (max - min)) * 100) / 100;

let harness: TestApp;
let operatorToken: string;
let players: WalletPlayer[];
let grantSequence = 0;

beforeAll(async () => {
  harness = await buildTestApp();
  await seedDemoData(harness.context);
  operatorToken = (await signInOperator(harness, 'finance')).token;
  players = [];
  for (let index = 0; index < PLAYERS; index += 1) players.push(await walletPlayer(harness));
}, 60_000);
afterAll(() => harness.close());

const inject = (options: InjectOptions) => harness.app.inject(options);

async function pendingIds(action: 'deposit' | 'withdraw', userId?: number): Promise<string[]> {
  let query = harness.context.db
    .selectFrom('wallet_transactions')
    .select('transaction_id')
    .where('action', '=', action)
    .where('status_key', '=', '0');
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const rows = await query.execute();
  return rows.map((row) => row.transaction_id);
}

const operations: Record<string, (player: WalletPlayer) => Promise<unknown>> = {
  async reportDeposit(player) {
    const request = await inject({
      method: 'POST',
      url: '/api/ewa/request',
      headers: bearer(player.token),
      payload: {
        amount: amount(100, 25_000),
        provider: pick(['Nagad', 'Rocket', 'bKash']),
        type: 'Personal',
      },
    });
    if (request.statusCode !== 200) return request;
    const { transaction } = ewalletDepositResponseSchema.parse(request.json());
    const payload = { trx_id: transaction, trxid: uniqueTrxId(), number: player.phone };
    const key = { 'idempotency-key': `confirm-${transaction}` };
    // Half the reports are sent twice at once, as a double tap would.
    const copies = random() < 0.5 ? 2 : 1;
    return Promise.all(
      Array.from({ length: copies }, () =>
        inject({
          method: 'POST',
          url: '/api/ewa/confirm',
          headers: { ...bearer(player.token), ...key },
          payload,
        }),
      ),
    );
  },
  async gatewayDeposit(player) {
    const request = await inject({
      method: 'POST',
      url: '/api/ewa/request',
      headers: bearer(player.token),
      payload: { amount: amount(100, 5000), provider: 'bKash', type: 'Merchant' },
    });
    if (request.statusCode !== 200) return request;
    const { url } = ewalletDepositResponseSchema.parse(request.json());
    const path = new URL(url ?? '').pathname;
    const action = pick(['pay', 'pay', 'cancel', 'fail']);
    return Promise.all(
      [1, 2].map(() =>
        inject({
          method: 'POST',
          url: `${path}/${action}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'wallet_number=01812345678',
        }),
      ),
    );
  },
  async decideDeposit() {
    const ids = await pendingIds('deposit');
    if (ids.length === 0) return undefined;
    const id = pick(ids);
    const verb = random() < 0.7 ? 'approve' : 'reject';
    // Two operators deciding the same deposit at once.
    return Promise.all(
      [1, 2].map(() =>
        inject({
          method: 'POST',
          url: `/admin-api/deposits/${id}/${verb}`,
          headers: bearer(operatorToken),
          payload: verb === 'reject' ? { reason: 'Not received.' } : {},
        }),
      ),
    );
  },
  async settle(player) {
    await settleStakes(harness, player.remote_id, amount(100, 60_000));
  },
  async withdraw(player) {
    const payload = {
      remote_id: player.remote_id,
      amount: amount(500, 25_000),
      account_number: player.phone,
      provider: pick(['bKash', 'Nagad']),
      payment_id: 0,
    };
    return Promise.all(
      [1, 2].map(() =>
        inject({
          method: 'POST',
          url: '/api/submit-withdraw',
          headers: bearer(player.token),
          payload,
        }),
      ),
    );
  },
  async decideWithdrawal() {
    const ids = await pendingIds('withdraw');
    if (ids.length === 0) return undefined;
    const id = pick(ids);
    const verb = random() < 0.6 ? 'pay' : 'reject';
    return Promise.all(
      [1, 2].map(() =>
        inject({
          method: 'POST',
          url: `/admin-api/withdrawals/${id}/${verb}`,
          headers: bearer(operatorToken),
          payload: verb === 'reject' ? { reason: 'Wrong number.' } : {},
        }),
      ),
    );
  },
  async bonusAndClaim(player) {
    grantSequence += 1;
    const key = `property-grant-${grantSequence}`;
    await harness.context.db.transaction().execute((trx) =>
      move(trx, {
        from: { kind: 'bonus_funding' },
        to: { kind: 'player_cash_bonus', userId: player.remote_id },
        currency: 'BDT',
        amountPaisa: takaToPaisa(amount(1, 40)),
        code: 'bonus',
        idempotencyKey: key,
      }),
    );
    return Promise.all(
      [1, 2].map(() =>
        inject({
          method: 'POST',
          url: '/api/cash-claim',
          headers: bearer(player.token),
          payload: {},
        }),
      ),
    );
  },
};
const weighted = [
  ...Array<string>(4).fill('reportDeposit'),
  ...Array<string>(2).fill('gatewayDeposit'),
  ...Array<string>(4).fill('decideDeposit'),
  ...Array<string>(2).fill('settle'),
  ...Array<string>(3).fill('withdraw'),
  ...Array<string>(3).fill('decideWithdrawal'),
  'bonusAndClaim',
];

/** The outcomes the run must have reached: approved and rejected deposits and withdrawals, a bonus. */
const OUTCOMES = ['deposit:1', 'deposit:2', 'withdraw:1', 'withdraw:2', 'bonus:1'] as const;

async function outcomesSeen(): Promise<Set<string>> {
  const counts = await harness.context.db
    .selectFrom('wallet_transactions')
    .select(['action', 'status_key', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['action', 'status_key'])
    .execute();
  console.info(`ledger property outcomes ${JSON.stringify(counts)}`);
  return new Set(counts.map((row) => `${row.action}:${row.status_key}`));
}

/**
 * The random mix reaches every outcome on nearly every seed, but not on all: on PostgreSQL's 500
 * operations seed 212576233 rejected no withdrawal. An outcome the mix missed is then made on
 * purpose, on a player of its own, so the invariants below are still checked after each path.
 */
async function reachMissedOutcomes(seen: Set<string>): Promise<void> {
  const decide = async (
    action: 'deposit' | 'withdraw',
    userId: number,
    verb: 'approve' | 'pay' | 'reject',
  ) => {
    const [id] = await pendingIds(action, userId);
    expect(id, `a pending ${action} to ${verb}`).toBeDefined();
    const area = action === 'deposit' ? 'deposits' : 'withdrawals';
    const response = await inject({
      method: 'POST',
      url: `/admin-api/${area}/${id}/${verb}`,
      headers: bearer(operatorToken),
      payload: verb === 'reject' ? { reason: 'Made on purpose.' } : {},
    });
    expect(response.statusCode, `${verb} ${action} ${id}`).toBe(200);
  };
  for (const [state, verb] of [
    ['deposit:1', 'approve'],
    ['deposit:2', 'reject'],
  ] as const) {
    if (seen.has(state)) continue;
    console.info(`ledger property: ${state} made on purpose`);
    const player = await walletPlayer(harness);
    assertNoServerErrors(await operations['reportDeposit']!(player));
    await decide('deposit', player.remote_id, verb);
  }
  for (const [state, verb] of [
    ['withdraw:1', 'pay'],
    ['withdraw:2', 'reject'],
  ] as const) {
    if (seen.has(state)) continue;
    console.info(`ledger property: ${state} made on purpose`);
    const player = await withdrawablePlayer(harness, 2000);
    const response = await inject({
      method: 'POST',
      url: '/api/submit-withdraw',
      headers: bearer(player.token),
      payload: {
        remote_id: player.remote_id,
        amount: 1000,
        account_number: player.phone,
        provider: 'bKash',
        payment_id: 0,
      },
    });
    expect(response.statusCode, 'the withdrawal made on purpose').toBe(200);
    await decide('withdraw', player.remote_id, verb);
  }
  if (!seen.has('bonus:1')) {
    console.info('ledger property: bonus:1 made on purpose');
    assertNoServerErrors(await operations['bonusAndClaim']!(pick(players)));
  }
}

/** Every answer is a deliberate one: no 5xx, whatever the interleaving. */
function assertNoServerErrors(result: unknown): void {
  const responses = Array.isArray(result) ? result : [result];
  for (const response of responses) {
    if (response && typeof response === 'object' && 'statusCode' in response) {
      const { statusCode, body } = response as { statusCode: number; body: string };
      expect(statusCode, body).toBeLessThan(500);
    }
  }
}

/** The transfers each transaction row must have, by its state. */
function expectedTransfers(row: {
  transaction_id: string;
  action: string;
  status_key: string;
  source: string;
  amount_paisa: number;
}): Map<string, number> {
  const id = row.transaction_id;
  const expected = new Map<string, number>();
  if (row.action === 'deposit' && row.status_key === '1')
    expected.set(`deposit:${id}`, row.amount_paisa);
  if (row.action === 'withdraw') {
    expected.set(`withdraw-hold:${id}`, row.amount_paisa);
    if (row.status_key === '1') expected.set(`withdraw-paid:${id}`, row.amount_paisa);
    if (row.status_key === '2') expected.set(`withdraw-release:${id}`, row.amount_paisa);
  }
  if (row.source === 'cash_claim') expected.set(`cash-claim:${id}`, row.amount_paisa);
  return expected;
}

async function assertRowsMatchTransfers(): Promise<void> {
  const db = harness.context.db;
  const rows = await db
    .selectFrom('wallet_transactions')
    .select([
      'transaction_id',
      'action',
      'status_key',
      'source',
      'amount_paisa',
      'bonus_paisa',
      'related_transaction_id',
      'id',
    ])
    .execute();
  const transfers = new Map(
    (
      await db.selectFrom('ledger_transfers').select(['idempotency_key', 'amount_paisa']).execute()
    ).map((transfer) => [transfer.idempotency_key, Number(transfer.amount_paisa)]),
  );
  const bonusRowOf = new Map(
    rows
      .filter((row) => row.source === 'deposit_bonus')
      .map((row) => [row.related_transaction_id, row]),
  );
  const walletKeys =
    /^(deposit|deposit-bonus|withdraw-hold|withdraw-paid|withdraw-release|cash-claim):/;
  const expectedKeys = new Map<string, number>();
  for (const row of rows) {
    for (const [key, value] of expectedTransfers(row)) expectedKeys.set(key, value);
    if (row.action === 'deposit' && row.status_key === '1' && row.bonus_paisa > 0) {
      expectedKeys.set(`deposit-bonus:${row.transaction_id}`, row.bonus_paisa);
      expect(bonusRowOf.get(row.id)?.amount_paisa).toBe(row.bonus_paisa);
    }
  }
  for (const [key, value] of expectedKeys) expect(transfers.get(key), key).toBe(value);
  for (const key of transfers.keys()) {
    if (walletKeys.test(key))
      expect(expectedKeys.has(key), `unexpected transfer ${key}`).toBe(true);
  }
}

async function assertBalancesFollowRows(): Promise<void> {
  const db = harness.context.db;
  for (const player of players) {
    const rows = await db
      .selectFrom('wallet_transactions')
      .select(['action', 'status_key', 'amount_paisa', 'source'])
      .where('user_id', '=', player.remote_id)
      .execute();
    let main = 0;
    let hold = 0;
    for (const row of rows) {
      const value = Number(row.amount_paisa);
      if (row.status_key === '1' && (row.action === 'deposit' || row.action === 'bonus'))
        main += value;
      if (row.action === 'withdraw') {
        if (row.status_key !== '2') main -= value;
        if (row.status_key === '0') hold += value;
      }
    }
    const balances = await db
      .selectFrom('ledger_accounts')
      .select(['kind', 'balance_paisa'])
      .where('owner_id', '=', player.remote_id)
      .execute();
    const balanceOf = (kind: string) =>
      Number(balances.find((account) => account.kind === kind)?.balance_paisa ?? 0);
    expect(balanceOf('player_main'), `main of ${player.username}`).toBe(main);
    expect(balanceOf('player_withdrawal_hold'), `hold of ${player.username}`).toBe(hold);
  }
}

describe(`ledger property on ${testDialect}`, () => {
  it(`${OPERATIONS} random wallet operations keep every invariant (seed ${seed})`, async () => {
    console.info(`ledger property seed ${seed} (LEDGER_PROPERTY_SEED=${seed} replays it)`);
    for (let done = 0; done < OPERATIONS; done += CONCURRENCY) {
      const batch = Array.from({ length: CONCURRENCY }, () => {
        const operation = operations[pick(weighted)];
        return operation ? operation(pick(players)) : Promise.resolve();
      });
      for (const result of await Promise.all(batch)) assertNoServerErrors(result);
      const ledger = await checkLedger(harness.context.db);
      expect(ledger, `after ${done + CONCURRENCY} operations`).toMatchObject({ ok: true });
      await assertRowsMatchTransfers();
      await assertBalancesFollowRows();
    }
    const seen = await outcomesSeen();
    await reachMissedOutcomes(seen);
    const ledger = await checkLedger(harness.context.db);
    expect(ledger, 'after the outcomes made on purpose').toMatchObject({ ok: true });
    await assertRowsMatchTransfers();
    await assertBalancesFollowRows();
    // Every path was exercised, so the invariants were tested on each.
    const reached = await outcomesSeen();
    for (const state of OUTCOMES) expect(reached.has(state), state).toBe(true);
  }, 240_000);
});

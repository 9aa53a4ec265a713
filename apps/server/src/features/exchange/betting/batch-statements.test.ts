/**
 * On PostgreSQL a live market's batch is five round trips: begin, the market's lock with the
 * reads of the bettors and stored claims, the orders' insert, the writes after it as one
 * statement (data-modifying CTEs, platform/db/joined-writes.ts) and commit. They are counted at
 * the driver: every query a pg client sends is recorded with the client that sent it, and the
 * batch's transaction is the sending client's queries from its `begin` to its `commit`. The
 * joined statement keeps the refusals the separate statements made: a transfer key another
 * transaction stored meanwhile, and a Main balance another transaction lowered below what the
 * batch takes, roll the batch back, and nothing of it is stored.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { exchangeBetMessages, takaToPaisa } from '@khela/contract';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../../platform/ledger/ledger.js';
import { move } from '../../../platform/ledger/move.js';
import { buildTestApp, testDialect, type TestApp } from '../../../testing/build-test-app.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { placeExchangeBet } from './place-bet.js';
import { addFreshMatchOdds, placeBet } from '../../../testing/exchange-markets.js';
import { postWithKey } from '../../../testing/keyed-calls.js';

interface Sent {
  client: pg.Client;
  text: string;
}

const originalQuery = pg.Client.prototype.query;
let sent: Sent[] = [];
/** Runs before the first sending of each joined statement (another transaction's change). */
let beforeJoined: ((count: number) => Promise<void>) | undefined;

const isJoined = (text: string) => text.startsWith('with w0 as (');

function recordQueries(): void {
  sent = [];
  // The driver's own method, wrapped: its overloads are many, and only the text is read here.
  const recording = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0];
    const text = typeof first === 'string' ? first : ((first as { text?: string }).text ?? '');
    sent.push({ client: this, text });
    const send = () => (originalQuery as (...a: unknown[]) => unknown).apply(this, args);
    const hook = beforeJoined;
    if (!hook || !isJoined(text)) return send();
    return hook(sent.filter((query) => isJoined(query.text)).length).then(send);
  };
  pg.Client.prototype.query = recording as typeof originalQuery;
}

/** The queries of each transaction that sent a joined statement, `begin` to `commit`. */
function batchTransactions(): string[][] {
  return sent.flatMap((query, index) => {
    if (!isJoined(query.text)) return [];
    const own = sent.filter((other) => other.client === query.client).map((other) => other.text);
    const at = sent.slice(0, index + 1).filter((other) => other.client === query.client).length - 1;
    const begin = own.lastIndexOf('begin', at);
    const commit = own.findIndex(
      (text, position) => position > at && /^(commit|rollback)/.test(text),
    );
    return [own.slice(begin, commit + 1)];
  });
}

const kindOf = (text: string): string => {
  if (text === 'begin' || text === 'commit' || text === 'rollback') return text;
  if (text.startsWith('with market as (update exchange_markets')) return 'lock and read';
  if (text.startsWith('update exchange_markets')) return 'lock market';
  if (text.startsWith('select u.id, u.status')) return 'read bettors';
  if (text.startsWith('select * from idempotent_requests')) return 'read claims';
  if (text.startsWith('insert into exchange_orders')) return 'insert orders';
  if (isJoined(text)) return 'joined writes';
  return text.slice(0, 60);
};

let harness: TestApp;

describe.skipIf(testDialect !== 'postgres')('a batch on PostgreSQL', () => {
  beforeAll(async () => {
    harness = await buildTestApp();
  });
  afterAll(() => harness.close());
  afterEach(() => {
    pg.Client.prototype.query = originalQuery;
    beforeJoined = undefined;
  });

  const market = () => addFreshMatchOdds(harness, 'joined', 'Khulna v Sylhet');

  /** A resting back of 100 at 2.0, and a layer with 1,000 taka to meet it. */
  async function backAndLayer() {
    const marketId = await market();
    const backer = await casinoPlayer(harness, 1_000);
    const layer = await casinoPlayer(harness, 1_000);
    const back = { market_id: marketId, selection_id: 1, side: 'back', odds: 2, stake: 100 };
    await placeExchangeBet(harness.context, backer.remote_id, { ...back, side: 'back' });
    const lay = (key: string) =>
      postWithKey(harness, layer.token, '/api/exchange/bets', { ...back, side: 'lay' }, key);
    return { marketId, backer, layer, lay };
  }

  async function storedOf(marketId: string) {
    const orders = await harness.context.db
      .selectFrom('exchange_orders')
      .select(['user_id', 'matched_paisa', 'status'])
      .where('market_id', '=', marketId)
      .orderBy('id')
      .execute();
    const fills = await harness.context.db
      .selectFrom('exchange_fills')
      .select('id')
      .where('market_id', '=', marketId)
      .execute();
    return { orders, fills };
  }

  const answerStored = async (key: string) =>
    (
      await harness.context.db
        .selectFrom('idempotent_requests')
        .select('id')
        .where('idempotency_key', '=', key)
        .execute()
    ).length;

  it('writes fills, changed orders, transfers, balances, positions and answers in one statement', async () => {
    const { marketId, backer, layer, lay } = await backAndLayer();
    // A first bet opens the layer's Exposure account and a second learns its id, which the batch
    // below then knows (batch-transfers.ts keeps the ids of accounts it found committed).
    for (let bet = 0; bet < 2; bet += 1) {
      await placeBet(harness, layer, { market: marketId, lay: 2, odds: 2, stake: 10 });
    }
    recordQueries();
    const response = await lay('joined-one');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ bet: { matched: 100 } });

    const batches = batchTransactions();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map(kindOf)).toEqual([
      'begin',
      'lock and read',
      'insert orders',
      'joined writes',
      'commit',
    ]);
    expect(batches[0]![1]).toContain('from idempotent_requests');
    const joined = batches[0]!.find(isJoined)!;
    for (const write of [
      'insert into exchange_fills',
      'update exchange_orders',
      'insert into ledger_transfers',
      'update ledger_accounts',
      'insert into exchange_positions',
      'insert into idempotent_requests',
    ]) {
      expect(joined).toContain(write);
    }

    const { orders, fills } = await storedOf(marketId);
    expect(orders).toEqual([
      { user_id: backer.remote_id, matched_paisa: 10_000, status: 'matched' },
      { user_id: layer.remote_id, matched_paisa: 0, status: 'open' },
      { user_id: layer.remote_id, matched_paisa: 0, status: 'open' },
      { user_id: layer.remote_id, matched_paisa: 10_000, status: 'matched' },
    ]);
    expect(fills).toHaveLength(1);
    expect(await answerStored('joined-one')).toBe(1);
    // The exposure is the worst outcome: 100 taka if Khulna wins (the lays on Sylhet then win).
    expect(await playerBalancePaisa(harness.context.db, layer.remote_id, 'player_main')).toBe(
      90_000,
    );
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true, balanceSumPaisa: 0 });
  });

  it('refuses the batch when a transfer key of it was stored meanwhile', async () => {
    const { marketId, backer, layer, lay } = await backAndLayer();
    // The layer's first movement on the market, taken by another transaction before the write.
    beforeJoined = async (count) => {
      if (count > 1) return;
      await harness.context.db.transaction().execute((trx) =>
        move(trx, {
          from: { kind: 'demo_funding' },
          to: { kind: 'player_main', userId: layer.remote_id },
          currency: 'BDT',
          amountPaisa: takaToPaisa(1),
          code: 'demo_credit',
          idempotencyKey: `exchange:${marketId}:${layer.remote_id}:1`,
        }),
      );
    };
    recordQueries();
    const response = await lay('joined-key-taken');
    expect(response.statusCode).toBe(500);

    // Every attempt (the batch runs again from the rows, four times) met the taken key.
    expect(batchTransactions().map((batch) => batch.at(-1))).toEqual([
      'rollback',
      'rollback',
      'rollback',
      'rollback',
    ]);
    const { orders, fills } = await storedOf(marketId);
    expect(orders).toEqual([{ user_id: backer.remote_id, matched_paisa: 0, status: 'open' }]);
    expect(fills).toHaveLength(0);
    expect(await answerStored('joined-key-taken')).toBe(0);
    expect(await playerBalancePaisa(harness.context.db, layer.remote_id, 'player_main')).toBe(
      100_100,
    );
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true, balanceSumPaisa: 0 });
  });

  it('refuses the batch when a balance it debits was lowered meanwhile, and runs it again', async () => {
    const { marketId, backer, layer, lay } = await backAndLayer();
    // After the batch read 1,000 taka, another transaction leaves 50: the lay's 100 no longer fit.
    beforeJoined = async (count) => {
      if (count > 1) return;
      await harness.context.db.transaction().execute((trx) =>
        move(trx, {
          from: { kind: 'player_main', userId: layer.remote_id },
          to: { kind: 'demo_funding' },
          currency: 'BDT',
          amountPaisa: takaToPaisa(950),
          code: 'demo_credit',
          idempotencyKey: `joined-test-debit:${layer.remote_id}`,
        }),
      );
    };
    recordQueries();
    const response = await lay('joined-overdraft');
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ message: exchangeBetMessages.insufficientFunds });

    // The joined statement's check refused the first attempt, which rolled back; the second read
    // the balance as it was and refused the bet alone.
    expect(batchTransactions().map((batch) => batch.at(-1))).toEqual(['rollback']);
    const { orders, fills } = await storedOf(marketId);
    expect(orders).toEqual([{ user_id: backer.remote_id, matched_paisa: 0, status: 'open' }]);
    expect(fills).toHaveLength(0);
    expect(await answerStored('joined-overdraft')).toBe(0);
    expect(await playerBalancePaisa(harness.context.db, layer.remote_id, 'player_main')).toBe(
      5_000,
    );
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true, balanceSumPaisa: 0 });
  });
});

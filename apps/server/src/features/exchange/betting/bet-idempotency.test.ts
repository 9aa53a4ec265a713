/**
 * A bet's Idempotency-Key record commits in the transaction of the bet's batch: the same key sent fifty
 * times at once places one bet (the others get its answer or a 409, never a second bet or a 500),
 * a refused or crashed bet leaves neither the record nor the bet (so the key may run again), and
 * a retry after the market closed still gets the first answer.
 */
import { describe, expect, it } from 'vitest';
import { exchangeBetMessages, exchangeBetResponseSchema } from '@khela/contract';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { playerBalancePaisa, type Executor } from '../../../platform/ledger/ledger.js';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer, creditMain } from '../../../testing/casino.js';
import { changeMarketStatus } from '../trading/markets.js';
import { liveMarketOf } from './live-markets.js';
import { refusalBody } from '../../../testing/refusal.js';
import { addFreshMatchOdds } from '../../../testing/exchange-markets.js';
import { postWithKey } from '../../../testing/keyed-calls.js';

const harness = testAppPerFile();

const newMarket = () => addFreshMatchOdds(harness, 'idem', 'Sylhet v Khulna');

type Player = Awaited<ReturnType<typeof casinoPlayer>>;

function bet(player: Player, body: Record<string, unknown>, key: string) {
  return postWithKey(harness, player.token, '/api/exchange/bets', body, key);
}

const ordersIn = (db: Executor, player: Player, marketId: string) =>
  db
    .selectFrom('exchange_orders')
    .select('id')
    .where('user_id', '=', player.remote_id)
    .where('market_id', '=', marketId)
    .execute();
const ordersOf = (player: Player, marketId: string) =>
  ordersIn(harness.context.db, player, marketId);

const recordOf = (player: Player, key: string) =>
  harness.context.db
    .selectFrom('idempotent_requests')
    .selectAll()
    .where('scope', '=', `exchange:${player.remote_id}`)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();

async function expectLedgerBalanced() {
  const ledger = await checkLedger(harness.context.db);
  expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
}

describe(`a bet's idempotency record on ${testDialect}`, () => {
  it('places one bet for fifty concurrent requests with the same key', async () => {
    const marketId = await newMarket();
    const player = await casinoPlayer(harness, 1000);
    const body = { market_id: marketId, selection_id: 1, side: 'back', odds: 2, stake: 100 };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => bet(player, body, 'fifty-at-once')),
    );
    const placedAnswers = answers.filter((answer) => answer.statusCode === 200);
    const inFlight = answers.filter((answer) => answer.statusCode === 409);
    expect(placedAnswers.length + inFlight.length, answers.map((a) => a.body).join('\n')).toBe(50);
    expect(placedAnswers.length).toBeGreaterThan(0);
    const first = exchangeBetResponseSchema.parse(placedAnswers[0]!.json());
    for (const answer of placedAnswers) expect(answer.json()).toEqual(first);
    for (const answer of inFlight) expect(answer.json()).toHaveProperty('message');
    expect(await ordersOf(player, marketId)).toEqual([{ id: first.bet.id }]);
    expect(await playerBalancePaisa(harness.context.db, player.remote_id, 'player_main')).toBe(
      90_000,
    );
    expect((await recordOf(player, 'fifty-at-once'))?.state).toBe('done');
    await expectLedgerBalanced();
  });

  it('keeps neither the record nor the bet when the bet is refused, so the key may run again', async () => {
    const marketId = await newMarket();
    const player = await casinoPlayer(harness, 50);
    const body = { market_id: marketId, selection_id: 1, side: 'back', odds: 2, stake: 100 };
    const refused = await bet(player, body, 'short-of-funds');
    expect([refused.statusCode, refused.json()]).toEqual([
      422,
      refusalBody(exchangeBetMessages.insufficientFunds),
    ]);
    expect(await recordOf(player, 'short-of-funds')).toBeUndefined();
    expect(await ordersOf(player, marketId)).toEqual([]);

    await creditMain(harness, player.remote_id, 100);
    const retried = await bet(player, body, 'short-of-funds');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await ordersOf(player, marketId)).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('rolls the record back with the bet when the transaction fails after both were written', async () => {
    const marketId = await newMarket();
    const player = await casinoPlayer(harness, 1000);
    const body = {
      market_id: marketId,
      selection_id: 1,
      side: 'back' as const,
      odds: 2,
      stake: 100,
    };
    // The market's batch fails after it wrote the bet and the key's record, before its commit.
    let wrote = false;
    const live = liveMarketOf(harness.context, marketId);
    live.beforeCommit = async (trx) => {
      const claim = await trx
        .selectFrom('idempotent_requests')
        .select('id')
        .where('idempotency_key', '=', 'crash-before-commit')
        .executeTakeFirst();
      wrote = claim !== undefined && (await ordersIn(trx, player, marketId)).length === 1;
      throw new Error('the process died before the commit');
    };
    const crashed = bet(player, body, 'crash-before-commit').then((response) => {
      if (response.statusCode === 500) throw new Error('the process died before the commit');
      return response;
    });
    await expect(crashed).rejects.toThrow('the process died before the commit');
    live.beforeCommit = undefined;
    expect(wrote).toBe(true);
    expect(await recordOf(player, 'crash-before-commit')).toBeUndefined();
    expect(await ordersOf(player, marketId)).toEqual([]);
    expect(await playerBalancePaisa(harness.context.db, player.remote_id, 'player_main')).toBe(
      100_000,
    );
    await expectLedgerBalanced();
  });

  it('answers a retry after the market closed with the first answer', async () => {
    const marketId = await newMarket();
    const player = await casinoPlayer(harness, 1000);
    const body = { market_id: marketId, selection_id: 1, side: 'back', odds: 2, stake: 100 };
    const first = await bet(player, body, 'before-suspension');
    expect(first.statusCode, first.body).toBe(200);
    await changeMarketStatus(harness.context, marketId, 'suspended');
    const retry = await bet(player, body, 'before-suspension');
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const fresh = await bet(player, body, 'after-suspension');
    expect(fresh.statusCode).toBe(409);
    expect(await ordersOf(player, marketId)).toHaveLength(1);
  });
});

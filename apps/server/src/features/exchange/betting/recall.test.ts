/**
 * The wallet overlay's Recall and Recall All: what the overlay lists is what a recall frees, a
 * recall cancels only the caller's unmatched stake (matched parts stay), the held exposure goes
 * back to Main through the ledger, and another player's bets are never touched.
 */
import { describe, expect, it } from 'vitest';
import {
  exchangeBetResponseSchema,
  exchangeWalletMessages,
  exchangeWalletResponseSchema,
  recallResponseSchema,
} from '@khela/contract';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../../platform/ledger/ledger.js';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { deadlockEveryFirstAttempt } from '../../../testing/forced-deadlock.js';
import { betRequestOf, type TestBet } from '../../../testing/exchange-markets.js';
import { bearer } from '../../../testing/players.js';
import { createMatchOddsMarket } from '../trading/markets.js';
import { recallUnmatched } from './recall.js';
import { getAs, postAs } from '../../../testing/requests.js';

const harness = testAppPerFile();
let marketSequence = 0;
let keySequence = 0;

type Player = Awaited<ReturnType<typeof casinoPlayer>>;

async function newMarket(): Promise<string> {
  marketSequence += 1;
  const marketId = `9.${marketSequence}`;
  await createMatchOddsMarket(harness.context, {
    eventId: `recall-${marketSequence}`,
    eventName: `Khulna v Barishal ${marketSequence}`,
    sport: 'cricket',
    openDate: new Date().toISOString(),
    marketId,
    runners: [
      { selectionId: 1, name: 'Khulna' },
      { selectionId: 2, name: 'Barishal' },
    ],
  });
  return marketId;
}

async function bet(player: Player, placing: TestBet) {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/exchange/bets',
    headers: { ...bearer(player.token), 'idempotency-key': `recall-${(keySequence += 1)}` },
    payload: betRequestOf(placing),
  });
  expect(response.statusCode, response.body).toBe(200);
  return exchangeBetResponseSchema.parse(response.json()).bet;
}

async function wallet(player: Player) {
  const response = await getAs(harness, player.token, '/api/exchange/wallet');
  expect(response.statusCode, response.body).toBe(200);
  return exchangeWalletResponseSchema.parse(response.json());
}

function recall(player: Player, payload: Record<string, unknown> = {}) {
  return postAs(harness, player.token, '/api/exchange/recall', payload);
}

const main = (player: Player) =>
  playerBalancePaisa(harness.context.db, player.remote_id, 'player_main');
interface ListedBet {
  id: number;
  matched: number;
  cancelled: number;
  status: string;
}
async function listedBets(player: Player, marketId: string): Promise<ListedBet[]> {
  const response = await getAs(harness, player.token, `/api/exchange/bets?market_id=${marketId}`);
  return response.json<{ data: ListedBet[] }>().data;
}

const held = (player: Player) =>
  playerBalancePaisa(harness.context.db, player.remote_id, 'player_exposure');

describe(`exchange wallet recall on ${testDialect}`, () => {
  it('lists what each market frees and Recall frees exactly that, keeping the matched part', async () => {
    const [first, second] = [await newMarket(), await newMarket()];
    const player = await casinoPlayer(harness, 1000);
    const other = await casinoPlayer(harness, 1000);
    // Lay 100 at 3.0 on the first market (liability 200); 40 of it is matched by the other player.
    const lay = await bet(player, { market: first, lay: 1, odds: 3, stake: 100 });
    await bet(other, { market: first, back: 1, odds: 3, stake: 40 });
    // A back of 50 on the second market rests whole.
    await bet(player, { market: second, back: 2, odds: 2.5, stake: 50 });
    // The other player's own resting bet must survive the recall.
    const othersResting = await bet(other, { market: second, back: 1, odds: 10, stake: 10 });

    const before = await wallet(player);
    expect(before.exposure).toBe(250);
    expect(before.recallable.map((market) => market.market_id)).toEqual([first, second]);
    const firstMarket = before.recallable.find((market) => market.market_id === first);
    expect(firstMarket).toMatchObject({ unmatched_bets: 1, unmatched_stake: 60, releases: 120 });
    expect(firstMarket?.event_name).toContain('Khulna v Barishal');

    const mainBefore = await main(player);
    const response = await recall(player, { market_id: first });
    expect(response.statusCode, response.body).toBe(200);
    const answer = recallResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ cancelled_bets: 1, recalled: 120, exposure: 130 });
    expect(await main(player)).toBe(mainBefore + 12_000);
    expect(await held(player)).toBe(13_000);

    const layAfter = (await listedBets(player, first)).find((row) => row.id === lay.id);
    expect(layAfter).toMatchObject({ matched: 40, cancelled: 60, status: 'matched' });

    // Recall All takes the rest; the other player's resting back is untouched.
    const all = recallResponseSchema.parse((await recall(player)).json());
    expect(all).toMatchObject({ cancelled_bets: 1, recalled: 50, exposure: 80 });
    expect((await wallet(player)).recallable).toEqual([]);
    const othersBets = await listedBets(other, second);
    expect(othersBets.find((row) => row.id === othersResting.id)?.status).toBe('open');

    const ledger = await checkLedger(harness.context.db);
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  });

  it('answers what it cancelled once when its transaction loses a deadlock and runs again', async () => {
    const [first, second] = [await newMarket(), await newMarket()];
    const player = await casinoPlayer(harness, 1000);
    await bet(player, { market: first, back: 1, odds: 2.5, stake: 50 });
    await bet(player, { market: first, back: 2, odds: 4, stake: 20 });
    await bet(player, { market: second, back: 1, odds: 3, stake: 30 });
    const mainBefore = await main(player);
    const forced = deadlockEveryFirstAttempt(harness.context.db);
    let recalled: Awaited<ReturnType<typeof recallUnmatched>>;
    try {
      recalled = await recallUnmatched(harness.context, player.remote_id, undefined);
    } finally {
      forced.restore();
    }
    // At least the call's own: the test app's background work (its timers) may open a transaction
    // while the deadlocks are forced, and that one is forced to run twice as well.
    expect(forced.deadlocks).toBeGreaterThanOrEqual(1);
    // Counted by the attempt that committed only, not added up over both attempts.
    expect(recalled.answer).toMatchObject({ cancelled_bets: 3, recalled: 80, exposure: 0 });
    expect(recalled.marketIds).toEqual([first, second]);
    expect(await main(player)).toBe(mainBefore + 8_000);
    expect(await held(player)).toBe(0);
    const ledger = await checkLedger(harness.context.db);
    expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
  });

  it('answers 409 when nothing waits unmatched and 422 for a malformed market', async () => {
    const player = await casinoPlayer(harness, 100);
    const nothing = await recall(player);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ message: exchangeWalletMessages.nothingToRecall });
    const elsewhere = await recall(player, { market_id: 'no-such-market' });
    expect(elsewhere.statusCode).toBe(409);
    const malformed = await recall(player, { market_id: 42 });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toMatchObject({ message: exchangeWalletMessages.marketInvalid });
    const visitor = await harness.app.inject({ method: 'POST', url: '/api/exchange/recall' });
    expect(visitor.statusCode).toBe(401);
  });
});

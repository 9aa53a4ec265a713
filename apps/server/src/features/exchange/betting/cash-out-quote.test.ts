/**
 * The cash-out quote through GET /api/exchange/markets/{id}/cash-out: a matched back whose price
 * has shortened is quoted the lay that evens it out at the best price the book offers (not the
 * player's own orders), the hedge placed through the normal bet call matches, and settlement
 * pays exactly the quoted value; no matched bets, no quote; an unknown market, 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cashOutQuoteSchema, exchangeBetResponseSchema, type CashOutQuote } from '@khela/contract';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../../platform/ledger/ledger.js';
import { testDialect } from '../../../testing/build-test-app.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { addMatchOdds, betRequestOf, type TestBet } from '../../../testing/exchange-markets.js';
import { postWithKey } from '../../../testing/keyed-calls.js';
import { signInOperator } from '../../../testing/operators.js';
import { getAs, postAs } from '../../../testing/requests.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';

const harness = testAppPerFile();
let admin: string;
beforeAll(async () => {
  admin = (await signInOperator(harness, 'owner')).token;
});

type Player = Awaited<ReturnType<typeof casinoPlayer>>;
let keys = 0;

async function placed(player: Player, bet: TestBet) {
  keys += 1;
  const response = await postWithKey(
    harness,
    player.token,
    '/api/exchange/bets',
    betRequestOf(bet),
    `cash-out-${keys}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return exchangeBetResponseSchema.parse(response.json());
}

async function quoteOf(player: Player, marketId: string): Promise<CashOutQuote> {
  const response = await getAs(harness, player.token, `/api/exchange/markets/${marketId}/cash-out`);
  expect(response.statusCode, response.body).toBe(200);
  return cashOutQuoteSchema.parse(response.json());
}

describe(`the cash-out quote on ${testDialect}`, () => {
  it('quotes the lay that evens a shortened back out, and settlement pays exactly that', async () => {
    const market = '9.1';
    await addMatchOdds(harness, {
      eventId: 'ev-cash-out',
      eventName: 'Dhaka v Sylhet',
      marketId: market,
      commissionBasisPoints: 0,
    });
    const rahim = await casinoPlayer(harness, 1000);
    const karim = await casinoPlayer(harness, 1000);
    const sumon = await casinoPlayer(harness, 1000);
    expect(await quoteOf(rahim, market)).toMatchObject({
      cash_out: null,
      unavailable: 'no-position',
    });
    const start = await playerBalancePaisa(harness.context.db, rahim.remote_id, 'player_main');

    // Rahim backs Dhaka ৳100 at 3.00, Karim lays it.
    await placed(rahim, { market, back: 1, odds: 3, stake: 100 });
    await placed(karim, { market, lay: 1, odds: 3, stake: 100 });
    // Rahim's own resting back at 2.50 is no price he can lay into.
    await placed(rahim, { market, back: 1, odds: 2.5, stake: 10 });
    expect(await quoteOf(rahim, market)).toMatchObject({ cash_out: null, unavailable: 'no-price' });
    // Dhaka shortens: Sumon backs at 2.00, a price Rahim can lay at.
    await placed(sumon, { market, back: 1, odds: 2, stake: 500 });

    const quote = await quoteOf(rahim, market);
    expect(quote.runners).toEqual([
      { selection_id: 1, name: 'Dhaka', pnl: 200, after: 50 },
      { selection_id: 2, name: 'Sylhet', pnl: -100, after: 50 },
    ]);
    expect(quote).toMatchObject({ kind: 'match_odds', min_stake: 10 });
    expect(quote.cash_out).toEqual({
      value: 50,
      bets: [{ selection_id: 1, side: 'lay', stake: 150, price: 2, rate: null }],
    });

    // The hedge through the normal bet call, then the market settles.
    await placed(rahim, { market, lay: 1, odds: 2, stake: 150 });
    const hedged = await quoteOf(rahim, market);
    expect(hedged.runners.map((runner) => runner.pnl)).toEqual([50, 50]);
    const settled = await postAs(harness, admin, `/admin-api/exchange/markets/${market}/settle`, {
      winner_selection_id: 2,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    // Everything held comes back to Main with the quoted ৳50 (no commission on this market).
    expect(await playerBalancePaisa(harness.context.db, rahim.remote_id, 'player_exposure')).toBe(
      0,
    );
    expect(await playerBalancePaisa(harness.context.db, rahim.remote_id, 'player_main')).toBe(
      start + 5000,
    );
    expect(await checkLedger(harness.context.db)).toMatchObject({ ok: true });
  });

  it('answers not found for a market that does not exist', async () => {
    const player = await casinoPlayer(harness, 10);
    const response = await getAs(harness, player.token, '/api/exchange/markets/nope/cash-out');
    expect(response.statusCode).toBe(404);
  });
});

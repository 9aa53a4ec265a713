/**
 * Exchange bets through the API: a back rests, a lay matches it at the resting price, exposure is
 * held in the ledger as the engine says, cancels release it, refusals leave nothing behind, and
 * settlement pays winners from losers with commission, voids return everything, and feeds
 * turnover. The ledger sums to zero after every case.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  exchangeBetMessages,
  exchangeBetResponseSchema,
  fillMessage,
  matchOddsResponseSchema,
  marketBlockMessages,
  type ExchangeBetResponse,
} from '@khela/contract';
import { checkLedger } from '../../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../../platform/ledger/ledger.js';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import { signInOperator } from '../../../testing/operators.js';
import { setMarketBlock } from '../../market-block/service.js';
import { changeMarketStatus } from '../trading/markets.js';
import { placeExchangeBet } from './place-bet.js';
import { refusalBody } from '../../../testing/refusal.js';
import { addMatchOdds, betRequestOf, type TestBet } from '../../../testing/exchange-markets.js';
import { getAs, postAs } from '../../../testing/requests.js';
import { countRows } from '../../../testing/row-count.js';
import { postWithKey } from '../../../testing/keyed-calls.js';

const harness = testAppPerFile();
let admin: string;
let marketSequence = 0;
beforeAll(async () => {
  admin = (await signInOperator(harness, 'owner')).token;
});

async function newMarket(commissionBasisPoints = 500): Promise<string> {
  marketSequence += 1;
  const marketId = `1.${marketSequence}`;
  await addMatchOdds(harness, {
    eventId: `ev-${marketSequence}`,
    eventName: 'Dhaka v Chattogram',
    marketId,
    commissionBasisPoints,
  });
  return marketId;
}

type Player = Awaited<ReturnType<typeof casinoPlayer>>;
let keySequence = 0;

function bet(player: Player, body: Record<string, unknown>, key = `k-${(keySequence += 1)}`) {
  return postWithKey(harness, player.token, '/api/exchange/bets', body, key);
}

/** A Match Odds bet through the call, which takes it. */
async function placed(player: Player, placing: TestBet): Promise<ExchangeBetResponse> {
  const response = await bet(player, betRequestOf(placing));
  expect(response.statusCode, response.body).toBe(200);
  return exchangeBetResponseSchema.parse(response.json());
}

const main = (player: Player) =>
  playerBalancePaisa(harness.context.db, player.remote_id, 'player_main');
const held = (player: Player) =>
  playerBalancePaisa(harness.context.db, player.remote_id, 'player_exposure');

async function expectLedgerBalanced() {
  const ledger = await checkLedger(harness.context.db);
  expect(ledger.ok, JSON.stringify(ledger)).toBe(true);
}

function settle(marketId: string, body: Record<string, unknown>) {
  return postAs(harness, admin, `/admin-api/exchange/markets/${marketId}/settle`, body);
}

describe(`exchange bets on ${testDialect}`, () => {
  it('matches a lay against a resting back at the back’s price, holding each side’s exposure', async () => {
    const marketId = await newMarket();
    const backer = await casinoPlayer(harness, 1000);
    const layer = await casinoPlayer(harness, 1000);
    const back = await placed(backer, { market: marketId, back: 1, odds: 2.5, stake: 100 });
    expect(back.bet).toMatchObject({ status: 'open', matched: 0, unmatched: 100 });
    expect(back).toMatchObject({ balance: 900, exposure: 100 });

    // The layer asks 2.6 and gets the better 2.5 resting there.
    const lay = await placed(layer, { market: marketId, lay: 1, odds: 2.6, stake: 60 });
    expect(lay.bet).toMatchObject({ status: 'matched', matched: 60, average_odds: 2.5 });
    expect(lay).toMatchObject({ balance: 910, exposure: 90 });
    expect(await held(backer)).toBe(10_000);

    // Cancelling the back's unmatched 40 releases nothing: its matched 60 still risks the 60 and
    // the 40 reserved for the lost case is no longer needed.
    // Another player cannot cancel it, nor learn that it exists.
    const foreign = await postAs(harness, layer.token, `/api/exchange/bets/${back.bet.id}/cancel`);
    expect([foreign.statusCode, foreign.json()]).toEqual([
      404,
      refusalBody(exchangeBetMessages.betNotFound),
    ]);
    const cancel = await postAs(harness, backer.token, `/api/exchange/bets/${back.bet.id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({
      bet: { status: 'matched', matched: 60, cancelled: 40, unmatched: 0 },
      exposure: 60,
      balance: 940,
    });
    const again = await postAs(harness, backer.token, `/api/exchange/bets/${back.bet.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusalBody(exchangeBetMessages.nothingToCancel));
    await expectLedgerBalanced();

    // Dhaka wins: the backer wins 60 × 1.5 = 90, less 5 % commission; the layer loses 90.
    const settled = await settle(marketId, { winner_selection_id: 1 });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json()).toMatchObject({ status: 'settled', commission: 4.5 });
    expect(await main(backer)).toBe(100_000 + 9_000 - 450);
    expect(await main(layer)).toBe(100_000 - 9_000);
    expect(await held(backer)).toBe(0);
    expect(await held(layer)).toBe(0);
    const bets = await getAs(harness, layer.token, `/api/exchange/bets?market_id=${marketId}`);
    expect(bets.json()).toMatchObject({ data: [{ status: 'settled', profit: -90 }] });
    const stakes = await harness.context.db
      .selectFrom('settled_stakes')
      .select(['user_id', 'stake_paisa'])
      .where('settlement_id', 'like', `exchange:market:${marketId}:%`)
      .orderBy('user_id')
      .execute();
    expect(stakes).toEqual([
      { user_id: backer.remote_id, stake_paisa: 6_000 },
      { user_id: layer.remote_id, stake_paisa: 6_000 },
    ]);
    expect((await settle(marketId, { winner_selection_id: 2 })).json()).toEqual(
      refusalBody(exchangeBetMessages.alreadySettled),
    );
    await expectLedgerBalanced();
  });

  it('voids a market: every stake and exposure goes back, unmatched orders are cancelled', async () => {
    const marketId = await newMarket();
    const backer = await casinoPlayer(harness, 500);
    const layer = await casinoPlayer(harness, 500);
    await placed(backer, { market: marketId, back: 2, odds: 3, stake: 50 });
    await placed(layer, { market: marketId, lay: 2, odds: 3, stake: 20 });
    await placed(layer, { market: marketId, back: 1, odds: 1.5, stake: 30 });
    const voided = await settle(marketId, { void: true });
    expect(voided.json()).toMatchObject({ status: 'voided', commission: 0 });
    expect(await main(backer)).toBe(50_000);
    expect(await main(layer)).toBe(50_000);
    const bets = await getAs(harness, layer.token, `/api/exchange/bets?market_id=${marketId}`);
    expect(bets.json<{ data: { status: string }[] }>().data.map((row) => row.status)).toEqual([
      'cancelled',
      'voided',
    ]);
    await expectLedgerBalanced();
  });

  it('refuses what it cannot take, leaving no order and no money moved', async () => {
    const marketId = await newMarket();
    const outsideLimits = fillMessage(exchangeBetMessages.stakeOutsideLimits, {
      min: '৳10.00',
      max: '৳5,00,000.00',
    });
    const player = await casinoPlayer(harness, 100);
    const [picture] = matchOddsResponseSchema.parse(
      (await getAs(harness, player.token, `/api/match-odds/${marketId}`)).json(),
    );
    expect(picture?.stake_limits).toEqual({ min: 10, max: 500_000 });
    const before = await main(player);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ odds: 2.01 }, 422, exchangeBetMessages.oddsInvalid],
      [{ odds: 1000.5 }, 422, exchangeBetMessages.oddsInvalid],
      // Outside the market's limits (৳10 to ৳5,00,000 unless a trader sets others): said with them.
      [{ stake: 5 }, 422, outsideLimits],
      [{ stake: 0.5 }, 422, outsideLimits],
      [{ stake: 600_000 }, 422, outsideLimits],
      [{ selection_id: 9 }, 422, exchangeBetMessages.runnerNotFound],
      [{ market_id: 'nope' }, 404, exchangeBetMessages.marketNotFound],
      [{ side: 'lay', odds: 11, stake: 20 }, 422, exchangeBetMessages.insufficientFunds],
    ];
    for (const [change, status, message] of cases) {
      const response = await bet(player, {
        market_id: marketId,
        selection_id: 1,
        side: 'back',
        odds: 2,
        stake: 50,
        ...change,
      });
      expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([
        status,
        message,
      ]);
    }
    expect(await main(player)).toBe(before);
    expect(
      await countRows(harness.context.db, 'exchange_orders', { user_id: player.remote_id }),
    ).toBe(0);

    await changeMarketStatus(harness.context, marketId, 'suspended');
    const suspended = await bet(player, {
      market_id: marketId,
      selection_id: 1,
      side: 'back',
      odds: 2,
      stake: 50,
    });
    expect([suspended.statusCode, suspended.json()]).toEqual([
      409,
      refusalBody(exchangeBetMessages.marketSuspended),
    ]);
    await changeMarketStatus(harness.context, marketId, 'open');

    await setMarketBlock(harness.context.db, player.remote_id, {
      exchange_market: 0,
      cs_market: 1,
      status: 'inactive',
    });
    const blocked = await bet(player, {
      market_id: marketId,
      selection_id: 1,
      side: 'back',
      odds: 2,
      stake: 50,
    });
    expect([blocked.statusCode, blocked.json()]).toEqual([
      403,
      refusalBody(marketBlockMessages.body),
    ]);
    await expectLedgerBalanced();
  });

  it("refuses a blocked member the exchange's calls, but still lets them cancel a bet", async () => {
    const marketId = await newMarket();
    const player = await casinoPlayer(harness, 300);
    const open = await bet(player, {
      market_id: marketId,
      selection_id: 1,
      side: 'back',
      odds: 50,
      stake: 20,
    });
    expect(open.statusCode).toBe(200);
    const betId = open.json<{ bet: { id: string } }>().bet.id;
    await setMarketBlock(harness.context.db, player.remote_id, {
      exchange_market: 0,
      cs_market: 1,
      status: 'inactive',
    });
    for (const path of [
      '/api/exchange-hub',
      '/api/exchange/wallet',
      `/api/exchange/bets?market_id=${marketId}`,
      '/api/exchange/account/open-bets',
    ]) {
      const refused = await getAs(harness, player.token, path);
      expect([path, refused.statusCode, refused.json()]).toEqual([
        path,
        403,
        refusalBody(marketBlockMessages.body),
      ]);
    }
    const cancelled = await postAs(harness, player.token, `/api/exchange/bets/${betId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    await setMarketBlock(harness.context.db, player.remote_id, {
      exchange_market: 1,
      cs_market: 1,
      status: 'active',
    });
    expect((await getAs(harness, player.token, '/api/exchange-hub')).statusCode).toBe(200);
    await expectLedgerBalanced();
  });

  it('answers a repeated request with the first answer and places the bet once', async () => {
    const marketId = await newMarket();
    const player = await casinoPlayer(harness, 300);
    const body = { market_id: marketId, selection_id: 1, side: 'back', odds: 1.8, stake: 100 };
    const first = await bet(player, body, 'same-key');
    const second = await bet(player, body, 'same-key');
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await main(player)).toBe(20_000);
    const other = await bet(player, { ...body, stake: 50 }, 'same-key');
    expect(other.statusCode).toBe(422);
  });

  it('makes an in-play bet wait the market’s delay, then checks the market again', async () => {
    marketSequence += 1;
    const marketId = `1.delay-${marketSequence}`;
    await addMatchOdds(harness, {
      eventId: `ev-delay-${marketSequence}`,
      eventName: 'Comilla v Rajshahi',
      marketId,
      betDelaySeconds: 5,
    });
    const player = await casinoPlayer(harness, 500);
    const request = {
      market_id: marketId,
      selection_id: 1,
      side: 'back',
      odds: 2,
      stake: 50,
    } as const;
    const waits: number[] = [];
    const wait = (milliseconds: number) => {
      waits.push(milliseconds);
      return Promise.resolve();
    };
    // Before the start there is no delay.
    await placeExchangeBet(harness.context, player.remote_id, request, { wait });
    expect(waits).toEqual([]);
    await harness.context.db
      .updateTable('exchange_events')
      .set({ status: 'in_play' })
      .where('id', '=', `ev-delay-${marketSequence}`)
      .execute();
    await placeExchangeBet(harness.context, player.remote_id, request, { wait });
    expect(waits).toEqual([5000]);
    // The market is suspended while the bet waits: it is refused and nothing is held for it.
    const before = await main(player);
    const suspendDuringWait = async (milliseconds: number) => {
      waits.push(milliseconds);
      await changeMarketStatus(harness.context, marketId, 'suspended');
    };
    await expect(
      placeExchangeBet(harness.context, player.remote_id, request, { wait: suspendDuringWait }),
    ).rejects.toMatchObject({ message: exchangeBetMessages.marketSuspended });
    expect(await main(player)).toBe(before);
    await expectLedgerBalanced();
  });

  it('never matches a player with themselves: their crossing order is cancelled instead', async () => {
    const marketId = await newMarket();
    const player = await casinoPlayer(harness, 1000);
    const lay = await placed(player, { market: marketId, lay: 1, odds: 2.2, stake: 100 });
    expect(lay.exposure).toBe(120);
    const back = await placed(player, { market: marketId, back: 1, odds: 2, stake: 100 });
    expect(back.bet).toMatchObject({ status: 'open', matched: 0 });
    expect(back.exposure).toBe(100);
    const bets = await getAs(harness, player.token, `/api/exchange/bets?market_id=${marketId}`);
    expect(bets.json()).toMatchObject({
      data: [{ status: 'open' }, { status: 'cancelled', cancelled: 100 }],
    });
    await expectLedgerBalanced();
  });
});

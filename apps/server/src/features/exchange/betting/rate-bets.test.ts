/**
 * Bookmaker and Fancy bets against the house: taken only at the rate (and line) shown, exposure
 * held as the worst case over the market, refused while suspended or a ball is running, settled
 * by the winner or the runs through the house, voided back. The ledger sums to zero throughout.
 */
import { describe, expect, it } from 'vitest';
import {
  eventResponseSchema,
  exchangeBetMessages,
  fillMessage,
  rateBetResponseSchema,
  takaLabel,
  takaToPaisa,
} from '@khela/contract';
import { playerBalancePaisa } from '../../../platform/ledger/ledger.js';
import { testDialect } from '../../../testing/build-test-app.js';
import { testAppPerFile } from '../../../testing/test-app-per-file.js';
import { casinoPlayer } from '../../../testing/casino.js';
import {
  expectStoredAnswer,
  replayedAfterDeathAtCommit,
} from '../../../testing/die-after-commit.js';
import {
  addQuotedBookmaker,
  openFancyLine,
  settleMarket,
} from '../../../testing/exchange-markets.js';
import { postWithKey } from '../../../testing/keyed-calls.js';
import { expectLedgerBalanced } from '../../../testing/ledger.js';
import { addFancyMarket, changeMarketStatus, quoteFancy } from '../trading/markets.js';
import { refusalBody } from '../../../testing/refusal.js';
import { rateBetsPerFile, type RateBetPlayer } from '../../../testing/rate-bets.js';
import { getAs } from '../../../testing/requests.js';
import { countRows } from '../../../testing/row-count.js';

const harness = testAppPerFile();
const { owner, rateBet, taken } = rateBetsPerFile(harness, {
  eventId: 'rb-1',
  eventName: 'Dhaka v Sylhet',
  marketId: '1.rb-mo',
});

type Player = RateBetPlayer;

const settle = (marketId: string, body: Record<string, unknown>) =>
  settleMarket(harness, owner.token, marketId, body);

const main = (player: Player) =>
  playerBalancePaisa(harness.context.db, player.remote_id, 'player_main');

describe(`Bookmaker and Fancy bets on ${testDialect}`, () => {
  it('takes Bookmaker bets at the quoted rate and settles them through the house', async () => {
    await addQuotedBookmaker(harness, {
      eventId: 'rb-1',
      marketId: '1.rb-bm',
      sides: ['Dhaka', 'Sylhet'],
    });
    const player = await casinoPlayer(harness, 1000);
    const back = await taken(player, {
      market_id: '1.rb-bm',
      selection_id: 1,
      side: 'back',
      rate: 45,
      stake: 200,
    });
    expect(back).toMatchObject({
      bet: { status: 'matched', rate: 45 },
      exposure: 200,
      balance: 800,
    });
    // Laying Dhaka at 47 hedges: Dhaka wins → +90 − 47; loses → −200 + 100.
    const lay = await taken(player, {
      market_id: '1.rb-bm',
      selection_id: 1,
      side: 'lay',
      rate: 47,
      stake: 100,
    });
    expect(lay.exposure).toBe(100);
    const moved = await rateBet(player, {
      market_id: '1.rb-bm',
      selection_id: 2,
      side: 'back',
      rate: 100,
      stake: 50,
    });
    expect([moved.statusCode, moved.json()]).toEqual([
      409,
      refusalBody(exchangeBetMessages.rateChanged),
    ]);
    await expectLedgerBalanced(harness);

    expect((await settle('1.rb-bm', { runs: 10 })).statusCode).toBe(422);
    const settled = await settle('1.rb-bm', { winner_selection_id: 1 });
    expect(settled.json()).toMatchObject({ status: 'settled', commission: 0 });
    expect(await main(player)).toBe(100_000 + 9_000 - 4_700);
    await expectLedgerBalanced(harness);
  });

  it('takes Fancy YES and NO at their lines and settles by the runs, or voids', async () => {
    await addFancyMarket(harness.context, {
      eventId: 'rb-1',
      marketId: 'f.rb-1',
      name: '6 over runs Dhaka',
      fancyType: 2,
    });
    const player = await casinoPlayer(harness, 1000);
    const closed = await rateBet(player, {
      market_id: 'f.rb-1',
      side: 'yes',
      rate: 100,
      line: 50,
      stake: 100,
    });
    expect([closed.statusCode, closed.json()]).toEqual([
      409,
      refusalBody(exchangeBetMessages.marketSuspended),
    ]);
    await quoteFancy(harness.context, 'f.rb-1', {
      noLine: 48,
      noRate: 100,
      yesLine: 50,
      yesRate: 90,
    });
    await changeMarketStatus(harness.context, 'f.rb-1', 'open');
    const yes = await taken(player, {
      market_id: 'f.rb-1',
      side: 'yes',
      rate: 90,
      line: 50,
      stake: 100,
    });
    expect(yes).toMatchObject({ bet: { no_line: 48, yes_line: 50 }, exposure: 100 });
    const wrongLine = await rateBet(player, {
      market_id: 'f.rb-1',
      side: 'no',
      rate: 100,
      line: 47,
      stake: 100,
    });
    expect(wrongLine.json()).toEqual(refusalBody(exchangeBetMessages.rateChanged));
    // NO 48 beside YES 50: results 49 lose both (the gap), so exposure rises to 200.
    const no = await taken(player, {
      market_id: 'f.rb-1',
      side: 'no',
      rate: 100,
      line: 48,
      stake: 100,
    });
    expect(no.exposure).toBe(200);
    await expectLedgerBalanced(harness);

    const settled = await settle('f.rb-1', { runs: 52 });
    expect(settled.json()).toMatchObject({ status: 'settled' });
    // YES wins 90, NO loses 100.
    expect(await main(player)).toBe(100_000 + 9_000 - 10_000);

    await openFancyLine(harness, {
      eventId: 'rb-1',
      marketId: 'f.rb-2',
      name: '10 over runs Dhaka',
      line: { noLine: 80, noRate: 100, yesLine: 80, yesRate: 100 },
    });
    const before = await main(player);
    await taken(player, { market_id: 'f.rb-2', side: 'no', rate: 100, line: 80, stake: 300 });
    expect((await settle('f.rb-2', { void: true })).json()).toMatchObject({ status: 'voided' });
    expect(await main(player)).toBe(before);
    await expectLedgerBalanced(harness);
  });

  it("sends a Fancy line's stake limits and refuses a stake outside them, saying them", async () => {
    await addFancyMarket(harness.context, {
      eventId: 'rb-1',
      marketId: 'f.rb-limits',
      name: '10 over runs Dhaka',
      fancyType: 2,
    });
    await quoteFancy(harness.context, 'f.rb-limits', {
      noLine: 70,
      noRate: 100,
      yesLine: 72,
      yesRate: 90,
    });
    await changeMarketStatus(harness.context, 'f.rb-limits', 'open');
    const player = await casinoPlayer(harness, 1000);
    const event = eventResponseSchema.parse(
      (await getAs(harness, player.token, '/api/event/rb-1')).json(),
    );
    const limits = event.data.items['rb-1']?.fancy2['f.rb-limits']?.stake_limits;
    expect(limits).toBeDefined();
    expect(limits!.min).toBeGreaterThan(0.5);
    const said = refusalBody(
      fillMessage(exchangeBetMessages.stakeOutsideLimits, {
        min: takaLabel(takaToPaisa(limits!.min)),
        max: takaLabel(takaToPaisa(limits!.max)),
      }),
    );
    for (const stake of [0.5, limits!.max + 1]) {
      const refused = await rateBet(player, {
        market_id: 'f.rb-limits',
        side: 'no',
        rate: 100,
        line: 70,
        stake,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject(said);
    }
    expect(await main(player)).toBe(100_000);
  });

  it('takes a keyed bet once when the process dies after its commit, and answers the retry', async () => {
    await addQuotedBookmaker(harness, {
      eventId: 'rb-1',
      marketId: '1.rb-idem',
      sides: ['Dhaka', 'Sylhet'],
    });
    const player = await casinoPlayer(harness, 1000);
    const send = () =>
      postWithKey(
        harness,
        player.token,
        '/api/exchange/rate-bets',
        { market_id: '1.rb-idem', selection_id: 1, side: 'back', rate: 45, stake: 200 },
        'rb-dies-after-commit',
      );
    const retried = await replayedAfterDeathAtCommit(harness.context.db, send);
    expect(rateBetResponseSchema.parse(retried.json())).toMatchObject({
      exposure: 200,
      balance: 800,
    });
    expect(
      await countRows(harness.context.db, 'exchange_orders', { user_id: player.remote_id }),
    ).toBe(1);
    expect(await main(player)).toBe(80_000);
    await expectStoredAnswer(harness.context.db, 'rb-dies-after-commit', {
      scope: `exchange:${player.remote_id}`,
    });
    await expectLedgerBalanced(harness);
  });
});

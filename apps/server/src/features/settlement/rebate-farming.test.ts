/**
 * The rebate farms a script would run, played through the API: bets that cannot lose (a Fancy NO
 * and YES that cover every result, a back and a lay one tick apart), two accounts betting against
 * each other, and a low-edge house game with a self-referral on top. None may earn VIP points,
 * referral rewards or bonus turnover beyond what the bets are expected to lose
 * (counted-stake.ts, docs/decisions.md "Rebates count risk").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { rateBetResponseSchema } from '@khela/contract';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { casinoPlayer, creditMain, launchHouseGame } from '../../testing/casino.js';
import { addMatchOdds, openFancyLine, settleMarket } from '../../testing/exchange-markets.js';
import { postWithNewKey } from '../../testing/keyed-calls.js';
import { expectLedgerBalanced } from '../../testing/ledger.js';
import { signInOperator } from '../../testing/operators.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';
import { signUpReferred } from '../../testing/referrals.js';
import { addTurnoverRequirement } from '../../testing/wallet.js';

const harness = testAppPerFile({ seedDemoData: true });
let admin: string;
let sequence = 0;
beforeAll(async () => {
  admin = (await signInOperator(harness, 'owner')).token;
  await addMatchOdds(harness, {
    eventId: 'farm-event',
    eventName: 'Dhaka v Khulna',
    marketId: '1.farm-host',
  });
});

type Player = Awaited<ReturnType<typeof casinoPlayer>>;

const post = (player: Player, url: string, payload: Record<string, unknown>) =>
  postWithNewKey(harness, player.token, url, payload);

function ok(response: Awaited<ReturnType<typeof post>>) {
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const settle = (marketId: string, body: Record<string, unknown>) =>
  settleMarket(harness, admin, marketId, body);

async function newMatchOdds(commissionBasisPoints: number): Promise<string> {
  sequence += 1;
  const marketId = `1.farm-${sequence}`;
  await addMatchOdds(harness, {
    eventId: `farm-ev-${sequence}`,
    eventName: 'Rajshahi v Barishal',
    marketId,
    commissionBasisPoints,
  });
  return marketId;
}

/** Everything the rebates gave a player (and their referrer): VIP points and referral cash. */
async function rebatesOf(userId: number, referrerId?: number) {
  const vip = await harness.context.db
    .selectFrom('users')
    .leftJoin('vip_accounts', 'vip_accounts.user_id', 'users.id')
    .select(['vip_accounts.lifetime_points', 'vip_accounts.accrual_units'])
    .where('users.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    points: Number(vip.lifetime_points ?? 0),
    accrualUnits: Number(vip.accrual_units ?? 0),
    referralPaisa:
      referrerId === undefined
        ? 0
        : await playerBalancePaisa(harness.context.db, referrerId, 'player_cash_bonus'),
  };
}

async function countedOf(settlementId: string) {
  const row = await harness.context.db
    .selectFrom('settled_stakes')
    .select(['stake_paisa', 'counted_paisa'])
    .where('settlement_id', '=', settlementId)
    .executeTakeFirstOrThrow();
  return { stake: Number(row.stake_paisa), counted: Number(row.counted_paisa) };
}

async function remainingTurnover(id: number): Promise<number> {
  const row = await harness.context.db
    .selectFrom('turnovers')
    .select('remaining_paisa')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.remaining_paisa);
}

describe(`rebates that cannot be farmed, on ${testDialect}`, () => {
  it('a Fancy NO at L and YES at L+1 at rate 100 earns no points, no referral and no turnover', async () => {
    const referrer = await signUpAndLogIn(harness.app);
    const farmer = await signUpReferred(harness, referrer.remote_id);
    await creditMain(harness, farmer.remote_id, 20_000);
    const turnoverId = await addTurnoverRequirement(harness, farmer.remote_id, 2_030_000);
    await openFancyLine(harness, {
      eventId: 'farm-event',
      marketId: 'f.farm-1',
      name: '20 over runs Dhaka',
      line: { noLine: 160, noRate: 100, yesLine: 161, yesRate: 100 },
    });
    const fancyBet = async (side: 'no' | 'yes', line: number) =>
      rateBetResponseSchema.parse(
        ok(
          await post(farmer, '/api/exchange/rate-bets', {
            market_id: 'f.farm-1',
            side,
            rate: 100,
            line,
            stake: 10_000,
          }),
        ).json(),
      );
    const no = await fancyBet('no', 160);
    expect(no.exposure).toBe(10_000);
    const yes = await fancyBet('yes', 161);
    // One covers what the other loses: nothing is at risk.
    expect(yes.exposure).toBe(0);
    expect((await settle('f.farm-1', { runs: 175 })).statusCode).toBe(200);
    expect(await countedOf(`exchange:market:f.farm-1:${farmer.remote_id}`)).toEqual({
      stake: 2_000_000,
      counted: 0,
    });
    expect(await rebatesOf(farmer.remote_id, referrer.remote_id)).toEqual({
      points: 0,
      accrualUnits: 0,
      referralPaisa: 0,
    });
    expect(await remainingTurnover(turnoverId)).toBe(2_030_000);
    await expectLedgerBalanced(harness);
  });

  it('a Fancy bet at a quote with a margin counts by half that margin', async () => {
    const player = await casinoPlayer(harness, 10_000);
    // NO 100 / YES 90: an overround of 100·10/(190·200) ≈ 2.63 %, half of it ≈ 1.32 % per taka.
    await openFancyLine(harness, {
      eventId: 'farm-event',
      marketId: 'f.farm-2',
      name: '10 over runs Khulna',
      line: { noLine: 80, noRate: 100, yesLine: 81, yesRate: 90 },
    });
    ok(
      await post(player, '/api/exchange/rate-bets', {
        market_id: 'f.farm-2',
        side: 'yes',
        rate: 90,
        line: 81,
        stake: 1_000,
      }),
    );
    expect((await settle('f.farm-2', { runs: 70 })).statusCode).toBe(200);
    // Two-way risk min(loses ৳1,000, wins ৳900) = 90,000 paisa. The overround is 26,315 ppm, the
    // expected loss half of it, the weight 13,157.5 / 40,000 = 328,937 ppm: 29,604 paisa count.
    const { counted } = await countedOf(`exchange:market:f.farm-2:${player.remote_id}`);
    expect(counted).toBe(29_604);
  });

  it('a back and a lay of one runner one tick apart count nothing', async () => {
    const marketId = await newMatchOdds(200);
    const scalper = await casinoPlayer(harness, 50_000);
    const maker = await casinoPlayer(harness, 50_000);
    const countedOrStake = async () =>
      Number(
        (
          await harness.context.db
            .selectFrom('exchange_orders')
            .select((eb) => eb.fn.sum<number>('matched_paisa').as('matched'))
            .where('market_id', '=', marketId)
            .where('user_id', '=', scalper.remote_id)
            .executeTakeFirstOrThrow()
        ).matched,
      );
    const bet = (player: Player, side: 'back' | 'lay', odds: number) =>
      post(player, '/api/exchange/bets', {
        market_id: marketId,
        selection_id: 1,
        side,
        odds,
        stake: 10_000,
      });
    // The maker's resting offers play the market maker's prices, one at a time.
    ok(await bet(maker, 'lay', 1.51));
    ok(await bet(scalper, 'back', 1.51));
    ok(await bet(maker, 'back', 1.5));
    ok(await bet(scalper, 'lay', 1.5));
    expect(await countedOrStake()).toBe(2_000_000);
    expect((await settle(marketId, { winner_selection_id: 1 })).statusCode).toBe(200);
    // Runner 1 wins: +5,100 − 5,000 = ৳100; runner 2 wins: −10,000 + 10,000 = 0. Nothing to lose.
    expect(await countedOf(`exchange:market:${marketId}:${scalper.remote_id}`)).toEqual({
      stake: 2_000_000,
      counted: 0,
    });
    expect(await rebatesOf(scalper.remote_id)).toMatchObject({ points: 0 });
    await expectLedgerBalanced(harness);
  });

  it('two accounts betting against each other earn less in rebates than the commission they pay', async () => {
    for (const odds of [1.01, 2, 6]) {
      const marketId = await newMatchOdds(200);
      const referrer = await signUpAndLogIn(harness.app);
      const backer = await signUpReferred(harness, referrer.remote_id);
      const layer = await signUpReferred(harness, referrer.remote_id);
      await creditMain(harness, backer.remote_id, 100_000);
      await creditMain(harness, layer.remote_id, 600_000);
      const startPaisa =
        (await playerBalancePaisa(harness.context.db, backer.remote_id, 'player_main')) +
        (await playerBalancePaisa(harness.context.db, layer.remote_id, 'player_main'));
      ok(
        await post(backer, '/api/exchange/bets', {
          market_id: marketId,
          selection_id: 1,
          side: 'back',
          odds,
          stake: 100_000,
        }),
      );
      ok(
        await post(layer, '/api/exchange/bets', {
          market_id: marketId,
          selection_id: 1,
          side: 'lay',
          odds,
          stake: 100_000,
        }),
      );
      expect((await settle(marketId, { winner_selection_id: 1 })).statusCode).toBe(200);
      const endPaisa =
        (await playerBalancePaisa(harness.context.db, backer.remote_id, 'player_main')) +
        (await playerBalancePaisa(harness.context.db, layer.remote_id, 'player_main'));
      const commissionPaisa = startPaisa - endPaisa;
      const backerRebates = await rebatesOf(backer.remote_id);
      const layerRebates = await rebatesOf(layer.remote_id);
      // VIP cash at ৳1 a point (units are paisa × points per ৳100) plus the referral share.
      const vipCashPaisa = (backerRebates.accrualUnits + layerRebates.accrualUnits) / 100;
      const referralPaisa = await playerBalancePaisa(
        harness.context.db,
        referrer.remote_id,
        'player_cash_bonus',
      );
      expect(commissionPaisa).toBeGreaterThan(0);
      expect(vipCashPaisa + referralPaisa, `at odds ${odds}`).toBeLessThanOrEqual(
        commissionPaisa / 2,
      );
    }
    await expectLedgerBalanced(harness);
  });

  it('Mines counts a quarter of its stake: the rebates stay under its 1 % edge', async () => {
    const referrer = await signUpAndLogIn(harness.app);
    const player = await signUpReferred(harness, referrer.remote_id);
    await creditMain(harness, player.remote_id, 10_000);
    const token = await launchHouseGame(harness, player, 'mines');
    const house = (url: string, payload?: Record<string, unknown>) =>
      harness.app.inject({
        method: 'POST',
        url: `/api/house${url}`,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
    const started = await house('/mines/start', { stake: 4_000, mines: 24 });
    expect(started.statusCode, started.body).toBe(200);
    // With 24 mines the first tile is almost surely one; either way the round closes.
    const tiles = Array.from({ length: 25 }, (_, tile) => tile);
    for (const tile of tiles) {
      const picked = await house('/mines/pick', { tile });
      const status = picked.json<{ bet?: { status?: string } }>().bet?.status;
      if (status !== 'in_play') break;
    }
    await house('/mines/cashout');
    const rebates = await rebatesOf(player.remote_id, referrer.remote_id);
    // ৳4,000 at a quarter: ৳1,000 counted, 10 points (৳10) and 20 bp (৳2): 0.3 % of the stake.
    expect(rebates.points).toBe(10);
    expect(rebates.referralPaisa).toBe(200);
    expect((rebates.points * 100 + rebates.referralPaisa) / 400_000).toBeLessThan(0.01);
  });
});

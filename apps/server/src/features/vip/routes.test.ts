/**
 * VIP through the API: convert-vipcoin's checks (input, whose remote_id, the minimum, points held)
 * with the [contract: Validation] messages, the money through the ledger once even when two conversions race, and the
 * summary (real level) and history calls.
 */
import { describe, expect, it } from 'vitest';
import {
  convertVipCoinResponseSchema,
  vipHistoryResponseSchema,
  vipLevels,
  vipMessages,
  vipSummaryResponseSchema,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { reportSettledStake } from '../../testing/settled-stakes.js';
import { upsertSettingForTest } from '../../testing/site-settings.js';
import { checkLedger } from '../../platform/ledger/invariant.js';
import { playerBalancePaisa } from '../../platform/ledger/ledger.js';
import { codeOf, refusalBody } from '../../testing/refusal.js';
import { getAs } from '../../testing/requests.js';

const harness = testAppPerFile();

type Player = Awaited<ReturnType<typeof signUpAndLogIn>>;

/** A player whose settled play earned `points` VP (৳100 a point at the default rate). */
async function playerWithPoints(points: number): Promise<Player> {
  const player = await signUpAndLogIn(harness.app);
  if (points > 0) await reportSettledStake(harness, player.remote_id, points * 100);
  return player;
}

function convert(player: Player, query: Record<string, string | number>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return getAs(harness, player.token, `/api/convert-vipcoin?${search.toString()}`);
}

async function vipCoinOf(player: Player): Promise<number> {
  const row = await harness.context.db
    .selectFrom('users')
    .select('vip_coin')
    .where('id', '=', player.remote_id)
    .executeTakeFirstOrThrow();
  return Number(row.vip_coin);
}

const mainOf = (player: Player) =>
  playerBalancePaisa(harness.context.db, player.remote_id, 'player_main');

describe(`convert-vipcoin on ${testDialect}`, () => {
  it('needs a session', async () => {
    const response = await harness.app.inject({
      method: 'GET',
      url: '/api/convert-vipcoin?remote_id=1&vip_coin=10',
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers the [contract: Validation] minimum message below 10, and for a missing or non-numeric value', async () => {
    const player = await playerWithPoints(50);
    for (const vipCoin of ['9', '0', '-20', '', 'abc']) {
      const response = await convert(player, { remote_id: player.remote_id, vip_coin: vipCoin });
      expect(response.statusCode, vipCoin).toBe(422);
      expect(response.json()).toEqual({
        code: codeOf(vipMessages.minimumRequired),
        message: vipMessages.minimumRequired,
        errors: { vip_coin: [vipMessages.minimumRequired] },
      });
    }
    const missing = await convert(player, { remote_id: player.remote_id });
    expect(missing.json()).toEqual(
      expect.objectContaining(refusalBody(vipMessages.minimumRequired)),
    );
    const fraction = await convert(player, { remote_id: player.remote_id, vip_coin: '10.5' });
    expect(fraction.statusCode).toBe(422);
    expect(fraction.json()).toEqual(expect.objectContaining(refusalBody(vipMessages.wholePoints)));
    expect(await vipCoinOf(player)).toBe(50);
  });

  it("refuses another player's remote_id and a missing one", async () => {
    const player = await playerWithPoints(50);
    const other = await playerWithPoints(50);
    const forbidden = await convert(player, { remote_id: other.remote_id, vip_coin: 10 });
    expect(forbidden.statusCode).toBe(403);
    const missing = await convert(player, { vip_coin: 10 });
    expect(missing.statusCode).toBe(422);
    expect(await vipCoinOf(other)).toBe(50);
    expect(await vipCoinOf(player)).toBe(50);
  });

  it('refuses more points than the player holds, with a message the screen shows', async () => {
    const player = await playerWithPoints(15);
    const response = await convert(player, { remote_id: player.remote_id, vip_coin: 16 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusalBody(vipMessages.insufficientPoints));
    const huge = await convert(player, { remote_id: player.remote_id, vip_coin: '1e15' });
    expect(huge.statusCode).toBe(400);
    expect(await vipCoinOf(player)).toBe(15);
    expect(await mainOf(player)).toBe(0);
  });

  it('pays the points into the Main Wallet through the ledger as a bonus transaction', async () => {
    const player = await playerWithPoints(25);
    const response = await convert(player, { remote_id: player.remote_id, vip_coin: 12 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(convertVipCoinResponseSchema.parse(response.json())).toEqual({
      success: true,
      message: vipMessages.success,
      vip_coin: 13,
      amount: 12,
      balance: 12,
    });
    expect(await vipCoinOf(player)).toBe(13);
    expect(await mainOf(player)).toBe(1_200);
    const list = await getAs(
      harness,
      player.token,
      `/api/transaction/show?remote_id=${player.remote_id}`,
    );
    expect(list.json<{ data: unknown[] }>().data).toEqual([
      expect.objectContaining({ action: 'bonus', key: '1', amount: 12 }),
    ]);
    expect(await checkLedger(harness.context.db)).toEqual(expect.objectContaining({ ok: true }));
  });

  it('converts at the operator value, and not at all while it is 0', async () => {
    const player = await playerWithPoints(30);
    await upsertSettingForTest(harness, 'vip_point_value_paisa', 50);
    try {
      const half = await convert(player, { remote_id: player.remote_id, vip_coin: 10 });
      expect(half.json()).toEqual(expect.objectContaining({ amount: 5, vip_coin: 20 }));
      await upsertSettingForTest(harness, 'vip_point_value_paisa', 0);
      const closed = await convert(player, { remote_id: player.remote_id, vip_coin: 10 });
      expect(closed.statusCode).toBe(400);
      expect(closed.json()).toEqual(refusalBody(vipMessages.conversionClosed));
      expect(await vipCoinOf(player)).toBe(20);
    } finally {
      await upsertSettingForTest(harness, 'vip_point_value_paisa', 100);
    }
  });

  it('spends the same points once when conversions race', async () => {
    const player = await playerWithPoints(30);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        convert(player, { remote_id: player.remote_id, vip_coin: 20 }),
      ),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    expect(await vipCoinOf(player)).toBe(10);
    expect(await mainOf(player)).toBe(2_000);
    expect(await checkLedger(harness.context.db)).toEqual(expect.objectContaining({ ok: true }));
  });
});

describe(`VIP summary and history on ${testDialect}`, () => {
  it('shows the level the lifetime points reached, which conversions do not lower', async () => {
    const player = await playerWithPoints(160);
    await convert(player, { remote_id: player.remote_id, vip_coin: 100 });
    const response = await getAs(
      harness,
      player.token,
      `/api/vip/summary?remote_id=${player.remote_id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(vipSummaryResponseSchema.parse(response.json()).data).toEqual({
      vip_coin: 60,
      lifetime_points: 160,
      level: { level: 2, tier: 'bronze', rank: 2, name: 'Bronze II', min_points: 150 },
      next_level: { level: 3, tier: 'bronze', rank: 3, name: 'Bronze III', min_points: 300 },
      points_to_next_level: 140,
      points_per_100_taka: 1,
      point_value: 1,
    });
    const other = await signUpAndLogIn(harness.app);
    const forbidden = await getAs(
      harness,
      player.token,
      `/api/vip/summary?remote_id=${other.remote_id}`,
    );
    expect(forbidden.statusCode).toBe(403);
  });

  it('starts a new player at Normal', async () => {
    const player = await playerWithPoints(0);
    const response = await getAs(harness, player.token, '/api/vip/summary');
    const summary = vipSummaryResponseSchema.parse(response.json()).data;
    expect(summary.level).toEqual(vipLevels[0]);
    expect(summary).toEqual(expect.objectContaining({ vip_coin: 0, points_to_next_level: 50 }));
  });

  it('lists points earned and converted, newest first, a page at a time', async () => {
    const player = await playerWithPoints(0);
    for (let round = 0; round < 22; round += 1) {
      await reportSettledStake(harness, player.remote_id, 1_000);
    }
    await convert(player, { remote_id: player.remote_id, vip_coin: 15 });
    const history = (page?: string) =>
      getAs(harness, player.token, `/api/vip/history${page === undefined ? '' : `?page=${page}`}`);
    const first = vipHistoryResponseSchema.parse((await history()).json()).data;
    expect(first.current_page).toBe(1);
    expect(first.last_page).toBe(2);
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toEqual(
      expect.objectContaining({ kind: 'converted', points: 15, amount: 15 }),
    );
    expect(first.data[1]).toEqual(
      expect.objectContaining({ kind: 'earned', points: 10, amount: 0 }),
    );
    const second = vipHistoryResponseSchema.parse((await history('2')).json()).data;
    expect(second.data).toHaveLength(3);
    for (const bad of ['0', '-1', 'x', '1.5']) {
      const response = await history(bad);
      expect(response.statusCode, bad).toBe(422);
    }
    // Another player sees only their own.
    const stranger = await signUpAndLogIn(harness.app);
    const theirs = await getAs(harness, stranger.token, '/api/vip/history');
    expect(vipHistoryResponseSchema.parse(theirs.json()).data).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
    });
  });
});

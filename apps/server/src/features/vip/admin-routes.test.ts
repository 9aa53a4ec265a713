/**
 * The operator's VIP calls: owner and content only; the ladder from the table (seeded with the
 * old constant); thresholds must rise from 0 and rates be positive, refused at the field; a change
 * reaches the player's summary, the public ladder and the next conversion, audited with before
 * and after.
 */
import { describe, expect, it } from 'vitest';
import {
  auditListResponseSchema,
  convertVipCoinResponseSchema,
  rewardsAdminMessages,
  vipLevels,
  vipLevelsResponseSchema,
  vipSettingsResponseSchema,
  vipSummaryResponseSchema,
  type OperatorRole,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { everyRolePerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import { callAsOperator } from '../../testing/operators.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { reportSettledStake } from '../../testing/settled-stakes.js';
import { getAs } from '../../testing/requests.js';

const harness = testAppPerFile();
const tokens = everyRolePerFile(harness);

const call = (role: OperatorRole, method: 'GET' | 'PUT', payload?: Record<string, unknown>) =>
  callAsOperator(harness, tokens[role], method, '/admin-api/vip', payload);

function settings(changes: Record<number, number> = {}, rates: Record<string, unknown> = {}) {
  return {
    levels: vipLevels.map((level) => ({
      level: level.level,
      min_points: changes[level.level] ?? level.min_points,
    })),
    points_per_100_taka: 1,
    point_value: 1,
    ...rates,
  };
}

const errorsOf = (response: { json: <T>() => T }) =>
  response.json<{ errors: Record<string, string[]> }>().errors;

describe(`operator VIP settings on ${testDialect}`, () => {
  it('admits owner and content only', async () => {
    for (const role of ['finance', 'support', 'trader'] as const) {
      expect((await call(role, 'GET')).statusCode).toBe(403);
      expect((await call(role, 'PUT', settings())).statusCode).toBe(403);
    }
    expect((await call('content', 'GET')).statusCode).toBe(200);
  });

  it('answers the seeded ladder and the default rates', async () => {
    const { data } = vipSettingsResponseSchema.parse((await call('owner', 'GET')).json());
    expect(data.levels).toEqual(vipLevels);
    expect(data).toMatchObject({ points_per_100_taka: 1, point_value: 1 });
    const ladder = await harness.app.inject({ method: 'GET', url: '/api/vip/levels' });
    expect(vipLevelsResponseSchema.parse(ladder.json()).data).toEqual(vipLevels);
  });

  it('refuses thresholds that do not rise, a first level above 0 and rates of 0', async () => {
    const falling = await call(
      'content',
      'PUT',
      settings({ 4: 300, 0: 5 }, { points_per_100_taka: 0, point_value: 0.001 }),
    );
    expect(falling.statusCode).toBe(422);
    const errors = errorsOf(falling);
    expect(errors['levels.4.min_points']).toEqual([rewardsAdminMessages.notAscending]);
    expect(errors['levels.0.min_points']).toEqual([rewardsAdminMessages.firstLevelZero]);
    expect(errors['points_per_100_taka']).toEqual([rewardsAdminMessages.pointsRateInvalid]);
    expect(errors['point_value']).toEqual([rewardsAdminMessages.pointValueInvalid]);
    const short = await call('content', 'PUT', {
      ...settings(),
      levels: [{ level: 0, min_points: 0 }],
    });
    expect(errorsOf(short)['levels']).toEqual([rewardsAdminMessages.levelsIncomplete]);
    const { data } = vipSettingsResponseSchema.parse((await call('owner', 'GET')).json());
    expect(data.levels).toEqual(vipLevels);
  });

  it('puts a change into the player’s summary, the ladder and conversions, audited', async () => {
    const player = await signUpAndLogIn(harness.app);
    await reportSettledStake(harness, player.remote_id, 30 * 100);
    const summary = async () =>
      vipSummaryResponseSchema.parse(
        (await getAs(harness, player.token, '/api/vip/summary')).json(),
      ).data;
    expect((await summary()).level.level).toBe(0);

    // 3 points of ৳1 per ৳100 counted, with the 0.2 % referral share, would pay 3.2 %: refused.
    const tooGenerous = await call(
      'content',
      'PUT',
      settings({ 1: 25 }, { points_per_100_taka: 3, point_value: 1 }),
    );
    expect(tooGenerous.statusCode).toBe(422);
    expect(tooGenerous.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      points_per_100_taka: [rewardsAdminMessages.rebatesTooHigh],
    });
    const saved = await call(
      'content',
      'PUT',
      settings({ 1: 25 }, { points_per_100_taka: 3, point_value: 0.5 }),
    );
    expect(saved.statusCode).toBe(200);
    expect(vipSettingsResponseSchema.parse(saved.json()).message).toBe(
      rewardsAdminMessages.vipSaved,
    );

    const after = await summary();
    expect(after.level).toMatchObject({ level: 1, name: 'Bronze I', min_points: 25 });
    expect(after).toMatchObject({
      points_per_100_taka: 3,
      point_value: 0.5,
      points_to_next_level: 120,
    });
    const ladder = await harness.app.inject({ method: 'GET', url: '/api/vip/levels' });
    expect(vipLevelsResponseSchema.parse(ladder.json()).data[1]?.min_points).toBe(25);

    const converted = await getAs(
      harness,
      player.token,
      `/api/convert-vipcoin?remote_id=${player.remote_id}&vip_coin=10`,
    );
    expect(convertVipCoinResponseSchema.parse(converted.json()).amount).toBe(5);

    const audit = await getAs(harness, tokens.owner, '/admin-api/audit?target_type=vip_settings');
    const [entry] = auditListResponseSchema.parse(audit.json()).data;
    expect(entry?.action).toBe('vip.settings_update');
    expect(
      Object.keys((entry?.detail as { after: { min_points: object } }).after.min_points),
    ).toEqual(['Bronze I']);
    expect(entry?.detail).toMatchObject({
      before: { min_points: { 'Bronze I': 50 }, points_per_100_taka: 1, point_value: 1 },
      after: { min_points: { 'Bronze I': 25 }, points_per_100_taka: 3, point_value: 0.5 },
    });
  });
});

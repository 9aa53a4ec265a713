/**
 * The operator's referral rule: owner and content only; a share out of range is refused at the
 * field; a change is audited and pays on stakes settled after it, never recounting earlier ones.
 */
import { describe, expect, it } from 'vitest';
import {
  auditListResponseSchema,
  referralRulesResponseSchema,
  referralSummaryResponseSchema,
  rewardsAdminMessages,
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
  callAsOperator(harness, tokens[role], method, '/admin-api/referral-rules', payload);

describe(`operator referral rule on ${testDialect}`, () => {
  it('admits owner and content only', async () => {
    for (const role of ['finance', 'support', 'trader'] as const) {
      expect((await call(role, 'GET')).statusCode).toBe(403);
      expect((await call(role, 'PUT', { referral_reward_basis_points: 50 })).statusCode).toBe(403);
    }
    const { data } = referralRulesResponseSchema.parse((await call('content', 'GET')).json());
    expect(data.referral_reward_basis_points).toBe(20);
  });

  it('refuses a share out of range or in fractions', async () => {
    for (const bad of [-1, 1001, 2.5, 'ten']) {
      const response = await call('content', 'PUT', { referral_reward_basis_points: bad });
      expect(response.statusCode, String(bad)).toBe(422);
      expect(
        response.json<{ errors: Record<string, string[]> }>().errors[
          'referral_reward_basis_points'
        ],
      ).toEqual([rewardsAdminMessages.referralShareInvalid]);
    }
  });

  it('pays the new share on stakes settled after the change, audited', async () => {
    const referrer = await signUpAndLogIn(harness.app);
    const code = await harness.context.db
      .selectFrom('users')
      .select('referral_code')
      .where('id', '=', referrer.remote_id)
      .executeTakeFirstOrThrow();
    const downline = await signUpAndLogIn(harness.app, { referral_code: code.referral_code });
    const rewards = async () =>
      referralSummaryResponseSchema.parse(
        (await getAs(harness, referrer.token, '/api/referral/summary')).json(),
      ).data.lifetime_cash_rewards;

    await reportSettledStake(harness, downline.remote_id, 1_000);
    expect(await rewards()).toBe(2); // 0.2 % of ৳1,000

    // With VIP paying 1 %, a 1.5 % share would pay 2.5 % of what bets count: refused.
    const tooGenerous = await call('content', 'PUT', { referral_reward_basis_points: 150 });
    expect(tooGenerous.statusCode).toBe(422);
    expect(tooGenerous.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      referral_reward_basis_points: [rewardsAdminMessages.rebatesTooHigh],
    });
    const saved = await call('content', 'PUT', { referral_reward_basis_points: 100 });
    expect(referralRulesResponseSchema.parse(saved.json())).toEqual({
      message: rewardsAdminMessages.referralSaved,
      data: { referral_reward_basis_points: 100 },
    });
    await reportSettledStake(harness, downline.remote_id, 1_000);
    expect(await rewards()).toBe(12); // ৳2 before, then 1 % of ৳1,000

    const audit = await getAs(harness, tokens.owner, '/admin-api/audit?target_type=referral_rules');
    const [entry] = auditListResponseSchema.parse(audit.json()).data;
    expect(entry).toMatchObject({
      action: 'referral.rules_update',
      detail: {
        before: { referral_reward_basis_points: 20 },
        after: { referral_reward_basis_points: 100 },
      },
    });
  });
});

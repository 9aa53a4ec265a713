/**
 * The operator's referral rule: the referrer's share of each downline's settled stake. Settlement
 * reads it inside its own transaction, so a change applies to every stake settled after it and
 * never to rewards already paid (their fractions of a paisa carry on at the new share).
 */
import {
  rewardsAdminMessages,
  type ReferralRulesInput,
  type ReferralRulesResponse,
} from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { isoNow } from '../../platform/db/time.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { recordAudit, type OperatorCaller } from '../operators/service.js';
import { REBATE_RATE_MAX_PPM, rebateRatePpm } from '../settlement/service.js';
import { readSiteSettings, saveSiteSettings } from '../site/service.js';

export async function getReferralRules(context: AppContext): Promise<ReferralRulesResponse> {
  const settings = await readSiteSettings(context.db);
  return { data: { referral_reward_basis_points: settings.referral_reward_basis_points } };
}

export async function updateReferralRules(
  context: AppContext,
  input: ReferralRulesInput,
  meta: { operator: OperatorCaller; ip: string },
): Promise<ReferralRulesResponse> {
  await context.db.transaction().execute(async (trx) => {
    const settings = await readSiteSettings(trx);
    const before = settings.referral_reward_basis_points;
    const rebate = rebateRatePpm({
      vipPointsPer100Taka: settings.vip_points_per_100_taka,
      vipPointValuePaisa: settings.vip_point_value_paisa,
      referralBasisPoints: input.referral_reward_basis_points,
    });
    if (rebate > REBATE_RATE_MAX_PPM) {
      throw validationError({
        referral_reward_basis_points: [rewardsAdminMessages.rebatesTooHigh],
      });
    }
    await saveSiteSettings(
      trx,
      { referral_reward_basis_points: input.referral_reward_basis_points },
      isoNow(),
    );
    await recordAudit(trx, {
      operatorId: meta.operator.operatorId,
      action: 'referral.rules_update',
      targetType: 'referral_rules',
      targetId: 'referral',
      detail: {
        before: { referral_reward_basis_points: before },
        after: { referral_reward_basis_points: input.referral_reward_basis_points },
      },
      ip: meta.ip,
    });
  });
  return {
    message: rewardsAdminMessages.referralSaved,
    data: { referral_reward_basis_points: input.referral_reward_basis_points },
  };
}

/** The console's calls for promotions, the VIP ladder and rates, and the referral share. */
import {
  promotionAdminCalls,
  promotionAdminResponseSchema,
  referralAdminCalls,
  vipAdminCalls,
  type PromotionAdmin,
  type PromotionAdminListResponse,
  type PromotionAdminResponse,
  type PromotionAdminStatus,
  type PromotionInput,
  type PromotionStatusInput,
  type ReferralRulesInput,
  type ReferralRulesResponse,
  type VipSettingsInput,
  type VipSettingsResponse,
} from '@khela/contract';
import { adminApi, adminCall } from '../api/admin-api';

export function listPromotions(): Promise<PromotionAdminListResponse> {
  return adminCall(promotionAdminCalls.list);
}

export function savePromotion(
  id: number | null,
  input: PromotionInput,
): Promise<PromotionAdminResponse> {
  return adminCall(id === null ? promotionAdminCalls.create : promotionAdminCalls.edit, {
    params: id === null ? {} : { id },
    body: input,
  });
}

export function setPromotionStatus(
  id: number,
  status: PromotionAdminStatus,
): Promise<PromotionAdminResponse> {
  const body: PromotionStatusInput = { status };
  return adminCall(promotionAdminCalls.setStatus, { params: { id }, body });
}

/** Not a declared call: the body is the image itself. */
export function uploadPromotionImage(id: number, file: File): Promise<PromotionAdminResponse> {
  return adminApi(`/promotions/${id}/image`, {
    method: 'POST',
    file,
    schema: promotionAdminResponseSchema,
  });
}

export function getVipSettings(): Promise<VipSettingsResponse> {
  return adminCall(vipAdminCalls.settings);
}

export function saveVipSettings(input: VipSettingsInput): Promise<VipSettingsResponse> {
  return adminCall(vipAdminCalls.save, { body: input });
}

export function getReferralRules(): Promise<ReferralRulesResponse> {
  return adminCall(referralAdminCalls.rules);
}

export function saveReferralRules(basisPoints: number): Promise<ReferralRulesResponse> {
  const body: ReferralRulesInput = { referral_reward_basis_points: basisPoints };
  return adminCall(referralAdminCalls.save, { body });
}

/** How each status reads to an operator. */
export const promotionStatusLabels: Record<PromotionAdminStatus, string> = {
  display: 'Listed',
  active: 'Deposit only',
  hidden: 'Off',
};

/**
 * Whether a deposit may claim the promotion today, as the server decides it (`deposit_claim`), and
 * why not: what the player's deposit select offers is exactly the claimable ones.
 */
export function depositClaimText(promotion: PromotionAdmin): { label: string; why: string } {
  switch (promotion.deposit_claim) {
    case 'claimable':
      return {
        label: 'Claimable',
        why: 'Offered in the deposit select while a player has claims left.',
      };
    case 'off':
      return { label: 'No: off', why: 'Switched off: neither listed nor offered.' };
    case 'not_started':
      return {
        label: `No: starts ${promotion.start_date}`,
        why: 'Offered from its start date (Bangladesh time).',
      };
    case 'ended':
      return {
        label: `No: ended ${promotion.end_date}`,
        why: 'Its last day has passed (Bangladesh time).',
      };
    case 'no_bonus':
      return {
        label: 'No: no deposit bonus',
        why: 'With a 0 % bonus a deposit would only take on its turnover, so it is not offered.',
      };
  }
}

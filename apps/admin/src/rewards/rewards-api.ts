/** The console's calls for promotions, the VIP ladder and rates, and the referral share. */
import {
  promotionAdminCalls,
  promotionAdminResponseSchema,
  referralAdminCalls,
  vipAdminCalls,
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
import { adminApi, adminPath } from '../api/admin-api';

export function listPromotions(): Promise<PromotionAdminListResponse> {
  const call = promotionAdminCalls.list;
  return adminApi(adminPath(call), { method: call.method, schema: call.answer });
}

export function savePromotion(
  id: number | null,
  input: PromotionInput,
): Promise<PromotionAdminResponse> {
  const call = id === null ? promotionAdminCalls.create : promotionAdminCalls.edit;
  return adminApi(adminPath(call, id === null ? {} : { id }), {
    method: call.method,
    body: input,
    schema: call.answer,
  });
}

export function setPromotionStatus(
  id: number,
  status: PromotionAdminStatus,
): Promise<PromotionAdminResponse> {
  const call = promotionAdminCalls.setStatus;
  const body: PromotionStatusInput = { status };
  return adminApi(adminPath(call, { id }), { method: call.method, body, schema: call.answer });
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
  const call = vipAdminCalls.settings;
  return adminApi(adminPath(call), { method: call.method, schema: call.answer });
}

export function saveVipSettings(input: VipSettingsInput): Promise<VipSettingsResponse> {
  const call = vipAdminCalls.save;
  return adminApi(adminPath(call), { method: call.method, body: input, schema: call.answer });
}

export function getReferralRules(): Promise<ReferralRulesResponse> {
  const call = referralAdminCalls.rules;
  return adminApi(adminPath(call), { method: call.method, schema: call.answer });
}

export function saveReferralRules(basisPoints: number): Promise<ReferralRulesResponse> {
  const call = referralAdminCalls.save;
  const body: ReferralRulesInput = { referral_reward_basis_points: basisPoints };
  return adminApi(adminPath(call), { method: call.method, body, schema: call.answer });
}

/** How each status reads to an operator. */
export const promotionStatusLabels: Record<PromotionAdminStatus, string> = {
  display: 'Listed',
  active: 'Deposit only',
  hidden: 'Off',
};

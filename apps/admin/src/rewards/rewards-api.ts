/** The console's calls for promotions, the VIP ladder and rates, and the referral share. */
import {
  referralAdminCalls,
  vipAdminCalls,
  type PromotionAdminListResponse,
  type PromotionAdminResponse,
  type PromotionAdminStatus,
  type PromotionInput,
  type ReferralRulesInput,
  type ReferralRulesResponse,
  type VipSettingsInput,
  type VipSettingsResponse,
} from '@khela/contract';
import { adminApi, adminPath } from '../api/admin-api';

export function listPromotions(): Promise<PromotionAdminListResponse> {
  return adminApi('/promotions');
}

export function savePromotion(
  id: number | null,
  input: PromotionInput,
): Promise<PromotionAdminResponse> {
  return id === null
    ? adminApi('/promotions', { method: 'POST', body: input })
    : adminApi(`/promotions/${id}`, { method: 'PUT', body: input });
}

export function setPromotionStatus(
  id: number,
  status: PromotionAdminStatus,
): Promise<PromotionAdminResponse> {
  return adminApi(`/promotions/${id}/status`, { method: 'POST', body: { status } });
}

export function uploadPromotionImage(id: number, file: File): Promise<PromotionAdminResponse> {
  return adminApi(`/promotions/${id}/image`, { method: 'POST', file });
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

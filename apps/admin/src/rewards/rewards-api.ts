/** The console's calls for promotions, the VIP ladder and rates, and the referral share. */
import type {
  PromotionAdminListResponse,
  PromotionAdminResponse,
  PromotionAdminStatus,
  PromotionInput,
  ReferralRulesResponse,
  VipSettingsInput,
  VipSettingsResponse,
} from '@khela/contract';
import { adminApi } from '../api/admin-api';

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
  return adminApi('/vip');
}

export function saveVipSettings(input: VipSettingsInput): Promise<VipSettingsResponse> {
  return adminApi('/vip', { method: 'PUT', body: input });
}

export function getReferralRules(): Promise<ReferralRulesResponse> {
  return adminApi('/referral-rules');
}

export function saveReferralRules(basisPoints: number): Promise<ReferralRulesResponse> {
  return adminApi('/referral-rules', {
    method: 'PUT',
    body: { referral_reward_basis_points: basisPoints },
  });
}

/** How each status reads to an operator. */
export const promotionStatusLabels: Record<PromotionAdminStatus, string> = {
  display: 'Listed',
  active: 'Deposit only',
  hidden: 'Off',
};

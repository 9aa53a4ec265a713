/** The content and settings calls (/admin-api/site/*, /admin-api/outbox). */
import {
  outboxAdminCalls,
  type AdminNotice,
  type AdminSlider,
  type AdminSlidersResponse,
  type AdminNoticesResponse,
  type CreateNoticeRequest,
  type CreateSliderRequest,
  type OutboxResponse,
  type ReorderSlidersRequest,
  type SiteImageResponse,
  type SiteMessageResponse,
  type SiteSettingsResponse,
  type UpdateNoticeRequest,
  type UpdateSiteSettingsRequest,
  type UpdateSliderRequest,
} from '@khela/contract';
import { adminApi, adminPath } from '../api/admin-api';

export const settingsKey = ['site', 'settings'] as const;
export const slidersKey = ['site', 'sliders'] as const;
export const noticesKey = ['site', 'notices'] as const;

export function getSettings(): Promise<SiteSettingsResponse> {
  return adminApi('/site/settings');
}

export function saveSettings(changes: UpdateSiteSettingsRequest): Promise<SiteSettingsResponse> {
  return adminApi('/site/settings', { method: 'POST', body: changes });
}

export function uploadImage(file: Blob): Promise<SiteImageResponse> {
  return adminApi('/site/images', { method: 'POST', file });
}

export function getSliders(): Promise<AdminSlidersResponse> {
  return adminApi('/site/sliders');
}

export function createSlider(slider: CreateSliderRequest): Promise<AdminSlider> {
  return adminApi('/site/sliders', { method: 'POST', body: slider });
}

export function updateSlider(id: number, changes: UpdateSliderRequest): Promise<AdminSlider> {
  return adminApi(`/site/sliders/${id}`, { method: 'POST', body: changes });
}

export function deleteSlider(id: number): Promise<SiteMessageResponse> {
  return adminApi(`/site/sliders/${id}/delete`, { method: 'POST', body: {} });
}

export function reorderSliders(order: ReorderSlidersRequest): Promise<AdminSlidersResponse> {
  return adminApi('/site/sliders/reorder', { method: 'POST', body: order });
}

export function getNotices(): Promise<AdminNoticesResponse> {
  return adminApi('/site/notices');
}

export function createNotice(notice: CreateNoticeRequest): Promise<AdminNotice> {
  return adminApi('/site/notices', { method: 'POST', body: notice });
}

export function updateNotice(id: number, changes: UpdateNoticeRequest): Promise<AdminNotice> {
  return adminApi(`/site/notices/${id}`, { method: 'POST', body: changes });
}

export function deleteNotice(id: number): Promise<SiteMessageResponse> {
  return adminApi(`/site/notices/${id}/delete`, { method: 'POST', body: {} });
}

export function getOutbox(channel: string, page: number): Promise<OutboxResponse> {
  const call = outboxAdminCalls.list;
  return adminApi(adminPath(call), {
    method: call.method,
    query: { channel, page },
    schema: call.answer,
  });
}

/** The content and settings calls (/admin-api/site/*, /admin-api/outbox). */
import {
  androidAppResponseSchema,
  outboxAdminCalls,
  siteAdminCalls,
  siteImageResponseSchema,
  type AndroidAppResponse,
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
import { adminApi, adminCall } from '../api/admin-api';

export const settingsKey = ['site', 'settings'] as const;
export const slidersKey = ['site', 'sliders'] as const;
export const noticesKey = ['site', 'notices'] as const;
export const androidAppKey = ['site', 'android-app'] as const;

export function getSettings(): Promise<SiteSettingsResponse> {
  return adminCall(siteAdminCalls.settings);
}

export function saveSettings(changes: UpdateSiteSettingsRequest): Promise<SiteSettingsResponse> {
  return adminCall(siteAdminCalls.saveSettings, { body: changes });
}

/** Not a declared call: the body is the file itself. */
export function uploadImage(file: Blob): Promise<SiteImageResponse> {
  return adminApi('/site/images', { method: 'POST', file, schema: siteImageResponseSchema });
}

export function getAndroidApp(): Promise<AndroidAppResponse> {
  return adminCall(siteAdminCalls.androidApp);
}

/** Not a declared call: the body is the file itself. */
export function publishAndroidApp(file: Blob): Promise<AndroidAppResponse> {
  return adminApi('/site/android-app', { method: 'POST', file, schema: androidAppResponseSchema });
}

export function removeAndroidApp(): Promise<SiteMessageResponse> {
  return adminCall(siteAdminCalls.removeAndroidApp, { body: {} });
}

export function getSliders(): Promise<AdminSlidersResponse> {
  return adminCall(siteAdminCalls.sliders);
}

export function createSlider(slider: CreateSliderRequest): Promise<AdminSlider> {
  return adminCall(siteAdminCalls.createSlider, { body: slider });
}

export function updateSlider(id: number, changes: UpdateSliderRequest): Promise<AdminSlider> {
  return adminCall(siteAdminCalls.updateSlider, { params: { id }, body: changes });
}

export function deleteSlider(id: number): Promise<SiteMessageResponse> {
  return adminCall(siteAdminCalls.deleteSlider, { params: { id }, body: {} });
}

export function reorderSliders(order: ReorderSlidersRequest): Promise<AdminSlidersResponse> {
  return adminCall(siteAdminCalls.reorderSliders, { body: order });
}

export function getNotices(): Promise<AdminNoticesResponse> {
  return adminCall(siteAdminCalls.notices);
}

export function createNotice(notice: CreateNoticeRequest): Promise<AdminNotice> {
  return adminCall(siteAdminCalls.createNotice, { body: notice });
}

export function updateNotice(id: number, changes: UpdateNoticeRequest): Promise<AdminNotice> {
  return adminCall(siteAdminCalls.updateNotice, { params: { id }, body: changes });
}

export function deleteNotice(id: number): Promise<SiteMessageResponse> {
  return adminCall(siteAdminCalls.deleteNotice, { params: { id }, body: {} });
}

export function getOutbox(channel: string, page: number): Promise<OutboxResponse> {
  return adminCall(outboxAdminCalls.list, { query: { channel, page } });
}

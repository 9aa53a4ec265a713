/** The content and settings calls (/admin-api/site/*, /admin-api/outbox). */
import {
  outboxAdminCalls,
  siteAdminCalls,
  siteImageResponseSchema,
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
  const call = siteAdminCalls.settings;
  return adminApi(adminPath(call), { method: call.method, schema: call.answer });
}

export function saveSettings(changes: UpdateSiteSettingsRequest): Promise<SiteSettingsResponse> {
  const call = siteAdminCalls.saveSettings;
  return adminApi(adminPath(call), { method: call.method, body: changes, schema: call.answer });
}

/** Not a declared call: the body is the file itself. */
export function uploadImage(file: Blob): Promise<SiteImageResponse> {
  return adminApi('/site/images', { method: 'POST', file, schema: siteImageResponseSchema });
}

export function getSliders(): Promise<AdminSlidersResponse> {
  const call = siteAdminCalls.sliders;
  return adminApi(adminPath(call), { method: call.method, schema: call.answer });
}

export function createSlider(slider: CreateSliderRequest): Promise<AdminSlider> {
  const call = siteAdminCalls.createSlider;
  return adminApi(adminPath(call), { method: call.method, body: slider, schema: call.answer });
}

export function updateSlider(id: number, changes: UpdateSliderRequest): Promise<AdminSlider> {
  const call = siteAdminCalls.updateSlider;
  return adminApi(adminPath(call, { id }), {
    method: call.method,
    body: changes,
    schema: call.answer,
  });
}

export function deleteSlider(id: number): Promise<SiteMessageResponse> {
  const call = siteAdminCalls.deleteSlider;
  return adminApi(adminPath(call, { id }), {
    method: call.method,
    body: {},
    schema: call.answer,
  });
}

export function reorderSliders(order: ReorderSlidersRequest): Promise<AdminSlidersResponse> {
  const call = siteAdminCalls.reorderSliders;
  return adminApi(adminPath(call), { method: call.method, body: order, schema: call.answer });
}

export function getNotices(): Promise<AdminNoticesResponse> {
  const call = siteAdminCalls.notices;
  return adminApi(adminPath(call), { method: call.method, schema: call.answer });
}

export function createNotice(notice: CreateNoticeRequest): Promise<AdminNotice> {
  const call = siteAdminCalls.createNotice;
  return adminApi(adminPath(call), { method: call.method, body: notice, schema: call.answer });
}

export function updateNotice(id: number, changes: UpdateNoticeRequest): Promise<AdminNotice> {
  const call = siteAdminCalls.updateNotice;
  return adminApi(adminPath(call, { id }), {
    method: call.method,
    body: changes,
    schema: call.answer,
  });
}

export function deleteNotice(id: number): Promise<SiteMessageResponse> {
  const call = siteAdminCalls.deleteNotice;
  return adminApi(adminPath(call, { id }), {
    method: call.method,
    body: {},
    schema: call.answer,
  });
}

export function getOutbox(channel: string, page: number): Promise<OutboxResponse> {
  const call = outboxAdminCalls.list;
  return adminApi(adminPath(call), {
    method: call.method,
    query: { channel, page },
    schema: call.answer,
  });
}

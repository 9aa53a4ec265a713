/** Site data for every visitor: logo, general settings, social links, sliders. */
import fs from 'node:fs';
import path from 'node:path';
import type { GeneralResponse, LogoResponse, SliderItem, SocialLinks } from '@khela/contract';
import type { AppContext } from '../../platform/app-context.js';
import { listGameSliderItems } from '../catalog/service.js';
import type { Executor } from '../../platform/ledger/ledger.js';
import {
  listActiveNoticeMessages,
  listActiveSliders,
  listSettings,
  upsertSetting,
} from './queries.js';
import { resolveSettings, type SiteSettings } from './settings.js';

export async function getSiteSettings(context: AppContext): Promise<SiteSettings> {
  return readSiteSettings(context.db);
}

/** The settings as seen inside a caller's transaction (settlement reads its rates there). */
export async function readSiteSettings(db: Executor): Promise<SiteSettings> {
  return resolveSettings(await listSettings(db));
}

/** Stores settings with the caller's executor, so they commit with the caller's audit entry. */
export async function saveSiteSettings(
  db: Executor,
  values: Partial<SiteSettings>,
  now: string,
): Promise<void> {
  for (const [key, value] of Object.entries(values)) await upsertSetting(db, key, value, now);
}

export async function getLogo(context: AppContext): Promise<LogoResponse> {
  const settings = await getSiteSettings(context);
  return [
    {
      logo: settings.logo,
      mobile_logo: settings.mobile_logo,
      loader_logo: settings.loader_logo,
      favicon: settings.favicon,
    },
  ];
}

export async function getGeneral(context: AppContext): Promise<GeneralResponse> {
  const [settings, notice] = await Promise.all([
    getSiteSettings(context),
    listActiveNoticeMessages(context.db),
  ]);
  return {
    site_title: settings.site_title,
    site_status: settings.site_status,
    whatsapp: settings.whatsapp,
    live_chat: settings.live_chat,
    intercom: settings.intercom,
    tawk_id: settings.tawk_id,
    system_notice: settings.system_notice,
    support_mail: settings.support_mail,
    withdrawal_status: settings.withdrawal_status,
    desktop_mode: settings.desktop_mode,
    app_download_url: androidApp(context, settings)?.url ?? null,
    exchange_host: context.config.exchangeHost,
    affiliate_url: settings.affiliate_url,
    helpline_text: settings.helpline_text,
    helpline_url: settings.helpline_url,
    notice,
    general: { notice },
  };
}

export async function getSocialLinks(context: AppContext): Promise<SocialLinks> {
  const settings = await getSiteSettings(context);
  return {
    whatsapp: settings.whatsapp,
    facebook: settings.facebook,
    telegram: settings.telegram,
    email: settings.support_mail,
    live_chat: settings.live_chat,
  };
}

/** The operator's slider rows, then the games the catalogue features or makes favourites. */
export async function getSliders(context: AppContext): Promise<SliderItem[]> {
  const [sliders, games] = await Promise.all([
    listActiveSliders(context.db),
    listGameSliderItems(context),
  ]);
  return [...sliders, ...games];
}

/** A file name from the site title: "Padma Bet" → "padma-bet". */
export function siteSlug(siteTitle: string): string {
  return (
    siteTitle
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'app'
  );
}

/**
 * The operator's uploaded Android build, when there is one inside the storage folder; it is
 * offered under the site's own name, as players expect to see it in their downloads.
 */
export function androidApp(
  context: AppContext,
  settings: SiteSettings,
): { url: string; fileName: string; filePath: string } | undefined {
  if (!settings.android_apk) return undefined;
  const filePath = path.resolve(context.config.storageDir, settings.android_apk);
  const insideStorage = filePath.startsWith(path.resolve(context.config.storageDir) + path.sep);
  if (!insideStorage || !fs.existsSync(filePath)) return undefined;
  const fileName = `${siteSlug(settings.site_title)}.apk`;
  return { url: `/download/${fileName}`, fileName, filePath };
}

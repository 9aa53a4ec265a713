/** Site data ([contract: Entities], [contract: Calls]): logo, settings, social links, sliders; site texts, storage keys. */
// zod's small build: the first screen reads these answers (balance.ts says why).
import * as z from 'zod/mini';
import { defineCall } from './calls.js';

export const maintenanceMessage = "We're currently undergoing Maintenance!";

export const logoItemSchema = z.object({
  logo: z.string(),
  mobile_logo: z.string(),
  loader_logo: z.string(),
  favicon: z.string(),
});
export const logoResponseSchema = z.array(logoItemSchema);
export type LogoResponse = z.infer<typeof logoResponseSchema>;

export const desktopModes = ['full', 'coming_soon'] as const;
export type DesktopMode = (typeof desktopModes)[number];

export const generalSettingsSchema = z.object({
  site_title: z.string(),
  site_status: z.int(),
  whatsapp: z.nullable(z.string()),
  live_chat: z.nullable(z.string()),
  intercom: z.nullable(z.string()),
  tawk_id: z.nullable(z.string()),
  system_notice: z.nullable(z.string()),
  support_mail: z.nullable(z.string()),
  withdrawal_status: z.int(),
  desktop_mode: z.enum(desktopModes),
  /** Our addition: the operator's Android build as `{site}.apk`, or null when none is uploaded. */
  app_download_url: z.nullable(z.string()),
  /** Our addition: the exchange host's origin for sports-events, or null for this server. */
  exchange_host: z.nullable(z.string()),
  /** Our addition: the affiliate login page on its sub-host, or null when the operator set none. */
  affiliate_url: z.nullable(z.string()),
  /** Our addition: the operator's help line for problem gambling (words and link), or null. */
  helpline_text: z.nullable(z.string()),
  helpline_url: z.nullable(z.string()),
  notice: z.array(z.string()),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;
/** The answer nests notices under `general.notice` as well, as the spec reads them from there. */
export const generalResponseSchema = z.extend(generalSettingsSchema, {
  general: z.object({ notice: z.array(z.string()) }),
});
export type GeneralResponse = z.infer<typeof generalResponseSchema>;

export const socialLinkSchema = z.object({
  whatsapp: z.nullable(z.string()),
  facebook: z.nullable(z.string()),
  telegram: z.nullable(z.string()),
  email: z.nullable(z.string()),
  live_chat: z.nullable(z.string()),
});
export const socialLinkResponseSchema = z.object({ data: socialLinkSchema });
export type SocialLinks = z.infer<typeof socialLinkSchema>;

export const sliderTypes = ['Main', 'Favourite', 'Features'] as const;
export type SliderType = (typeof sliderTypes)[number];

export const sliderItemSchema = z.object({
  id: z.int(),
  name: z.string(),
  link: z.string(),
  /** Spelled so in the contract. */
  thubmnail: z.string(),
  slider_type: z.enum(sliderTypes),
  status: z.int(),
});
/** A whole list, as answer-envelopes.ts's `listAnswer` writes it with zod's full build. */
export const slidersResponseSchema = z.object({ data: z.array(sliderItemSchema) });
export type SliderItem = z.infer<typeof sliderItemSchema>;

/** The public site calls: every visitor reads them, signed in or not. */
export const siteCalls = {
  logo: defineCall({
    method: 'GET',
    path: '/api/logo',
    auth: 'public',
    answer: logoResponseSchema,
    idempotent: false,
  }),
  general: defineCall({
    method: 'GET',
    path: '/api/general',
    auth: 'public',
    answer: generalResponseSchema,
    idempotent: false,
  }),
  socialLinks: defineCall({
    method: 'GET',
    path: '/api/sociallink',
    auth: 'public',
    answer: socialLinkResponseSchema,
    idempotent: false,
  }),
  sliders: defineCall({
    method: 'GET',
    path: '/api/sliders',
    auth: 'public',
    answer: slidersResponseSchema,
    idempotent: false,
  }),
};

export const siteMessages = {
  maintenance: maintenanceMessage,
  /** Our wording, for the app download when no Android app is configured. */
  androidAppUnavailable:
    'The Android app is not available. Install the site from your browser instead.',
  /** Logged only; the user sees nothing. */
  logoFetchFailed: 'Failed to fetch logo',
  /** Our wording: the spec says only that copying nothing raises an alert. */
  nothingToCopy: 'Nothing to copy.',
} as const;

/** The alert a copy button raises when there is nothing to copy, or undefined when it may copy. */
export function copyBlockedMessage(text: string | null | undefined): string | undefined {
  return text && text.trim() !== '' ? undefined : siteMessages.nothingToCopy;
}

/** A desktop home banner item ([contract: Entities]); `thubmnail` is spelled so in the contract. */
export const bannerItemSchema = z.object({ message_id: z.int(), thubmnail: z.string() });
export type BannerItem = z.infer<typeof bannerItemSchema>;

/** Browser local storage keys both spec areas use. */
export const localStorageKeys = [
  'token',
  'remote_id',
  'username',
  'exchangeToken',
  'balance',
  'popup',
  'regPopup',
  'referral_code',
  'agent_code',
  'affiliate_code',
  'whatsapp',
  'liveChat',
] as const;
export type LocalStorageKey = (typeof localStorageKeys)[number];

/** Removed on log out (the rest, such as captured codes other than agent_code, stays). */
export const logoutClearedStorageKeys = [
  'token',
  'balance',
  'remote_id',
  'username',
  'exchangeToken',
  'agent_code',
] as const satisfies readonly LocalStorageKey[];

/** Removed after a successful mobile signup: the captured codes were used. */
export const signupClearedStorageKeys = [
  'agent_code',
  'referral_code',
  'affiliate_code',
] as const satisfies readonly LocalStorageKey[];

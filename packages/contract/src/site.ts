/** Site data ([contract: Entities], [contract: Calls]): logo, settings, social links, sliders; site texts, storage keys. */
// The contract's own shapes, not zod: the first screen reads these answers (answer-shape.ts says why).
import * as shape from './answer-shape.js';
import { defineCall } from './calls.js';

export const maintenanceMessage = "We're currently undergoing Maintenance!";

export const logoItemSchema = shape.object({
  logo: shape.string(),
  mobile_logo: shape.string(),
  loader_logo: shape.string(),
  favicon: shape.string(),
});
export const logoResponseSchema = shape.array(logoItemSchema);
export type LogoResponse = shape.Infer<typeof logoResponseSchema>;

export const desktopModes = ['full', 'coming_soon'] as const;
export type DesktopMode = (typeof desktopModes)[number];

export const generalSettingsSchema = shape.object({
  site_title: shape.string(),
  site_status: shape.int(),
  whatsapp: shape.nullable(shape.string()),
  live_chat: shape.nullable(shape.string()),
  intercom: shape.nullable(shape.string()),
  tawk_id: shape.nullable(shape.string()),
  system_notice: shape.nullable(shape.string()),
  support_mail: shape.nullable(shape.string()),
  withdrawal_status: shape.int(),
  desktop_mode: shape.enumOf(desktopModes),
  /** Our addition: the operator's Android build as `{site}.apk`, or null when none is uploaded. */
  app_download_url: shape.nullable(shape.string()),
  /** Our addition: the exchange host's origin for sports-events, or null for this server. */
  exchange_host: shape.nullable(shape.string()),
  /** Our addition: the affiliate login page on its sub-host, or null when the operator set none. */
  affiliate_url: shape.nullable(shape.string()),
  /** Our addition: the operator's help line for problem gambling (words and link), or null. */
  helpline_text: shape.nullable(shape.string()),
  helpline_url: shape.nullable(shape.string()),
  notice: shape.array(shape.string()),
});
export type GeneralSettings = shape.Infer<typeof generalSettingsSchema>;
/** The answer nests notices under `general.notice` as well, as the spec reads them from there. */
export const generalResponseSchema = shape.extend(generalSettingsSchema, {
  general: shape.object({ notice: shape.array(shape.string()) }),
});
export type GeneralResponse = shape.Infer<typeof generalResponseSchema>;

export const socialLinkSchema = shape.object({
  whatsapp: shape.nullable(shape.string()),
  facebook: shape.nullable(shape.string()),
  telegram: shape.nullable(shape.string()),
  email: shape.nullable(shape.string()),
  live_chat: shape.nullable(shape.string()),
});
export const socialLinkResponseSchema = shape.object({ data: socialLinkSchema });
export type SocialLinks = shape.Infer<typeof socialLinkSchema>;

export const sliderTypes = ['Main', 'Favourite', 'Features'] as const;
export type SliderType = (typeof sliderTypes)[number];

export const sliderItemSchema = shape.object({
  id: shape.int(),
  name: shape.string(),
  link: shape.string(),
  /** Spelled so in the contract. */
  thubmnail: shape.string(),
  slider_type: shape.enumOf(sliderTypes),
  status: shape.int(),
});
/** A whole list, the shape answer-envelopes.ts's `listAnswer` gives other lists with zod. */
export const slidersResponseSchema = shape.object({ data: shape.array(sliderItemSchema) });
export type SliderItem = shape.Infer<typeof sliderItemSchema>;

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
export const bannerItemSchema = shape.object({
  message_id: shape.int(),
  thubmnail: shape.string(),
});
export type BannerItem = shape.Infer<typeof bannerItemSchema>;

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

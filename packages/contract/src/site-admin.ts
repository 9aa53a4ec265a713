/**
 * The operator console's content and settings calls (`/admin-api/site/*`, `/admin-api/outbox`).
 * The spec has no operator screens, so every message and field here is ours (docs/decisions.md,
 * Content and settings). What they change is what the player calls /api/general, /api/logo,
 * /api/sliders and /api/sociallink answer; those shapes stay as the spec has them.
 */
import { z } from 'zod';
import { listAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { blankToUndefined, idField, formNumeral, numeral } from './fields.js';
import { positiveWholeNumber, wholeNumber } from './whole-numbers.js';
import { desktopModes, sliderTypes } from './site.js';
import { LIMIT_MAX_TAKA, limitKinds, limitPeriods, realityCheckChoices } from './safer-gambling.js';

export const SITE_TITLE_LENGTH_MAX = 60;
export const SYSTEM_NOTICE_LENGTH_MAX = 1000;
export const NOTICE_LENGTH_MAX = 300;
export const SLIDER_NAME_LENGTH_MAX = 80;
export const SLIDER_LINK_LENGTH_MAX = 200;
export const SOCIAL_LINK_LENGTH_MAX = 300;
/** Banners and logos are shown on phones: 2 MB is plenty for a sharp one. */
export const SITE_IMAGE_SIZE_BYTES_MAX = 2 * 1024 * 1024;
/** The types an operator may upload, decided from the file's first bytes (SVG is refused). */
export const siteImageContentTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const OUTBOX_PAGE_SIZE = 25;
export const HELPLINE_TEXT_LENGTH_MAX = 200;
/**
 * The operator's Android build. A web-view app for a site like this is 5 to 30 MB; the limit
 * leaves room for a larger native one while keeping an upload within what the server holds in
 * memory for one request.
 */
export const ANDROID_APP_SIZE_BYTES_MAX = 100 * 1024 * 1024;

/** The largest identity threshold an operator may set, in taka. */
export const IDENTITY_THRESHOLD_TAKA_MAX = 10_000_000;

export const siteAdminMessages = {
  settingsSaved: 'Settings saved.',
  identityThresholdInvalid: 'Enter a whole number of taka from 0 to 1,00,00,000.',
  nothingToChange: 'Change at least one setting.',
  siteTitleLength: `The site title must be 1–${SITE_TITLE_LENGTH_MAX} characters.`,
  switchInvalid: 'Use 1 (on) or 0 (off).',
  desktopModeInvalid: 'Desktop mode must be full or coming_soon.',
  systemNoticeLength: `The system notice can be at most ${SYSTEM_NOTICE_LENGTH_MAX} characters.`,
  linkInvalid: 'Enter a full address starting with https:// (or leave it empty).',
  emailInvalid: 'Enter a valid e-mail address (or leave it empty).',
  imagePathInvalid: 'Upload the image first; the address must be one of the site’s own images.',
  imageWrongType: 'The image must be a PNG, JPG or WebP file.',
  imageTooLarge: `The image can be at most ${SITE_IMAGE_SIZE_BYTES_MAX / (1024 * 1024)} MB.`,
  sliderNotFound: 'Slider not found.',
  sliderIdInvalid: 'The slider id must be a positive whole number.',
  sliderNameRequired: `Give the slider a name of at most ${SLIDER_NAME_LENGTH_MAX} characters.`,
  sliderLinkLength: `The link can be at most ${SLIDER_LINK_LENGTH_MAX} characters.`,
  sliderTypeInvalid: 'Place must be Main, Favourite or Features.',
  sliderSaved: 'Slider saved.',
  sliderDeleted: 'Slider deleted.',
  reorderMismatch:
    'The order must list every slider of that place exactly once. Reload and try again.',
  sliderOrderSaved: 'Order saved.',
  noticeNotFound: 'Notice not found.',
  noticeIdInvalid: 'The notice id must be a positive whole number.',
  noticeRequired: `Write the notice in at most ${NOTICE_LENGTH_MAX} characters.`,
  noticeSaved: 'Notice saved.',
  noticeDeleted: 'Notice deleted.',
  channelInvalid: 'Channel must be sms or email.',
  pageInvalid: 'Please choose a valid page.',
  realityCheckInvalid: 'Choose one of the reminder intervals (0 turns it off).',
  helplineTextLength: `The help line text can be at most ${HELPLINE_TEXT_LENGTH_MAX} characters.`,
  defaultLimitInvalid: `A default limit is a whole amount from ৳0 (none) to ৳${LIMIT_MAX_TAKA}.`,
  androidAppWrongType:
    'The file must be an Android app (.apk): a ZIP archive holding an AndroidManifest.xml.',
  androidAppTooLarge: `The app can be at most ${ANDROID_APP_SIZE_BYTES_MAX / (1024 * 1024)} MB.`,
  androidAppNone: 'No Android app is published.',
  androidAppRemoved:
    'The Android app is removed. Players are offered the install from the browser.',
} as const;

const switchField = z.union([z.literal(0), z.literal(1)], {
  error: siteAdminMessages.switchInvalid,
});
const statusField = switchField;

/** Empty means "none": the player app hides a link that is null. */
function optionalLink(max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: siteAdminMessages.linkInvalid })
      .trim()
      .max(max, siteAdminMessages.linkInvalid)
      .regex(/^https:\/\/[^\s]+$/, siteAdminMessages.linkInvalid)
      .nullable(),
  );
}

/** An image the site serves itself: an upload's address (or a seeded default) under /storage/. */
const siteImagePath = z
  .string({ error: siteAdminMessages.imagePathInvalid })
  .trim()
  .regex(/^\/storage\/[A-Za-z0-9/_.-]+$/, siteAdminMessages.imagePathInvalid)
  .refine((value) => !value.includes('..'), siteAdminMessages.imagePathInvalid);

/** The limits a new player starts with, by kind and period, in whole taka (0: none). */
export const defaultLimitKeys = limitKinds.flatMap((kind) =>
  limitPeriods.map((period) => `default_${kind}_limit_${period}_taka` as const),
);
export type DefaultLimitKey = (typeof defaultLimitKeys)[number];

const defaultLimitField = numeral(
  wholeNumber(siteAdminMessages.defaultLimitInvalid, 0, LIMIT_MAX_TAKA),
);
const defaultLimitFields = Object.fromEntries(
  defaultLimitKeys.map((key) => [key, defaultLimitField]),
) as Record<DefaultLimitKey, typeof defaultLimitField>;
const defaultLimitAnswers = Object.fromEntries(
  defaultLimitKeys.map((key) => [key, z.number().int()]),
) as Record<DefaultLimitKey, z.ZodNumber>;
const identityThreshold = formNumeral(
  wholeNumber(siteAdminMessages.identityThresholdInvalid, 0, IDENTITY_THRESHOLD_TAKA_MAX),
);

/** Every setting the console edits. Unknown keys are refused, so a typo is never silently lost. */
export const siteSettingsFieldsSchema = z.object({
  site_title: z
    .string({ error: siteAdminMessages.siteTitleLength })
    .trim()
    .min(1, siteAdminMessages.siteTitleLength)
    .max(SITE_TITLE_LENGTH_MAX, siteAdminMessages.siteTitleLength),
  site_status: switchField,
  withdrawal_status: switchField,
  desktop_mode: z.enum(desktopModes, { error: siteAdminMessages.desktopModeInvalid }),
  system_notice: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: siteAdminMessages.systemNoticeLength })
      .trim()
      .max(SYSTEM_NOTICE_LENGTH_MAX, siteAdminMessages.systemNoticeLength)
      .nullable(),
  ),
  whatsapp: optionalLink(SOCIAL_LINK_LENGTH_MAX),
  facebook: optionalLink(SOCIAL_LINK_LENGTH_MAX),
  telegram: optionalLink(SOCIAL_LINK_LENGTH_MAX),
  live_chat: optionalLink(SOCIAL_LINK_LENGTH_MAX),
  /** The affiliate programme's own login page (on its sub-host): the side menu's entry. */
  affiliate_url: optionalLink(SOCIAL_LINK_LENGTH_MAX),
  support_mail: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.email({ error: siteAdminMessages.emailInvalid }).max(254).nullable(),
  ),
  logo: siteImagePath,
  mobile_logo: siteImagePath,
  loader_logo: siteImagePath,
  favicon: siteImagePath,
  /** Safer gambling: the reminder for players who chose none, the help line, new players' limits. */
  reality_check_minutes: numeral(
    z
      .number({ error: siteAdminMessages.realityCheckInvalid })
      .refine((minutes) => (realityCheckChoices as readonly number[]).includes(minutes), {
        error: siteAdminMessages.realityCheckInvalid,
      }),
  ),
  helpline_text: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .string({ error: siteAdminMessages.helplineTextLength })
      .trim()
      .max(HELPLINE_TEXT_LENGTH_MAX, siteAdminMessages.helplineTextLength)
      .nullable(),
  ),
  helpline_url: optionalLink(SOCIAL_LINK_LENGTH_MAX),
  ...defaultLimitFields,
  /** A single withdrawal above this needs an approved identity check (0: every withdrawal). */
  kyc_withdrawal_threshold_taka: identityThreshold,
  /** Paid and pending withdrawals above this in all need an approved identity check too. */
  kyc_lifetime_withdrawal_taka: identityThreshold,
});
export type SiteSettingsFields = z.infer<typeof siteSettingsFieldsSchema>;
export type SiteSettingKey = keyof SiteSettingsFields;
export const siteSettingKeys = Object.keys(siteSettingsFieldsSchema.shape) as SiteSettingKey[];

/** POST /admin-api/site/settings: only the settings being changed. */
export const updateSiteSettingsRequestSchema = siteSettingsFieldsSchema
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: siteAdminMessages.nothingToChange });
export type UpdateSiteSettingsRequest = z.infer<typeof updateSiteSettingsRequestSchema>;

export const siteSettingsResponseSchema = z.object({
  settings: z.object({
    site_title: z.string(),
    site_status: z.number().int(),
    withdrawal_status: z.number().int(),
    desktop_mode: z.enum(desktopModes),
    system_notice: z.string().nullable(),
    whatsapp: z.string().nullable(),
    facebook: z.string().nullable(),
    telegram: z.string().nullable(),
    live_chat: z.string().nullable(),
    affiliate_url: z.string().nullable(),
    support_mail: z.string().nullable(),
    logo: z.string(),
    mobile_logo: z.string(),
    loader_logo: z.string(),
    favicon: z.string(),
    reality_check_minutes: z.number().int(),
    helpline_text: z.string().nullable(),
    helpline_url: z.string().nullable(),
    ...defaultLimitAnswers,
    kyc_withdrawal_threshold_taka: z.number().int(),
    kyc_lifetime_withdrawal_taka: z.number().int(),
  }),
});
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;
export type AdminSiteSettings = SiteSettingsResponse['settings'];

export const siteMessageResponseSchema = z.object({ message: z.string() });
export type SiteMessageResponse = z.infer<typeof siteMessageResponseSchema>;

/** POST /admin-api/site/images: the body is the file itself; the answer is its public address. */
export const siteImageResponseSchema = z.object({ url: z.string() });
export type SiteImageResponse = z.infer<typeof siteImageResponseSchema>;

/**
 * The Android app players download (the App button, "Get the app"), under the site's name. The
 * console uploads it with POST /admin-api/site/android-app, whose body is the file itself.
 */
export const androidAppSchema = z.object({
  /** The name players' phones save it under: the site title's slug, `.apk`. */
  file_name: z.string(),
  download_url: z.string(),
  size_bytes: z.number().int(),
  uploaded_at: z.string(),
});
export type AndroidApp = z.infer<typeof androidAppSchema>;
export const androidAppResponseSchema = z.object({ app: androidAppSchema.nullable() });
export type AndroidAppResponse = z.infer<typeof androidAppResponseSchema>;

/**
 * The player's slider (site.ts's `sliderItemSchema`, an answer shape of the first screen) with its
 * place in the order, which only the console sees; answer-shape.test.ts holds the two alike.
 */
export const adminSliderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  thubmnail: z.string(),
  slider_type: z.enum(sliderTypes),
  status: z.number().int(),
  sort_order: z.number().int(),
});
export type AdminSlider = z.infer<typeof adminSliderSchema>;
export const adminSlidersResponseSchema = listAnswer(adminSliderSchema);
export type AdminSlidersResponse = z.infer<typeof adminSlidersResponseSchema>;

export const sliderParamsSchema = z.object({ id: idField(siteAdminMessages.sliderIdInvalid) });

export const sliderFieldsSchema = z.object({
  name: z
    .string({ error: siteAdminMessages.sliderNameRequired })
    .trim()
    .min(1, siteAdminMessages.sliderNameRequired)
    .max(SLIDER_NAME_LENGTH_MAX, siteAdminMessages.sliderNameRequired),
  /** Favourite and Features tiles open "{platform}-{game type}"; a Main banner may have none. */
  link: z
    .string({ error: siteAdminMessages.sliderLinkLength })
    .trim()
    .max(SLIDER_LINK_LENGTH_MAX, siteAdminMessages.sliderLinkLength)
    .default(''),
  thubmnail: siteImagePath,
  slider_type: z.enum(sliderTypes, { error: siteAdminMessages.sliderTypeInvalid }),
  status: statusField.default(1),
});
export const createSliderRequestSchema = sliderFieldsSchema.strict();
export type CreateSliderRequest = z.input<typeof createSliderRequestSchema>;
export const updateSliderRequestSchema = sliderFieldsSchema
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: siteAdminMessages.nothingToChange });
export type UpdateSliderRequest = z.input<typeof updateSliderRequestSchema>;

/** POST /admin-api/site/sliders/reorder: every slider of one place, first shown first. */
export const reorderSlidersRequestSchema = z.object({
  slider_type: z.enum(sliderTypes, { error: siteAdminMessages.sliderTypeInvalid }),
  ids: z.array(z.number().int().positive(), { error: siteAdminMessages.reorderMismatch }).max(200),
});
export type ReorderSlidersRequest = z.infer<typeof reorderSlidersRequestSchema>;

export const adminNoticeSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  status: z.number().int(),
  sort_order: z.number().int(),
  created_at: z.string(),
});
export type AdminNotice = z.infer<typeof adminNoticeSchema>;
export const adminNoticesResponseSchema = listAnswer(adminNoticeSchema);
export type AdminNoticesResponse = z.infer<typeof adminNoticesResponseSchema>;

export const noticeParamsSchema = z.object({ id: idField(siteAdminMessages.noticeIdInvalid) });

const noticeFieldsSchema = z.object({
  message: z
    .string({ error: siteAdminMessages.noticeRequired })
    .trim()
    .min(1, siteAdminMessages.noticeRequired)
    .max(NOTICE_LENGTH_MAX, siteAdminMessages.noticeRequired),
  status: statusField.default(1),
  sort_order: z.number().int().min(0).max(10_000).optional(),
});
export const createNoticeRequestSchema = noticeFieldsSchema.strict();
export type CreateNoticeRequest = z.input<typeof createNoticeRequestSchema>;
export const updateNoticeRequestSchema = noticeFieldsSchema
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: siteAdminMessages.nothingToChange });
export type UpdateNoticeRequest = z.input<typeof updateNoticeRequestSchema>;

export const outboxChannels = ['sms', 'email'] as const;
export const outboxQuerySchema = z.object({
  channel: z.preprocess(
    blankToUndefined,
    z.enum(outboxChannels, { error: siteAdminMessages.channelInvalid }).optional(),
  ),
  page: formNumeral(positiveWholeNumber(siteAdminMessages.pageInvalid).default(1)),
});
export type OutboxQuery = z.input<typeof outboxQuerySchema>;

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(outboxChannels),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** sandbox: kept here only; queued → sent or failed: handed to the real provider. */
  status: z.enum(['sandbox', 'queued', 'sent', 'failed']),
  provider: z.string(),
  error: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({
  /** True when nothing leaves the machine: the console labels the screen as the sandbox outbox. */
  sandbox: z.boolean(),
  /** False on a live site: one-time codes in bodies are masked (docs/decisions.md). */
  codes_shown: z.boolean(),
  data: z.array(outboxMessageSchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/**
 * The console's content and settings calls (owner, content). The image upload
 * (POST /admin-api/site/images, the file as the body) is not declared: its body is no JSON.
 */
export const siteAdminCalls = {
  settings: defineCall({
    method: 'GET',
    path: '/admin-api/site/settings',
    auth: 'operator',
    answer: siteSettingsResponseSchema,
    idempotent: false,
  }),
  saveSettings: defineCall({
    method: 'POST',
    path: '/admin-api/site/settings',
    auth: 'operator',
    body: updateSiteSettingsRequestSchema,
    answer: siteSettingsResponseSchema,
    idempotent: false,
  }),
  sliders: defineCall({
    method: 'GET',
    path: '/admin-api/site/sliders',
    auth: 'operator',
    answer: adminSlidersResponseSchema,
    idempotent: false,
  }),
  createSlider: defineCall({
    method: 'POST',
    path: '/admin-api/site/sliders',
    auth: 'operator',
    body: createSliderRequestSchema,
    answer: adminSliderSchema,
    idempotent: false,
  }),
  reorderSliders: defineCall({
    method: 'POST',
    path: '/admin-api/site/sliders/reorder',
    auth: 'operator',
    body: reorderSlidersRequestSchema,
    answer: adminSlidersResponseSchema,
    idempotent: false,
  }),
  updateSlider: defineCall({
    method: 'POST',
    path: '/admin-api/site/sliders/:id',
    auth: 'operator',
    params: sliderParamsSchema,
    body: updateSliderRequestSchema,
    answer: adminSliderSchema,
    idempotent: false,
  }),
  deleteSlider: defineCall({
    method: 'POST',
    path: '/admin-api/site/sliders/:id/delete',
    auth: 'operator',
    params: sliderParamsSchema,
    answer: siteMessageResponseSchema,
    idempotent: false,
  }),
  notices: defineCall({
    method: 'GET',
    path: '/admin-api/site/notices',
    auth: 'operator',
    answer: adminNoticesResponseSchema,
    idempotent: false,
  }),
  createNotice: defineCall({
    method: 'POST',
    path: '/admin-api/site/notices',
    auth: 'operator',
    body: createNoticeRequestSchema,
    answer: adminNoticeSchema,
    idempotent: false,
  }),
  updateNotice: defineCall({
    method: 'POST',
    path: '/admin-api/site/notices/:id',
    auth: 'operator',
    params: noticeParamsSchema,
    body: updateNoticeRequestSchema,
    answer: adminNoticeSchema,
    idempotent: false,
  }),
  deleteNotice: defineCall({
    method: 'POST',
    path: '/admin-api/site/notices/:id/delete',
    auth: 'operator',
    params: noticeParamsSchema,
    answer: siteMessageResponseSchema,
    idempotent: false,
  }),
  androidApp: defineCall({
    method: 'GET',
    path: '/admin-api/site/android-app',
    auth: 'operator',
    answer: androidAppResponseSchema,
    idempotent: false,
  }),
  removeAndroidApp: defineCall({
    method: 'POST',
    path: '/admin-api/site/android-app/remove',
    auth: 'operator',
    answer: siteMessageResponseSchema,
    idempotent: false,
  }),
};

/** The console's outbox call (owner, content); see apps/server/src/features/outbox. */
export const outboxAdminCalls = {
  list: defineCall({
    method: 'GET',
    path: '/admin-api/outbox',
    auth: 'operator',
    query: outboxQuerySchema,
    answer: outboxResponseSchema,
    idempotent: false,
  }),
};

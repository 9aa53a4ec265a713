/**
 * The operator console's promotion calls (`/admin-api/promotions*`). The player's shapes stay in
 * promotions.ts (with the spec's `deposit_bouns`); these add what only an operator sees: the
 * hidden status, the desktop category codes and the order. docs/decisions.md, Promotions and
 * rewards.
 */
import { z } from 'zod';
import { listAnswer, messageAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { idField, requiredText, formNumeral } from './fields.js';
import { wholeNumber } from './whole-numbers.js';

export const PROMOTION_NAME_LENGTH_MAX = 120;
export const PROMOTION_DESC_LENGTH_MAX = 2000;
export const PROMOTION_BONUS_PERCENT_MAX = 500;
export const PROMOTION_TURNOVER_MAX = 100;
export const PROMOTION_IMAGE_BYTES_MAX = 2 * 1024 * 1024;
/** 0 means no limit; the default is once per player (docs/decisions.md, Promotion claims). */
export const PROMOTION_CLAIMS_PER_PLAYER_MAX = 1000;
export const PROMOTION_CLAIMS_PER_PLAYER_DEFAULT = 1;

/** 'hidden' switches a promotion off: not listed and not claimable. */
export const promotionAdminStatuses = ['display', 'active', 'hidden'] as const;
export type PromotionAdminStatus = (typeof promotionAdminStatuses)[number];

/**
 * Whether a deposit may name a promotion today, the same for every player (a player's own claims
 * left are counted apart), and if not, why: switched off, not started, ended, or no deposit bonus
 * (a deposit would only take on its turnover). The deposit select offers exactly the claimable
 * ones and the server refuses the rest; the console shows the reason.
 */
export const promotionDepositClaims = [
  'claimable',
  'off',
  'not_started',
  'ended',
  'no_bonus',
] as const;
export type PromotionDepositClaim = (typeof promotionDepositClaims)[number];

/** `today` is the calendar day in Asia/Dhaka (YYYY-MM-DD), as the promotion's dates are. */
export function promotionDepositClaim(
  promotion: {
    status: PromotionAdminStatus;
    start_date: string;
    end_date: string;
    deposit_bouns: number;
  },
  today: string,
): PromotionDepositClaim {
  if (promotion.status === 'hidden') return 'off';
  if (promotion.start_date > today) return 'not_started';
  if (promotion.end_date < today) return 'ended';
  if (promotion.deposit_bouns <= 0) return 'no_bonus';
  return 'claimable';
}

export const promotionAdminMessages = {
  notFound: 'Promotion not found.',
  nameRequired: 'Give the promotion a title.',
  nameLength: `The title can be at most ${PROMOTION_NAME_LENGTH_MAX} characters.`,
  descRequired: 'Describe the promotion for players.',
  descLength: `The description can be at most ${PROMOTION_DESC_LENGTH_MAX} characters.`,
  dateInvalid: 'Use a date as YYYY-MM-DD.',
  datesOrder: 'The end date cannot be before the start date.',
  statusInvalid: 'Choose Listed, Deposit only or Off.',
  bonusInvalid: `The bonus is a whole percent from 0 to ${PROMOTION_BONUS_PERCENT_MAX}.`,
  turnoverInvalid: `The turnover is a whole multiple from 0 to ${PROMOTION_TURNOVER_MAX}.`,
  categoriesInvalid: 'Choose categories from the list.',
  sortOrderInvalid: 'The order is a whole number from 0 to 9999.',
  claimsInvalid: `Claims per player is a whole number from 0 (no limit) to ${PROMOTION_CLAIMS_PER_PLAYER_MAX}.`,
  imageType: 'The image must be a JPEG, PNG or WebP file.',
  imageTooLarge: `The image can be at most ${PROMOTION_IMAGE_BYTES_MAX / 1024 / 1024} MB.`,
  created: 'Promotion created.',
  saved: 'Promotion saved.',
  imageSaved: 'Image saved.',
} as const;

/** Desktop filter-strip codes a promotion may carry (promotions.ts lists their labels). */
export const promotionCategoryCodes = [
  99, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384,
] as const;

const dateField = z
  .string({ error: promotionAdminMessages.dateInvalid })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, promotionAdminMessages.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), {
    error: promotionAdminMessages.dateInvalid,
  });

/** POST /admin-api/promotions and PUT /admin-api/promotions/{id}: the whole promotion. */
export const promotionInputSchema = z
  .object({
    name: requiredText(promotionAdminMessages.nameRequired).max(
      PROMOTION_NAME_LENGTH_MAX,
      promotionAdminMessages.nameLength,
    ),
    desc: requiredText(promotionAdminMessages.descRequired).max(
      PROMOTION_DESC_LENGTH_MAX,
      promotionAdminMessages.descLength,
    ),
    start_date: dateField,
    end_date: dateField,
    status: z.enum(promotionAdminStatuses, { error: promotionAdminMessages.statusInvalid }),
    deposit_bouns: formNumeral(
      wholeNumber(promotionAdminMessages.bonusInvalid, 0, PROMOTION_BONUS_PERCENT_MAX),
    ),
    turnover: formNumeral(
      wholeNumber(promotionAdminMessages.turnoverInvalid, 0, PROMOTION_TURNOVER_MAX),
    ),
    categories: z
      .array(
        z.number().refine((code) => (promotionCategoryCodes as readonly number[]).includes(code)),
        { error: promotionAdminMessages.categoriesInvalid },
      )
      .max(promotionCategoryCodes.length, promotionAdminMessages.categoriesInvalid)
      .default([]),
    sort_order: formNumeral(wholeNumber(promotionAdminMessages.sortOrderInvalid, 0, 9999)).default(
      0,
    ),
    claims_per_player: formNumeral(
      wholeNumber(promotionAdminMessages.claimsInvalid, 0, PROMOTION_CLAIMS_PER_PLAYER_MAX),
    ).default(PROMOTION_CLAIMS_PER_PLAYER_DEFAULT),
  })
  .refine((input) => input.end_date >= input.start_date, {
    error: promotionAdminMessages.datesOrder,
    path: ['end_date'],
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** POST /admin-api/promotions/{id}/status: switch on (listed or deposit-only) or off. */
export const promotionStatusInputSchema = z.object({
  status: z.enum(promotionAdminStatuses, { error: promotionAdminMessages.statusInvalid }),
});
export type PromotionStatusInput = z.infer<typeof promotionStatusInputSchema>;

export const promotionAdminParamsSchema = z.object({
  id: idField(promotionAdminMessages.notFound),
});

export const promotionAdminSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  desc: z.string(),
  thumbnail: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(promotionAdminStatuses),
  deposit_bouns: z.number(),
  turnover: z.number(),
  categories: z.array(z.number().int()),
  sort_order: z.number().int(),
  /** Deposits one player may claim it with; 0: no limit. */
  claims_per_player: z.number().int(),
  /** Today, for every player: whether a deposit may name it, or why not. */
  deposit_claim: z.enum(promotionDepositClaims),
  created_at: z.string(),
});
export type PromotionAdmin = z.infer<typeof promotionAdminSchema>;

/** GET /admin-api/promotions: every promotion, off ones and past ones included. */
export const promotionAdminListResponseSchema = listAnswer(promotionAdminSchema);
export type PromotionAdminListResponse = z.infer<typeof promotionAdminListResponseSchema>;

export const promotionAdminResponseSchema = messageAnswer({ data: promotionAdminSchema });
export type PromotionAdminResponse = z.infer<typeof promotionAdminResponseSchema>;

/**
 * The console's promotion calls (owner, content). The banner upload
 * (POST /admin-api/promotions/:id/image, the image as the body) is not declared.
 */
export const promotionAdminCalls = {
  list: defineCall({
    method: 'GET',
    path: '/admin-api/promotions',
    auth: 'operator',
    answer: promotionAdminListResponseSchema,
    idempotent: false,
  }),
  create: defineCall({
    method: 'POST',
    path: '/admin-api/promotions',
    auth: 'operator',
    body: promotionInputSchema,
    answer: promotionAdminResponseSchema,
    idempotent: false,
  }),
  edit: defineCall({
    method: 'PUT',
    path: '/admin-api/promotions/:id',
    auth: 'operator',
    params: promotionAdminParamsSchema,
    body: promotionInputSchema,
    answer: promotionAdminResponseSchema,
    idempotent: false,
  }),
  setStatus: defineCall({
    method: 'POST',
    path: '/admin-api/promotions/:id/status',
    auth: 'operator',
    params: promotionAdminParamsSchema,
    body: promotionStatusInputSchema,
    answer: promotionAdminResponseSchema,
    idempotent: false,
  }),
};

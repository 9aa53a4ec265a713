/** Promotions ([contract: Screens], [contract: Entities], [contract: Calls]; the deposit screen's select): list, one, category codes. */
import { z } from 'zod';
import { listAnswer } from './answer-envelopes.js';
import { defineCall } from './calls.js';
import { idField } from './fields.js';

/**
 * 'display' promotions are listed on /promotions. Our reading of 'active': running and offered in
 * the deposit select, but not listed.
 */
export const promotionStatuses = ['display', 'active'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];
export const PROMOTION_DISPLAY_STATUS = 'display';

export const promotionMessages = {
  /** Logged only; the user sees nothing. */
  fetchFailed: 'Failed to fetch promotions',
  /** Our wording, for GET /api/promotions/{id} with an unknown or bad id. */
  notFound: 'Promotion not found.',
} as const;

export const promotionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  desc: z.string(),
  /** An image path under /storage/; the Details popup shows it as the banner. */
  thumbnail: z.string(),
  /** Calendar dates, YYYY-MM-DD; cards show them as day/month/year. */
  start_date: z.string(),
  end_date: z.string(),
  status: z.enum(promotionStatuses),
  /** Deposit bonus in percent (spelled so in the contract); 0 when the promotion adds none. */
  deposit_bouns: z.number(),
  /** Our addition: times (deposit + bonus) the player must wager before withdrawing. */
  turnover: z.number(),
  /**
   * Our addition, only when the list is asked for with a player's bearer: false once the player
   * has claimed the promotion as many times as it allows (pending and approved deposits count).
   */
  claimable: z.boolean().optional(),
});
export type Promotion = z.infer<typeof promotionSchema>;

/** A promotion as the player's calls answer it. */
export const listedPromotionSchema = promotionSchema.extend({
  /** Our addition: the codes of the desktop filter strip's categories the promotion falls in. */
  categories: z.array(z.number().int()),
});
export type ListedPromotion = z.infer<typeof listedPromotionSchema>;

/** GET /api/promotion (optional bearer). Our design: the list comes in `data`. */
export const promotionListResponseSchema = listAnswer(listedPromotionSchema);
export type PromotionListResponse = z.infer<typeof promotionListResponseSchema>;

/** GET /api/promotions/{id} */
export const promotionParamsSchema = z.object({ id: idField(promotionMessages.notFound) });
export type PromotionParams = z.infer<typeof promotionParamsSchema>;
export const promotionResponseSchema = z.object({ data: listedPromotionSchema });
export type PromotionResponse = z.infer<typeof promotionResponseSchema>;

export const promotionCalls = {
  /**
   * Public; a live player's bearer, when sent, adds `claimable` (the route reads it itself, so a
   * missing or stale token still gets the list).
   */
  list: defineCall({
    method: 'GET',
    path: '/api/promotion',
    auth: 'public',
    answer: promotionListResponseSchema,
    idempotent: false,
  }),
  one: defineCall({
    method: 'GET',
    path: '/api/promotions/:id',
    auth: 'public',
    params: promotionParamsSchema,
    answer: promotionResponseSchema,
    idempotent: false,
  }),
};

/** Only promotions with status display are listed. */
export function displayedPromotions<T extends { status: string }>(promotions: readonly T[]): T[] {
  return promotions.filter((promotion) => promotion.status === PROMOTION_DISPLAY_STATUS);
}

/** Mobile category tabs. Display only: they do not filter. */
export const mobilePromotionTabs = [
  'ALL',
  'Welcome Offer',
  'Slots',
  'Live Casino',
  'Sports',
  'Fishing',
  'E-sports',
  'Lottery',
  'P2P',
  'Table',
  'Arcade',
  'Crash',
  'Others',
] as const;

/** Desktop filter-strip codes, in the strip's order. Hidden ones exist but get no slide. */
export const desktopPromotionCategories = [
  { code: 'all', label: 'All', hidden: false },
  { code: 99, label: 'Welcome Offer', hidden: false },
  { code: 1, label: 'Slots', hidden: false },
  { code: 2, label: 'Casino', hidden: false },
  { code: 4, label: 'Sports', hidden: false },
  { code: 8, label: 'Fishing', hidden: false },
  { code: 16, label: 'Card Game', hidden: true },
  { code: 32, label: 'ESports', hidden: false },
  { code: 64, label: 'Lottery', hidden: false },
  { code: 128, label: 'P2P', hidden: false },
  { code: 256, label: 'Table', hidden: false },
  { code: 1024, label: 'Arcade', hidden: false },
  { code: 2048, label: 'Cock Fighting', hidden: true },
  { code: 4096, label: 'Rain', hidden: true },
  { code: 8192, label: 'Crash', hidden: false },
  { code: 16384, label: 'free games', hidden: true },
  { code: 512, label: 'Others', hidden: false },
] as const;
export type DesktopPromotionCategoryCode = (typeof desktopPromotionCategories)[number]['code'];

export const desktopPromotionCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** A date range as display text. */
  duration: z.string(),
  image: z.string(),
  detailsLink: z.string(),
  detailsDataPk: z.string(),
  /** Numeric category codes; 'all' is a filter, never a card's category. */
  categories: z.array(z.number().int()),
});
export type DesktopPromotionCard = z.infer<typeof desktopPromotionCardSchema>;

/** The desktop strip does filter: 'all' keeps every card. */
export function matchesDesktopPromotionCategory(
  card: Pick<DesktopPromotionCard, 'categories'>,
  code: DesktopPromotionCategoryCode,
): boolean {
  return code === 'all' || card.categories.includes(code);
}

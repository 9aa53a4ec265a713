/**
 * The category names of both promotion presentations as translation keys, and the desktop filter
 * strip's geometry: how many category slides fit at a window width ([contract: Limits]).
 */
import {
  desktopPromotionCategories,
  type mobilePromotionTabs,
  PROMOTION_FILTER_STRIP_SLIDES_MAX,
  promotionFilterStripSlides,
  type DesktopPromotionCategoryCode,
} from '@khela/contract';
import type { en } from '../../shared/i18n/en';

export type MobilePromotionTab = (typeof mobilePromotionTabs)[number];
type MobileTabKey = keyof typeof en.promotions.tabs;
type DesktopCategoryKey = keyof typeof en.promotions.categories;

export const mobileTabKeys = {
  ALL: 'all',
  'Welcome Offer': 'welcomeOffer',
  Slots: 'slots',
  'Live Casino': 'liveCasino',
  Sports: 'sports',
  Fishing: 'fishing',
  'E-sports': 'eSports',
  Lottery: 'lottery',
  P2P: 'p2p',
  Table: 'table',
  Arcade: 'arcade',
  Crash: 'crash',
  Others: 'others',
} as const satisfies Record<MobilePromotionTab, MobileTabKey>;

const desktopCategoryKeys: Record<string, DesktopCategoryKey> = {
  all: 'all',
  99: 'welcomeOffer',
  1: 'slots',
  2: 'casino',
  4: 'sports',
  8: 'fishing',
  16: 'cardGame',
  32: 'eSports',
  64: 'lottery',
  128: 'p2p',
  256: 'table',
  1024: 'arcade',
  2048: 'cockFighting',
  4096: 'rain',
  8192: 'crash',
  16384: 'freeGames',
  512: 'others',
};

export interface StripCategory {
  code: DesktopPromotionCategoryCode;
  labelKey: DesktopCategoryKey;
}

/** The strip's slides in order; hidden categories exist in the contract but get no slide. */
export const stripCategories: readonly StripCategory[] = desktopPromotionCategories
  .filter((category) => !category.hidden)
  .map((category) => ({
    code: category.code,
    labelKey: desktopCategoryKeys[String(category.code)] ?? 'others',
  }));

/** Slides visible at once: 7 at the widest, 4 below 1024 px, 3 below 600, 2 below 480. */
export function stripSlidesForWidth(viewportWidthPx: number): number {
  const row = [...promotionFilterStripSlides]
    .sort((a, b) => a.viewportWidthBelowPx - b.viewportWidthBelowPx)
    .find((candidate) => viewportWidthPx < candidate.viewportWidthBelowPx);
  return row?.slideCount ?? PROMOTION_FILTER_STRIP_SLIDES_MAX;
}

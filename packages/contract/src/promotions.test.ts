// Proves the promotion rules: only status display is listed, the desktop strip filters by code
// ('all' keeps everything), hidden codes stay hidden, and ids are read from the path.
import { describe, it, expect } from 'vitest';
import {
  desktopPromotionCategories,
  displayedPromotions,
  matchesDesktopPromotionCategory,
  mobilePromotionTabs,
  promotionParamsSchema,
} from './promotions.js';
import { firstMessage } from './testing/issues.js';

describe('promotions', () => {
  it('lists status display only', () => {
    const listed = displayedPromotions([
      { id: 1, status: 'display' },
      { id: 2, status: 'active' },
      { id: 3, status: 'display' },
    ]);
    expect(listed.map((promotion) => promotion.id)).toEqual([1, 3]);
  });

  it('filters desktop cards by category code', () => {
    const card = { categories: [1, 99] };
    expect(matchesDesktopPromotionCategory(card, 'all')).toBe(true);
    expect(matchesDesktopPromotionCategory(card, 99)).toBe(true);
    expect(matchesDesktopPromotionCategory(card, 4)).toBe(false);
  });

  it('keeps the spec codes, with the four hidden ones hidden', () => {
    expect(
      desktopPromotionCategories.filter((category) => category.hidden).map((c) => c.code),
    ).toEqual([16, 2048, 4096, 16384]);
    expect(desktopPromotionCategories.find((category) => category.code === 512)?.label).toBe(
      'Others',
    );
    expect(mobilePromotionTabs[0]).toBe('ALL');
    expect(mobilePromotionTabs).toHaveLength(13);
  });

  it('reads the id from the path', () => {
    expect(promotionParamsSchema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(firstMessage(promotionParamsSchema, { id: 'abc' })).toBe('Promotion not found.');
  });
});

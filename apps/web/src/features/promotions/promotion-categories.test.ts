// Proves the desktop filter strip's geometry and slides: 7 at the widest, 4 below 1024 px, 3 below
// 600 and 2 below 480; hidden categories get no slide; every tab and slide has a label key.
import { desktopPromotionCategories, mobilePromotionTabs } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { en } from '../../shared/i18n/en';
import { mobileTabKeys, stripCategories, stripSlidesForWidth } from './promotion-categories';

describe('stripSlidesForWidth', () => {
  it.each([
    [1920, 7],
    [1024, 7],
    [1023, 4],
    [769, 4],
    [600, 4],
    [599, 3],
    [480, 3],
    [479, 2],
    [320, 2],
  ])('shows %i px wide windows %i slides', (width, slides) => {
    expect(stripSlidesForWidth(width)).toBe(slides);
  });
});

describe('stripCategories', () => {
  it('has one slide per category that is not hidden, in the contract order', () => {
    const visible = desktopPromotionCategories.filter((category) => !category.hidden);
    expect(stripCategories.map((category) => category.code)).toEqual(
      visible.map((category) => category.code),
    );
    for (const hidden of [16, 2048, 4096, 16384]) {
      expect(stripCategories.some((category) => category.code === hidden)).toBe(false);
    }
  });

  it('labels each slide with the contract label in English', () => {
    for (const category of stripCategories) {
      const contract = desktopPromotionCategories.find((item) => item.code === category.code);
      expect(en.promotions.categories[category.labelKey].toLowerCase()).toBe(
        contract?.label.toLowerCase(),
      );
    }
  });
});

describe('mobile tabs', () => {
  it('shows every contract tab with its exact English text', () => {
    for (const tab of mobilePromotionTabs) {
      expect(en.promotions.tabs[mobileTabKeys[tab]]).toBe(tab);
    }
  });
});

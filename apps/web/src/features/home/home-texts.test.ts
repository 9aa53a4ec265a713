// Proves the home and launch texts the spec fixes are the contract's words, and that the menus'
// category list is the contract's home tabs plus Lottery.
import { homeCategoryTabs, marketBlockMessages } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { menuCategoryTypes } from '../../shared/catalog/categories';
import { en } from '../../shared/i18n/en';

describe('home texts', () => {
  it('uses the contract wording for the Market Block popup and a failed launch', () => {
    expect(en.home.marketBlock.title).toBe(marketBlockMessages.title);
    expect(en.home.marketBlock.body).toBe(marketBlockMessages.body);
    expect(en.home.marketBlock.thanks).toBe(marketBlockMessages.thanks);
  });

  it('lists the home tabs in the contract order, then Lottery', () => {
    expect(menuCategoryTypes).toEqual([...homeCategoryTabs, 'LOTTO', 'ARCADE']);
  });
});

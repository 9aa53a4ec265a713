// Mobile promotions ([contract: Screens]): a member sees the category tabs, cards with a five-word
// preview and day/month/year dates, and the Details popup; a visitor is sent to /login.
import { mobilePromotionTabs } from '@khela/contract';
import { expect, test } from '../fixtures/worker-server';
import { shoot } from '../fixtures/screenshots';

test('a member reads the promotions and opens one', async ({ memberPage: page }) => {
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();

  const tablist = page.getByRole('tablist', { name: 'Promotion categories' });
  await expect(tablist.getByRole('tab')).toHaveText([...mobilePromotionTabs]);
  await expect(tablist.getByRole('tab', { name: 'ALL' })).toHaveAttribute('aria-selected', 'true');

  const card = page.getByRole('article').filter({ hasText: '100% Welcome Bonus' });
  await expect(card.getByText('Double your first deposit up…')).toBeVisible();
  await expect(card.getByText(/^\d{2}\/\d{2}\/\d{4} – \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(card.locator('img')).toHaveJSProperty('complete', true);
  await shoot(page, 'promotions-en');

  // The tabs are display only: choosing one marks it and keeps every card.
  const cardCount = await page.getByRole('article').count();
  await tablist.getByRole('tab', { name: 'Fishing' }).click();
  await expect(tablist.getByRole('tab', { name: 'Fishing' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('article')).toHaveCount(cardCount);

  await card.getByRole('button', { name: 'Details of 100% Welcome Bonus' }).click();
  const dialog = page.getByRole('dialog', { name: '100% Welcome Bonus' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/Turnover 10 times deposit plus bonus\.$/)).toBeVisible();
  await expect(dialog.locator('img')).toBeVisible();
  await shoot(page, 'promotions-details-en');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: 'Details of 100% Welcome Bonus' })).toBeFocused();
});

test('promotions read in Bangla, with Bangla digits', async ({ memberPage: page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/promotions');
  await expect(page.getByRole('heading', { name: 'প্রোমোশন', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'স্বাগতম অফার' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'বিস্তারিত' }).first()).toBeVisible();
  await expect(page.getByText(/^[০-৯]{2}\/[০-৯]{2}\/[০-৯]{4} থেকে /).first()).toBeVisible();
  await shoot(page, 'promotions-bn');
});

test("every demo banner's title fits inside its banner", async ({ page }) => {
  // Each banner drawn at seed time, opened on its own and its title measured by the browser.
  for (let index = 1; index <= 6; index += 1) {
    await page.goto(`/storage/promotions/promotion-${index}.svg`);
    const { right, width } = await page.evaluate(() => {
      const svg = document.querySelector('svg')!;
      const title = svg.querySelector('text')!.getBBox();
      return { right: title.x + title.width, width: svg.viewBox.baseVal.width };
    });
    expect(right, `promotion-${index}.svg`).toBeLessThanOrEqual(width - 24);
  }
});

test('a visitor is sent to login', async ({ page }) => {
  await page.goto('/promotions');
  await expect(page).toHaveURL(/\/login$/);
});

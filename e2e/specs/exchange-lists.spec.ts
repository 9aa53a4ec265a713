// The exchange's event lists ([contract: Screens] Exchange): the home lists a match in play with its
// badges and prices; In-Play's tabs list a match in play, one later today and one tomorrow, the
// search narrows to one, Result shows a winner and a void; a pin puts the market on Multi Markets,
// where a lay another player places through the API shows up live, a suspension covers the prices
// and a tap opens /odds-view; unpinning empties the page. Sports picks a sport. In English and
// Bangla, with screenshots at 375×812.
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import {
  seedListedEvent,
  setListedMarketStatus,
  type ListedEvent,
} from '../fixtures/exchange-list-events';
import { layViaApi } from '../fixtures/exchange-bets';
import { createPlayer, signInViaApi } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { fundPlayer } from '../fixtures/wallet';

function seedAll() {
  return {
    live: seedListedEvent({
      sport: 'cricket',
      runners: ['Dhaka', 'Sylhet'],
      state: 'in_play',
      fancy: true,
      bookmaker: true,
    }),
    later: seedListedEvent({
      sport: 'cricket',
      runners: ['Comilla', 'Barishal'],
      state: 'later_today',
    }),
    tomorrow: seedListedEvent({
      sport: 'soccer',
      runners: ['Abahani', 'Mohammedan'],
      state: 'tomorrow',
      bookmaker: true,
    }),
    won: seedListedEvent({ sport: 'tennis', runners: ['Rahman', 'Hossain'], state: 'won' }),
    voided: seedListedEvent({ sport: 'cricket', runners: ['Rangpur', 'Khulna'], state: 'void' }),
  };
}

const rowOf = (page: Page, event: ListedEvent) =>
  page.getByTestId('event-row').filter({ hasText: event.eventName });

test('lists, tabs, search, results, and a pinned market followed live on Multi Markets', async ({
  page,
  request,
}) => {
  const seeded = seedAll();
  const layer = await createPlayer(request);
  await fundPlayer(request, layer, 5000);
  await layViaApi(request, layer, {
    marketId: seeded.live.marketId,
    selectionId: 1,
    odds: 1.9,
    stake: 300,
  });
  const player = await createPlayer(request);
  await signInViaApi(page, player);

  // Home: the match in play, its badges and its best back price.
  await page.goto('/exchange');
  await expect(page.getByRole('heading', { name: 'Exchange', level: 1 })).toBeVisible();
  const cricket = page.getByRole('region', { name: /^Cricket/ });
  const liveOnHome = cricket.getByTestId('event-row').filter({ hasText: seeded.live.eventName });
  await expect(liveOnHome.getByText('In-Play', { exact: true })).toBeVisible();
  await expect(liveOnHome.getByText('Fancy', { exact: true })).toBeVisible();
  await expect(liveOnHome.getByText('BookMaker', { exact: true })).toBeVisible();
  await expect(liveOnHome.getByRole('button', { name: 'Back Dhaka at 1.9' })).toBeVisible();
  await expect(
    cricket.getByTestId('event-row').filter({ hasText: seeded.later.eventName }),
  ).toContainText(/Today \d\d:\d\d GMT\+6/);
  await shoot(page, 'exchange-home-en');

  // In-Play: the tabs.
  await page.goto('/exchange-inplay');
  await expect(page.getByRole('heading', { name: 'In-Play', level: 1 })).toBeVisible();
  await expect(rowOf(page, seeded.live)).toBeVisible();
  await expect(rowOf(page, seeded.later)).toHaveCount(0);
  await page.getByLabel('Search matches').fill(seeded.live.eventName.split(' ').at(-1)!);
  await expect(page.getByTestId('event-row')).toHaveCount(1);
  await shoot(page, 'exchange-inplay-en');
  await page.getByLabel('Search matches').fill('');

  await page.getByRole('button', { name: 'Today' }).click();
  await expect(rowOf(page, seeded.later)).toBeVisible();
  await expect(rowOf(page, seeded.live)).toHaveCount(0);
  await page.getByRole('button', { name: 'Tomorrow' }).click();
  const tomorrow = page.getByRole('region', { name: /^Soccer/ }).getByTestId('event-row');
  await expect(tomorrow.filter({ hasText: seeded.tomorrow.eventName })).toContainText(
    'Tomorrow 10:00 GMT+6',
  );
  await page.getByRole('button', { name: 'Result' }).click();
  const results = page.getByTestId('result-row');
  await expect(results.filter({ hasText: seeded.won.eventName })).toContainText('Winner: Hossain');
  await expect(results.filter({ hasText: seeded.voided.eventName })).toContainText(
    'Void: all stakes returned',
  );
  await shoot(page, 'exchange-results-en');

  // Pin the match in play, then follow it on Multi Markets.
  await page.getByRole('button', { name: 'In-Play' }).click();
  await rowOf(page, seeded.live)
    .getByRole('button', { name: `Pin ${seeded.live.eventName} to Multi Markets` })
    .click();
  await expect(page.getByTestId('pin-notice')).toHaveText(
    `${seeded.live.eventName} added to Multi Markets.`,
  );
  await page.goto('/exchange-multi');
  const card = page.getByTestId('multi-card').filter({ hasText: seeded.live.eventName });
  await expect(card.getByText('In-Play', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Back Dhaka at 1.9' })).toContainText('৳300');
  await expect(card.getByRole('button', { name: /^Back Sylhet/ })).toHaveCount(0);

  // Another player's lay, placed through the API, shows up without a reload.
  await layViaApi(request, layer, {
    marketId: seeded.live.marketId,
    selectionId: 2,
    odds: 2.5,
    stake: 200,
  });
  await expect(card.getByRole('button', { name: 'Back Sylhet at 2.5' })).toContainText('৳200');
  await shoot(page, 'exchange-multi-en');

  setListedMarketStatus(seeded.live.marketId, 'suspended');
  await expect(card.getByTestId('odds-overlay').first()).toHaveText('Suspend');
  await shoot(page, 'exchange-multi-suspended-en');
  setListedMarketStatus(seeded.live.marketId, 'open');
  await expect(card.getByTestId('odds-overlay')).toHaveCount(0);

  await card.getByRole('button', { name: 'Back Sylhet at 2.5' }).click();
  await expect(page).toHaveURL(/\/odds-view\?marketId=/);
  await expect(page.getByRole('heading', { name: seeded.live.eventName })).toBeVisible();

  await page.goto('/exchange-multi');
  await page
    .getByRole('button', { name: `Unpin ${seeded.live.eventName} from Multi Markets` })
    .click();
  await expect(page.getByRole('heading', { name: 'No markets pinned yet' })).toBeVisible();
  await shoot(page, 'exchange-multi-empty-en');
  await page.getByRole('link', { name: 'Go to In-Play' }).click();
  await expect(page).toHaveURL('/exchange-inplay');

  // Sports: pick Soccer, see tomorrow's match under Upcoming, open it.
  await page.goto('/exchange-sports');
  await page.getByRole('button', { name: 'Soccer' }).click();
  const upcoming = page.getByRole('region', { name: /^Upcoming/ });
  await expect(upcoming.getByText(seeded.tomorrow.eventName)).toBeVisible();
  await shoot(page, 'exchange-sports-en');
  await upcoming.getByRole('link', { name: new RegExp(seeded.tomorrow.eventName) }).click();
  await expect(page).toHaveURL(/\/odds-view\?marketId=/);
  await expect(page.getByRole('heading', { name: seeded.tomorrow.eventName })).toBeVisible();
});

test('the lists in Bangla', async ({ memberPage: page }) => {
  const seeded = seedAll();
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));

  await page.goto('/exchange');
  await expect(page.getByRole('heading', { name: 'এক্সচেঞ্জ', level: 1 })).toBeVisible();
  await expect(rowOf(page, seeded.live).getByText('ইন-প্লে', { exact: true })).toBeVisible();
  await shoot(page, 'exchange-home-bn');

  await page.goto('/exchange-inplay');
  await expect(rowOf(page, seeded.live).getByText('বুকমেকার', { exact: true })).toBeVisible();
  await rowOf(page, seeded.live)
    .getByRole('button', { name: `${seeded.live.eventName} মাল্টি মার্কেটে পিন করুন` })
    .click();
  await expect(page.getByTestId('pin-notice')).toHaveText(
    `${seeded.live.eventName} মাল্টি মার্কেটে যোগ হয়েছে।`,
  );
  await shoot(page, 'exchange-inplay-bn');
  await page.getByRole('button', { name: 'ফলাফল' }).click();
  await expect(
    page.getByTestId('result-row').filter({ hasText: seeded.won.eventName }),
  ).toContainText('বিজয়ী: Hossain');
  await shoot(page, 'exchange-results-bn');

  await page.goto('/exchange-multi');
  await expect(page.getByRole('heading', { name: 'মাল্টি মার্কেট', level: 1 })).toBeVisible();
  await expect(
    page.getByTestId('multi-card').filter({ hasText: seeded.live.eventName }),
  ).toBeVisible();
  await shoot(page, 'exchange-multi-bn');

  await page.goto('/exchange-sports?sport=soccer');
  await expect(page.getByText(seeded.tomorrow.eventName)).toBeVisible();
  await shoot(page, 'exchange-sports-bn');
});

// The exchange's /odds-view ([contract: Screens]): an in-play match's Match Odds with the best
// back price another player's lay made, the Bookmaker rates and an open Fancy line; a funded
// player backs at that price, waits out the in-play delay with the slip saying so, sees 'Bet
// Matched', and the exchange header's Main drops and Exposure rises by the stake. In English and Bangla.
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { seedExchangeEvent, type SeededExchangeEvent } from '../fixtures/exchange-markets';
import { layViaApi } from '../fixtures/exchange-bets';
import { createPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { fundPlayer } from '../fixtures/wallet';

async function marketWithLay(request: APIRequestContext): Promise<SeededExchangeEvent> {
  // A 2-second in-play delay: long enough to see the busy slip, short enough for the suite.
  const seeded = seedExchangeEvent(2);
  const layer = await createPlayer(request);
  await fundPlayer(request, layer, 5000);
  await layViaApi(request, layer, {
    marketId: seeded.matchOddsId,
    selectionId: seeded.runners[0].selectionId,
    odds: 2,
    stake: 500,
  });
  return seeded;
}

const oddsViewHref = (seeded: SeededExchangeEvent) =>
  `/odds-view?marketId=${encodeURIComponent(seeded.matchOddsId)}&eventId=${encodeURIComponent(seeded.eventId)}`;

test('a funded player backs at the best price and sees Bet Matched', async ({
  memberPage: page,
  request,
  player: backer,
}) => {
  const seeded = await marketWithLay(request);
  await fundPlayer(request, backer, 5000);

  const streamOpened = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/exchange/stream/${seeded.eventId}`) && response.ok(),
  );
  await page.goto(oddsViewHref(seeded));
  await expect(page.getByRole('heading', { name: 'Dhaka v Sylhet' })).toBeVisible();
  await expect(page.getByRole('main').getByText('In-Play', { exact: true })).toBeVisible();
  // A signed-in player follows the event's stream, so the 300 ms polling stops.
  await streamOpened;
  await page.waitForTimeout(500);
  let oddsReads = 0;
  const countReads = (url: string) => {
    if (url.includes('/api/match-odds/')) oddsReads += 1;
  };
  page.on('request', (call) => countReads(call.url()));
  await page.waitForTimeout(1500);
  expect(oddsReads).toBeLessThanOrEqual(1);
  await expect(page.getByTitle('Live score')).toBeVisible();
  const back = page.getByRole('button', { name: 'Back Dhaka at 2' });
  await expect(back).toContainText('৳500');
  await expect(page.getByRole('button', { name: 'Lay Sylhet at 107' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Yes 6 over runs Dhaka at 46 (90)' }),
  ).toBeVisible();
  // The exchange header: Main and Exposure.
  const balance = page.getByTestId('exchange-main');
  const exposure = page.getByTestId('exchange-exposure');
  await expect(balance).toHaveText('৳5,000.00');
  await expect(exposure).toHaveText('৳0.00');
  await shoot(page, 'exchange-odds-view-en');

  await back.click();
  const slip = page.getByRole('dialog', { name: /Dhaka/ });
  // The market's stake limits, and a stake outside them refused with them before it is sent.
  await expect(slip.getByTestId('slip-limits')).toHaveText('Min ৳10 · Max ৳2,00,000');
  await slip.getByLabel('Stake (৳)').pressSequentially('5a');
  await expect(slip.getByLabel('Stake (৳)')).toHaveValue('5');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByRole('alert')).toHaveText(
    'The stake on this market must be from ৳10.00 to ৳2,00,000.00.',
  );
  await slip.getByRole('button', { name: '100', exact: true }).click();
  await expect(slip.getByTestId('slip-profit')).toHaveText('৳100.00');
  await expect(slip.getByTestId('slip-liability')).toHaveText('৳100.00');
  await shoot(page, 'exchange-slip-en');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(slip.getByText(/takes about 5 seconds/)).toBeVisible();
  await shoot(page, 'exchange-slip-busy-en');

  const box = page.getByRole('dialog', { name: 'Bet Matched' });
  await expect(box).toBeVisible({ timeout: 30_000 });
  await expect(box.getByTestId('bet-matched')).toContainText('Back');
  await expect(box.getByTestId('bet-matched')).toContainText('Dhaka');
  await expect(box.getByTestId('bet-matched')).toContainText('৳100.00');
  // A back's liability is its stake: ৳100 leaves Main and is held as exposure.
  await expect(balance).toHaveText('৳4,900.00');
  await expect(exposure).toHaveText('৳100.00');
  await shoot(page, 'exchange-bet-matched-en');
  await box.getByRole('button', { name: 'OK' }).click();
  await expect(box).toBeHidden();
  // The lay is now 400 at 2 after the backer's 100 matched.
  await expect(back).toContainText('৳400');
});

test('the odds view in Bangla, and a visitor tapping a price goes to login', async ({
  page,
  request,
}) => {
  const seeded = await marketWithLay(request);
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto(oddsViewHref(seeded));
  await expect(page.getByRole('heading', { name: 'Dhaka v Sylhet' })).toBeVisible();
  await expect(page.getByRole('main').getByText('ইন-প্লে', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ম্যাচ অডস' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'সব', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'খাদ্দা' }).click();
  await expect(page.getByText('কোনো ফ্যান্সি বেট নেই')).toBeVisible();
  await page.getByRole('button', { name: 'সব', exact: true }).click();
  await shoot(page, 'exchange-odds-view-bn');
  await page.getByRole('button', { name: 'Dhaka — ব্যাক, দর 2' }).click();
  await expect(page).toHaveURL('/login');
});

test('a deep link fetches its prices with the page: the screen takes the answers the HTML preloaded', async ({
  page,
  request,
}) => {
  // A visitor: no live stream can bring the prices, only the calls.
  const seeded = await marketWithLay(request);
  const priceCalls = [
    `/api/match-odds/${encodeURIComponent(seeded.matchOddsId)}`,
    `/api/event/${encodeURIComponent(seeded.eventId)}`,
  ];
  const html = await (
    await request.get(oddsViewHref(seeded), { headers: { accept: 'text/html' } })
  ).text();
  for (const call of priceCalls) {
    expect(html).toContain(`<link rel="preload" as="fetch" href="${call}" crossorigin="anonymous"`);
  }
  // The page's own requests for the prices (a script's fetch, not the HTML's preload) are never
  // answered: the prices can only show from the answers the preload brought. (Once they show, the
  // screen's polling asks again, unanswered here, which changes nothing on the screen.)
  await page.route(
    (url) => priceCalls.includes(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'fetch') await route.continue();
    },
  );
  await page.goto(oddsViewHref(seeded));
  await expect(page.getByRole('button', { name: 'Back Dhaka at 2' })).toBeVisible();
  await expect(page.getByTestId('fancy-row').first()).toBeVisible();
});

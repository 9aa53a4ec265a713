// Cash-out on the exchange: a player's matched back on an in-play Match Odds market, whose price
// has since shortened, shows on /odds-view as a position per runner with a cash-out value; one
// tap places the quoted lay through the normal bet call (the in-play delay included), the position
// reads level, and once the market settles the player's Main has moved by exactly the value shown,
// less the market's commission on a net win. A Bookmaker back whose rate has since shortened shows
// its cash-out value on My Bets and in the wallet overlay (English and Bangla); the overlay's link
// opens the odds view, whose Bookmaker panel lays it at the house's rate, and settled, Main moves
// by exactly the value shown (no commission on house markets).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { betViaApi, rateBetViaApi } from '../fixtures/exchange-bets';
import {
  quoteBookmaker,
  seedExchangeEvent,
  type SeededExchangeEvent,
} from '../fixtures/exchange-markets';
import { commissionPaisa } from '../fixtures/exchange-play';
import { demoOwnerToken } from '../fixtures/operators';
import { createPlayer, signInViaApi, type TestPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { fundPlayer } from '../fixtures/wallet';

test('a matched back at a moved price cashes out for the value shown, whichever runner wins', async ({
  memberPage: page,
  request,
  player,
}) => {
  const seeded = seedExchangeEvent(1);
  const [dhaka] = seeded.runners;
  const market = { marketId: seeded.matchOddsId, selectionId: dhaka.selectionId };
  const layer = await createPlayer(request);
  const shortener = await createPlayer(request);
  await fundPlayer(request, layer, 5000);
  await fundPlayer(request, shortener, 5000);
  await fundPlayer(request, player, 1000);
  // The player backs Dhaka ৳100 at 3.00 against the layer; then Dhaka shortens to 2.00.
  await betViaApi(request, layer, 'lay', { ...market, odds: 3, stake: 100 });
  await betViaApi(request, player, 'back', { ...market, odds: 3, stake: 100 });
  await betViaApi(request, shortener, 'back', { ...market, odds: 2, stake: 500 });

  await page.goto(
    `/odds-view?marketId=${encodeURIComponent(seeded.matchOddsId)}&eventId=${encodeURIComponent(seeded.eventId)}`,
  );
  const panel = page.getByTestId('cash-out');
  await expect(panel).toContainText('Your position');
  await expect(panel).toContainText('Dhaka+৳200.00');
  await expect(panel).toContainText('Sylhet−৳100.00');
  const cashOut = panel.getByRole('button', { name: 'Cash out +৳50.00' });
  await expect(cashOut).toBeVisible();
  await shoot(page, 'exchange-cash-out-en');
  await cashOut.click();
  await expect(panel.getByRole('status')).toHaveText('Cashed out: +৳50.00 whichever runner wins.', {
    timeout: 30_000,
  });
  await expect(panel).toContainText('Dhaka+৳50.00');
  await expect(panel).toContainText('Sylhet+৳50.00');
  await shoot(page, 'exchange-cashed-out-en');

  // Sylhet wins: the ৳50 (less 2 % commission on it) whatever the winner.
  const token = await demoOwnerToken(request);
  const settled = await request.post(
    `/admin-api/exchange/markets/${encodeURIComponent(seeded.matchOddsId)}/settle`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: { winner_selection_id: seeded.runners[1].selectionId },
    },
  );
  expect(settled.ok(), await settled.text()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('exchange-main')).toHaveText(
    `৳${((100_000 + 5000 - commissionPaisa(5000)) / 100).toLocaleString('en-IN', {
      minimumFractionDigits: 2,
    })}`,
  );
  await expect(page.getByTestId('exchange-exposure')).toHaveText('৳0.00');
});

/**
 * ৳100 backed on Dhaka at rate 45 (+৳45 / −৳100); the house then backs Dhaka at 20 and lays it
 * at 22: laying ৳118.85 at 22 leaves ৳18.85 whoever wins.
 */
async function shortenedBookmakerBack(
  request: APIRequestContext,
  player: TestPlayer,
): Promise<SeededExchangeEvent> {
  const seeded = seedExchangeEvent(0);
  const [dhaka, sylhet] = seeded.runners;
  await fundPlayer(request, player, 1000);
  await rateBetViaApi(request, player, {
    marketId: seeded.bookmakerId,
    selectionId: dhaka.selectionId,
    side: 'back',
    rate: 45,
    stake: 100,
  });
  quoteBookmaker(seeded.bookmakerId, [
    { selectionId: dhaka.selectionId, backRate: 20, layRate: 22 },
    { selectionId: sylhet.selectionId, backRate: 300, layRate: 320 },
  ]);
  return seeded;
}

test('a Bookmaker back shows its value on My Bets and the wallet, and cashes out for it', async ({
  memberPage: page,
  request,
  player,
}) => {
  const seeded = await shortenedBookmakerBack(request, player);

  await page.goto('/exchange-account/my-bets');
  const cards = page.getByRole('region', { name: 'Cash out', exact: true });
  const card = cards.getByRole('region', { name: 'Dhaka v Sylhet' });
  await expect(card).toContainText('Bookmaker');
  await expect(card).toContainText('Dhaka+৳45.00');
  await expect(card).toContainText('Sylhet−৳100.00');
  await expect(card.getByRole('button', { name: 'Cash out +৳18.85' })).toBeVisible();
  await shoot(page, 'exchange-cash-out-my-bets-en');

  await page.goto('/exchange');
  await page.getByRole('button', { name: 'Wallet: Main, Exposure and Recall' }).first().click();
  const wallet = page.getByRole('dialog', { name: 'Exchange wallet' });
  await expect(wallet.getByTestId('wallet-cash-out-value')).toHaveText('Cash out ৳18.85');
  await shoot(page, 'exchange-cash-out-wallet-en');
  await wallet.getByRole('link', { name: 'Open Dhaka v Sylhet, Bookmaker' }).click();
  await expect(wallet).toBeHidden();

  const panel = page.getByRole('region', { name: 'Your Bookmaker position' });
  const cashOut = panel.getByRole('button', { name: 'Cash out +৳18.85' });
  await expect(cashOut).toBeVisible();
  await shoot(page, 'exchange-cash-out-bookmaker-en');
  await cashOut.click();
  await expect(panel.getByRole('status')).toHaveText('Cashed out: +৳18.85 whichever runner wins.', {
    timeout: 30_000,
  });
  await expect(panel).toContainText('Dhaka+৳18.85');
  await expect(panel).toContainText('Sylhet+৳18.85');
  await shoot(page, 'exchange-cashed-out-bookmaker-en');

  // Sylhet wins, the backed runner losing: still ৳18.85 more in Main, no commission.
  const token = await demoOwnerToken(request);
  const settled = await request.post(
    `/admin-api/exchange/markets/${encodeURIComponent(seeded.bookmakerId)}/settle`,
    {
      headers: { authorization: `Bearer ${token}` },
      data: { winner_selection_id: seeded.runners[1].selectionId },
    },
  );
  expect(settled.ok(), await settled.text()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('exchange-main')).toHaveText('৳1,018.85');
  await expect(page.getByTestId('exchange-exposure')).toHaveText('৳0.00');
});

test('the cash-out value on My Bets and the wallet in Bangla', async ({
  page,
  request,
  player,
}) => {
  await shortenedBookmakerBack(request, player);
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await signInViaApi(page, player);

  await page.goto('/exchange-account/my-bets');
  const card = page
    .getByRole('region', { name: 'ক্যাশ আউট', exact: true })
    .getByRole('region', { name: 'Dhaka v Sylhet' });
  await expect(card).toContainText('বুকমেকার');
  await expect(card.getByRole('button', { name: 'ক্যাশ আউট +৳১৮.৮৫' })).toBeVisible();
  await shoot(page, 'exchange-cash-out-my-bets-bn');

  await page.goto('/exchange');
  await page.getByRole('button', { name: 'ওয়ালেট: মেইন, এক্সপোজার ও রিকল' }).first().click();
  const wallet = page.getByRole('dialog', { name: 'এক্সচেঞ্জ ওয়ালেট' });
  await expect(wallet.getByTestId('wallet-cash-out-value')).toHaveText('ক্যাশ আউট ৳১৮.৮৫');
  await expect(wallet.getByRole('link', { name: 'Dhaka v Sylhet, বুকমেকার খুলুন' })).toBeVisible();
  await shoot(page, 'exchange-cash-out-wallet-bn');

  // The wallet's link opens the odds view, where the panel reads in Bangla too.
  await wallet.getByRole('link', { name: 'Dhaka v Sylhet, বুকমেকার খুলুন' }).click();
  const panel = page.getByTestId('cash-out').filter({ hasText: '+৳১৮.৮৫' });
  await expect(panel.getByRole('button', { name: 'ক্যাশ আউট +৳১৮.৮৫' })).toBeVisible();
  await shoot(page, 'exchange-cash-out-odds-view-bn');
});

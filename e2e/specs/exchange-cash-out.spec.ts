// Cash-out on the exchange: a player's matched back on an in-play Match Odds market, whose price
// has since shortened, shows on /odds-view as a position per runner with a cash-out value; one
// tap places the quoted lay through the normal bet call (the in-play delay included), the position
// reads level, and once the market settles the player's Main has moved by exactly the value shown,
// less the market's commission on a net win.
import { expect, test } from '../fixtures/worker-server';
import { betViaApi } from '../fixtures/exchange-bets';
import { seedExchangeEvent } from '../fixtures/exchange-markets';
import { commissionPaisa } from '../fixtures/exchange-play';
import { demoOwnerToken } from '../fixtures/operators';
import { createPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { fundPlayer } from '../fixtures/wallet';

test('a matched back at a moved price cashes out for the value shown, whichever runner wins', async ({
  memberPage: page,
  request,
  player,
}) => {
  test.setTimeout(90_000);
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
    timeout: 15_000,
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

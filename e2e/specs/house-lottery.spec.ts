// The scheduled lottery end to end on a phone: a funded player opens Khela Lotto from the home
// page's Lottery category, picks five numbers, buys a ticket (the balance falls by its price),
// and once the draw closes (every 12 s on the test server) sees the draw's numbers, the ticket's
// result, the balance moved by its prize, the revealed seed checked on the page, and the ticket's
// round in the Settled record.
import { shoot } from '../fixtures/screenshots';
import { taka } from '../fixtures/taka';
import { expect, test } from '../fixtures/worker-server';

test.use({ playerTaka: 500 });

interface LotteryAnswer {
  open: { id: number; closes_at: string };
  tickets: { id: number; draw_id: number; picks: number[] }[];
  balance: number;
}

test('Khela Lotto from the Lottery tab: a ticket is bought, drawn and checked against its seed', async ({
  quietMemberPage: page,
}) => {
  await page.goto('/');
  await page
    .getByRole('tablist', { name: 'Game categories' })
    .getByRole('tab', { name: 'Lottery', exact: true })
    .click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Khela Originals' }).click();
  const launched = page.waitForResponse('**/api/game-run');
  await page.getByRole('button', { name: 'Khela Lotto by Khela Originals' }).click();
  const { url } = (await (await launched).json()) as { url: string };
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Khela Lotto' })).toBeVisible();
  await expect(page.getByTestId('house-balance')).toHaveText(taka(500));
  await expect(page.getByTestId('lottery-buy')).toBeDisabled();
  for (const value of ['4', '11', '18', '25', '30']) {
    await page.getByRole('button', { name: value, exact: true }).click();
  }
  await expect(page.getByText('5 of 5 picked')).toBeVisible();
  const bought = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/house/lottery/tickets') &&
      response.request().method() === 'POST',
  );
  await page.getByTestId('lottery-buy').click();
  const answer = (await (await bought).json()) as LotteryAnswer;
  expect(answer.tickets[0]?.picks).toEqual([4, 11, 18, 25, 30]);
  await expect(page.getByTestId('house-balance')).toHaveText(taka(490));
  await expect(page.getByTestId('lottery-tickets')).toContainText('4 · 11 · 18 · 25 · 30');
  await shoot(page, 'house-lottery-bought-en');

  // The draw closes and is drawn; the page reads it again by itself.
  const lastTickets = page.getByTestId('lottery-last-tickets');
  await expect(lastTickets).toContainText('4 · 11 · 18 · 25 · 30', { timeout: 30_000 });
  await expect(lastTickets).toContainText('matched');
  await expect(page.getByTestId('lottery-verified')).toContainText(
    'the seed matches its published hash',
  );
  const won = (await lastTickets.textContent())?.match(/won ৳([\d,.]+)/)?.[1];
  const prize = won ? Number(won.replace(/,/g, '')) : 0;
  await expect(page.getByTestId('house-balance')).toHaveText(taka(490 + prize));
  await shoot(page, 'house-lottery-drawn-en');
  // The ticket's round is settled: the Settled record shows its stake and result.
  await page.goto('/betting-record');
  const net = prize - 10;
  await expect(page.getByRole('table')).toContainText(
    `KHELALOTTO${taka(10)}${net < 0 ? `(${taka(-net)})` : taka(net)}`,
  );
});

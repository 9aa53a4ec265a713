// A freshly started site with the sandbox odds feed at its usual pace (a server of the spec's own:
// fixtures/sandbox-server.ts, its opening day on): the first visit to In-Play finds a match in
// play in each sport, with prices, and a Fancy book on the cricket; Today and Tomorrow list the
// day's fixtures; Result shows the matches of the days before, each with its winner.
import { expect } from '@playwright/test';
import { sandboxTest } from '../fixtures/sandbox-server';
import { shoot } from '../fixtures/screenshots';

const test = sandboxTest({ overs: 5, ballSeconds: 6, prematchSeconds: 300, openingDay: true });

test('a fresh site has matches in play in every sport, fixtures ahead and results', async ({
  page,
  request,
}) => {
  // The server's first feed poll writes the whole day; the list is read once it has.
  for (const sport of ['cricket', 'soccer', 'tennis']) {
    await expect
      .poll(async () => {
        const listed = (await (await request.get(`/api/sports-events/${sport}`)).json()) as {
          InPlay: boolean;
        }[];
        return listed.some((event) => event.InPlay);
      })
      .toBe(true);
  }
  await page.goto('/exchange-inplay');
  await expect(page.getByRole('heading', { name: 'In-Play', level: 1 })).toBeVisible();
  for (const sport of ['Cricket', 'Soccer', 'Tennis']) {
    const live = page
      .getByRole('region', { name: new RegExp(`^${sport}`) })
      .getByTestId('event-row');
    await expect(live).toHaveCount(1);
    await expect(live.getByText('In-Play', { exact: true })).toBeVisible();
  }
  await shoot(page, 'exchange-opening-day-inplay-en');

  // The cricket match in play shows its prices and its Fancy book.
  await page
    .getByRole('region', { name: /^Cricket/ })
    .getByTestId('event-row')
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'Fancy Bet' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Match Odds' }).getByRole('button', { name: /^Back / }),
  ).toHaveCount(2);
  // The session line, the next ball's, Khadda, and the next over's Lottery and Odd/Even.
  await expect.poll(() => page.getByTestId('fancy-row').count()).toBeGreaterThanOrEqual(4);
  await shoot(page, 'exchange-opening-day-match-en');

  await page.goto('/exchange-inplay');
  // Fixtures 5 minutes, 2 and 5 hours and a day ahead in each sport: near midnight in Dhaka some
  // of today's fall on tomorrow, and the one a day ahead on the day after. Each tab's list is
  // read again until both have drawn.
  await expect
    .poll(async () => {
      await page.getByRole('button', { name: 'Today' }).click();
      const today = await page.getByTestId('event-row').count();
      await page.getByRole('button', { name: 'Tomorrow' }).click();
      return today + (await page.getByTestId('event-row').count());
    })
    .toBeGreaterThanOrEqual(3 * 3);

  await page.getByRole('button', { name: 'Result' }).click();
  const results = page.getByTestId('result-row');
  // The two days before in each sport; a match in play that has ended since the server started
  // (on a slow run the suite takes long enough) adds its own.
  await expect.poll(() => results.count()).toBeGreaterThanOrEqual(6);
  await expect(results.first()).toContainText(/Winner: |Void: all stakes returned/);
  await shoot(page, 'exchange-opening-day-results-en');

  // The same day in Bangla.
  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.goto('/exchange-inplay');
  await expect(page.getByRole('heading', { name: 'ইন-প্লে', level: 1 })).toBeVisible();
  for (const sport of ['ক্রিকেট', 'ফুটবল', 'টেনিস']) {
    await expect(
      page.getByRole('region', { name: new RegExp(`^${sport}`) }).getByTestId('event-row'),
    ).toHaveCount(1);
  }
  await shoot(page, 'exchange-opening-day-inplay-bn');
});

// Two players on the exchange, each in their own browser, against the real sandbox feed (a server
// of the spec's own: fixtures/sandbox-server.ts). Before a match starts, player A lays a runner at
// a price nobody else offers (between the market maker's quotes), so the bet waits in the book;
// player B, in Bangla, sees that price as the best to back, backs it and gets 'Bet Matched'. A's
// bet is then matched, and each player's exposure is what the rules hold: the lay's liability for
// A, the back's stake for B.
import { expect } from '@playwright/test';
import {
  backNetPaisa,
  hubFigures,
  matchOdds,
  memberBets,
  oddsViewHref,
  toPaisa,
  upcomingMatch,
} from '../fixtures/exchange-play';
import { newPhonePage } from '../fixtures/phone';
import { createPlayer, signInViaApi } from '../fixtures/players';
import { FAST_PACE, sandboxTest } from '../fixtures/sandbox-server';
import { shoot } from '../fixtures/screenshots';
import { fundPlayer } from '../fixtures/wallet';

// Matches listed a minute ahead: the first one stays prematch for the whole test.
const test = sandboxTest({ ...FAST_PACE, prematchSeconds: 60 });

const FUNDS_TAKA = 1000;
const STAKE_TAKA = 100;
const taka = (amountPaisa: number) =>
  `৳${(amountPaisa / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test("one player's lay is matched by another player's back at its price", async ({
  page,
  browser,
  request,
  sandbox,
}) => {
  const layer = await createPlayer(request);
  const backer = await createPlayer(request);
  await fundPlayer(request, layer, FUNDS_TAKA, sandbox.database);
  await fundPlayer(request, backer, FUNDS_TAKA, sandbox.database);
  // Prematch, so neither bet waits a delay and the lay is not lapsed by the start.
  const match = await upcomingMatch(request, 30);
  const runner = match.runners[0]!;
  const quotes = (await matchOdds(request, match.marketId)).runners.find(
    (candidate) => candidate.selectionId === runner.selectionId,
  )!;
  const makersBestBack = quotes.ex.availableToBack[0]!.price;

  // Player A lays one tick inside the market maker's best back price: nobody offers it.
  await signInViaApi(page, layer);
  await page.goto(oddsViewHref(match));
  await expect(page.getByRole('heading', { name: match.name })).toBeVisible();
  await page
    .getByTestId('match-odds-row')
    .filter({ hasText: runner.name })
    .getByRole('button', { name: new RegExp(`^Lay ${runner.name} at `) })
    .click();
  const slip = page.getByRole('dialog', { name: new RegExp(runner.name) });
  await slip.getByRole('button', { name: String(STAKE_TAKA), exact: true }).click();
  await slip.getByRole('button', { name: 'Lower odds' }).click();
  const layPrice = Math.round(Number(await slip.getByTestId('slip-odds').textContent()) * 100);
  expect(layPrice).toBeGreaterThan(Math.round(makersBestBack * 100));
  // A lay's liability: the backer's stake × (odds − 1), rounded down as settlement pays it.
  const liabilityPaisa = backNetPaisa(toPaisa(STAKE_TAKA), layPrice, true);
  await expect(slip.getByTestId('slip-liability')).toHaveText(taka(liabilityPaisa));
  await shoot(page, 'exchange-two-players-lay-slip-en');
  await slip.getByRole('button', { name: 'Place bet' }).click();
  // Titled by what happened: nothing matched yet, so not "Bet Matched".
  const layerBox = page.getByRole('dialog', { name: 'Bet Waiting' });
  await expect(layerBox.getByText(/Not matched yet/)).toBeVisible();
  await shoot(page, 'exchange-two-players-lay-waiting-en');
  await layerBox.getByRole('button', { name: 'OK' }).click();
  // Unmatched, the lay already holds what it would lose.
  await expect.poll(async () => (await hubFigures(page)).exposure).toBe(liabilityPaisa / 100);
  await expect(page.getByTestId('exchange-exposure')).toHaveText(taka(liabilityPaisa));

  // Player B, in Bangla, sees A's price as the best to back and takes it.
  const other = await newPhonePage(browser, sandbox.url);
  await other.addInitScript(() => localStorage.setItem('language', 'bn'));
  await signInViaApi(other, backer);
  await other.goto(oddsViewHref(match));
  await expect(other.getByRole('heading', { name: match.name })).toBeVisible();
  const price = layPrice / 100;
  const backCell = other
    .getByTestId('match-odds-row')
    .filter({ hasText: runner.name })
    .getByRole('button', { name: `${runner.name} — ব্যাক, দর ${price}` });
  await expect(backCell).toBeVisible();
  await shoot(other, 'exchange-two-players-back-bn');
  await backCell.click();
  const backSlip = other.getByRole('dialog', { name: new RegExp(runner.name) });
  await backSlip.getByRole('button', { name: '১০০', exact: true }).click();
  await backSlip.getByRole('button', { name: 'বেট করুন' }).click();
  const backerBox = other.getByRole('dialog', { name: 'বেট ম্যাচড' });
  await expect(backerBox).toBeVisible();
  await expect(backerBox.getByTestId('bet-matched')).toContainText(runner.name);
  await expect(backerBox.getByText(/এখনো ম্যাচ হয়নি/)).toBeHidden();
  await shoot(other, 'exchange-two-players-matched-bn');

  // B risks the stake; A still risks the liability, now matched.
  await expect
    .poll(async () => {
      const figures = await hubFigures(other);
      return [figures.balance, figures.exposure];
    })
    .toEqual([FUNDS_TAKA - STAKE_TAKA, STAKE_TAKA]);
  const [backed] = await memberBets(other, match.marketId);
  expect(backed).toMatchObject({ side: 'back', matched: STAKE_TAKA, average_odds: price });
  const [laid] = await memberBets(page, match.marketId);
  expect(laid).toMatchObject({
    side: 'lay',
    status: 'matched',
    matched: STAKE_TAKA,
    unmatched: 0,
    average_odds: price,
  });
  // A, still on the odds view, is told without asking: a notice over the screen.
  await expect(page.getByTestId('bet-notice')).toContainText(
    `Your Lay of ${taka(toPaisa(STAKE_TAKA))} at ${price} is now matched.`,
  );
  await shoot(page, 'exchange-two-players-matched-notice-en');
  const layerFigures = await hubFigures(page);
  expect(layerFigures).toMatchObject({
    balance: (toPaisa(FUNDS_TAKA) - liabilityPaisa) / 100,
    exposure: liabilityPaisa / 100,
  });
  await other.context().close();
});

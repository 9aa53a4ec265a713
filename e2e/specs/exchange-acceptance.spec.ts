// The exchange's acceptance tests, end to end against the real sandbox odds feed (a server of the
// spec's own with the feed on at a fast pace: fixtures/sandbox-server.ts). A member opens a
// cricket match the moment it turns in play, backs a runner against the market maker, waits out
// the in-play delay, sees 'Bet Matched' and the exposure rise by exactly the liability; the feed
// plays the match out and settles it, and the balance, the exposure and the Exchange tab of the
// betting record show the result the rules give. Then a Fancy line and a Bookmaker rate on one
// match, each settled by the feed (the Fancy on the innings' runs, the Bookmaker with the match).
// And the sandbox's whole Fancy book in play: a line in every tab, each read as its kind reads.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  backNetPaisa,
  commissionPaisa,
  fancyNoNetPaisa,
  fancyWins,
  hubFigures,
  lowerOddsTo,
  marketResult,
  memberBets,
  memberGet,
  matchOdds,
  oddsViewHref,
  rateTakerNetPaisa,
  toPaisa,
  upcomingMatch,
  waitUntilInPlay,
  type CricketMatch,
} from '../fixtures/exchange-play';
import { FAST_PACE, sandboxTest } from '../fixtures/sandbox-server';
import { shoot } from '../fixtures/screenshots';

// Two overs a side (about a minute a match): on a busy machine a player's Fancy and Bookmaker
// bets, each tried again while the rate moves every ball, took longer than a one-over match
// lasts, and the match settled before their exposures could be read.
const test = sandboxTest({ ...FAST_PACE, overs: 2 });
// Each test waits a match out on its own worker and sandbox server (playwright.config.ts).
test.describe.configure({ mode: 'parallel' });

const FUNDS_TAKA = 1000;
// Each test's member starts with these funds, approved on the sandbox server.
test.use({ playerTaka: FUNDS_TAKA });
const STAKE_TAKA = 100;
/** Refusals a player meets in play and simply tries again after: a wicket, a moved rate. */
const RETRYABLE = /suspended|rate has changed/i;
const taka = (amountPaisa: number) =>
  `৳${(amountPaisa / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

/**
 * Main and Exposure as the server holds them (GET /api/exchange-hub) and as the exchange header
 * shows them (it reads them again after a bet and every 15 s, so a settlement shows within that).
 */
async function expectFigures(page: Page, expected: { balance: number; exposure: number }) {
  await expect
    .poll(async () => {
      const figures = await hubFigures(page);
      return { balance: figures.balance, exposure: figures.exposure };
    })
    .toEqual(expected);
  const shown = { timeout: 20_000 };
  await expect(page.getByTestId('exchange-main')).toHaveText(
    taka(toPaisa(expected.balance)),
    shown,
  );
  await expect(page.getByTestId('exchange-exposure')).toHaveText(
    taka(toPaisa(expected.exposure)),
    shown,
  );
}

/**
 * Presses Place bet until the bet is taken: a refusal the player can retry (the market suspended
 * by a wicket, a rate that moved) is retried, at most `attempts` times, taking the house's new
 * rate when the slip offers it, else picking the price again.
 */
async function placeUntilTaken(
  page: Page,
  slip: Locator,
  options: {
    attempts: number;
    repick?: () => Promise<Locator>;
    /** Waits until the market takes bets again (after a wicket) before the next try. */
    waitOpen?: () => Promise<void>;
  },
): Promise<void> {
  const box = page.getByRole('dialog', { name: 'Bet Matched' });
  let current = slip;
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    await current.getByRole('button', { name: 'Place bet' }).click();
    const alert = current.getByRole('alert').filter({ hasText: /\S/ });
    await expect(box.or(alert)).toBeVisible({ timeout: 30_000 });
    if (await box.isVisible()) return;
    const message = (await alert.textContent()) ?? '';
    if (!RETRYABLE.test(message) || attempt === options.attempts) {
      throw new Error(`The bet was refused: ${message}`);
    }
    // Kept in the report: how often the pace made a player try again.
    test.info().annotations.push({ type: 'refused, tried again', description: message });
    await options.waitOpen?.();
    const takeNewRate = current.getByRole('button', { name: 'Take the new rate' });
    if (await takeNewRate.isVisible()) {
      await takeNewRate.click();
    } else if (options.repick) {
      await current.getByRole('button', { name: 'Cancel' }).click();
      current = await options.repick();
    }
  }
}

/**
 * Opens the next listed match before it starts, with the exchange header showing the member's
 * untouched funds, and waits on the screen until the match turns in play (Match Odds say
 * `inplay`, the screen shows In-Play): the spec then has the whole match ahead of it.
 */
async function openAsItStarts(page: Page, request: APIRequestContext): Promise<CricketMatch> {
  const match = await upcomingMatch(request, 3);
  await page.goto(oddsViewHref(match));
  await expect(page.getByRole('heading', { name: match.name })).toBeVisible();
  await expectFigures(page, { balance: FUNDS_TAKA, exposure: 0 });
  await waitUntilInPlay(request, match);
  await expect(page.getByRole('main').getByText('In-Play', { exact: true })).toBeVisible();
  return match;
}

/** The sandbox suspends every market of a match together: its Bookmaker shows the band. */
async function eventOpen(page: Page): Promise<void> {
  await expect(page.getByTestId('bookmaker-row').first().getByTestId('odds-overlay')).toBeHidden({
    timeout: 30_000,
  });
}

test('a member backs in play, sees Bet Matched, and the settled result adds up', async ({
  memberPage: page,
  request,
  sandbox,
}) => {
  // The match is played out to its settlement, which a busy machine plays slower (marketResult).
  test.setTimeout(360_000);

  const match = await openAsItStarts(page, request);
  const before = await hubFigures(page);

  // The outsider: its price moves least against a back in the few balls the delay spans.
  const prices = (await matchOdds(request, match.marketId)).runners;
  const outsider = [...prices].sort(
    (a, b) => (b.ex.availableToBack[0]?.price ?? 0) - (a.ex.availableToBack[0]?.price ?? 0),
  )[0]!;
  const runner = { selectionId: outsider.selectionId, name: outsider.SelectionName };
  const backCell = page
    .getByTestId('match-odds-row')
    .filter({ hasText: runner.name })
    .getByRole('button', { name: new RegExp(`^Back ${runner.name} at `) });
  await expect(backCell).toBeVisible();
  await shoot(page, 'exchange-acceptance-in-play-en');
  await backCell.click();
  const slip = page.getByRole('dialog', { name: new RegExp(runner.name) });
  await slip.getByRole('button', { name: String(STAKE_TAKA), exact: true }).click();
  // A 1-over match swings a lot in the 5 s the bet waits: the player takes any price down to 1.2
  // (a back is matched at the best price on offer, never below what it asks).
  await lowerOddsTo(slip, 1.2);
  await expect(slip.getByTestId('slip-liability')).toHaveText(taka(toPaisa(STAKE_TAKA)));
  await shoot(page, 'exchange-acceptance-slip-en');

  const box = page.getByRole('dialog', { name: 'Bet Matched' });
  await eventOpen(page);
  const placing = placeUntilTaken(page, slip, { attempts: 3, waitOpen: () => eventOpen(page) });
  await expect(slip.getByText(/takes about 5 seconds/)).toBeVisible();
  await shoot(page, 'exchange-acceptance-delay-en');
  await placing;
  await expect(box.getByTestId('bet-matched')).toContainText('Back');
  await expect(box.getByTestId('bet-matched')).toContainText(runner.name);
  await expect(box.getByTestId('bet-matched')).toContainText(taka(toPaisa(STAKE_TAKA)));
  await shoot(page, 'exchange-acceptance-matched-en');

  // A back's liability is its stake: exactly that moves from Main to the exposure.
  await expectFigures(page, { balance: before.balance - STAKE_TAKA, exposure: STAKE_TAKA });
  const [bet] = await memberBets(page, match.marketId);
  expect(bet).toMatchObject({ side: 'back', stake: STAKE_TAKA, matched: STAKE_TAKA });
  await box.getByRole('button', { name: 'OK' }).click();

  const result = await marketResult(sandbox.database, match.marketId);
  let expectedNetPaisa = 0;
  let expectedCommissionPaisa = 0;
  if (result.status === 'settled') {
    const won = result.result === runner.selectionId;
    expectedNetPaisa = backNetPaisa(toPaisa(STAKE_TAKA), Math.round(bet!.average_odds! * 100), won);
    expectedCommissionPaisa = commissionPaisa(expectedNetPaisa);
  }
  await expectFigures(page, {
    balance: (toPaisa(before.balance) + expectedNetPaisa - expectedCommissionPaisa) / 100,
    exposure: 0,
  });
  const [settled] = await memberBets(page, match.marketId);
  expect(settled).toMatchObject({ status: result.status, profit: expectedNetPaisa / 100 });

  await page.goto('/betting-record');
  await page.getByRole('tab', { name: 'Exchange' }).click();
  const row = page.getByRole('button', { name: new RegExp(match.name) });
  await expect(row).toContainText(taka(Math.abs(expectedNetPaisa)));
  await row.click();
  const details = page.getByRole('dialog', { name: 'Exchange Record Details' });
  // A void (a tie) shows as processing would.
  const tag = result.status === 'voided' ? 'processing' : expectedNetPaisa > 0 ? 'WON' : 'LOST';
  await expect(details.getByText(tag, { exact: true })).toBeVisible();
  await expect(details.getByText(`EX${bet!.id}`)).toBeVisible();
  await shoot(page, 'exchange-acceptance-record-en');
  await details.getByRole('button', { name: 'Show details' }).click();
  await expect(details.getByText('Match Odds', { exact: true })).toBeVisible();
  await expect(details.getByText(runner.name, { exact: true })).toBeVisible();
  // The odds the bet got (not the floor it asked) and the profit they pay.
  const matchedPrice = Math.round(bet!.average_odds! * 100);
  const detail = (label: string) => details.locator(`dt:text-is("${label}") + dd`);
  await expect(detail('Odds')).toHaveText(String(matchedPrice / 100));
  await expect(detail('Potential profit')).toHaveText(
    taka(backNetPaisa(toPaisa(STAKE_TAKA), matchedPrice, true)),
  );
  await expect(detail('Potential liability')).toHaveText(taka(toPaisa(STAKE_TAKA)));
  await shoot(page, 'exchange-acceptance-record-details-en');
});

interface EventMarkets {
  data: { items: Record<string, { fancy2: Record<string, unknown> }> };
}

async function fancyMarketId(page: Page, match: CricketMatch): Promise<string> {
  const markets = await memberGet<EventMarkets>(page, `/api/event/${match.eventId}`);
  const first = Object.keys(markets.data.items[match.eventId]?.fancy2 ?? {})[0];
  if (!first) throw new Error('No Fancy line is open');
  return first;
}

interface RateBet {
  id: number;
  market_id: string;
  rate: number;
  no_line: number | null;
  yes_line: number | null;
}

/** The rate bets the page placed, as the server answered them (lines and rate taken). */
function collectRateBets(page: Page): RateBet[] {
  const taken: RateBet[] = [];
  page.on('response', (response) => {
    if (
      response.request().method() === 'POST' &&
      response.url().endsWith('/api/exchange/rate-bets') &&
      response.ok()
    ) {
      void response.json().then((answer: { bet: RateBet }) => taken.push(answer.bet));
    }
  });
  return taken;
}

async function takenOn(taken: RateBet[], marketId: string): Promise<RateBet> {
  await expect.poll(() => taken.some((bet) => bet.market_id === marketId)).toBe(true);
  return taken.find((bet) => bet.market_id === marketId)!;
}

interface ExchangeRecordRow {
  transaction_id: string;
  net_profit_loss: number;
  status: string;
}

async function recordOf(page: Page, betId: number): Promise<ExchangeRecordRow> {
  const { data } = await memberGet<{ data: { exchange: ExchangeRecordRow[] } }>(
    page,
    '/api/betting-record',
  );
  const record = data.exchange.find((row) => row.transaction_id === `EX${betId}`);
  if (!record) throw new Error(`No record EX${betId}`);
  return record;
}

test('a Fancy NO and a Bookmaker back on one match settle by the runs and the winner', async ({
  memberPage: page,
  request,
  sandbox,
}) => {
  // The match is played out to its settlement, which a busy machine plays slower (marketResult).
  test.setTimeout(360_000);
  const taken = collectRateBets(page);

  const match = await openAsItStarts(page, request);
  const before = await hubFigures(page);
  const stakePaisa = toPaisa(STAKE_TAKA);
  const box = page.getByRole('dialog', { name: 'Bet Matched' });

  // The first innings' Fancy line: NO at the projected runs, at evens.
  const fancyRow = page.getByTestId('fancy-row').first();
  await expect(fancyRow).toBeVisible();
  const fancyId = await fancyMarketId(page, match);
  const pickNo = async () => {
    await expect(fancyRow.getByTestId('odds-overlay')).toBeHidden({ timeout: 30_000 });
    await fancyRow.getByRole('button', { name: /^No / }).click();
    const slip = page.getByRole('dialog', { name: /over runs/ });
    await slip.getByRole('button', { name: String(STAKE_TAKA), exact: true }).click();
    return slip;
  };
  const fancySlip = await pickNo();
  await shoot(page, 'exchange-acceptance-fancy-slip-en');
  await placeUntilTaken(page, fancySlip, { attempts: 10, repick: pickNo });
  await expect(box.getByTestId('bet-matched')).toContainText('No');
  await shoot(page, 'exchange-acceptance-fancy-matched-en');
  await box.getByRole('button', { name: 'OK' }).click();
  const fancyBet = await takenOn(taken, fancyId);
  // NO risks ⌈stake × rate / 100⌉.
  const fancyLiability = Math.ceil((stakePaisa * fancyBet.rate) / 100);
  await expectFigures(page, {
    balance: (toPaisa(before.balance) - fancyLiability) / 100,
    exposure: fancyLiability / 100,
  });

  // The Bookmaker: back the first runner at the house's rate.
  const runner = match.runners[0]!;
  const bookmakerRow = page.getByTestId('bookmaker-row').filter({ hasText: runner.name });
  const pickBookmaker = async () => {
    await expect(bookmakerRow.getByTestId('odds-overlay')).toBeHidden({ timeout: 30_000 });
    await bookmakerRow
      .getByRole('button', { name: new RegExp(`^Back ${runner.name} at `) })
      .click();
    const slip = page.getByRole('dialog', { name: new RegExp(runner.name) });
    await slip.getByRole('button', { name: String(STAKE_TAKA), exact: true }).click();
    return slip;
  };
  const bookmakerSlip = await pickBookmaker();
  // The house's rate moves every ball (2 s here); on a busy machine a player's click can miss
  // several in a row, as a real player on a slow phone would, and tries again.
  await placeUntilTaken(page, bookmakerSlip, { attempts: 10, repick: pickBookmaker });
  await expect(box.getByTestId('bet-matched')).toContainText(runner.name);
  await shoot(page, 'exchange-acceptance-bookmaker-matched-en');
  await box.getByRole('button', { name: 'OK' }).click();
  const bookmakerId = `b.${match.eventId}`;
  const bookmakerBet = await takenOn(taken, bookmakerId);
  // Two markets: their exposures add up (a back at a rate risks its stake).
  await expectFigures(page, {
    balance: (toPaisa(before.balance) - fancyLiability - stakePaisa) / 100,
    exposure: (fancyLiability + stakePaisa) / 100,
  });

  const fancyResult = await marketResult(sandbox.database, fancyId);
  const fancyNet =
    fancyResult.status === 'voided'
      ? 0
      : fancyNoNetPaisa(
          stakePaisa,
          fancyBet.rate,
          fancyWins('no', { no: fancyBet.no_line!, yes: fancyBet.yes_line! }, fancyResult.result!),
        );
  const bookmakerResult = await marketResult(sandbox.database, bookmakerId);
  const bookmakerNet =
    bookmakerResult.status === 'voided'
      ? 0
      : rateTakerNetPaisa(
          stakePaisa,
          bookmakerBet.rate,
          bookmakerResult.result === runner.selectionId,
        );
  // No commission on the house's markets.
  await expectFigures(page, {
    balance: (toPaisa(before.balance) + fancyNet + bookmakerNet) / 100,
    exposure: 0,
  });
  expect(await recordOf(page, fancyBet.id)).toMatchObject({ net_profit_loss: fancyNet / 100 });
  expect(await recordOf(page, bookmakerBet.id)).toMatchObject({
    net_profit_loss: bookmakerNet / 100,
  });

  await page.goto('/betting-record');
  await page.getByRole('tab', { name: 'Exchange' }).click();
  const rows = page.getByRole('button', { name: new RegExp(match.name) });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'no ·' })).toContainText(taka(Math.abs(fancyNet)));
  await expect(rows.filter({ hasText: 'back ·' })).toContainText(taka(Math.abs(bookmakerNet)));
  await shoot(page, 'exchange-acceptance-rate-records-en');
  await rows.filter({ hasText: 'no ·' }).click();
  const details = page.getByRole('dialog', { name: 'Exchange Record Details' });
  await expect(details.getByText(fancyNet > 0 ? 'WON' : 'LOST', { exact: true })).toBeVisible();
  await details.getByRole('button', { name: 'Show details' }).click();
  await expect(details.getByText(String(fancyBet.no_line), { exact: true })).toBeVisible();
  await shoot(page, 'exchange-acceptance-fancy-record-en');
});

test('every Fancy tab has lines in play, Lottery read as digits and Odd/Even as words', async ({
  memberPage: page,
  request,
}) => {
  await openAsItStarts(page, request);
  const tabs = page.getByRole('group', { name: 'Fancy markets' });
  const rows = page.getByTestId('fancy-row');
  // Each kind's lines as the sandbox names them; each tab lists its own kind alone.
  const kinds: [string, RegExp][] = [
    ['Fancy', /^[A-Za-z]+ 2 over runs$/],
    ['Ball by Ball', / ball \d\.\d runs$/],
    ['Khadda', / \(Khadda\)$/],
    ['Lottery', / over 2 runs, last digit$/],
    ['Odd/Even', / over 2 runs, odd or even$/],
  ];
  for (const [tab, title] of kinds) {
    await tabs.getByRole('button', { name: tab, exact: true }).click();
    await expect(rows.first()).toBeVisible();
    for (const name of await rows.locator('.odds-row__name').allTextContents()) {
      expect(name).toMatch(title);
    }
    if (tab === 'Lottery') {
      await expect(
        rows.first().getByRole('button', { name: /^No .* at 0–4 \(\d+\)$/ }),
      ).toBeVisible();
      await expect(
        rows.first().getByRole('button', { name: /^Yes .* at 5–9 \(\d+\)$/ }),
      ).toBeVisible();
      await shoot(page, 'exchange-acceptance-fancy-lottery-en');
    }
    if (tab === 'Odd/Even') {
      await expect(
        rows.first().getByRole('button', { name: /^No .* at Even \(\d+\)$/ }),
      ).toBeVisible();
      await expect(
        rows.first().getByRole('button', { name: /^Yes .* at Odd \(\d+\)$/ }),
      ).toBeVisible();
    }
  }
  await tabs.getByRole('button', { name: 'All', exact: true }).click();
  await expect(rows).toHaveCount(5);
  await shoot(page, 'exchange-acceptance-fancy-all-en');

  // In Bangla, the Odd/Even sides read as words and the Lottery sides as Bangla digits.
  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.reload();
  const banglaTabs = page.getByRole('group', { name: 'ফ্যান্সি মার্কেট' });
  await banglaTabs.getByRole('button', { name: 'জোড়/বিজোড়', exact: true }).click();
  await expect(rows.first().getByText('জোড়', { exact: true })).toBeVisible();
  await expect(rows.first().getByText('বিজোড়', { exact: true })).toBeVisible();
  await banglaTabs.getByRole('button', { name: 'লটারি', exact: true }).click();
  await expect(rows.first().getByText('০–৪', { exact: true })).toBeVisible();
  await shoot(page, 'exchange-acceptance-fancy-lottery-bn');
});

// The stepped house games end to end on a phone. Jacks or Better is opened from the home page's
// Poker category: a deal, two cards held, a draw, and the round's money agrees in the frame, in the
// app and in the Settled record; the verify page recomputes the hand from the revealed seed and the
// holds. Blackjack is opened from the Table category and stood until the dealer has played. Hi-Lo
// is opened from the Arcade category in Bangla: a skip, a guess, then a cash-out or a loss. In
// Bangla too, a round each of Blackjack (Table), Teen Patti (Casino), Jacks or Better (Poker) and
// Fishing from their home tabs. Each balance moves by exactly the round's payout less its stakes.
import type { Page } from '@playwright/test';
import { shoot as shootPage } from '../fixtures/screenshots';
import { paisaOf, taka } from '../fixtures/taka';
import { expect, test } from '../fixtures/worker-server';

test.use({ playerTaka: 500 });

interface SteppedAnswer {
  bet: {
    id: number;
    status: 'open' | 'won' | 'lost';
    stake: number;
    payout: number;
    stepped: {
      game: string;
      cards?: number[];
      guesses?: string[];
      dealt?: number[];
      final?: number[] | null;
      held?: boolean[] | null;
      hand?: string;
      multiplier: number | null;
      next?: { higher: number | null; lower: number | null; same: number } | null;
    };
  };
  balance: number;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const frame of page.frames()) {
    await frame.evaluate(() => document.fonts.ready.then(() => undefined));
  }
  await shootPage(page, name);
}

/** Runs `act` and answers the stepped call it made. */
async function stepped(page: Page, path: string, act: () => Promise<void>) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/house/${path}`) && response.request().method() === 'POST',
  );
  await act();
  const response = await answered;
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as SteppedAnswer;
}

test('Jacks or Better from the Poker tab, Blackjack from the Table tab and Hi-Lo from the Arcade tab in Bangla: each round moves the money once, and the hand verifies', async ({
  quietMemberPage: page,
}) => {
  await page.goto('/');
  await page
    .getByRole('tablist', { name: 'Game categories' })
    .getByRole('tab', { name: 'Poker', exact: true })
    .click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Khela Originals' }).click();
  await expect(page).toHaveURL(/\/games\?type=BINGO&system=KHELA/);
  await page.getByRole('button', { name: 'Jacks or Better by Khela Originals' }).click();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Jacks or Better' })).toBeVisible();
  const balance = frame.getByTestId('house-balance');
  await expect(balance).toHaveText(taka(500));
  await frame.getByRole('textbox', { name: 'Stake', exact: true }).fill('10');
  await frame.getByText('Rules and return to player').click();
  await expect(frame.getByText('Return to player 99.54% · House edge 0.46%')).toBeVisible();

  const dealt = await stepped(page, 'jacks-or-better/deal', () =>
    frame.getByRole('button', { name: 'Deal' }).click(),
  );
  expect(dealt.bet.status).toBe('open');
  expect(dealt.bet.stepped.final).toBeNull();
  await expect(balance).toHaveText(taka(490));
  await frame.getByRole('button', { name: /^Card 1:/ }).click();
  await frame.getByRole('button', { name: /^Card 2:/ }).click();
  await expect(frame.getByRole('button', { name: /^Card 1:/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await shoot(page, 'house-jacks-or-better-held-en');
  const drawn = await stepped(page, 'jacks-or-better/draw', () =>
    frame.getByRole('button', { name: 'Draw' }).click(),
  );
  expect(drawn.bet.stepped.held).toEqual([true, true, false, false, false]);
  expect(drawn.bet.stepped.final?.slice(0, 2)).toEqual(dealt.bet.stepped.dealt?.slice(0, 2));
  expect(drawn.bet.payout).toBe(10 * (drawn.bet.stepped.multiplier ?? 0));
  await expect(balance).toHaveText(taka(490 + drawn.bet.payout));
  await expect(frame.getByTestId('stepped-result')).toBeVisible();
  await shoot(page, 'house-jacks-or-better-drawn-en');

  await frame.getByRole('link', { name: 'Verify this round' }).click();
  await expect(frame.getByRole('heading', { name: 'Verify a round' })).toBeVisible();
  await frame.getByRole('button', { name: 'Change seeds' }).first().click();
  await expect(frame.getByTestId('previous-seeds')).toBeVisible();
  await frame.getByRole('button', { name: `Verify bet #${drawn.bet.id}` }).click();
  await expect(frame.getByTestId('verify-hash')).toHaveText(
    'SHA-256(server seed) equals the published hash.',
  );
  await expect(frame.getByTestId('verify-stepped')).toContainText('after the draw');
  await expect(frame.getByTestId('verify-record')).toHaveText(
    'It matches what the server recorded for this bet.',
  );
  await shoot(page, 'house-jacks-or-better-verify-en');

  await page
    .getByRole('dialog', { name: 'Game' })
    .getByRole('link', { name: 'Close the game' })
    .click();
  await expect(
    page.getByRole('link', { name: `Main Wallet balance: ${taka(drawn.balance)}` }),
  ).toBeVisible({ timeout: 20_000 });
  await page.goto('/betting-record');
  const net = drawn.bet.payout - 10;
  await expect(page.getByRole('table').getByRole('row')).toHaveText([
    'PlatformGame TypeTurnoverProfit/LossOpen',
    `KHELABINGO${taka(10)}${net < 0 ? `(${taka(-net)})` : taka(net)}`,
  ]);

  // Blackjack from the Table tab: a deal, stand until the dealer has played.
  await page.goto('/');
  await page
    .getByRole('tablist', { name: 'Game categories' })
    .getByRole('tab', { name: 'Table', exact: true })
    .click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Khela Originals' }).click();
  const blackjackLaunch = page.waitForResponse('**/api/game-run');
  await page.getByRole('button', { name: 'Blackjack by Khela Originals' }).click();
  const { url: blackjackUrl } = (await (await blackjackLaunch).json()) as { url: string };
  await page.goto(blackjackUrl);
  await expect(page.getByRole('heading', { name: 'Blackjack' })).toBeVisible();
  const atTable = paisaOf((await page.getByTestId('house-balance').textContent()) ?? '');
  await page.getByRole('textbox', { name: 'Stake', exact: true }).fill('10');
  let hand = await stepped(page, 'blackjack/deal', () =>
    page.getByRole('button', { name: 'Deal' }).click(),
  );
  if (hand.bet.status === 'open') {
    await expect(page.getByRole('button', { name: 'Hit' })).toBeVisible();
    await shoot(page, 'house-blackjack-dealt-en');
  }
  while (hand.bet.status === 'open') {
    hand = await stepped(page, 'blackjack/act', () =>
      page.getByRole('button', { name: 'Stand' }).click(),
    );
  }
  await expect
    .poll(async () => paisaOf((await page.getByTestId('house-balance').textContent()) ?? ''))
    .toBe(atTable - 1000 + Math.round(hand.bet.payout * 100));
  await expect(page.getByTestId('stepped-result')).toBeVisible();
  await shoot(page, 'house-blackjack-over-en');
  // The verify page replays the hand from the revealed seed and the moves.
  await page.getByRole('link', { name: 'Verify this round' }).click();
  await page.getByRole('button', { name: 'Change seeds' }).first().click();
  await expect(page.getByTestId('previous-seeds')).toBeVisible();
  await page.getByRole('button', { name: `Verify bet #${hand.bet.id}` }).click();
  await expect(page.getByTestId('verify-stepped')).toContainText('Dealer');
  await expect(page.getByTestId('verify-record')).toHaveText(
    'It matches what the server recorded for this bet.',
  );

  // Hi-Lo in Bangla, from the Arcade tab.
  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.goto('/');
  await page
    .getByRole('tablist', { name: 'গেমের ক্যাটাগরি' })
    .getByRole('tab', { name: /আর্কেড|Arcade/ })
    .click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Khela Originals' }).click();
  const launched = page.waitForResponse('**/api/game-run');
  await page.getByRole('button', { name: /Hi-Lo/ }).click();
  const { url } = (await (await launched).json()) as { url: string };
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'হাই-লো' })).toBeVisible();
  const start = paisaOf((await page.getByTestId('house-balance').textContent()) ?? '');
  await page.getByRole('textbox', { name: 'স্টেক', exact: true }).fill('5');
  let round = await stepped(page, 'hilo/start', () =>
    page.getByRole('button', { name: 'শুরু' }).click(),
  );
  await expect(page.getByRole('button', { name: 'ক্যাশ আউটের জন্য একটি অনুমান জিতুন' })).toBeDisabled();
  round = await stepped(page, 'hilo/guess', () =>
    page.getByRole('button', { name: /^স্কিপ/ }).click(),
  );
  expect(round.bet.stepped.guesses).toEqual(['skip']);
  const next = round.bet.stepped.next;
  // The likelier side pays the smaller multiplier.
  const higher = next?.higher ?? Infinity;
  const lower = next?.lower ?? Infinity;
  const guess = higher <= lower ? 'বড়' : 'ছোট';
  round = await stepped(page, 'hilo/guess', () =>
    page.getByRole('button', { name: new RegExp(`^${guess} ·`) }).click(),
  );
  if (round.bet.status === 'open') {
    await shoot(page, 'house-hilo-climbing-bn');
    round = await stepped(page, 'hilo/cashout', () => page.getByTestId('hilo-cashout').click());
    expect(round.bet.status).toBe('won');
  } else {
    expect(round.bet).toMatchObject({ status: 'lost', payout: 0 });
  }
  await expect
    .poll(async () => paisaOf((await page.getByTestId('house-balance').textContent()) ?? ''))
    .toBe(start - 500 + Math.round(round.bet.payout * 100));
  await expect(page.getByTestId('stepped-result')).toBeVisible();
  await shoot(page, `house-hilo-${round.bet.status}-bn`);
});

/** From the Bangla home page's category tab to the house provider's game: its launch address. */
async function launchInBangla(page: Page, tab: string, tile: RegExp): Promise<string> {
  await page.goto('/');
  await page
    .getByRole('tablist', { name: 'গেমের ক্যাটাগরি' })
    .getByRole('tab', { name: tab, exact: true })
    .click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Khela Originals' }).click();
  const launched = page.waitForResponse('**/api/game-run');
  await page.getByRole('button', { name: tile }).click();
  const { url } = (await (await launched).json()) as { url: string };
  return url;
}

const balanceOf = async (page: Page) =>
  paisaOf((await page.getByTestId('house-balance').textContent()) ?? '');

test('the Table, Casino, Poker and Fishing games read in Bangla: a round each from its home tab, the balance moving by its payout less its stakes', async ({
  quietMemberPage: page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));

  // Blackjack (টেবিল): a deal, then stand until the dealer has played.
  await page.goto(await launchInBangla(page, 'টেবিল', /Blackjack/));
  await expect(page.getByRole('heading', { name: 'ব্ল্যাকজ্যাক' })).toBeVisible();
  let before = await balanceOf(page);
  let table = await stepped(page, 'blackjack/deal', () =>
    page.getByRole('button', { name: 'ডিল' }).click(),
  );
  while (table.bet.status === 'open') {
    table = await stepped(page, 'blackjack/act', () =>
      page.getByRole('button', { name: 'স্ট্যান্ড' }).click(),
    );
  }
  await expect.poll(() => balanceOf(page)).toBe(before - 100 + Math.round(table.bet.payout * 100));
  await expect(page.getByTestId('stepped-result')).toBeVisible();
  await shoot(page, 'house-blackjack-over-bn');

  // Teen Patti (ক্যাসিনো): Pair Plus.
  await page.goto(await launchInBangla(page, 'ক্যাসিনো', /Teen Patti/));
  await expect(page.getByRole('heading', { name: 'তিন পাত্তি' })).toBeVisible();
  before = await balanceOf(page);
  await page.getByRole('button', { name: 'পেয়ার প্লাস · ১ এ ৪০ পর্যন্ত দেয়' }).click();
  const dealt = await stepped(page, 'teen-patti/play', () =>
    page.getByRole('button', { name: 'খেলুন' }).click(),
  );
  await expect.poll(() => balanceOf(page)).toBe(before - 100 + Math.round(dealt.bet.payout * 100));
  await expect(page.getByTestId('instant-round')).toContainText('প্লেয়ার');
  await shoot(page, 'house-teen-patti-result-bn');

  // Jacks or Better (পোকার): a deal and a draw holding nothing.
  await page.goto(await launchInBangla(page, 'পোকার', /Jacks or Better/));
  await expect(page.getByRole('heading', { name: 'জ্যাকস অর বেটার' })).toBeVisible();
  before = await balanceOf(page);
  await stepped(page, 'jacks-or-better/deal', () =>
    page.getByRole('button', { name: 'ডিল' }).click(),
  );
  const drawn = await stepped(page, 'jacks-or-better/draw', () =>
    page.getByRole('button', { name: 'ড্র', exact: true }).click(),
  );
  await expect.poll(() => balanceOf(page)).toBe(before - 100 + Math.round(drawn.bet.payout * 100));
  await shoot(page, 'house-jacks-or-better-drawn-bn');

  // Fishing (ফিশিং): one shot at the first fish.
  await page.goto(await launchInBangla(page, 'ফিশিং', /Fishing/));
  await expect(page.getByRole('heading', { name: 'ফিশিং' })).toBeVisible();
  before = await balanceOf(page);
  const shot = await stepped(page, 'fishing/play', () =>
    page.getByRole('button', { name: /শট/ }).first().click(),
  );
  await expect.poll(() => balanceOf(page)).toBe(before - 100 + Math.round(shot.bet.payout * 100));
  await shoot(page, 'house-fishing-result-bn');
});

// The house's instant games end to end on a phone: a funded player opens Dice from the home page's
// Favourites tile, rolls in the game frame, and the round's money agrees in the frame, in the app
// and in the Settled record; the verify page recomputes the roll from the revealed seed. Keno is
// opened from the Lottery category in Bangla, Fishing from its category; Limbo (Crash), Wheel and
// Plinko (Arcade), Roulette and Baccarat (Table), Dragon Tiger, 7 Up 7 Down, Andar Bahar and Teen
// Patti (Casino) are each opened from the home page's category tab and play a round on their page,
// the balance moving by exactly the round's payout less its stake; the last round verifies, and
// the Settled record sums each category's rounds (Fishing's too).
import type { FrameLocator, Page } from '@playwright/test';
import { shoot as shootPage } from '../fixtures/screenshots';
import { paisaOf, taka, toBanglaDigits } from '../fixtures/taka';
import { expect, test } from '../fixtures/worker-server';

test.use({ playerTaka: 500 });

interface PlayAnswer {
  bet: {
    id: number;
    game: string;
    stake: number;
    payout: number;
    instant: { game: string; choice: Record<string, unknown>; result: Record<string, unknown> };
  };
  balance: number;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const frame of page.frames()) {
    await frame.evaluate(() => document.fonts.ready.then(() => undefined));
  }
  await shootPage(page, name);
}

/** Presses Play and answers the round the server played. */
async function playRound(page: Page, where: Page | FrameLocator, game: string) {
  const answered = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/house/${game}/play`) && response.request().method() === 'POST',
  );
  await where.getByRole('button', { name: /^(Play|খেলুন)$/ }).click();
  const response = await answered;
  expect(response.ok(), await response.text()).toBe(true);
  expect(response.request().headers()['idempotency-key']).toBeTruthy();
  return (await response.json()) as PlayAnswer;
}

/**
 * From the home page's category tab to the house provider's games, then the game's tile: its launch
 * address, as the game frame gets it.
 */
async function launchFromHome(page: Page, tab: string, tile: string): Promise<string> {
  await page.goto('/');
  await page
    .getByRole('tablist', { name: 'Game categories' })
    .getByRole('tab', { name: tab, exact: true })
    .click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Khela Originals' }).click();
  const launched = page.waitForResponse('**/api/game-run');
  await page.getByRole('button', { name: tile }).click();
  const { url } = (await (await launched).json()) as { url: string };
  expect(url).toMatch(/^\/house\/[a-z-]+\?lobby=.+#session=.+$/);
  return url;
}

test('Dice from the Favourites tile: a roll in the frame moves the money once, and it verifies', async ({
  quietMemberPage: page,
}) => {
  await page.goto('/');
  await page
    .getByRole('region', { name: 'Favourites' })
    .getByRole('link', { name: 'Dice' })
    .click();
  await expect(page).toHaveURL('/games?type=ARCADE&system=KHELA&title=Dice');
  await page.getByRole('button', { name: 'Dice by Khela Originals' }).click();
  await expect(page).toHaveURL('/gamerun');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Dice' })).toBeVisible();
  const balance = frame.getByTestId('house-balance');
  await expect(balance).toHaveText(taka(500));
  await expect(frame.getByText('No rounds yet.')).toBeVisible();

  await frame.getByRole('textbox', { name: 'Stake', exact: true }).fill('10');
  await frame.getByRole('button', { name: 'Roll over' }).click();
  await frame.getByRole('slider', { name: /^Target/ }).fill('75.5');
  // 2,449 winning rolls: 9,900 ÷ 2,449.
  await expect(frame.getByTestId('dice-multiplier')).toHaveText('4.0424×');
  await expect(frame.getByText('24.49%')).toBeVisible();
  await frame.getByText('Rules and return to player').click();
  await expect(frame.getByText('Return to player 99.00% · House edge 1.00%')).toBeVisible();
  await shoot(page, 'house-dice-before-en');

  const round = await playRound(page, frame, 'dice');
  expect(round.bet.instant.choice).toEqual({ side: 'over', target: 75.5 });
  const roll = round.bet.instant.result['roll'] as number;
  expect(round.bet.payout).toBe(roll > 75.5 ? 40.42 : 0);
  await expect(balance).toHaveText(taka(500 - 10 + round.bet.payout));
  await expect(frame.getByTestId('instant-round')).toHaveText(
    `Rolled ${roll.toFixed(2)}: ${round.bet.payout > 0 ? 'a win' : 'no win'}`,
  );
  await expect(frame.getByTestId('instant-result')).toHaveText(
    round.bet.payout > 0 ? `You won ${taka(round.bet.payout)} (4.042×)` : 'No win this time',
  );
  await shoot(page, `house-dice-result-${round.bet.payout > 0 ? 'win' : 'loss'}-en`);

  // The verify page from the round's own link: the seed is revealed by changing seeds.
  await frame.getByRole('link', { name: `Verify round #${round.bet.id}` }).click();
  await expect(frame.getByRole('heading', { name: 'Verify a round' })).toBeVisible();
  await frame.getByRole('button', { name: 'Change seeds' }).first().click();
  await expect(frame.getByTestId('previous-seeds')).toBeVisible();
  await frame.getByRole('button', { name: `Verify bet #${round.bet.id}` }).click();
  await expect(frame.getByTestId('verify-hash')).toHaveText(
    'SHA-256(server seed) equals the published hash.',
  );
  await expect(frame.getByTestId('verify-instant')).toHaveText(
    `Rolled ${roll.toFixed(2)}: ${round.bet.payout > 0 ? 'a win' : 'no win'}`,
  );
  await expect(frame.getByTestId('verify-record')).toHaveText(
    'It matches what the server recorded for this bet.',
  );
  await shoot(page, 'house-dice-verify-en');

  // The app's balance and the Settled record say the same.
  await page
    .getByRole('dialog', { name: 'Game' })
    .getByRole('link', { name: 'Close the game' })
    .click();
  await expect(
    page.getByRole('link', { name: `Main Wallet balance: ${taka(round.balance)}` }),
  ).toBeVisible({ timeout: 20_000 });
  await page.goto('/betting-record');
  const net = round.bet.payout - 10;
  await expect(page.getByRole('table').getByRole('row')).toHaveText([
    'PlatformGame TypeTurnoverProfit/LossOpen',
    `KHELAARCADE${taka(10)}${net < 0 ? `(${taka(-net)})` : taka(net)}`,
  ]);
});

test('Keno from the Lottery category reads in Bangla: picks, a draw and its hits', async ({
  quietMemberPage: page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/');
  await page
    .getByRole('tablist', { name: 'গেমের ক্যাটাগরি' })
    .getByRole('tab', { name: /লটারি|Lottery/ })
    .click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Khela Originals' }).click();
  await expect(page).toHaveURL(/\/games\?type=LOTTO&system=KHELA/);
  await page.getByRole('button', { name: /Keno/ }).click();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'কেনো' })).toBeVisible();
  await expect(frame.getByText('১ থেকে ১০টি সংখ্যা বাছুন।')).toBeVisible();
  await expect(frame.getByRole('button', { name: 'খেলুন' })).toBeDisabled();
  for (const number of ['৩', '১৭', '২৫', '৪০']) {
    await frame.getByRole('button', { name: number, exact: true }).click();
  }
  await expect(frame.getByText('১০টির মধ্যে ৪টি বাছা হয়েছে')).toBeVisible();
  await shoot(page, 'house-keno-before-bn');

  const round = await playRound(page, frame, 'keno');
  const hits = round.bet.instant.result['hits'] as number[];
  expect(round.bet.instant.choice).toEqual({ picks: [3, 17, 25, 40] });
  await expect
    .poll(async () => paisaOf((await frame.getByTestId('house-balance').textContent()) ?? ''))
    .toBe(50_000 - 100 + Math.round(round.bet.payout * 100));
  await expect(frame.getByTestId('instant-round')).toContainText(
    `৪টির মধ্যে ${toBanglaDigits(String(hits.length))}টি মিলেছে`,
  );
  await expect(frame.getByRole('button', { name: /, উঠেছে/ })).toHaveCount(10);
  await shoot(page, 'house-keno-result-bn');
});

const ROUNDS_ON_THEIR_PAGES = [
  [
    'limbo',
    'Crash',
    'Limbo by Khela Originals',
    async (page: Page) => {
      await page.getByRole('button', { name: '1.50×' }).click();
    },
  ],
  [
    'wheel',
    'Arcade',
    'Wheel by Khela Originals',
    async (page: Page) => {
      await page.getByRole('button', { name: 'High', exact: true }).click();
      await expect(page.getByText('29.70× on 1 of 30')).toBeVisible();
    },
  ],
  [
    'plinko',
    'Arcade',
    'Plinko by Khela Originals',
    async (page: Page) => {
      await page.getByRole('combobox', { name: 'Rows' }).selectOption('16');
      await page.getByRole('button', { name: 'Low', exact: true }).click();
      await expect(
        page.getByRole('img', { name: 'Plinko board, 16 rows, Low risk' }),
      ).toBeVisible();
    },
  ],
  [
    'roulette',
    'Table',
    'Roulette by Khela Originals',
    async (page: Page) => {
      await page.getByRole('button', { name: '20', exact: true }).click();
      await expect(page.getByTestId('roulette-bet')).toHaveText('Split 17, 20 · pays 18.00×');
      await page.getByRole('button', { name: '23', exact: true }).click();
      await expect(page.getByText('These numbers are not one bet on the table.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Play' })).toBeDisabled();
      await page.getByRole('button', { name: 'Red', exact: true }).click();
      await expect(page.getByTestId('roulette-bet')).toHaveText('Red · pays 2.00×');
    },
  ],
  [
    'dragon-tiger',
    'Casino',
    'Dragon Tiger by Khela Originals',
    async (page: Page) => {
      await expect(page.getByText('Dealt by the fair stream, not live')).toBeVisible();
      await page.getByRole('button', { name: /^Tie/ }).click();
    },
  ],
  [
    'seven-up-down',
    'Casino',
    '7 Up 7 Down by Khela Originals',
    async (page: Page) => {
      await expect(page.getByText('Rolled by the fair stream, not live')).toBeVisible();
      await page.getByRole('button', { name: 'Exactly 7 · pays 5.75×' }).click();
    },
  ],
  [
    'baccarat',
    'Table',
    'Baccarat by Khela Originals',
    async (page: Page) => {
      await page.getByRole('button', { name: 'Player · pays 1 to 1' }).click();
    },
  ],
  [
    'andar-bahar',
    'Casino',
    'Andar Bahar by Khela Originals',
    async (page: Page) => {
      await page.getByRole('button', { name: 'Bahar · pays 1 to 1' }).click();
    },
  ],
  [
    'teen-patti',
    'Casino',
    'Teen Patti by Khela Originals',
    async (page: Page) => {
      await page.getByRole('button', { name: 'Pair Plus · pays up to 40 to 1' }).click();
    },
  ],
] as const;

test('the Crash, Arcade, Table and Casino games each open from their home tab and play a round, the balance moving by its payout less the stake', async ({
  quietMemberPage: page,
}) => {
  let balanceTaka = 500;
  // Stakes and net results per catalogue category, as the Settled record sums them.
  const byType = new Map<string, { turnover: number; net: number }>();
  const typeOf = { Crash: 'EGAME', Arcade: 'ARCADE', Table: 'TABLE', Casino: 'LIVE' } as const;
  let lastRoundId = 0;
  for (const [game, tab, tile, choose] of ROUNDS_ON_THEIR_PAGES) {
    const url = await launchFromHome(page, tab, tile);
    await page.goto(url);
    const balance = page.getByTestId('house-balance');
    await expect(balance).toHaveText(taka(balanceTaka));
    await choose(page);
    await page.getByRole('textbox', { name: 'Stake', exact: true }).fill('5');
    const round = await playRound(page, page, game);
    expect(round.bet.game).toBe(game);
    balanceTaka = Math.round((balanceTaka - 5 + round.bet.payout) * 100) / 100;
    lastRoundId = round.bet.id;
    const sums = byType.get(typeOf[tab]) ?? { turnover: 0, net: 0 };
    byType.set(typeOf[tab], {
      turnover: sums.turnover + 5,
      net: Math.round((sums.net + round.bet.payout - 5) * 100) / 100,
    });
    await expect(balance).toHaveText(taka(balanceTaka));
    await expect(page.getByTestId('instant-round')).toBeVisible();
    await expect(page.getByRole('link', { name: `Verify round #${round.bet.id}` })).toBeVisible();
    await shoot(page, `house-${game}-result-en`);
  }
  // The last round (Teen Patti, Casino) recomputed on the verify page from the revealed seed.
  await page.getByRole('link', { name: `Verify round #${lastRoundId}` }).click();
  await page.getByRole('button', { name: 'Change seeds' }).first().click();
  await expect(page.getByTestId('previous-seeds')).toBeVisible();
  await page.getByRole('button', { name: `Verify bet #${lastRoundId}` }).click();
  await expect(page.getByTestId('verify-record')).toHaveText(
    'It matches what the server recorded for this bet.',
  );
  // The Settled record: one row per category, its turnover and profit or loss to the paisa.
  await page.goto('/betting-record');
  const record = page.getByRole('table');
  for (const [type, { turnover, net }] of byType) {
    await expect(record).toContainText(
      `KHELA${type}${taka(turnover)}${net < 0 ? `(${taka(-net)})` : taka(net)}`,
    );
  }
});

test('Fishing from the Fishing category: a tap on a fish fires one shot, one round', async ({
  quietMemberPage: page,
}) => {
  await page.goto('/');
  await page
    .getByRole('tablist', { name: 'Game categories' })
    .getByRole('tab', { name: 'Fishing' })
    .click();
  await page.getByRole('tabpanel').getByRole('link', { name: 'Khela Originals' }).click();
  await expect(page).toHaveURL(/\/games\?type=FH&system=KHELA/);
  await page.getByRole('button', { name: 'Fishing by Khela Originals' }).click();
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('heading', { name: 'Fishing' })).toBeVisible();
  await expect(
    frame.getByText('Every fish returns the same 97%: a fish that pays more is caught less often.'),
  ).toBeVisible();
  await frame.getByRole('textbox', { name: 'Stake', exact: true }).fill('2');
  const shot = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/house/fishing/play') && response.request().method() === 'POST',
  );
  await frame.getByRole('button', { name: 'Shoot at the Koi, pays 5.00×' }).click();
  const response = await shot;
  expect(response.ok(), await response.text()).toBe(true);
  const round = (await response.json()) as PlayAnswer;
  expect(round.bet.instant.choice).toEqual({ fish: 2 });
  const caught = round.bet.instant.result['caught'] as boolean;
  expect(round.bet.payout).toBe(caught ? 10 : 0);
  await expect(frame.getByTestId('house-balance')).toHaveText(taka(498 + round.bet.payout));
  await expect(frame.getByTestId('instant-round')).toHaveText(
    caught ? 'Caught the Koi!' : 'The Koi got away',
  );
  await shoot(page, `house-fishing-${caught ? 'caught' : 'missed'}-en`);
  await page.goto('/betting-record');
  const net = round.bet.payout - 2;
  await expect(page.getByRole('table')).toContainText(
    `KHELAFH${taka(2)}${net < 0 ? `(${taka(-net)})` : taka(net)}`,
  );
});

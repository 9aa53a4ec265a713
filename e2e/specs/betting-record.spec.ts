// Betting records ([contract: Screens] /betting-record): reached from My account, the Settled and
// Exchange tabs, 'No Data' for a new player, the filter panel (Back discards, Confirm applies), at
// 375 px the Settled groups, their drill-down and the Exchange Record Details popup (from a
// contract-shaped answer, since the server's Exchange tab has no bets yet), and a round played
// through the casino's launch and signed wallet API showing up as a Settled row.
import { createHmac, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import type { BettingRecordResponse, GetGamesResponse, LoginResponse } from '@khela/contract';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { signInViaApi, type TestPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { fundPlayer } from '../fixtures/wallet';

test('a new player sees No Data on both tabs and can set the filters', async ({
  memberPage: page,
}) => {
  await page.goto('/account');
  await page.getByRole('link', { name: 'Betting Records' }).click();
  await expect(page).toHaveURL('/betting-record');
  await expect(page.getByRole('heading', { name: 'Betting Records', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Settled' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No Data')).toBeVisible();
  await expect(page.getByText('Date: Today')).toBeVisible();
  await shoot(page, 'betting-record-empty-en');

  await page.getByRole('button', { name: 'Filter' }).click();
  let panel = page.getByRole('dialog', { name: 'Filter betting records' });
  await expect(panel.getByRole('group', { name: 'Date' }).getByRole('radio')).toHaveCount(3);
  await expect(
    panel.getByRole('group', { name: 'Platform' }).getByRole('radio', { name: 'All' }),
  ).toBeChecked();
  await shoot(page, 'betting-record-filter-en');
  await panel.getByRole('group', { name: 'Date' }).getByText('Yesterday', { exact: true }).click();
  await panel.getByRole('button', { name: 'Back' }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByText('Date: Today')).toBeVisible();

  await page.getByRole('button', { name: 'Filter' }).click();
  panel = page.getByRole('dialog', { name: 'Filter betting records' });
  await panel
    .getByRole('group', { name: 'Date' })
    .getByText('Last 7 days', { exact: true })
    .click();
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Date: Last 7 days')).toBeVisible();

  await page.getByRole('tab', { name: 'Exchange' }).click();
  await expect(page.getByRole('tab', { name: 'Exchange' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('No Data')).toBeVisible();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** A contract-shaped answer with rows, for the layout of groups, drill-down and popup at 375 px. */
const answerWithRows: BettingRecordResponse = {
  success: true,
  data: {
    settled: [
      {
        id: 1,
        created_at: minutesAgo(2),
        platform: 'KHELA',
        game_type: 'SLOT',
        game_name: 'Khela Fortune Slots',
        bet_amount: 100,
        winAmount: 0,
      },
      {
        id: 2,
        created_at: minutesAgo(3),
        platform: 'KHELA',
        game_type: 'SLOT',
        game_name: 'Khela Fortune Slots',
        bet_amount: 50,
        winAmount: 125,
      },
      {
        id: 3,
        created_at: minutesAgo(4),
        platform: 'KHELA',
        game_type: 'EGAME',
        game_name: 'Crash',
        bet_amount: 200,
        winAmount: 410,
      },
    ],
    exchange: [
      {
        transaction_id: 'EX-1001',
        created_at: minutesAgo(5),
        event_name: 'Dhaka Dynamites v Sylhet Strikers',
        game_type: 'Cricket',
        bet_type: 'back',
        market_name: 'Match Odds',
        selection_name: 'Dhaka Dynamites',
        stake: 500,
        potential_profit: 450,
        potential_liability: 500,
        odds: 1.9,
        run: null,
        net_profit_loss: -500,
        status: 'LOST',
      },
    ],
  },
};

test('settled groups drill down and an exchange bet opens its details', async ({
  memberPage: page,
}) => {
  await page.route('**/api/betting-record', (route) => route.fulfill({ json: answerWithRows }));
  await page.goto('/betting-record');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveText([
    'PlatformGame TypeTurnoverProfit/LossOpen',
    'KHELASLOT৳150.00(৳25.00)',
    'KHELAEGAME৳200.00৳210.00',
  ]);
  await shoot(page, 'betting-record-settled-en');

  await page.getByRole('button', { name: 'Open KHELA SLOT' }).click();
  await expect(page.getByText('Khela Fortune S...')).toHaveCount(2);
  await expect(page.getByText('Loss: ৳100.00')).toBeVisible();
  await expect(page.getByText('Profit: ৳75.00')).toBeVisible();
  await shoot(page, 'betting-record-drilldown-en');
  await page.getByRole('button', { name: 'Back to settled bets' }).click();
  await expect(table).toBeVisible();

  await page.getByRole('button', { name: 'Filter' }).click();
  const panel = page.getByRole('dialog', { name: 'Filter betting records' });
  await panel.getByRole('group', { name: 'Game Type' }).getByText('EGAME', { exact: true }).click();
  await panel.getByRole('button', { name: 'Confirm' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByRole('tab', { name: 'Exchange' }).click();
  await expect(page.getByText('No Data')).toBeVisible();
  await page.getByRole('button', { name: 'Filter' }).click();
  await page
    .getByRole('dialog', { name: 'Filter betting records' })
    .getByRole('group', { name: 'Game Type' })
    .getByText('EGAME', { exact: true })
    .click();
  await page
    .getByRole('dialog', { name: 'Filter betting records' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await page.getByRole('button', { name: /Dhaka Dynamites v Sylhet Strikers/ }).click();
  const popup = page.getByRole('dialog', { name: 'Exchange Record Details' });
  await expect(popup.getByText('LOST')).toBeVisible();
  await expect(popup.getByText('EX-1001')).toBeVisible();
  await shoot(page, 'betting-record-exchange-summary-en');
  await popup.getByRole('button', { name: 'Show details' }).click();
  await expect(popup.getByText('Match Odds')).toBeVisible();
  await shoot(page, 'betting-record-exchange-details-en');
  // The popup closes from its own button, not only by Escape or a tap outside it.
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await expect(
    page.getByRole('button', { name: /Dhaka Dynamites v Sylhet Strikers/ }),
  ).toBeVisible();
});

// ---- A real round through the casino's API ---------------------------------------------------

const AGGREGATOR = 'MEGHNA';

/** Configures the demo aggregator as a seamless provider, as an operator would, for one test. */
function configureAggregator(secret: string, baseURL: string): () => void {
  const file = process.env['KHELA_E2E_DATABASE'];
  if (!file) throw new Error('KHELA_E2E_DATABASE is not set; run through e2e/playwright.config.ts');
  const launchUrl = `${baseURL}/healthz?token={token}&game={game}&lobby={lobby}`;
  const now = new Date().toISOString();
  const run = (statement: string, ...values: unknown[]) => {
    const database = new Database(file);
    try {
      database.pragma('busy_timeout = 5000');
      database.prepare(statement).run(...values);
    } finally {
      database.close();
    }
  };
  run(
    `insert into casino_providers (platform, kind, launch_url, wallet_secret, status, created_at, updated_at)
     values (?, 'seamless', ?, ?, 1, ?, ?)`,
    AGGREGATOR,
    launchUrl,
    secret,
    now,
    now,
  );
  // Later specs in this run see the catalogue as seeded.
  return () => run('delete from casino_providers where platform = ?', AGGREGATOR);
}

/** A seamless-wallet callback signed as the contract says: HMAC-SHA256 of `${time}.${body}`. */
async function walletCall(
  request: APIRequestContext,
  secret: string,
  action: 'debit' | 'credit',
  body: Record<string, unknown>,
) {
  const text = JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${text}`).digest('hex');
  const response = await request.post(`/api/provider-wallet/${AGGREGATOR}/${action}`, {
    headers: {
      'content-type': 'application/json',
      'x-khela-timestamp': timestamp,
      'x-khela-signature': `sha256=${signature}`,
    },
    data: text,
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Launches a game through POST /api/game-run and plays one round: 100 taka staked, 25 paid. */
async function playLosingRound(request: APIRequestContext, player: TestPlayer, secret: string) {
  const login = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  const session = (await login.json()) as LoginResponse;
  const games = await request.get(`/api/get-games?type=SLOT&system=${AGGREGATOR}`);
  const game = ((await games.json()) as GetGamesResponse).data[0];
  if (!game) throw new Error(`The demo catalogue has no ${AGGREGATOR} slot`);
  const launch = await request.post('/api/game-run', {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      userId: session.remote_id,
      gameCode: game.code,
      gameType: game.type,
      platform: game.platform,
      externalURL: 'http://127.0.0.1/games',
      isMobileLogin: true,
    },
  });
  expect(launch.ok(), await launch.text()).toBe(true);
  const { url } = (await launch.json()) as { url: string };
  const token = new URL(url).searchParams.get('token');
  expect(token).toBeTruthy();
  const round = { user_id: session.remote_id, currency: 'BDT', game_code: game.code };
  const roundId = `e2e-round-${randomBytes(4).toString('hex')}`;
  await walletCall(request, secret, 'debit', {
    ...round,
    request_id: `${roundId}-debit`,
    token,
    round_id: roundId,
    transaction_id: `${roundId}-bet`,
    amount: 10_000,
  });
  await walletCall(request, secret, 'credit', {
    ...round,
    request_id: `${roundId}-credit`,
    round_id: roundId,
    transaction_id: `${roundId}-win`,
    amount: 2_500,
    round_closed: true,
  });
  return game;
}

test('a round played through the casino API shows as a Settled row', async ({
  page,
  request,
  appServer,
  player,
}) => {
  await fundPlayer(request, player, 1000);
  const secret = randomBytes(32).toString('hex');
  const restore = configureAggregator(secret, appServer.url);
  try {
    const game = await playLosingRound(request, player, secret);
    await signInViaApi(page, player);
    await page.goto('/betting-record');
    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveText([
      'PlatformGame TypeTurnoverProfit/LossOpen',
      `${AGGREGATOR}SLOT৳100.00(৳75.00)`,
    ]);
    await page.getByRole('button', { name: `Open ${AGGREGATOR} SLOT` }).click();
    const shownName = game.name.length > 15 ? `${game.name.slice(0, 15)}...` : game.name;
    await expect(page.getByText(shownName, { exact: true })).toBeVisible();
    await expect(page.getByText('Bet: ৳100.00')).toBeVisible();
    await expect(page.getByText('Loss: ৳75.00')).toBeVisible();
    await shoot(page, 'betting-record-real-round-en');
  } finally {
    restore();
  }
});

test('the betting record reads in Bangla', async ({ memberPage: page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/betting-record');
  await expect(page.getByRole('heading', { name: 'বেটিং রেকর্ড', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'নিষ্পন্ন' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('কোনো তথ্য নেই')).toBeVisible();
  await page.getByRole('button', { name: 'ফিল্টার' }).click();
  await expect(page.getByRole('dialog', { name: 'বেটিং রেকর্ড ফিল্টার করুন' })).toBeVisible();
  await shoot(page, 'betting-record-filter-bn');
});

test("an exchange record's popup closes from its own button, in Bangla", async ({
  memberPage: page,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.route('**/api/betting-record', (route) => route.fulfill({ json: answerWithRows }));
  await page.goto('/betting-record');
  await page.getByRole('tab', { name: 'এক্সচেঞ্জ' }).click();
  const row = page.getByRole('button', { name: /Dhaka Dynamites v Sylhet Strikers/ });
  await row.click();
  const popup = page.getByRole('dialog', { name: 'এক্সচেঞ্জ রেকর্ডের বিবরণ' });
  await expect(popup.getByText('EX-1001')).toBeVisible();
  await shoot(page, 'betting-record-exchange-summary-bn');
  await popup.getByRole('button', { name: 'বন্ধ করুন' }).click();
  await expect(popup).toBeHidden();
  await expect(row).toBeVisible();
});

// Betting records (player-area §2 /betting-record): reached from My account, the Settled and
// Exchange tabs, 'No Data' for a new player, the filter panel (Back discards, Confirm applies), and
// at 375 px the Settled groups, their drill-down and the Exchange Record Details popup.
import type { BettingRecordResponse } from '@khela/contract';
import { expect, test, type Page } from '@playwright/test';
import { createPlayer, signInViaApi } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';

const emptyAnswer: BettingRecordResponse = { success: true, data: { settled: [], exchange: [] } };

/**
 * The server's GET /api/betting-record comes with the casino; until this server has it, a 404 is
 * replaced by the contract's empty answer so the screen's own behaviour is still proven.
 */
async function emptyWhileNotServed(page: Page) {
  await page.route('**/api/betting-record', async (route) => {
    const response = await route.fetch();
    if (response.status() === 404) await route.fulfill({ status: 200, json: emptyAnswer });
    else await route.fulfill({ response });
  });
}

test('a new player sees No Data on both tabs and can set the filters', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request);
  await signInViaApi(page, player);
  await emptyWhileNotServed(page);
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
  page,
  request,
}) => {
  const player = await createPlayer(request);
  await signInViaApi(page, player);
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
});

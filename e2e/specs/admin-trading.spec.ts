// The console's Trading area at desktop width (issue "Operator console": a trader settles a
// market): two players back and lay Dhaka on a seeded Match Odds market through the player API; a
// trader made for this test sees the market's liability per player, suspends it (a bet is refused)
// and resumes it, settles it with Dhaka through the review step, and the players' balances and
// bets show the result; the settlement is in the audit log. Then the trader opens a Fancy line,
// a player takes YES on it, the trader moves the line and settles it by the runs.
import { randomUUID } from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { seedExchangeEvent } from '../fixtures/exchange-markets';
import { createOperator, signInToConsole, openConsoleArea } from '../fixtures/operators';
import { createPlayer, type TestPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { fundPlayer } from '../fixtures/wallet';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const FUNDS_TAKA = 1000;

async function playerToken(request: APIRequestContext, player: TestPlayer): Promise<string> {
  const response = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

function playerPost(request: APIRequestContext, token: string, path: string, data: object) {
  return request.post(path, {
    data,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
  });
}

async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.post('/api/balance', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { balance: number }).balance;
}

interface PlayerBet {
  status: string;
  profit: number | null;
}

async function betsOf(request: APIRequestContext, token: string, marketId: string) {
  const response = await request.get(
    `/api/exchange/bets?market_id=${encodeURIComponent(marketId)}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: PlayerBet[] }).data;
}

test('a trader watches the liability, suspends, resumes and settles a market and a Fancy line', async ({
  page,
  request,
}) => {
  const seeded = seedExchangeEvent(0);
  const backer = await createPlayer(request);
  const layer = await createPlayer(request);
  await fundPlayer(request, backer, FUNDS_TAKA);
  await fundPlayer(request, layer, FUNDS_TAKA);
  const backerToken = await playerToken(request, backer);
  const layerToken = await playerToken(request, layer);
  const bet = { market_id: seeded.matchOddsId, selection_id: 101, odds: 2, stake: 100 };
  const backed = await playerPost(request, backerToken, '/api/exchange/bets', {
    ...bet,
    side: 'back',
  });
  expect(backed.ok(), await backed.text()).toBe(true);
  const laid = await playerPost(request, layerToken, '/api/exchange/bets', { ...bet, side: 'lay' });
  expect(laid.ok(), await laid.text()).toBe(true);

  const trader = await createOperator(request, 'trader');
  await signInToConsole(page, trader);
  await openConsoleArea(page, 'Trading');
  await expect(page.getByRole('heading', { name: 'Trading', exact: true })).toBeVisible();
  const eventRow = page.getByRole('row').filter({ hasText: seeded.eventId });
  await expect(eventRow).toContainText('In play');
  await expect(eventRow).toContainText('3 open of 3');
  await shoot(page, 'admin-trading-events');
  await eventRow.getByRole('link', { name: seeded.eventName }).click();

  await expect(page.getByRole('heading', { name: seeded.eventName })).toBeVisible();
  const matchOddsRow = page
    .getByRole('table', { name: 'Markets' })
    .getByRole('row')
    .filter({ hasText: 'Match Odds' });
  await expect(matchOddsRow).toContainText('৳100.00');
  await page.getByRole('button', { name: 'Manage Match Odds' }).click();
  const liability = page.getByRole('region', { name: 'Liability' });
  await expect(liability).toContainText('Players’ exposure৳200.00');
  const players = liability.getByRole('table', { name: 'Players on this market' });
  await expect(players.getByRole('row').filter({ hasText: backer.username })).toContainText(
    '৳100.00',
  );
  await expect(players.getByRole('row').filter({ hasText: layer.username })).toContainText(
    '−৳100.00',
  );
  await shoot(page, 'admin-trading-liability');

  await page.getByRole('button', { name: 'Suspend', exact: true }).click();
  const review = page.getByRole('group', { name: 'Review' });
  await expect(review).toContainText('new bets are refused until you resume it');
  await review.getByRole('button', { name: 'Suspend market' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Market suspended.' })).toBeVisible();
  await expect(matchOddsRow).toContainText('Suspended · held by a trader');
  await shoot(page, 'admin-trading-suspended');
  const refused = await playerPost(request, backerToken, '/api/exchange/bets', {
    ...bet,
    side: 'back',
  });
  expect(refused.ok()).toBe(false);
  expect(await refused.text()).toContain('suspended');

  await page.getByRole('button', { name: 'Resume', exact: true }).click();
  await page
    .getByRole('group', { name: 'Review' })
    .getByRole('button', { name: 'Resume market' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Market resumed.' })).toBeVisible();
  await expect(matchOddsRow).toContainText('Open');

  await page.getByLabel('Winner').selectOption({ label: 'Dhaka' });
  await page.getByRole('button', { name: 'Review settlement' }).click();
  const settleReview = page.getByRole('group', { name: 'Review' });
  await expect(settleReview).toContainText('Settle Match Odds with Dhaka');
  await expect(settleReview).toContainText('pays out 2 matched bets of 2 players');
  await shoot(page, 'admin-trading-settle-review');
  await settleReview.getByRole('button', { name: 'Settle market' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Market settled: 2 players paid.' }),
  ).toBeVisible();
  await expect(matchOddsRow).toContainText('Settled');
  await expect(matchOddsRow).toContainText('Dhaka');

  // Backing Dhaka at 2.0 wins ৳100, less 2 % commission; the lay loses ৳100.
  expect(await balanceOf(request, backerToken)).toBe(FUNDS_TAKA + 98);
  expect(await balanceOf(request, layerToken)).toBe(FUNDS_TAKA - 100);
  expect(await betsOf(request, backerToken, seeded.matchOddsId)).toEqual([
    expect.objectContaining({ status: 'settled', profit: 100 }),
  ]);
  expect(await betsOf(request, layerToken, seeded.matchOddsId)).toEqual([
    expect.objectContaining({ status: 'settled', profit: -100 }),
  ]);

  // A Fancy line opened by the trader, taken by a player, moved, then settled by the runs.
  const open = page.getByRole('form', { name: 'Open a Fancy line' });
  await open.getByLabel('Name').fill('10 over runs Dhaka');
  await open.getByLabel('NO line (runs)').fill('80');
  await open.getByLabel('YES line (runs)').fill('82');
  await open.getByLabel('YES rate').fill('90');
  await open.getByRole('button', { name: 'Open a Fancy line' }).click();
  await expect(open.getByRole('status')).toContainText('10 over runs Dhaka is open');
  const fancyRow = page
    .getByRole('table', { name: 'Markets' })
    .getByRole('row')
    .filter({ hasText: '10 over runs Dhaka' });
  await expect(fancyRow).toContainText('NO 80 (100) · YES 82 (90)');

  const eventView = await request.get(`/api/event/${encodeURIComponent(seeded.eventId)}`);
  const eventBody = JSON.stringify(await eventView.json());
  const fancyId = /"(fo\.[0-9a-f]{12})"/.exec(eventBody)?.[1];
  expect(fancyId, eventBody).toBeDefined();
  const yes = await playerPost(request, backerToken, '/api/exchange/rate-bets', {
    market_id: fancyId,
    side: 'yes',
    rate: 90,
    line: 82,
    stake: 100,
  });
  expect(yes.ok(), await yes.text()).toBe(true);

  await page.getByRole('button', { name: 'Manage 10 over runs Dhaka' }).click();
  await expect(liability).toContainText('House worst case৳90.00');
  const move = page.getByRole('form', { name: 'Move the line' });
  await move.getByLabel('NO line (runs)').fill('84');
  await move.getByLabel('YES line (runs)').fill('85');
  await move.getByRole('button', { name: 'Move the line' }).click();
  await expect(move.getByRole('status')).toContainText('Fancy line moved.');
  await expect(fancyRow).toContainText('NO 84 (100) · YES 85 (90)');

  await page.getByLabel('Result (runs)').fill('83');
  await page.getByRole('button', { name: 'Review settlement' }).click();
  const fancyReview = page.getByRole('group', { name: 'Review' });
  // The YES bet keeps its line 82: 83 runs pays it ৳90.
  await expect(fancyReview).toContainText('Players +৳90.00 · House −৳90.00');
  await shoot(page, 'admin-trading-fancy-review');
  await fancyReview.getByRole('button', { name: 'Settle market' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Market settled: 1 player paid.' }),
  ).toBeVisible();
  await expect(fancyRow).toContainText('83 runs');
  expect(await balanceOf(request, backerToken)).toBe(FUNDS_TAKA + 98 + 90);
  await shoot(page, 'admin-trading-event');

  await openConsoleArea(page, 'Audit log');
  const settleEntry = page
    .getByRole('row')
    .filter({ hasText: 'exchange_market.settle' })
    .filter({ hasText: seeded.matchOddsId });
  await expect(settleEntry).toHaveCount(1);
  await expect(settleEntry).toContainText(trader.username);
  await expect(page.getByRole('row').filter({ hasText: 'exchange_market.fancy_line' })).toHaveCount(
    1,
  );
  await shoot(page, 'admin-trading-audit');

  // Narrow: the event screen still reads, its tables scroll sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(
    `/admin/trading/${encodeURIComponent(seeded.eventId)}?market=${seeded.bookmakerId}`,
  );
  await expect(page.getByRole('region', { name: 'Liability' })).toBeVisible();
  await shoot(page, 'admin-trading-event-375');
});

test('an operator without the Trading role is refused in the console and by the server', async ({
  page,
  request,
}) => {
  const support = await createOperator(request, 'support');
  await signInToConsole(page, support);
  await expect(
    page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name: 'Trading' }),
  ).toHaveCount(0);
  await page.goto('/admin/trading');
  await expect(page.getByRole('alert')).toContainText('Your role (support) cannot use this area.');
  const login = await request.post('/admin-api/login', {
    data: { username: support.username, password: support.password },
  });
  const { token } = (await login.json()) as { token: string };
  const refused = await request.get('/admin-api/exchange/events', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
});

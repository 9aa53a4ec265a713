// Risk flags in the console at desktop width (issue 22, item 4): two players deposit from one
// sender number; a FINANCE operator sees the flag linking both accounts, opens one player and holds
// their withdrawals with a reason; that player's withdrawal screen (on a phone) refuses with the
// hold's message; the hold is released and the refusal is gone.
import { randomInt } from 'node:crypto';
import { expect, test } from '../fixtures/worker-server';
import { createOperator, openConsoleArea, signInToConsole } from '../fixtures/operators';
import { newPhonePage } from '../fixtures/phone';
import { createPlayer, signInViaApi } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import {
  approveDeposit,
  pendingDepositOf,
  reportDeposit,
  setBirthday,
  verifyPhone,
} from '../fixtures/wallet';
import { completeTurnovers } from '../fixtures/withdrawal-fixtures';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

const heldMessage =
  'Your withdrawals are on hold while our finance team reviews your account. Please contact customer support.';

test('finance holds the withdrawals of a player who shares a sender number, then releases', async ({
  browser,
  baseURL,
  page,
  request,
  player,
}) => {
  const sharedNumber = `019${String(randomInt(10_000_000, 99_999_999))}`;
  setBirthday(player.username, '1994-02-11');
  await reportDeposit(request, player, 2000, undefined, undefined, { senderNumber: sharedNumber });
  const deposit = await pendingDepositOf(request, player.username);
  if (deposit === undefined) throw new Error('the deposit is not pending');
  await approveDeposit(request, deposit);
  completeTurnovers(player.username);
  const other = await createPlayer(request);
  await reportDeposit(request, other, 500, undefined, undefined, { senderNumber: sharedNumber });

  const finance = await createOperator(request, 'finance');
  await signInToConsole(page, finance);
  await openConsoleArea(page, 'Money');
  await page
    .getByRole('navigation', { name: 'Money' })
    .getByRole('link', { name: 'Risk flags' })
    .click();
  await page.getByLabel('Kind').selectOption({ label: 'Shared sender number' });
  const flag = page
    .getByRole('listitem', { name: 'Shared sender number' })
    .filter({ hasText: sharedNumber });
  await expect(flag).toHaveCount(1);
  await expect(flag.getByRole('link', { name: other.username })).toBeVisible();
  await expect(flag.getByRole('link', { name: player.username })).toBeVisible();
  await expect(flag.getByRole('list', { name: 'Rows' }).getByRole('listitem')).toHaveCount(2);
  await shoot(page, 'admin-risk-flags');

  await flag.getByRole('link', { name: player.username }).click();
  await expect(page.getByRole('heading', { name: new RegExp(player.username) })).toBeVisible();
  await expect(page.getByText('Withdrawals are not held.')).toBeVisible();
  await page.getByLabel('Reason for the hold').fill('Sender number shared with another account');
  await page.getByRole('button', { name: 'Hold withdrawals' }).click();
  await expect(page.getByRole('note')).toContainText('Sender number shared with another account');
  await expect(page.getByRole('status')).toContainText('Withdrawals held.');
  await shoot(page, 'admin-risk-hold');

  const phone = await newPhonePage(browser, baseURL);
  verifyPhone(player.username);
  await signInViaApi(phone, player);
  await phone.goto('/withdrawal');
  await expect(phone.getByText(heldMessage)).toBeVisible();
  await shoot(phone, 'withdrawal-held');

  await page.getByLabel('Reason for the release').fill('Number checked: it is a family wallet');
  await page.getByRole('button', { name: 'Release hold' }).click();
  await expect(page.getByText('Withdrawals are not held.')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Hold released.');

  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Withdrawal', level: 1 })).toBeVisible();
  await expect(phone.getByText(heldMessage)).toHaveCount(0);
  await phone.context().close();
});

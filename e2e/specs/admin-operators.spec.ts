// Operators and roles in the console at desktop width (issue "Operator console"): the demo owner
// makes a support operator in the Operators screen; that operator, in a browser of their own,
// sees only their areas, is refused the dashboard on screen and by the API (403); the owner
// disables them, their next call answers 401 and their console returns to Sign in, and the
// owner's actions are in the audit log. Support then sends a player an inbox message from the
// player screen and the player's own inbox has it.
import { type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import {
  createOperator,
  DEMO_OWNER,
  signInToConsole,
  openConsoleArea,
} from '../fixtures/operators';
import { uniqueUsername } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';

const desktop = { width: 1280, height: 800 };
test.use({ viewport: desktop, isMobile: false, hasTouch: false });

function consoleToken(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = window.sessionStorage.getItem('khela.console.session');
    return raw === null ? '' : (JSON.parse(raw) as { token: string }).token;
  });
}

test('the owner makes a support operator, who is refused other areas, then disables them', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  await signInToConsole(page, DEMO_OWNER);
  const nav = page.getByRole('navigation', { name: 'Console areas' });
  await nav.getByRole('link', { name: 'Operators' }).click();
  await expect(page.getByRole('heading', { name: 'Operators', exact: true })).toBeVisible();

  const username = uniqueUsername('desk');
  const password = 'desk-password-1';
  const form = page.getByRole('form', { name: 'New operator' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('First password').fill(password);
  await form.getByLabel('Role').selectOption('support');
  await expect(form).toContainText('The support desk (live chat), inbox messages to players');
  await form.getByRole('button', { name: 'Create operator' }).click();
  await expect(form.getByRole('status')).toContainText(`Operator ${username} (support) created.`);
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('support');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Never');
  await shoot(page, 'admin-operators-created');
  // Usable on a phone: the form stacks and the table scrolls sideways within the screen.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(row.getByRole('button', { name: `Manage ${username}` })).toBeAttached();
  await shoot(page, 'admin-operators-phone');
  await page.setViewportSize(desktop);

  // The same username again: 409, shown at the field.
  await form.getByLabel('Username').fill(username.toUpperCase());
  await form.getByLabel('First password').fill(password);
  await form.getByRole('button', { name: 'Create operator' }).click();
  await expect(form.getByText('The username has already been taken.')).toBeVisible();

  // The new operator in a browser of their own.
  const desk = await browser.newContext({
    baseURL,
    viewport: desktop,
    timezoneId: 'Asia/Dhaka',
  });
  const deskPage = await desk.newPage();
  await signInToConsole(deskPage, { username, password });
  const deskNav = deskPage.getByRole('navigation', { name: 'Console areas' });
  await expect(deskNav.getByRole('link', { name: 'Players' })).toBeVisible();
  await expect(deskNav.getByRole('link', { name: 'Audit log' })).toBeVisible();
  await expect(deskNav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await expect(deskNav.getByRole('link', { name: 'Operators' })).toHaveCount(0);

  // Typing an address of an area support may not use shows why, not a blank page.
  await deskPage.goto('/admin/dashboard');
  await expect(deskPage.getByRole('alert')).toContainText(
    'Your role (support) cannot use this area.',
  );
  await shoot(deskPage, 'admin-operators-refused-area');
  const deskToken = await consoleToken(deskPage);
  expect(deskToken).not.toBe('');
  const refused = await request.get('/admin-api/dashboard', {
    headers: { authorization: `Bearer ${deskToken}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({
    code: 'operator.forbidden',
    message: 'You do not have permission to do this.',
  });
  const operatorsRefused = await request.get('/admin-api/operators', {
    headers: { authorization: `Bearer ${deskToken}` },
  });
  expect(operatorsRefused.status()).toBe(403);

  // The owner disables them through the confirm step.
  await page.reload();
  await page.getByRole('button', { name: `Manage ${username}` }).click();
  await page
    .getByRole('group', { name: `Actions for ${username}` })
    .getByRole('button', { name: 'Disable…' })
    .click();
  const confirm = page.getByRole('group', { name: 'Confirm: Disable' });
  await expect(confirm).toContainText('Their sessions end at once');
  await shoot(page, 'admin-operators-disable-confirm');
  await confirm.getByRole('button', { name: 'Confirm: Disable' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Operator disabled' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: username })).toContainText('Disabled');
  await shoot(page, 'admin-operators-disabled');

  // Their very next call answers 401, and their console goes back to Sign in.
  const ended = await request.get('/admin-api/me', {
    headers: { authorization: `Bearer ${deskToken}` },
  });
  expect(ended.status()).toBe(401);
  await deskNav.getByRole('link', { name: 'Audit log' }).click();
  await expect(deskPage).toHaveURL(/\/admin\/sign-in$/);
  await deskPage.getByLabel('Username').fill(username);
  await deskPage.getByLabel('Password').fill(password);
  await deskPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(deskPage.getByRole('alert')).toHaveText(
    'This operator account is disabled. Ask an owner to enable it.',
  );
  await shoot(deskPage, 'admin-operators-disabled-sign-in');
  await desk.close();

  // The owner's actions, with who did them, in the audit log.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Target type').fill('operator');
  await page.getByRole('button', { name: 'Filter' }).click();
  const disabled = page.getByRole('row').filter({ hasText: 'operator.disable' }).first();
  await expect(disabled).toContainText(DEMO_OWNER.username);
  await expect(disabled).toContainText(username);
  const created = page.getByRole('row').filter({ hasText: 'operator.create' }).first();
  await expect(created).toContainText(DEMO_OWNER.username);
  await shoot(page, 'admin-operators-audit');
});

test('support sends a player an inbox message from the player screen', async ({
  page,
  request,
  player,
}) => {
  const support = await createOperator(request, 'support');
  const login = await request.post('/api/login', {
    data: { username: player.username, password: player.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const { token, remote_id: remoteId } = (await login.json()) as {
    token: string;
    remote_id: number;
  };

  await signInToConsole(page, support);
  await openConsoleArea(page, 'Players');
  await page.getByLabel('Search players').fill(player.username);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: player.username }).click();
  await expect(page.getByRole('heading', { name: new RegExp(player.username) })).toBeVisible();
  // Support may message and block, not adjust balances.
  await expect(page.getByRole('form', { name: 'Adjust balance' })).toHaveCount(0);

  const title = `Your deposit ${uniqueUsername('d')}`;
  const form = page.getByRole('form', { name: 'Send inbox message' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Message').fill('We have checked your deposit; it is in your Main Wallet.');
  await form.getByRole('button', { name: 'Review message' }).click();
  const confirm = page.getByRole('group', { name: 'Confirm the message' });
  await expect(confirm).toContainText(player.username);
  await expect(confirm).toContainText(title);
  await shoot(page, 'admin-player-inbox-confirm');
  await confirm.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent.' })).toBeVisible();
  await shoot(page, 'admin-player-inbox-sent');

  const inbox = await request.get('/api/inbox', {
    params: { remote_id: remoteId, page: 1 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(inbox.ok(), await inbox.text()).toBe(true);
  const body = (await inbox.json()) as { data: { data: { title: string; message: string }[] } };
  expect(body.data.data.map((message) => message.title)).toContain(title);
});

// Guards and fallbacks: the signed-in area sends visitors to login, an unknown route shows the
// error page with a way home, and an expired session is cleared by the balance poll.
import { expect, test } from '../fixtures/worker-server';
import { shoot } from '../fixtures/screenshots';

test('a visitor who opens /account lands on /login', async ({ page }) => {
  await page.goto('/account');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('an unknown route shows the error page with a Home button', async ({ page }) => {
  await page.goto('/this-page-does-not-exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('Error 404')).toBeVisible();
  await page.getByText('Technical details').click();
  await expect(page.getByText('No route matches URL "/this-page-does-not-exist"')).toBeVisible();
  await shoot(page, 'not-found-en');
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
});

test('a revoked session is cleared and the player goes home', async ({
  memberPage: page,
  request,
  player,
}) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: player.name })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // Revoke the session server-side, as another device's logout or an operator would.
  const revoked = await request.post('/api/logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.ok()).toBe(true);
  await expect(page).toHaveURL('/', { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

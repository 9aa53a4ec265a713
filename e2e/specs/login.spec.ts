// The login screen's messages: the spec's client checks, the server's refusal, and a good login.
import { expect, test } from '../fixtures/worker-server';
import { shoot } from '../fixtures/screenshots';

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('asks for a username and a password', async ({ page }) => {
  await shoot(page, 'login-en');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await shoot(page, 'login-errors-en');
});

test('refuses a username with other characters than letters and digits', async ({ page }) => {
  await page.getByLabel('Username').fill('bad name!');
  await page.getByLabel('Password', { exact: true }).fill('secret1234');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid username (only letters and numbers)')).toBeVisible();
});

test('refuses a password shorter than 8 characters', async ({ page }) => {
  await page.getByLabel('Username').fill('player0001');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
});

test('shows the server message for a wrong password', async ({ page, player }) => {
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill('wrongpass99');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
  await expect(page).toHaveURL('/login');
});

const serviceDownTexts = {
  en: {
    username: 'Username',
    password: 'Password',
    submit: 'Log in',
    message: 'The service is unavailable right now. Please try again in a few minutes.',
  },
  bn: {
    username: 'ইউজারনেম',
    password: 'পাসওয়ার্ড',
    submit: 'লগইন করুন',
    message: 'সেবাটি এই মুহূর্তে পাওয়া যাচ্ছে না। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  },
} as const;

for (const language of ['en', 'bn'] as const) {
  test(`says the service is unavailable, not "Invalid credentials", when something in front of the server fails (${language})`, async ({
    page,
    player,
  }) => {
    const text = serviceDownTexts[language];
    if (language === 'bn') {
      await page.evaluate(() => localStorage.setItem('language', 'bn'));
      await page.reload();
    }
    // A proxy's own error page, as a load balancer sends while the server is down.
    await page.route('**/api/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>502 Bad Gateway</h1>' }),
    );
    await page.getByLabel(text.username).fill(player.username);
    await page.getByLabel(text.password, { exact: true }).fill(player.password);
    await page.getByRole('button', { name: text.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: text.message })).toBeVisible();
    await expect(page.getByText('Invalid credentials')).toHaveCount(0);
    await expect(page).toHaveURL('/login');
    await shoot(page, `login-service-down-${language}`);
  });
}

test('the password toggle shows and hides the password', async ({ page }) => {
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret1234');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('a good login stores the session and shows the balance at home', async ({ page, player }) => {
  await page.getByLabel('Username').fill(player.username);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: /Main Wallet balance/ })).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token') !== null,
    username: localStorage.getItem('username'),
    exchangeToken: localStorage.getItem('exchangeToken') !== null,
    popup: localStorage.getItem('popup'),
    regPopup: localStorage.getItem('regPopup'),
  }));
  expect(stored).toEqual({
    token: true,
    username: player.username,
    exchangeToken: true,
    popup: '1',
    regPopup: '0',
  });
});

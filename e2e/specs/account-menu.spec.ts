// The member menu ([contract: Screens] /account) at 375×812: every row of Funds, History and Profile
// opens a working screen, the Contact Us links are the ones /api/sociallink sets (opening outside
// the app), the balance's refresh spins for 500 ms, and Hide balance hides it in the header too.
import { expect, test } from '../fixtures/worker-server';
import { shoot } from '../fixtures/screenshots';

test('every menu row opens a working screen', async ({ memberPage: page, player }) => {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: player.name, level: 1 })).toBeVisible();
  await shoot(page, 'account-menu-en');

  const rows: { name: string; href: string }[] = [];
  for (const group of ['Funds', 'History', 'Profile']) {
    for (const link of await page.getByRole('region', { name: group }).getByRole('link').all()) {
      rows.push({
        name: (await link.innerText()).trim(),
        href: (await link.getAttribute('href'))!,
      });
    }
  }
  // The rows this screens add are there, whatever other screens have landed.
  expect(rows.map((row) => row.name)).toEqual(
    expect.arrayContaining(['Deposit', 'Withdrawal', 'Personal Info', 'Reset password']),
  );
  for (const row of rows) {
    await page.goto('/account');
    await page.getByRole('link', { name: row.name, exact: true }).click();
    await expect(page, row.name).toHaveURL(new RegExp(`${row.href}$`));
    await expect(page.getByRole('heading', { level: 1 }).first(), row.name).toBeVisible();
    await expect(page.getByText('Page not found')).toHaveCount(0);
  }
});

test('Contact Us lists the links the server sets, opening outside the app', async ({
  memberPage: page,
  request,
}) => {
  const links = (
    (await (await request.get('/api/sociallink')).json()) as {
      data: Record<'whatsapp' | 'facebook' | 'telegram' | 'email', string | null>;
    }
  ).data;
  await page.goto('/account');
  const contact = page.getByRole('region', { name: 'Contact Us' });
  const expected = [
    ['WhatsApp', links.whatsapp],
    ['Facebook', links.facebook],
    ['Telegram', links.telegram],
    [
      'Email',
      links.email && !links.email.startsWith('mailto:') ? `mailto:${links.email}` : links.email,
    ],
  ] as const;
  for (const [label, href] of expected) {
    const link = contact.getByRole('link', { name: new RegExp(`^${label}`) });
    if (!href) {
      await expect(link).toHaveCount(0);
      continue;
    }
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
  }
  expect(expected.some(([, href]) => href)).toBe(true);
});

test('the refresh spins for 500 ms and fetches the balance again', async ({ memberPage: page }) => {
  await page.goto('/account');
  const refresh = page.getByRole('button', { name: 'Refresh balance' });
  await expect(refresh).toBeEnabled();
  const balanceCall = page.waitForRequest(
    (call) => call.url().endsWith('/api/balance') && call.method() === 'POST',
  );
  const spinning = await refresh.evaluate((button) => {
    (button as HTMLButtonElement).click();
    const startedAt = performance.now();
    return new Promise<{ spunMs: number }>((resolve) => {
      const check = () => {
        if (!button.querySelector('.icon-button__spin')) {
          resolve({ spunMs: performance.now() - startedAt });
        } else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  });
  await balanceCall;
  expect(spinning.spunMs).toBeGreaterThanOrEqual(450);
  expect(spinning.spunMs).toBeLessThan(1_000);
  await expect(refresh).toBeEnabled();
});

const hideBalanceTexts = {
  en: {
    card: 'Main Wallet',
    hide: 'Hide balance',
    show: 'Show balance',
    chipShown: /^Main Wallet balance: ৳/,
    chipHidden: 'Main Wallet balance hidden',
  },
  bn: {
    card: 'মূল ওয়ালেট',
    hide: 'ব্যালেন্স লুকান',
    show: 'ব্যালেন্স দেখান',
    chipShown: /^মূল ওয়ালেটের ব্যালেন্স: ৳/,
    chipHidden: 'মূল ওয়ালেটের ব্যালেন্স লুকানো আছে',
  },
} as const;

for (const language of ['en', 'bn'] as const) {
  test(`Hide balance hides the card and the header chip, through a reload, until shown (${language})`, async ({
    // The notice already seen, so its popup on the home page covers nothing.
    quietMemberPage: page,
  }) => {
    const text = hideBalanceTexts[language];
    if (language === 'bn') await page.addInitScript(() => localStorage.setItem('language', 'bn'));
    await page.goto('/account');
    const chip = page.getByRole('banner').getByRole('link', { name: text.chipShown });
    const card = page.getByRole('region', { name: text.card, exact: true });
    await expect(chip).toBeVisible();
    await expect(card).not.toContainText('***');

    await card.getByRole('button', { name: text.hide }).click();
    const hiddenChip = page.getByRole('banner').getByRole('link', { name: text.chipHidden });
    await expect(hiddenChip).toHaveText('***');
    await expect(card).toContainText('***');
    await shoot(page, `account-balance-hidden-${language}`);

    // Remembered: a reload and another screen keep it hidden.
    await page.reload();
    await expect(hiddenChip).toHaveText('***');
    await expect(card.getByRole('button', { name: text.show })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.goto('/');
    await expect(hiddenChip).toHaveText('***');
    await hiddenChip.click();
    await expect(page).toHaveURL(/\/account$/);

    await card.getByRole('button', { name: text.show }).click();
    await expect(chip).toBeVisible();
    await expect(chip).not.toHaveText('***');
    await expect(card).not.toContainText('***');
  });
}

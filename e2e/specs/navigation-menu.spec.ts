// The mobile header extras and side menu ([contract: Screens]): the Dhaka clock, Help and App, and a
// side menu that loads a category's providers, closes on its mask and on Escape, and offers the
// affiliate login once the operator sets its address.
import { expect, test } from '../fixtures/worker-server';
import { createOperator, signInToConsole } from '../fixtures/operators';
import { newDesktopPage } from '../fixtures/phone';
import { shoot } from '../fixtures/screenshots';

test('the side menu opens, lists providers and closes on the mask and Escape', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Promotions' })).toBeVisible();
  await menu.getByRole('button', { name: 'Casino' }).click();
  await expect(menu.getByRole('link', { name: 'Sundarban Live' })).toBeVisible();
  await shoot(page, 'side-menu-en');

  // The mask is the dimmed page to the right of the panel.
  await page.mouse.click(360, 400);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(menu).toBeVisible();
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('Tab');
  expect(await menu.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: 'Slot' }).click();
  await menu.getByRole('link', { name: 'Padma Slots' }).click();
  await expect(page).toHaveURL('/games?type=SLOT&system=PADMA&title=Padma+Slots');
  await expect(menu).toBeHidden();
});

test('the header shows Dhaka time, Help opens WhatsApp and App explains installing', async ({
  page,
}) => {
  await page.goto('/');
  const clock = page.locator('time');
  await expect(clock).toHaveText(/^\d{2}:\d{2}:\d{2} GMT\+6$/);
  const first = await clock.textContent();
  await expect(clock).not.toHaveText(first ?? '');

  // No outside network in the test: the WhatsApp page answers with a stand-in.
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: 'chat' }),
    );
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Help' }).click();
  expect((await popup).url()).toContain('wa.me/8801700000000');

  await page.getByRole('button', { name: 'Install the app' }).click();
  const sheet = page.getByRole('dialog', { name: 'Install Khela' });
  await expect(sheet).toContainText('Add to Home screen');
  await shoot(page, 'install-help-en');
  await sheet.getByRole('button', { name: 'Got it' }).click();
  await expect(sheet).toBeHidden();
});

test('the side menu offers the affiliate login once the operator sets its address', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const affiliate = 'https://affiliate.khela.example/login';
  const consolePage = await newDesktopPage(browser, baseURL);
  const menu = page.getByRole('dialog', { name: 'মেনু' });
  const saveAffiliate = async (value: string) => {
    await consolePage.goto('/admin/content/social');
    await consolePage.getByLabel('Affiliate login').fill(value);
    await consolePage.getByRole('button', { name: 'Save links' }).click();
    await expect(consolePage.getByRole('status').filter({ hasText: 'Links saved.' })).toBeVisible();
  };
  try {
    await signInToConsole(consolePage, await createOperator(request, 'content'));
    await page.addInitScript(() => localStorage.setItem('language', 'bn'));
    await page.goto('/');
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await expect(menu.getByRole('link', { name: 'হোম' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'অ্যাফিলিয়েট লগইন' })).toHaveCount(0);

    // Not a full address: refused in the console, nothing changes for players.
    await consolePage.goto('/admin/content/social');
    await consolePage.getByLabel('Affiliate login').fill('affiliate.khela.example');
    await consolePage.getByRole('button', { name: 'Save links' }).click();
    await expect(consolePage.getByText(/starting with https:\/\//).first()).toBeVisible();

    await saveAffiliate(affiliate);
    await shoot(consolePage, 'admin-content-affiliate');
    await page.reload();
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    const entry = menu.getByRole('link', { name: 'অ্যাফিলিয়েট লগইন' });
    await expect(entry).toHaveAttribute('href', affiliate);
    await expect(entry).toHaveAttribute('target', '_blank');
    await shoot(page, 'side-menu-affiliate-bn');

    await saveAffiliate('');
    await page.reload();
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    await expect(menu.getByRole('link', { name: 'হোম' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'অ্যাফিলিয়েট লগইন' })).toHaveCount(0);
  } finally {
    await consolePage.context().close();
  }
});

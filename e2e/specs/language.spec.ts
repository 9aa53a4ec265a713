// The header's language selector switches the whole app to Bangla and remembers the choice; the
// screenshots of each screen in both languages are for review.
import { expect, test } from '../fixtures/worker-server';
import { shoot } from '../fixtures/screenshots';

test('switching to Bangla changes the header and survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(page.locator('.banner__image').first()).toBeVisible();
  await shoot(page, 'home-visitor-en');

  await page.getByLabel('Language').selectOption('bn');
  await expect(page.getByRole('link', { name: 'সাইন আপ' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'লগইন' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await shoot(page, 'home-visitor-bn');

  await page.reload();
  await expect(page.getByRole('link', { name: 'সাইন আপ' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('bn');
});

test('login and signup read in Bangla', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'লগইন' })).toBeVisible();
  await page.getByRole('button', { name: 'লগইন করুন' }).click();
  await expect(page.getByText('ইউজারনেম দিতে হবে')).toBeVisible();
  await shoot(page, 'login-bn');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'সাইন আপ' })).toBeVisible();
  await shoot(page, 'signup-bn');
});

test('a member sees the balance and the account menu in Bangla digits', async ({
  memberPage: page,
  player,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'bn'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: /মূল ওয়ালেটের ব্যালেন্স: ৳০\.০০/ })).toBeVisible();
  await expect(page.locator('.banner__image').first()).toBeVisible();
  await shoot(page, 'home-member-bn');
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: player.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'মূল ওয়ালেট' }).getByText('৳০.০০')).toBeVisible();
  await shoot(page, 'account-bn');
});

test('English prices draw the taka sign from its own small face, without the Bengali faces', async ({
  memberPage: page,
}) => {
  const bengaliFaces: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('noto-sans-bengali')) bengaliFaces.push(request.url());
  });
  await page.goto('/');
  const balance = page.getByRole('link', { name: /Main Wallet balance: ৳0\.00/ });
  await expect(balance).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/taka-font-ready/);

  // The faces Chromium used for the balance's text, glyph by glyph (DevTools protocol).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const amount = await balance.evaluate((link) => {
    const leaf = [link, ...Array.from(link.querySelectorAll('*'))].find((node) =>
      Array.from(node.childNodes).some(
        (child) => child.nodeType === 3 && child.textContent?.includes('৳'),
      ),
    );
    leaf?.setAttribute('data-taka-probe', '');
    return leaf !== undefined;
  });
  expect(amount).toBe(true);
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-taka-probe]',
  });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  // One glyph (৳) from a web face, and the rest from the system's: the protocol names a face by
  // the name inside its file, which the cut keeps, so which web face it was is told by the faces
  // loaded and fetched.
  expect(fonts.filter((font) => font.isCustomFont).map((font) => font.glyphCount)).toEqual([1]);
  expect(bengaliFaces).toEqual([]);
  const takaFaces = await page.evaluate(() => {
    const faces: string[] = [];
    document.fonts.forEach((face) => {
      if (face.family.replace(/"/g, '') === 'Khela Taka')
        faces.push(`${face.weight} ${face.status}`);
    });
    return faces;
  });
  expect(takaFaces).toContain('700 loaded');
});

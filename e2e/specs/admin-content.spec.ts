// The console's Content & settings area at desktop width (issue "Operator console"): a content
// operator changes the system notice, adds a notice and a slider, and a player's phone (375×812,
// another browser context) shows them; maintenance on takes the player app to its maintenance
// screen and off brings it back; the changes are in the audit log; the sandbox outbox shows the
// SMS code a player's password recovery sent. The site is left as found, whatever happens.
import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/worker-server';
import { createOperator, demoOwnerToken, signInToConsole } from '../fixtures/operators';
import { newPhoneContext } from '../fixtures/phone';
import { createPlayer } from '../fixtures/players';
import { shoot } from '../fixtures/screenshots';
import { latestCodeSentTo } from '../fixtures/site-database';

test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

interface SiteSettings {
  site_status: number;
  system_notice: string | null;
}

async function ownerCall(request: APIRequestContext, path: string, data?: object) {
  const token = await demoOwnerToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const response =
    data === undefined
      ? await request.get(`/admin-api${path}`, { headers })
      : await request.post(`/admin-api${path}`, { headers, data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<unknown>;
}

/** A 750×300 banner drawn by the browser itself, as the PNG an operator would upload. */
async function bannerPng(page: Page, text: string): Promise<Buffer> {
  const canvas = await page.context().newPage();
  await canvas.setViewportSize({ width: 750, height: 300 });
  await canvas.setContent(
    `<body style="margin:0"><div style="width:750px;height:300px;display:grid;place-items:center;
     background:linear-gradient(135deg,#0b3d2e,#c9731b);color:#fff;font:700 44px sans-serif">${text}</div></body>`,
  );
  const png = await canvas.screenshot({ clip: { x: 0, y: 0, width: 750, height: 300 } });
  await canvas.close();
  return png;
}

function area(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Console areas' }).getByRole('link', { name });
}

function tab(page: Page, name: string) {
  return page.getByRole('navigation', { name: 'Content and settings' }).getByRole('link', { name });
}

test('a content operator edits the site; the player app shows it; audit and outbox', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const tag = randomBytes(3).toString('hex');
  const systemNotice = `Cricket final tonight ${tag}`;
  const barNotice = `Double cashback weekend ${tag}`;
  const sliderName = `Eid banner ${tag}`;
  const original = ((await ownerCall(request, '/site/settings')) as { settings: SiteSettings })
    .settings;

  const phone = await newPhoneContext(browser, baseURL);
  // The arrival popup (the system notice) is due once, as after a player's sign-in.
  await phone.addInitScript(() => {
    if (!window.sessionStorage.getItem('seen')) {
      window.sessionStorage.setItem('seen', '1');
      window.localStorage.setItem('popup', '1');
    }
  });
  const player = await phone.newPage();

  try {
    const operator = await createOperator(request, 'content');
    await signInToConsole(page, operator);
    await area(page, 'Content & settings').click();
    await expect(page).toHaveURL(/\/admin\/content\/settings$/);

    // The system notice.
    await page.getByLabel(/System notice/).fill(systemNotice);
    await page.getByRole('button', { name: 'Save site details' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await shoot(page, 'admin-content-settings');

    // A notice for the announcement bar.
    await tab(page, 'Notices').click();
    await page.getByLabel('New notice').fill(barNotice);
    await page.getByRole('button', { name: 'Add notice' }).click();
    await expect(page.getByRole('cell', { name: barNotice })).toBeVisible();
    await shoot(page, 'admin-content-notices');

    // A main banner, its image previewed before the upload.
    await tab(page, 'Sliders').click();
    await page.getByRole('button', { name: 'Add a slider' }).click();
    const form = page.getByRole('form', { name: 'Add a slider' });
    await form.getByLabel('Name').fill(sliderName);
    await form.getByLabel('Place').selectOption('Main');
    await form.getByLabel('Image').setInputFiles({
      name: 'eid.png',
      mimeType: 'image/png',
      buffer: await bannerPng(page, `Eid Mubarak ${tag}`),
    });
    await expect(form.getByAltText('Preview of the chosen image')).toBeVisible();
    await shoot(page, 'admin-content-slider-form');
    await form.getByRole('button', { name: 'Add slider' }).click();
    const sliderRow = page.getByRole('row').filter({ hasText: sliderName });
    await expect(sliderRow).toBeVisible();
    await shoot(page, 'admin-content-sliders');

    // The player's phone shows all three at once.
    await player.goto('/');
    const noticeDialog = player.getByRole('dialog').filter({ hasText: systemNotice });
    await expect(noticeDialog).toBeVisible();
    await shoot(player, 'admin-content-player-notice');
    await noticeDialog.getByRole('button', { name: 'OK' }).click();
    await expect(noticeDialog).toBeHidden();
    await expect(player.getByRole('region', { name: 'Announcements' })).toContainText(barNotice);
    await expect(player.getByAltText(sliderName)).toHaveCount(1);
    await shoot(player, 'admin-content-player-home');

    // Maintenance on, through its confirm step: the player app shows its maintenance screen.
    await tab(page, 'Settings').click();
    const maintenance = page.getByRole('group', { name: 'Maintenance' });
    await maintenance.getByRole('button', { name: 'Turn maintenance on…' }).click();
    await expect(maintenance.getByRole('alertdialog')).toContainText(
      'until you turn maintenance off',
    );
    // The console says what maintenance leaves running.
    await expect(maintenance.getByRole('alertdialog')).toContainText(
      'Exchange markets and Crash rounds already open run on',
    );
    await shoot(page, 'admin-content-maintenance-confirm');
    await maintenance.getByRole('button', { name: 'Turn maintenance on', exact: true }).click();
    await expect(maintenance).toContainText('On — site closed to players');
    // The screen already open gives way at its next call, without a reload: the games list's
    // call is refused for maintenance and the app reads the switch again at once.
    await player
      .getByRole('region', { name: 'Sections' })
      .getByRole('button', { name: 'Crash' })
      .click();
    await expect(
      player.getByRole('heading', { name: "We're currently undergoing Maintenance!" }),
    ).toBeVisible({ timeout: 5_000 });
    await player.reload();
    await expect(
      player.getByRole('heading', { name: "We're currently undergoing Maintenance!" }),
    ).toBeVisible();
    await shoot(player, 'admin-content-player-maintenance');
    // Every screen, whatever its address, and every player call stop, in both languages.
    for (const address of ['/deposit', '/exchange', '/login']) {
      await player.goto(address);
      await expect(
        player.getByRole('heading', { name: "We're currently undergoing Maintenance!" }),
      ).toBeVisible();
    }
    await player.evaluate(() => localStorage.setItem('language', 'bn'));
    await player.goto('/account');
    await expect(
      player.getByRole('heading', { name: 'আমরা এখন সাইটের রক্ষণাবেক্ষণের কাজ করছি!' }),
    ).toBeVisible();
    await player.evaluate(() => localStorage.setItem('language', 'en'));
    const refused = await request.post('/api/login', {
      data: { username: 'demoplayer', password: 'demo12345' },
    });
    expect(refused.status()).toBe(503);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "We're currently undergoing Maintenance!",
    );

    // And off again: the home is back.
    await maintenance.getByRole('button', { name: 'Turn maintenance off…' }).click();
    await maintenance.getByRole('button', { name: 'Turn maintenance off', exact: true }).click();
    await expect(maintenance).toContainText('Off — site open');
    await player.goto('/');
    await expect(player.getByRole('region', { name: 'Announcements' })).toContainText(barNotice);

    // Every change is in the audit log.
    await area(page, 'Audit log').click();
    await page.getByLabel('Target type').fill('site');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    // The system notice, maintenance on and maintenance off.
    const settingsRows = page.getByRole('row').filter({ hasText: 'site.settings' });
    await expect(settingsRows.nth(2)).toBeVisible();
    await expect(settingsRows.first()).toContainText('site_status');
    await page.getByLabel('Target type').fill('slider');
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: 'site.slider_create' })
        .filter({ hasText: sliderName }),
    ).toBeVisible();
    await shoot(page, 'admin-content-audit');

    // The logo and social link tabs show what players get now.
    await area(page, 'Content & settings').click();
    await tab(page, 'Logo').click();
    await expect(page.getByAltText('Current logo')).toBeVisible();
    await shoot(page, 'admin-content-logo');
    await tab(page, 'Social links').click();
    await expect(page.getByLabel('WhatsApp')).toHaveValue(/^https:\/\//);
    await shoot(page, 'admin-content-social');

    // A player asks for a password reset by SMS; the sandbox outbox shows the code.
    const member = await createPlayer(request);
    const recovery = await request.post('/api/usr-forgot-password', {
      data: { type: 'sms', username: member.username, phone: member.phone },
    });
    expect(recovery.ok(), await recovery.text()).toBe(true);
    const code = latestCodeSentTo(member.phone);
    expect(code).toMatch(/^\d{6}$/);
    await area(page, 'Content & settings').click();
    await tab(page, 'Outbox').click();
    await expect(page.getByRole('note')).toContainText('SANDBOX outbox');
    await page.getByLabel('Channel').selectOption('sms');
    const sms = page.getByRole('row').filter({ hasText: member.phone }).first();
    await expect(sms).toContainText(`password reset code is ${code}`);
    await expect(sms).toContainText('Sandbox — not sent');
    await shoot(page, 'admin-content-outbox');

    // Still usable on a phone: the tabs scroll, the forms and switches fit.
    await page.setViewportSize({ width: 375, height: 812 });
    await tab(page, 'Sliders').click();
    await expect(page.getByRole('button', { name: 'Add a slider' })).toBeVisible();
    await shoot(page, 'admin-content-sliders-375');
    await tab(page, 'Settings').click();
    await expect(page.getByRole('group', { name: 'Maintenance' })).toBeVisible();
    await shoot(page, 'admin-content-settings-375');
  } finally {
    // Leave the site as found: maintenance off, the notice back, our notice and slider gone.
    await ownerCall(request, '/site/settings', {
      site_status: original.site_status,
      system_notice: original.system_notice ?? '',
    });
    const { data: notices } = (await ownerCall(request, '/site/notices')) as {
      data: { id: number; message: string }[];
    };
    for (const notice of notices.filter((item) => item.message === barNotice)) {
      await ownerCall(request, `/site/notices/${notice.id}/delete`, {});
    }
    const { data: sliders } = (await ownerCall(request, '/site/sliders')) as {
      data: { id: number; name: string }[];
    };
    for (const slider of sliders.filter((item) => item.name === sliderName)) {
      await ownerCall(request, `/site/sliders/${slider.id}/delete`, {});
    }
    await phone.close();
  }
});

// The Android app from end to end: a content operator publishes a build in the console (Content &
// settings → App); a player's App button in the header and "Get the app" in the footer download
// it under the site's name, in English and Bangla; removed, the same buttons offer the install
// from the browser again (navigation-menu.spec.ts covers that help).
import { zipArchive } from '../../apps/server/src/testing/zip-archive';
import { expect, test } from '../fixtures/worker-server';
import { createOperator, signInToConsole } from '../fixtures/operators';
import { newDesktopPage } from '../fixtures/phone';
import { shoot } from '../fixtures/screenshots';

test('an operator publishes the Android app; players download it as {site}.apk, then it is removed', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const build = zipArchive({ 'AndroidManifest.xml': 'manifest', 'classes.dex': 'dex\n035' });
  const consolePage = await newDesktopPage(browser, baseURL);
  try {
    await signInToConsole(consolePage, await createOperator(request, 'content'));
    await consolePage.goto('/admin/content/app');
    await expect(consolePage.getByText('No app is published')).toBeVisible();
    const file = consolePage.getByLabel('App file');
    // A picture renamed by mistake is refused before anything is sent.
    await file.setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: build });
    await expect(consolePage.getByText(/must be an Android app/)).toBeVisible();
    await expect(consolePage.getByRole('button', { name: 'Publish this app' })).toBeDisabled();
    await file.setInputFiles({
      name: 'khela-release.apk',
      mimeType: 'application/vnd.android.package-archive',
      buffer: build,
    });
    await consolePage.getByRole('button', { name: 'Publish this app' }).click();
    await expect(consolePage.getByRole('status')).toHaveText(/The app is published/);
    await expect(consolePage.getByRole('link', { name: 'khela.apk' })).toBeVisible();
    await shoot(consolePage, 'admin-content-android-app');

    for (const language of ['en', 'bn'] as const) {
      // Init scripts run in the order added: the last language chosen wins.
      await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      await page.goto('/');
      const names = {
        en: { header: 'Install the app', footer: 'Get the app' },
        bn: { header: 'অ্যাপ ইনস্টল করুন', footer: 'অ্যাপটি নিন' },
      }[language];
      const headerButton = page.getByRole('link', { name: names.header });
      await expect(headerButton).toHaveAttribute('href', '/download/khela.apk');
      const downloading = page.waitForEvent('download');
      await headerButton.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe('khela.apk');
      const saved = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of saved) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(build)).toBe(true);
      await expect(page.getByRole('link', { name: names.footer })).toHaveAttribute(
        'href',
        '/download/khela.apk',
      );
    }

    await consolePage.getByRole('button', { name: 'Remove the app' }).click();
    await consolePage.getByRole('button', { name: 'Remove it' }).click();
    await expect(consolePage.getByRole('status')).toHaveText(/The Android app is removed/);
    await expect(consolePage.getByText('No app is published')).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'অ্যাপ ইনস্টল করুন' })).toBeVisible();
    expect((await request.get('/download/khela.apk')).status()).toBe(404);
  } finally {
    await consolePage.context().close();
  }
});

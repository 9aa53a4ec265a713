// The header's App button downloads the operator's Android build, named after the site, once one
// is uploaded (with none, the same button offers to install the web app: navigation-menu.spec.ts).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures/worker-server';
import { setSiteSetting } from '../fixtures/site-database';

test('App downloads the uploaded Android build as {site}.apk', async ({ page, appServer }) => {
  const apkFolder = path.join(appServer.storage, 'app');
  fs.mkdirSync(apkFolder, { recursive: true });
  fs.writeFileSync(path.join(apkFolder, 'android.apk'), 'PK demo android build');
  setSiteSetting('android_apk', 'app/android.apk');
  try {
    await page.goto('/');
    const app = page.getByRole('link', { name: 'Install the app' });
    await expect(app).toHaveAttribute('href', '/download/khela.apk');
    const downloading = page.waitForEvent('download');
    await app.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('khela.apk');
  } finally {
    setSiteSetting('android_apk', null);
  }
});

// What a phone draws before any script has run (docs/performance.md, "First loads, third round"):
// the server writes the operator's title and loader image into every page, where the app's own
// splash draws it, so a slow link shows the operator's site from its first paint, and the app's
// splash then takes over in the same place.
import { phoneDevice } from '../fixtures/phone';
import { shoot } from '../fixtures/screenshots';
import { expect, test } from '../fixtures/worker-server';

test("a page without its scripts shows the operator's loader image and title", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...phoneDevice, baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const address of ['/', '/login']) {
    await page.goto(address);
    await expect(page).toHaveTitle('Khela');
    const image = page.locator('#root img.boot__logo');
    await expect(image).toBeVisible();
    // Drawn, not only named: the image came back and decoded under the site's CSP.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    const box = await image.boundingBox();
    expect(box?.width).toBe(96);
    // Centred on the phone's screen, where the app's splash draws the same image.
    expect(Math.abs((box?.x ?? 0) + 48 - 375 / 2)).toBeLessThanOrEqual(1);
  }
  await shoot(page, 'page-before-scripts');
  await context.close();
});

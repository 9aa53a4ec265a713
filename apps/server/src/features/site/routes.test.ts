/** Site data calls on a seeded database: logo, general (incl. maintenance), social links, sliders, images. */
import { describe, expect, it } from 'vitest';
import {
  generalResponseSchema,
  logoResponseSchema,
  slidersResponseSchema,
  socialLinkResponseSchema,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { seedDemoData } from '../../seed-demo-data.js';
import { upsertSettingForTest } from '../../testing/site-settings.js';

const harness = testAppPerFile({ seedDemoData: true });

describe(`site data on ${testDialect}`, () => {
  it('serves the logo paths, and the images behind them', async () => {
    const logo = logoResponseSchema.parse((await harness.app.inject('/api/logo')).json());
    expect(logo[0]!.mobile_logo).toMatch(/^\/storage\//);
    const image = await harness.app.inject(logo[0]!.mobile_logo);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('serves general settings with the notices in both places the clients read them', async () => {
    const general = generalResponseSchema.parse((await harness.app.inject('/api/general')).json());
    expect(general.site_status).toBe(1);
    expect(general.desktop_mode).toBe('full');
    expect(general.notice.length).toBeGreaterThan(0);
    expect(general.general.notice).toEqual(general.notice);
  });

  it('reports maintenance and the desktop mode the operator set', async () => {
    await upsertSettingForTest(harness, 'site_status', 0);
    await upsertSettingForTest(harness, 'desktop_mode', 'coming_soon');
    const general = generalResponseSchema.parse((await harness.app.inject('/api/general')).json());
    expect(general.site_status).toBe(0);
    expect(general.desktop_mode).toBe('coming_soon');
    await upsertSettingForTest(harness, 'site_status', 1);
  });

  it('ignores a stored setting of the wrong type instead of failing', async () => {
    await upsertSettingForTest(harness, 'desktop_mode', 'sideways');
    await upsertSettingForTest(harness, 'withdrawal_status', 'yes');
    const general = generalResponseSchema.parse((await harness.app.inject('/api/general')).json());
    expect(general.desktop_mode).toBe('full');
    expect(general.withdrawal_status).toBe(1);
  });

  it('serves social links from settings', async () => {
    const links = socialLinkResponseSchema.parse(
      (await harness.app.inject('/api/sociallink')).json(),
    );
    expect(links.data.whatsapp).toMatch(/^https:\/\/wa\.me\//);
    expect(links.data.email).toBe('support@khela.example');
  });

  it('serves active sliders of each type with their images', async () => {
    const sliders = slidersResponseSchema.parse((await harness.app.inject('/api/sliders')).json());
    const types = new Set(sliders.data.map((slider) => slider.slider_type));
    expect(types).toEqual(new Set(['Main', 'Favourite', 'Features']));
    const image = await harness.app.inject(sliders.data[0]!.thubmnail);
    expect(image.statusCode).toBe(200);
    await harness.context.db
      .updateTable('sliders')
      .set({ status: 0 })
      .where('id', '=', sliders.data[0]!.id)
      .execute();
    const after = slidersResponseSchema.parse((await harness.app.inject('/api/sliders')).json());
    expect(after.data.map((slider) => slider.id)).not.toContain(sliders.data[0]!.id);
  });

  it('seeding twice adds nothing', async () => {
    const before = slidersResponseSchema.parse((await harness.app.inject('/api/sliders')).json())
      .data.length;
    const again = await seedDemoData(harness.context);
    expect(again.created).toBe(false);
    const after = slidersResponseSchema.parse((await harness.app.inject('/api/sliders')).json())
      .data.length;
    expect(after).toBe(before);
  });
});

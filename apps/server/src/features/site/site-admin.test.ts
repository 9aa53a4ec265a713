/**
 * Content and settings from the operator's side: each change shows at once in the player calls
 * (/api/general, /api/logo, /api/sliders, /api/sociallink, answered uncached), is audited with its
 * before and after, is validated field by field, and only owner and content may make it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  adminNoticesResponseSchema,
  androidAppResponseSchema,
  adminSliderSchema,
  adminSlidersResponseSchema,
  auditListResponseSchema,
  generalResponseSchema,
  logoResponseSchema,
  siteAdminMessages,
  siteImageResponseSchema,
  siteSettingsResponseSchema,
  slidersResponseSchema,
  socialLinkResponseSchema,
  type OperatorRole,
} from '@khela/contract';
import { callAsOperator } from '../../testing/operators.js';
import { everyRolePerFile, testAppPerFile } from '../../testing/test-app-per-file.js';
import { bearer } from '../../testing/players.js';
import { zipArchive } from '../../testing/zip-archive.js';
import { isAndroidPackage } from './android-app.js';
import { siteSlug } from './service.js';

const harness = testAppPerFile({ seedDemoData: true });
const tokens = everyRolePerFile(harness);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

const call = (role: OperatorRole, method: 'GET' | 'POST', url: string, payload?: object) =>
  callAsOperator(harness, tokens[role], method, `/admin-api${url}`, payload);

async function general() {
  const response = await harness.app.inject('/api/general');
  expect(response.headers['cache-control']).toBe('no-cache');
  return generalResponseSchema.parse(response.json());
}

async function lastAudit(targetType: string) {
  const response = await call('owner', 'GET', `/audit?target_type=${targetType}&limit=1`);
  return auditListResponseSchema.parse(response.json()).data[0];
}

async function upload(role: OperatorRole, bytes: Buffer, contentType = 'image/png') {
  return harness.app.inject({
    method: 'POST',
    url: '/admin-api/site/images',
    headers: { ...bearer(tokens[role]), 'content-type': contentType },
    payload: bytes,
  });
}

describe('site settings', () => {
  it('sets and clears the affiliate login page players see in the side menu', async () => {
    expect((await general()).affiliate_url).toBeNull();
    const refused = await call('content', 'POST', '/site/settings', {
      affiliate_url: 'affiliate.example.com',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: { affiliate_url: string[] } }>().errors.affiliate_url).toEqual([
      siteAdminMessages.linkInvalid,
    ]);
    const address = 'https://affiliate.example.com/login';
    expect(
      (await call('content', 'POST', '/site/settings', { affiliate_url: address })).statusCode,
    ).toBe(200);
    expect((await general()).affiliate_url).toBe(address);
    await call('content', 'POST', '/site/settings', { affiliate_url: '' });
    expect((await general()).affiliate_url).toBeNull();
  });

  it('turns maintenance on and off; players see it on the next call; audited', async () => {
    expect((await general()).site_status).toBe(1);
    const off = await call('content', 'POST', '/site/settings', { site_status: 0 });
    expect(off.statusCode).toBe(200);
    expect(siteSettingsResponseSchema.parse(off.json()).settings.site_status).toBe(0);
    expect((await general()).site_status).toBe(0);
    const entry = await lastAudit('site');
    expect(entry).toMatchObject({
      action: 'site.settings',
      target_id: 'settings',
      detail: { before: { site_status: 1 }, after: { site_status: 0 } },
    });

    await call('content', 'POST', '/site/settings', { site_status: 1 });
    expect((await general()).site_status).toBe(1);
  });

  it('saves the notice, withdrawals, desktop mode and links; empty means none', async () => {
    const response = await call('owner', 'POST', '/site/settings', {
      system_notice: '  Cricket final tonight — bets open at 6 pm.  ',
      withdrawal_status: 0,
      desktop_mode: 'coming_soon',
      telegram: '',
      facebook: 'https://facebook.com/khela.bd',
      support_mail: 'help@khela.example',
    });
    expect(response.statusCode).toBe(200);
    const shown = await general();
    expect(shown.system_notice).toBe('Cricket final tonight — bets open at 6 pm.');
    expect(shown.withdrawal_status).toBe(0);
    expect(shown.desktop_mode).toBe('coming_soon');
    const social = socialLinkResponseSchema.parse(
      (await harness.app.inject('/api/sociallink')).json(),
    ).data;
    expect(social).toMatchObject({
      telegram: null,
      facebook: 'https://facebook.com/khela.bd',
      email: 'help@khela.example',
    });
    await call('owner', 'POST', '/site/settings', {
      withdrawal_status: 1,
      desktop_mode: 'full',
    });
  });

  it('does not audit a save that changes nothing', async () => {
    const before = await lastAudit('site');
    const current = siteSettingsResponseSchema.parse(
      (await call('content', 'GET', '/site/settings')).json(),
    ).settings;
    const response = await call('content', 'POST', '/site/settings', {
      site_title: current.site_title,
    });
    expect(response.statusCode).toBe(200);
    expect((await lastAudit('site'))?.id).toBe(before?.id);
  });

  it('answers 422 with the field’s message for each bad value', async () => {
    const cases: [object, string, string][] = [
      [{ site_status: 2 }, 'site_status', siteAdminMessages.switchInvalid],
      [{ desktop_mode: 'half' }, 'desktop_mode', siteAdminMessages.desktopModeInvalid],
      [{ whatsapp: 'http://wa.me/1' }, 'whatsapp', siteAdminMessages.linkInvalid],
      [{ support_mail: 'not-mail' }, 'support_mail', siteAdminMessages.emailInvalid],
      [{ site_title: '' }, 'site_title', siteAdminMessages.siteTitleLength],
      [{ system_notice: 'x'.repeat(1001) }, 'system_notice', siteAdminMessages.systemNoticeLength],
      [{ logo: '/storage/site/none.png' }, 'logo', siteAdminMessages.imagePathInvalid],
      [{ logo: '/storage/../secret.png' }, 'logo', siteAdminMessages.imagePathInvalid],
      [{}, 'body', siteAdminMessages.nothingToChange],
    ];
    for (const [payload, field, message] of cases) {
      const response = await call('content', 'POST', '/site/settings', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toContain(
        message,
      );
    }
    expect((await call('content', 'POST', '/site/settings', { colour: 'red' })).statusCode).toBe(
      422,
    );
    expect((await general()).site_status).toBe(1);
  });

  it('admits owner and content only', async () => {
    for (const role of ['finance', 'support', 'trader'] as const) {
      expect((await call(role, 'GET', '/site/settings')).statusCode).toBe(403);
      expect((await call(role, 'POST', '/site/settings', { site_status: 0 })).statusCode).toBe(403);
      expect((await upload(role, png)).statusCode).toBe(403);
    }
    const anonymous = await harness.app.inject({ method: 'GET', url: '/admin-api/site/settings' });
    expect(anonymous.statusCode).toBe(401);
    expect((await general()).site_status).toBe(1);
  });
});

describe('images and the logo', () => {
  it('stores a PNG under /storage and sets it as the logo players load', async () => {
    const response = await upload('content', png);
    expect(response.statusCode).toBe(200);
    const { url } = siteImageResponseSchema.parse(response.json());
    expect(url).toMatch(/^\/storage\/uploads\/[0-9a-f]+\.png$/);
    expect((await harness.app.inject(url)).statusCode).toBe(200);

    expect((await call('content', 'POST', '/site/settings', { logo: url })).statusCode).toBe(200);
    const [logo] = logoResponseSchema.parse((await harness.app.inject('/api/logo')).json());
    expect(logo?.logo).toBe(url);
  });

  it('refuses SVG, text and an empty body by their bytes, whatever the claimed type', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    for (const [bytes, type] of [
      [svg, 'image/svg+xml'],
      [svg, 'image/png'],
      [Buffer.from('hello'), 'application/octet-stream'],
    ] as const) {
      const response = await upload('content', bytes, type);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: { image: string[] } }>().errors.image).toEqual([
        siteAdminMessages.imageWrongType,
      ]);
    }
  });
});

describe('sliders', () => {
  async function playerSliders() {
    return slidersResponseSchema.parse((await harness.app.inject('/api/sliders')).json()).data;
  }

  it('creates, edits, hides, reorders and deletes; each shows in /api/sliders; audited', async () => {
    const { url } = siteImageResponseSchema.parse((await upload('content', png)).json());
    const created = await call('content', 'POST', '/site/sliders', {
      name: 'Eid bonus',
      link: '',
      thubmnail: url,
      slider_type: 'Main',
    });
    expect(created.statusCode).toBe(200);
    const slider = adminSliderSchema.parse(created.json());
    expect(slider).toMatchObject({ status: 1, slider_type: 'Main' });
    expect((await playerSliders()).map((item) => item.name)).toContain('Eid bonus');
    expect(await lastAudit('slider')).toMatchObject({
      action: 'site.slider_create',
      target_id: String(slider.id),
    });

    const hidden = await call('content', 'POST', `/site/sliders/${slider.id}`, { status: 0 });
    expect(hidden.statusCode).toBe(200);
    expect((await playerSliders()).map((item) => item.name)).not.toContain('Eid bonus');
    expect((await lastAudit('slider'))?.detail).toMatchObject({
      before: { status: 1 },
      after: { status: 0 },
    });
    await call('content', 'POST', `/site/sliders/${slider.id}`, { status: 1 });

    const all = adminSlidersResponseSchema.parse(
      (await call('content', 'GET', '/site/sliders')).json(),
    ).data;
    const main = all.filter((item) => item.slider_type === 'Main').map((item) => item.id);
    expect(main.at(-1)).toBe(slider.id);
    const reversed = [...main].reverse();
    const reordered = await call('content', 'POST', '/site/sliders/reorder', {
      slider_type: 'Main',
      ids: reversed,
    });
    expect(reordered.statusCode).toBe(200);
    const mainShown = (await playerSliders()).filter((item) => item.slider_type === 'Main');
    expect(mainShown.map((item) => item.id)).toEqual(reversed);

    const partial = await call('content', 'POST', '/site/sliders/reorder', {
      slider_type: 'Main',
      ids: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json<{ errors: { ids: string[] } }>().errors.ids).toEqual([
      siteAdminMessages.reorderMismatch,
    ]);

    const deleted = await call('content', 'POST', `/site/sliders/${slider.id}/delete`);
    expect(deleted.statusCode).toBe(200);
    expect((await playerSliders()).map((item) => item.name)).not.toContain('Eid bonus');
    expect(await lastAudit('slider')).toMatchObject({
      action: 'site.slider_delete',
      detail: { before: { name: 'Eid bonus' }, after: null },
    });
    expect((await call('content', 'POST', `/site/sliders/${slider.id}/delete`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a slider without an uploaded image, a name or a valid place', async () => {
    const response = await call('content', 'POST', '/site/sliders', {
      name: '',
      thubmnail: 'https://elsewhere.example/banner.png',
      slider_type: 'Top',
    });
    expect(response.statusCode).toBe(422);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors['name']).toEqual([siteAdminMessages.sliderNameRequired]);
    expect(errors['thubmnail']).toEqual([siteAdminMessages.imagePathInvalid]);
    expect(errors['slider_type']).toEqual([siteAdminMessages.sliderTypeInvalid]);
    const missing = await call('content', 'POST', '/site/sliders', {
      name: 'Ghost',
      thubmnail: '/storage/uploads/missing.png',
      slider_type: 'Main',
    });
    expect(missing.statusCode).toBe(422);
    expect((await call('finance', 'GET', '/site/sliders')).statusCode).toBe(403);
  });
});

describe('notices', () => {
  it('adds, edits, hides and deletes a notice; /api/general lists the shown ones', async () => {
    const created = await call('content', 'POST', '/site/notices', {
      message: 'Bangladesh vs India — live now',
    });
    expect(created.statusCode).toBe(200);
    const id = created.json<{ id: number }>().id;
    expect((await general()).general.notice.at(-1)).toBe('Bangladesh vs India — live now');

    await call('content', 'POST', `/site/notices/${id}`, { message: 'বাংলাদেশ বনাম ভারত' });
    expect((await general()).notice).toContain('বাংলাদেশ বনাম ভারত');
    expect(await lastAudit('notice')).toMatchObject({
      action: 'site.notice_update',
      detail: {
        before: { message: 'Bangladesh vs India — live now' },
        after: { message: 'বাংলাদেশ বনাম ভারত' },
      },
    });

    await call('content', 'POST', `/site/notices/${id}`, { status: 0 });
    expect((await general()).notice).not.toContain('বাংলাদেশ বনাম ভারত');
    const listed = adminNoticesResponseSchema.parse(
      (await call('owner', 'GET', '/site/notices')).json(),
    ).data;
    expect(listed.find((notice) => notice.id === id)?.status).toBe(0);

    expect((await call('content', 'POST', `/site/notices/${id}/delete`)).statusCode).toBe(200);
    expect((await call('content', 'POST', `/site/notices/${id}`, { status: 1 })).statusCode).toBe(
      404,
    );
    expect(await lastAudit('notice')).toMatchObject({ action: 'site.notice_delete' });
  });

  it('refuses an empty or too long notice and other roles', async () => {
    for (const message of ['   ', 'x'.repeat(301)]) {
      const response = await call('content', 'POST', '/site/notices', { message });
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: { message: string[] } }>().errors.message).toEqual([
        siteAdminMessages.noticeRequired,
      ]);
    }
    expect((await call('support', 'POST', '/site/notices', { message: 'Hi' })).statusCode).toBe(
      403,
    );
  });
});

describe('the Android app', () => {
  const apk = zipArchive({
    'AndroidManifest.xml': Buffer.alloc(200, 3),
    'classes.dex': 'dex\n035',
  });

  async function publish(
    role: OperatorRole,
    bytes: Buffer,
    contentType = 'application/vnd.android.package-archive',
  ) {
    return harness.app.inject({
      method: 'POST',
      url: '/admin-api/site/android-app',
      headers: { ...bearer(tokens[role]), 'content-type': contentType },
      payload: bytes,
    });
  }
  const storedApps = () => {
    const folder = path.join(harness.context.config.storageDir, 'app');
    return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
  };

  it('tells an APK from other archives and files by its bytes', () => {
    expect(isAndroidPackage(apk)).toBe(true);
    expect(isAndroidPackage(zipArchive({ 'readme.txt': 'hello' }))).toBe(false);
    expect(isAndroidPackage(png)).toBe(false);
    expect(isAndroidPackage(Buffer.alloc(0))).toBe(false);
    // A ZIP cut short loses its directory.
    expect(isAndroidPackage(apk.subarray(0, apk.length - 30))).toBe(false);
  });

  it('is published under the site name, replaced, removed; players follow; audited', async () => {
    expect((await general()).app_download_url).toBeNull();
    const first = await publish('content', apk);
    expect(first.statusCode).toBe(200);
    const published = androidAppResponseSchema.parse(first.json()).app;
    const title = (await general()).site_title;
    expect(published).toMatchObject({ size_bytes: apk.length });
    expect(published?.file_name).toBe(`${siteSlug(title)}.apk`);
    expect((await general()).app_download_url).toBe(published?.download_url);
    const download = await harness.app.inject(published?.download_url ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(apk)).toBe(true);
    expect(await lastAudit('site')).toMatchObject({ action: 'site.android_app_upload' });
    expect(storedApps()).toHaveLength(1);

    // A new build replaces the old one, whose file goes.
    const second = zipArchive({ 'AndroidManifest.xml': 'v2', 'classes.dex': 'two' });
    expect((await publish('owner', second, 'application/octet-stream')).statusCode).toBe(200);
    const after = await harness.app.inject(published?.download_url ?? '');
    expect(after.rawPayload.equals(second)).toBe(true);
    expect(storedApps()).toHaveLength(1);
    const shown = androidAppResponseSchema.parse(
      (await call('content', 'GET', '/site/android-app')).json(),
    );
    expect(shown.app?.size_bytes).toBe(second.length);

    const removed = await call('content', 'POST', '/site/android-app/remove');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: siteAdminMessages.androidAppRemoved });
    expect((await general()).app_download_url).toBeNull();
    expect((await harness.app.inject(published?.download_url ?? '')).statusCode).toBe(404);
    expect(storedApps()).toEqual([]);
    expect(await lastAudit('site')).toMatchObject({ action: 'site.android_app_remove' });
    expect((await call('content', 'POST', '/site/android-app/remove')).statusCode).toBe(404);
    expect(
      androidAppResponseSchema.parse((await call('owner', 'GET', '/site/android-app')).json()),
    ).toEqual({
      app: null,
    });
  });

  it('refuses what is not an APK, and other roles, changing nothing', async () => {
    for (const bytes of [png, zipArchive({ 'index.html': '<p>' }), Buffer.from('MZ')]) {
      const response = await publish('content', bytes);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ errors: { app: string[] } }>().errors.app).toEqual([
        siteAdminMessages.androidAppWrongType,
      ]);
    }
    expect((await publish('support', apk)).statusCode).toBe(403);
    expect((await publish('finance', apk)).statusCode).toBe(403);
    expect((await general()).app_download_url).toBeNull();
    expect(storedApps()).toEqual([]);
  });
});

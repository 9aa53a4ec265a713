/**
 * Item 4 of the abuse suite: uploads. Every route that takes a file is found by offering each
 * POST/PUT/PATCH route a PNG, as a picture and as bare bytes (the others answer 415), and must be
 * one listed here. Each is sent
 * files whose bytes lie about their type (HTML or SVG with script named as a picture, a renamed
 * Windows program, a PDF where only pictures go, a truncated signature), an empty file, a file
 * one byte over its limit, a multipart form and JSON: every one is refused with a 4xx and a
 * message, and no file and no row is written. A real picture (an Android app where that is what
 * the route takes) is accepted, so the route works.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ANDROID_APP_SIZE_BYTES_MAX,
  PROMOTION_IMAGE_BYTES_MAX,
  IDENTITY_FILE_SIZE_BYTES_MAX,
  RECEIPT_SIZE_BYTES_MAX,
  SITE_IMAGE_SIZE_BYTES_MAX,
  THUMBNAIL_SIZE_BYTES_MAX,
} from '@khela/contract';
import { zipArchive } from '../../apps/server/src/testing/zip-archive.js';
import { findLeaks } from './leak-scan.js';
import { answers, call, fillPath, messageOf } from './probe.js';
import { callableRoutes, routeName } from './route-table.js';
import { changedTables, snapshot } from './snapshot.js';
import { buildWorld, type World } from './world.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c63000100000500010d0a2db40000000049454e44ae426082',
  'hex',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

interface UploadRoute {
  name: string;
  url: string;
  token: () => string;
  limit: number;
  acceptsPdf: boolean;
  /** The file the route is for; a PNG when not given. */
  valid?: { type: string; bytes: Buffer };
}

let world: World;
let uploadRoutes: UploadRoute[];
let cases = 0;

beforeAll(async () => {
  // Alice sends a dozen hostile receipts within a second; the per-minute rate would refuse the
  // later ones before their bytes were looked at. The daily limits stay as shipped.
  world = await buildWorld({
    RECEIPT_UPLOADS_PER_MINUTE: '1000',
    IDENTITY_UPLOADS_PER_MINUTE: '1000',
  });
  const promotion = await world.harness.context.db
    .selectFrom('promotions')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const game = await world.harness.context.db
    .selectFrom('games')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  uploadRoutes = [
    {
      name: 'POST /api/deposit-receipt',
      url: '/api/deposit-receipt',
      token: () => world.alice.token,
      limit: RECEIPT_SIZE_BYTES_MAX,
      acceptsPdf: true,
    },
    {
      name: 'POST /api/identity/file',
      url: '/api/identity/file',
      token: () => world.alice.token,
      limit: IDENTITY_FILE_SIZE_BYTES_MAX,
      acceptsPdf: false,
    },
    {
      name: 'POST /admin-api/site/images',
      url: '/admin-api/site/images',
      token: () => world.operators.content,
      limit: SITE_IMAGE_SIZE_BYTES_MAX,
      acceptsPdf: false,
    },
    {
      name: 'POST /admin-api/promotions/:id/image',
      url: `/admin-api/promotions/${promotion.id}/image`,
      token: () => world.operators.content,
      limit: PROMOTION_IMAGE_BYTES_MAX,
      acceptsPdf: false,
    },
    {
      name: 'PUT /admin-api/catalogue/games/:id/thumbnail',
      url: `/admin-api/catalogue/games/${game.id}/thumbnail`,
      token: () => world.operators.content,
      limit: THUMBNAIL_SIZE_BYTES_MAX,
      acceptsPdf: false,
    },
    {
      name: 'POST /admin-api/site/android-app',
      url: '/admin-api/site/android-app',
      token: () => world.operators.content,
      limit: ANDROID_APP_SIZE_BYTES_MAX,
      acceptsPdf: false,
      valid: {
        type: 'application/vnd.android.package-archive',
        bytes: zipArchive({ 'AndroidManifest.xml': 'manifest', 'classes.dex': 'dex' }),
      },
    },
  ];
});
afterAll(async () => {
  console.log(`uploads: ${uploadRoutes.length} upload routes, ${cases} calls`);
  await world.close();
});

const methodOf = (upload: UploadRoute) => (upload.name.startsWith('PUT') ? 'PUT' : 'POST');

function filesUnder(directory: string): number {
  if (!fs.existsSync(directory)) return 0;
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile()).length;
}

const storedFiles = () =>
  filesUnder(world.harness.context.config.storageDir) +
  filesUnder(world.harness.context.config.privateDir);

it('lists every route that takes a file', async () => {
  const routes = [
    ...callableRoutes(world.harness.app, '/api/'),
    ...callableRoutes(world.harness.app, '/admin-api/'),
  ].filter((route) => ['POST', 'PUT', 'PATCH'].includes(route.method));
  const takesFiles: string[] = [];
  for (const route of routes) {
    if (route.url.endsWith('/logout')) continue;
    const token = route.url.startsWith('/admin-api/')
      ? world.operators.owner
      : route.url.startsWith('/api/house/')
        ? world.alice.houseToken
        : world.alice.token;
    for (const type of ['image/png', 'application/octet-stream']) {
      cases += 1;
      const answer = await call(world.harness.app, {
        method: route.method,
        url: fillPath(route.url),
        token,
        headers: { 'content-type': type },
        payload: PNG,
      });
      if (answer.status !== 415) {
        takesFiles.push(routeName(route));
        break;
      }
    }
  }
  expect(takesFiles.sort()).toEqual(uploadRoutes.map((upload) => upload.name).sort());
});

it('refuses files whose bytes are not the picture (or receipt) they claim, and oversized ones', async () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  );
  const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
  const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512, 0x41)]);
  const problems: string[] = [];
  for (const upload of uploadRoutes) {
    const hostile: { name: string; type: string; bytes: Buffer | string }[] = [
      { name: 'HTML with script named .png', type: 'image/png', bytes: html },
      { name: 'SVG with script as image/png', type: 'image/png', bytes: svg },
      { name: 'SVG with script as image/svg+xml', type: 'image/svg+xml', bytes: svg },
      { name: 'Windows program as a picture', type: 'image/jpeg', bytes: exe },
      { name: 'Windows program as octet-stream', type: 'application/octet-stream', bytes: exe },
      {
        name: 'GIF bytes as image/jpeg',
        type: 'image/jpeg',
        bytes: Buffer.from('GIF89a\x01\x00\x01\x00'),
      },
      { name: 'truncated PNG signature', type: 'image/png', bytes: PNG.subarray(0, 4) },
      { name: 'empty file', type: 'image/png', bytes: Buffer.alloc(0) },
      {
        name: 'a byte over the limit',
        type: 'image/png',
        bytes: Buffer.concat([PNG, Buffer.alloc(upload.limit + 1 - PNG.length)]),
      },
      {
        name: 'multipart form',
        type: 'multipart/form-data; boundary=x',
        bytes: `--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${html.toString()}\r\n--x--\r\n`,
      },
      { name: 'JSON', type: 'application/json', bytes: '{"image":"data:image/png;base64,AAAA"}' },
      ...(upload.acceptsPdf ? [] : [{ name: 'PDF as a picture', type: 'image/png', bytes: PDF }]),
    ];
    for (const file of hostile) {
      const before = await snapshot(world.harness.context.db, [world.alice.remote_id]);
      const filesBefore = storedFiles();
      cases += 1;
      const answer = await call(world.harness.app, {
        method: methodOf(upload),
        url: upload.url,
        token: upload.token(),
        headers: { 'content-type': file.type },
        payload: file.bytes,
      });
      const label = `${upload.name} ${file.name}`;
      if (answer.status < 400 || answer.status >= 500 || !messageOf(answer)) {
        problems.push(`${label} → ${answer.status} ${answer.body.slice(0, 120)}`);
      }
      const changed = changedTables(
        before,
        await snapshot(world.harness.context.db, [world.alice.remote_id]),
      );
      if (changed.length > 0) problems.push(`${label} changed ${changed.join(', ')}`);
      if (storedFiles() !== filesBefore) problems.push(`${label} left a file behind`);
    }
  }
  expect(problems).toEqual([]);
});

it('accepts the file each route is for (a picture, or an Android app), and serves a stored picture that browsers may not sniff', async () => {
  for (const upload of uploadRoutes) {
    cases += 1;
    const answer = await call(world.harness.app, {
      method: methodOf(upload),
      url: upload.url,
      token: upload.token(),
      headers: { 'content-type': upload.valid?.type ?? 'image/png' },
      payload: upload.valid?.bytes ?? PNG,
    });
    expect(answer.status, `${upload.name}: ${answer.body}`).toBe(200);
  }
  const stored = path.join(world.harness.context.config.storageDir, 'security-probe.png');
  fs.writeFileSync(stored, PNG);
  const served = await call(world.harness.app, {
    method: 'GET',
    url: '/storage/security-probe.png',
  });
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.headers['x-content-type-options']).toBe('nosniff');
});

it("stops a player's receipts at the day's limit, refusing the rest with a message and no file", async () => {
  const limit = world.harness.context.config.uploads.receiptsPerDay;
  const storedBefore = await world.harness.context.db
    .selectFrom('deposit_receipts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', world.bob.remote_id)
    .executeTakeFirstOrThrow();
  const statuses: number[] = [];
  for (let index = 0; index < limit + 5; index += 1) {
    cases += 1;
    const filesBefore = storedFiles();
    const answer = await call(world.harness.app, {
      method: 'POST',
      url: '/api/deposit-receipt',
      token: world.bob.token,
      headers: { 'content-type': 'image/png' },
      payload: PNG,
    });
    statuses.push(answer.status);
    if (answer.status !== 200) {
      expect(answer.status).toBe(429);
      expect(messageOf(answer)).toBeTruthy();
      expect(storedFiles()).toBe(filesBefore);
    }
  }
  const accepted = statuses.filter((status) => status === 200).length;
  expect(accepted).toBe(limit - Number(storedBefore.count));
  expect(statuses.slice(accepted).every((status) => status === 429)).toBe(true);
});

it('no answer of this file leaks internals', () => {
  expect(findLeaks(answers)).toEqual([]);
});

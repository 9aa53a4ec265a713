/**
 * The server hands every /admin page the operator console's index.html and its files, and leaves
 * /admin-api and the player app alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';
import { codeOf } from './testing/refusal.js';

let harness: TestApp;
let root: string;
let adminDir: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-admin-'));
  adminDir = path.join(root, 'admin');
  const webDir = path.join(root, 'web');
  fs.mkdirSync(path.join(adminDir, 'assets'), { recursive: true });
  fs.mkdirSync(webDir);
  fs.writeFileSync(path.join(adminDir, 'index.html'), '<html>console build</html>');
  fs.writeFileSync(path.join(adminDir, 'assets', 'console-1.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDir, 'index.html'), '<html>player app</html>');
  harness = await buildTestApp({ ADMIN_DIST_DIR: adminDir, WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await harness.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const html = { accept: 'text/html' };

describe('operator console serving', () => {
  it('answers /admin, /admin/ and its client routes with the console page', async () => {
    for (const url of ['/admin', '/admin/', '/admin/audit', '/admin/sign-in?next=1']) {
      const page = await harness.app.inject({ url, headers: html });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain('console build');
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves its hashed files, a rebuilt one too, and a missing one as a 404', async () => {
    const asset = await harness.app.inject('/admin/assets/console-1.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    fs.writeFileSync(path.join(adminDir, 'assets', 'console-2.js'), 'console.log(2)');
    const rebuilt = await harness.app.inject('/admin/assets/console-2.js');
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toBe('console.log(2)');
    const missing = await harness.app.inject('/admin/assets/gone.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/json');
  });

  it('leaves /admin-api its JSON answers', async () => {
    const unknown = await harness.app.inject({ url: '/admin-api/nope', headers: html });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect(unknown.body).not.toContain('console build');
    const me = await harness.app.inject({ url: '/admin-api/me', headers: html });
    expect(me.statusCode).toBe(401);
    const login = await harness.app.inject({
      method: 'POST',
      url: '/admin-api/login',
      payload: { username: 'nobody', password: 'wrong-password' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({
      code: codeOf('Invalid username or password.'),
      message: 'Invalid username or password.',
    });
  });

  it("keeps the player app's pages the player app's, names that merely start with admin included", async () => {
    for (const url of ['/', '/account', '/administrator']) {
      const page = await harness.app.inject({ url, headers: html });
      expect(page.body, url).toContain('player app');
    }
  });
});

describe('operator console not built', () => {
  it('answers /admin with a JSON 404 rather than the player app', async () => {
    const bare = await buildTestApp({ ADMIN_DIST_DIR: path.join(root, 'none') });
    try {
      const page = await bare.app.inject({ url: '/admin/audit', headers: html });
      expect(page.statusCode).toBe(404);
      expect(page.json()).toEqual({
        code: codeOf('The operator console is not built on this server.'),
        message: 'The operator console is not built on this server.',
      });
    } finally {
      await bare.close();
    }
  });
});

/**
 * The server hands client routes the web app's index.html (and /house/* the house games' page), and
 * picks up a rebuilt one without a restart.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';

let harness: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<html>first build</html>');
  fs.writeFileSync(path.join(webDir, 'house.html'), '<html>house games</html>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-2.js'), 'console.log(2)');
  fs.writeFileSync(
    path.join(webDir, 'assets', 'app-2.js.br'),
    brotliCompressSync('console.log(2)'),
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'app-2.js.gz'), gzipSync('console.log(2)'));
  harness = await buildTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await harness.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('answers client routes with index.html and API misses with JSON', async () => {
    const page = await harness.app.inject({ url: '/account', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('first build');
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await harness.app.inject('/assets/app-1.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    // The service worker asks for '/' with Accept */* when it stores the offline shell.
    const shell = await harness.app.inject({ url: '/', headers: { accept: '*/*' } });
    expect(shell.body).toContain('first build');
    const api = await harness.app.inject({ url: '/api/nope', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('serves the precompressed copy of an asset to a browser that accepts it, the plain file to one that does not', async () => {
    const gzipped = await harness.app.inject({
      url: '/assets/app-2.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.statusCode).toBe(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['content-type']).toContain('javascript');
    expect(gzipped.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe('console.log(2)');
    const brotli = await harness.app.inject({
      url: '/assets/app-2.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    const plain = await harness.app.inject('/assets/app-2.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(2)');
  });

  it("answers the house games' pages with house.html, the launch token never reaching it", async () => {
    const page = await harness.app.inject({
      url: '/house/slots?lobby=%2Fgames',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('house games');
    expect(page.headers['cache-control']).toBe('no-cache');
    // The player app's own routes are never answered with the house page.
    const account = await harness.app.inject({
      url: '/housekeeping',
      headers: { accept: 'text/html' },
    });
    expect(account.body).toContain('first build');
  });

  it('serves a rebuilt index.html without a restart', async () => {
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(path.join(webDir, 'index.html'), '<html>second build</html>');
    fs.utimesSync(path.join(webDir, 'index.html'), later, later);
    fs.writeFileSync(path.join(webDir, 'assets', 'app-2.js'), 'console.log(2)');
    const page = await harness.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.body).toContain('second build');
    const newAsset = await harness.app.inject('/assets/app-2.js');
    expect(newAsset.statusCode).toBe(200);
    expect(newAsset.body).toBe('console.log(2)');
  });
});

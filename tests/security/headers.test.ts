/**
 * Item 5 of the abuse suite: security headers on every kind of answer: the JSON API (a success,
 * a refusal and a 404), the web app's HTML and assets, the operator console at /admin, stored
 * files, and the server's own 404. The site runs with an https PUBLIC_URL here, as in production,
 * so HSTS is expected; a plain-http site must not ask browsers to upgrade.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../apps/server/src/testing/build-test-app.js';
import { signUpAndLogIn } from '../../apps/server/src/testing/players.js';
import { findLeaks } from './leak-scan.js';
import { answers, call, fillPath, type Answer } from './probe.js';
import { listRoutes } from './route-table.js';

let harness: TestApp;
let plainHttp: TestApp;
let token: string;
const distRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'khela-security-dist-'));

function fakeBuild(name: string, title: string): string {
  const directory = path.join(distRoot, name);
  fs.mkdirSync(path.join(directory, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(directory, 'index.html'),
    `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(directory, 'house.html'), '<!doctype html><title>house</title>');
  fs.writeFileSync(path.join(directory, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  return directory;
}

beforeAll(async () => {
  const dist = {
    WEB_DIST_DIR: fakeBuild('web', 'Khela'),
    ADMIN_DIST_DIR: fakeBuild('admin', 'Console'),
  };
  harness = await buildTestApp({ ...dist, PUBLIC_URL: 'https://khela.example.com' });
  plainHttp = await buildTestApp({ ...dist, PUBLIC_URL: 'http://localhost:3000' });
  token = (await signUpAndLogIn(harness.app)).token;
});
afterAll(async () => {
  console.log(`headers: ${answers.length} answers checked`);
  await harness.close();
  await plainHttp.close();
  fs.rmSync(distRoot, { recursive: true, force: true });
});

function directives(answer: Answer): Map<string, string> {
  const policy = String(answer.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

const samples = () => [
  { what: 'API success', method: 'POST' as const, url: '/api/balance', token, html: false },
  {
    what: 'API refusal',
    method: 'POST' as const,
    url: '/api/balance',
    token: undefined,
    html: false,
  },
  {
    what: 'API 404',
    method: 'GET' as const,
    url: '/api/no-such-call',
    token: undefined,
    html: false,
  },
  {
    what: 'operator API refusal',
    method: 'GET' as const,
    url: '/admin-api/me',
    token: undefined,
    html: false,
  },
  { what: 'web app page', method: 'GET' as const, url: '/', token: undefined, html: true },
  {
    what: 'web app client route',
    method: 'GET' as const,
    url: '/deposit',
    token: undefined,
    html: true,
  },
  {
    what: 'web app asset',
    method: 'GET' as const,
    url: '/assets/app-1a2b3c.js',
    token: undefined,
    html: false,
  },
  { what: 'console page', method: 'GET' as const, url: '/admin', token: undefined, html: true },
  {
    what: 'console client route',
    method: 'GET' as const,
    url: '/admin/players/1',
    token: undefined,
    html: true,
  },
  { what: 'health check', method: 'GET' as const, url: '/healthz', token: undefined, html: false },
];

function missingHeaders(answer: Answer, label: string, html: boolean): string[] {
  const missing: string[] = [];
  const csp = directives(answer);
  const check = (ok: boolean, what: string) => {
    if (!ok) missing.push(`${label}: ${what}`);
  };
  if (html) check(String(answer.headers['content-type']).startsWith('text/html'), 'an HTML page');
  // A page may be stricter than the site's policy ('none' where the site says 'self').
  const strict = (value: string | undefined) => value === "'self'" || value === "'none'";
  const fetchPolicy = (name: string) => csp.get(name) ?? csp.get('default-src');
  const loadsNothing = csp.get('default-src') === "'none'";
  check(strict(csp.get('default-src')), "CSP default-src 'self' or 'none'");
  check(strict(fetchPolicy('script-src')), "CSP script-src 'self' (no inline or eval)");
  check(fetchPolicy('object-src') === "'none'", "CSP object-src 'none'");
  check(strict(csp.get('frame-ancestors')), 'CSP frame-ancestors');
  check(strict(csp.get('base-uri')), 'CSP base-uri');
  check(
    loadsNothing || csp.has('upgrade-insecure-requests'),
    'CSP upgrade-insecure-requests on https',
  );
  check(answer.headers['x-content-type-options'] === 'nosniff', 'X-Content-Type-Options nosniff');
  check(answer.headers['x-frame-options'] === 'SAMEORIGIN', 'X-Frame-Options SAMEORIGIN');
  check(
    ['no-referrer', 'strict-origin-when-cross-origin', 'same-origin'].includes(
      String(answer.headers['referrer-policy']),
    ),
    'a strict Referrer-Policy',
  );
  const hsts = /max-age=(\d+)/.exec(String(answer.headers['strict-transport-security'] ?? ''));
  check(Number(hsts?.[1] ?? 0) >= 15_552_000, 'HSTS of at least 180 days');
  check(answer.headers['x-powered-by'] === undefined, 'no X-Powered-By');
  check(answer.headers['server'] === undefined, 'no Server header');
  return missing;
}

it('carries CSP, nosniff, frame protection, a referrer policy and HSTS on every kind of answer', async () => {
  const missing: string[] = [];
  for (const sample of samples()) {
    const answer = await call(harness.app, {
      method: sample.method,
      url: sample.url,
      token: sample.token,
      headers: sample.html ? { accept: 'text/html' } : {},
    });
    const label = `${sample.what} (${sample.method} ${sample.url} → ${answer.status})`;
    missing.push(...missingHeaders(answer, label, sample.html));
  }
  expect(missing).toEqual([]);
});

it('carries them on every GET route of the route table, signed in or not', async () => {
  const missing: string[] = [];
  const routes = listRoutes(harness.app).filter((route) => route.method === 'GET');
  expect(routes.length).toBeGreaterThan(70);
  for (const route of routes) {
    const url = fillPath(route.url, {}, '1').replace(/\*$/, 'anything');
    for (const asPlayer of [false, true]) {
      const answer = await call(harness.app, {
        method: 'GET',
        url,
        token: asPlayer ? token : undefined,
      });
      missing.push(
        ...missingHeaders(
          answer,
          `GET ${url}${asPlayer ? ' signed in' : ''} → ${answer.status}`,
          false,
        ),
      );
    }
  }
  expect(missing).toEqual([]);
});

it('does not open the API to other origins', async () => {
  for (const url of ['/api/balance', '/admin-api/me']) {
    const preflight = await call(harness.app, {
      method: 'OPTIONS',
      url,
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await call(harness.app, {
      method: 'POST',
      url,
      token,
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
  }
});

it('serves no file outside its folders, however the path is spelled', async () => {
  const secret = path.join(distRoot, 'secret.txt');
  fs.writeFileSync(secret, 'root:x:0:0 secret');
  const attempts = [
    '/storage/../../../../etc/passwd',
    '/storage/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/storage/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/storage/....//....//etc/passwd',
    '/assets/../../secret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/admin/assets/..%2f..%2fsecret.txt',
    '/download/..%2f..%2f..%2fetc%2fpasswd',
    '/storage/%00.png',
  ];
  for (const url of attempts) {
    const answer = await call(harness.app, { method: 'GET', url });
    expect(answer.body, url).not.toMatch(/root:x:0:0/);
    expect(answer.status, url).toBeLessThan(500);
  }
});

it('keeps the pages and the API answers apart: no page for an unknown API call', async () => {
  for (const url of ['/api/no-such-call', '/admin-api/no-such-call']) {
    const answer = await call(harness.app, {
      method: 'GET',
      url,
      headers: { accept: 'text/html' },
    });
    expect(answer.status, url).toBe(404);
    expect(String(answer.headers['content-type']), url).toContain('application/json');
  }
});

it('does not ask a plain-http site to upgrade its requests', async () => {
  const answer = await call(plainHttp.app, {
    method: 'GET',
    url: '/',
    headers: { accept: 'text/html' },
  });
  expect(directives(answer).has('upgrade-insecure-requests')).toBe(false);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
});

it('no answer of this file leaks internals', () => {
  expect(findLeaks(answers)).toEqual([]);
});

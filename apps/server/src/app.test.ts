/**
 * The platform around the features: health check, security headers, CORS, request ids, JSON
 * errors for unknown routes, graceful shutdown and config validation.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { buildTestApp } from './testing/build-test-app.js';
import { testAppPerFile } from './testing/test-app-per-file.js';
import { seedDemoData } from './seed-demo-data.js';
import { startTemporaryServer } from './testing/temporary-server.js';
import { signUpAndLogIn } from './testing/players.js';
import { checkLedger } from './platform/ledger/invariant.js';
import { postRaw } from './testing/requests.js';

const harness = testAppPerFile({
  environment: { CORS_ORIGINS: 'https://khela.example,https://m.khela.example' },
});

describe('platform', () => {
  it('GET /healthz answers ok after reaching the database', async () => {
    const response = await harness.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers', async () => {
    const response = await harness.app.inject('/api/general');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('allows configured origins only', async () => {
    const allowed = await harness.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://m.khela.example', 'access-control-request-method': 'POST' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://m.khela.example');
    const refused = await harness.app.inject({
      method: 'OPTIONS',
      url: '/api/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('echoes a request id, or makes one', async () => {
    const given = await harness.app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await harness.app.inject('/healthz');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await harness.app.inject({
      url: '/api/no-such-call',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('This service is not available.');
  });

  it('refuses a non-JSON body with 415', async () => {
    const response = await postRaw(harness, '/api/login', 'application/xml', '<username/>');
    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toBeTruthy();
  });

  it('the seeded ledger balances', async () => {
    await seedDemoData(harness.context);
    const result = await checkLedger(harness.context.db);
    expect(result.ok).toBe(true);
    expect(result.transferCount).toBeGreaterThan(0);
  });
});

describe('graceful shutdown', () => {
  // The slow hash runs three times (the demo player and the first operator seeded at start, then
  // the login): 17 s to 20.5 s measured on a busy two-core machine, against the suite's 20 s.
  it(
    'finishes an in-flight request before closing, then refuses new connections',
    { timeout: 90_000 },
    async () => {
      const { server, storageDir } = await startTemporaryServer('shutdown', () => ({
        // A deliberately slow password hash keeps the login request in flight during shutdown.
        PASSWORD_HASH_MEMORY_KIB: '262144',
        DEMO_PLAYER_PASSWORD: 'demo12345',
      }));
      // Shut down only once the server has the request, however slow this machine is today.
      const received = new Promise((resolve) => server.app.server.once('request', resolve));
      const inFlight = fetch(`${server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demoplayer', password: 'demo12345' }),
      });
      await received;
      const closing = server.shutDown();
      const response = await inFlight;
      expect(response.status).toBe(200);
      expect(((await response.json()) as { token: string }).token).toBeTruthy();
      await closing;
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
      fs.rmSync(storageDir, { recursive: true, force: true });
    },
  );
});

describe('client addresses behind a proxy', () => {
  it('trusts only the configured hops, so a client cannot pick its own address', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_IP: '2' });
    try {
      const statuses: number[] = [];
      for (const spoofed of ['1.1.1.1', '2.2.2.2', '3.3.3.3']) {
        const response = await proxied.app.inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': `${spoofed}, 203.0.113.77` },
          payload: { username: 'nobody12345', password: 'whatever123' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await proxied.close();
    }
  });

  it('names the exchange host in /api/general and lets the page call it (CSP connect-src)', async () => {
    expect(() => loadConfig({ EXCHANGE_HOST: 'https://ex.example/path' })).toThrow(/EXCHANGE_HOST/);
    expect(loadConfig({ EXCHANGE_HOST: 'https://ex.example/' }).exchangeHost).toBe(
      'https://ex.example',
    );
    const plain = await harness.app.inject('/api/general');
    expect(plain.json<{ exchange_host: string | null }>().exchange_host).toBeNull();
    const hosted = await buildTestApp({ EXCHANGE_HOST: 'https://ex.example' });
    try {
      const general = await hosted.app.inject('/api/general');
      expect(general.json<{ exchange_host: string }>().exchange_host).toBe('https://ex.example');
      expect(general.headers['content-security-policy']).toMatch(
        /connect-src 'self' https:\/\/ex\.example/,
      );
    } finally {
      await hosted.close();
    }
  });

  it('refuses TRUST_PROXY=true, which would trust any forwarded address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});

describe('malformed requests', () => {
  it('a malformed URL answers 400 in the error shape', async () => {
    const response = await harness.app.inject('/api/promotions/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<object>())).toEqual(['code', 'message']);
  });

  it('player-login with user_id null means "no id", not an error', async () => {
    const player = await signUpAndLogIn(harness.app);
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/player-login',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { user_id: null },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('config', () => {
  it('refuses a bad value naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('has defaults that run locally', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toMatch(/^file:.*data\/khela\.db$/);
    expect(config.redisUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it("lists the sandbox's next match a fraction of a minute ahead, never zero", () => {
    expect(loadConfig({}).exchangeSandbox.preMatchMs).toBe(5 * 60_000);
    expect(
      loadConfig({ EXCHANGE_SANDBOX_PREMATCH_MINUTES: '0.25' }).exchangeSandbox.preMatchMs,
    ).toBe(15_000);
    expect(() => loadConfig({ EXCHANGE_SANDBOX_PREMATCH_MINUTES: '0' })).toThrow(
      /EXCHANGE_SANDBOX_PREMATCH_MINUTES/,
    );
  });
});

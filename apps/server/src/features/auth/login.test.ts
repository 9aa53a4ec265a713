/**
 * POST /api/login: the answer's shape and tokens, each validation message, wrong credentials,
 * disabled accounts, and the per-IP and per-username limits.
 */
import { describe, expect, it } from 'vitest';
import {
  accountMessages,
  captchaMessages,
  loginMessages,
  loginResponseSchema,
} from '@khela/contract';
import { testDialect, type TestApp } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signUp, signupPayload } from '../../testing/players.js';
import { solvedCaptcha } from '../../testing/solve-captcha.js';
import { codeOf, refusalBody } from '../../testing/refusal.js';
import { itRefusesEachField, refusedOn } from '../../testing/field-refusals.js';
import { postAs } from '../../testing/requests.js';

const harness = testAppPerFile();

const newPlayer = () => signUp(harness.app);

function logIn(app: TestApp['app'], payload: Record<string, unknown>, ip = '203.0.113.9') {
  return app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress: ip });
}

describe(`login on ${testDialect}`, () => {
  it('answers token, remote_id, username and an exchange token, all usable', async () => {
    const player = await newPlayer();
    const response = await logIn(harness.app, {
      username: player.username.toUpperCase(),
      password: player.password,
    });
    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body.username).toBe(player.username);
    expect(body.token).not.toBe(body.exchange[0]!.token);
    // 256-bit tokens, base64url.
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const balance = await postAs(harness, body.token, '/api/balance');
    expect(balance.json()).toEqual({ balance: 0 });
  });

  it('stores only a hash of the token', async () => {
    const player = await newPlayer();
    const body = (await logIn(harness.app, player)).json<{ token: string }>();
    const stored = await harness.context.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash === body.token)).toBe(false);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });

  itRefusesEachField(
    'refuses %s with 422 and the spec message',
    [
      ...refusedOn('username', [
        ['username missing', { password: 'secret123' }, loginMessages.usernameRequired],
        ['username empty', { username: '', password: 'secret123' }, loginMessages.usernameRequired],
        [
          'username with symbols',
          { username: 'bad name', password: 'secret123' },
          loginMessages.usernameInvalid,
        ],
      ]),
      ...refusedOn('password', [
        ['password missing', { username: 'someone123' }, loginMessages.passwordRequired],
        [
          'password short',
          { username: 'someone123', password: 'short1' },
          loginMessages.passwordTooShort,
        ],
      ]),
    ],
    (payload) => logIn(harness.app, payload),
  );

  it("answers 401 'Invalid credentials' for a wrong password and for an unknown user alike", async () => {
    const player = await newPlayer();
    const wrong = await logIn(harness.app, { username: player.username, password: 'wrongpass1' });
    const unknown = await logIn(harness.app, { username: 'nobody12345', password: 'whatever123' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(refusalBody(loginMessages.failed));
    }
  });

  it('refuses a suspended player with 403 and ends their open sessions', async () => {
    const player = await newPlayer();
    const { token } = (await logIn(harness.app, player)).json<{ token: string }>();
    await harness.context.db
      .updateTable('users')
      .set({ status: 'suspended' })
      .where('username_key', '=', player.username.toLowerCase())
      .execute();
    const response = await logIn(harness.app, player);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(refusalBody(accountMessages.accountDisabled));
    const balance = await postAs(harness, token, '/api/balance');
    expect(balance.statusCode).toBe(401);
  });
});

describe(`login and signup limits on ${testDialect}`, () => {
  const limited = testAppPerFile({
    environment: {
      RATE_LIMIT_LOGIN_PER_IP: '6',
      RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME: '3',
      RATE_LIMIT_SIGNUP_PER_IP: '2',
    },
  });

  it('after repeated failures from any IP, asks for a captcha, never refuses the right password', async () => {
    const { username, password } = await signUp(limited.app, {}, '198.51.100.1');
    for (const ip of ['198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      expect((await logIn(limited.app, { username, password: 'wrongpass1' }, ip)).statusCode).toBe(
        401,
      );
    }
    const asked = await logIn(limited.app, { username, password }, '198.51.100.5');
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toEqual({
      code: codeOf(captchaMessages.required),
      message: captchaMessages.required,
      errors: { captcha: [captchaMessages.required] },
      captcha_required: true,
    });
    const solved = await solvedCaptcha(limited, '198.51.100.5');
    const signedIn = await limited.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password, captcha: solved.answer },
      headers: { cookie: solved.cookie },
      remoteAddress: '198.51.100.5',
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('parallel wrong passwords from many IPs cannot all slip under the captcha threshold', async () => {
    const { username } = await signUp(limited.app, {}, '198.51.100.60');
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        logIn(limited.app, { username, password: 'wrongpass1' }, `198.18.0.${index + 1}`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(3);
    expect(statuses.filter((status) => status === 422)).toHaveLength(9);
  });

  it('a success clears the failure count', async () => {
    const { username, password } = await signUp(limited.app, {}, '198.51.100.10');
    for (let round = 0; round < 2; round += 1) {
      await logIn(limited.app, { username, password: 'wrongpass1' }, `198.51.100.${20 + round}`);
      await logIn(limited.app, { username, password: 'wrongpass1' }, `198.51.100.${30 + round}`);
      expect(
        (await logIn(limited.app, { username, password }, `198.51.100.${40 + round}`)).statusCode,
      ).toBe(200);
    }
  });

  it('limits attempts per IP', async () => {
    const ip = '192.0.2.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      statuses.push(
        (await logIn(limited.app, { username: `someone${attempt}x`, password: 'whatever123' }, ip))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 6).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429]);
  });

  it('limits signups per IP', async () => {
    const ip = '192.0.2.88';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/create-players',
        payload: signupPayload(),
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json<{ message: string }>().message).toMatch(/^Too many sign-up attempts/);
      }
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});

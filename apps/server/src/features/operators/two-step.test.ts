/**
 * 2-step sign-in: enrolment (set-up, confirm), the password step's challenge and its code, clock
 * drift, replayed and wrong codes, spent and expired challenges, the throttle, the audit entries,
 * and the enrolment-only session where 2-step sign-in is required (a site without demo data).
 */
import { describe, expect, it } from 'vitest';
import {
  operatorMessages,
  operatorSessionResponseSchema,
  operatorTotpChallengeResponseSchema,
  operatorTotpSetupResponseSchema,
} from '@khela/contract';
import { base32Decode, totpCode } from '../../platform/auth/totp.js';
import { testDialect, type TestApp } from '../../testing/build-test-app.js';
import { newOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import { refusalBody } from '../../testing/refusal.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';

/** The code an authenticator app shows `steps` steps from now. */
function codeFor(secret: string, steps = 0): string {
  return totpCode(base32Decode(secret), Date.now() + steps * 30_000);
}

function post(harness: TestApp, url: string, payload: unknown, token?: string) {
  return harness.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    ...(token ? { headers: bearer(token) } : {}),
  });
}

/** Confirms 2-step sign-in with a code from the authenticator app. */
function confirmTotp(harness: TestApp, code: string, token: string) {
  return post(harness, '/admin-api/me/totp/confirm', { code }, token);
}

async function passwordStep(harness: TestApp, operator: { username: string; password: string }) {
  return post(harness, '/admin-api/login', {
    username: operator.username,
    password: operator.password,
  });
}

/** Signs in with a password alone and turns 2-step sign-in on; answers the secret. */
async function enrolledOperator(harness: TestApp) {
  const operator = await newOperator(harness, 'finance');
  const login = await passwordStep(harness, operator);
  const { token } = operatorSessionResponseSchema.parse(login.json());
  const setup = await post(harness, '/admin-api/me/totp/setup', {}, token);
  const { secret } = operatorTotpSetupResponseSchema.parse(setup.json());
  const confirmedCode = codeFor(secret);
  const confirm = await confirmTotp(harness, confirmedCode, token);
  expect(confirm.statusCode).toBe(200);
  return { ...operator, secret, token, confirmedCode };
}

function auditActions(harness: TestApp, operatorId: number) {
  return harness.context.db
    .selectFrom('audit_log')
    .select(['action', 'detail'])
    .where('target_type', '=', 'operator')
    .where('target_id', '=', String(operatorId))
    .orderBy('id')
    .execute();
}

describe(`2-step sign-in on a demo site on ${testDialect}`, () => {
  const harness = testAppPerFile();

  it('enrols: a secret and its URI, a wrong code refused, the right one turns it on', async () => {
    const operator = await newOperator(harness, 'support');
    const login = operatorSessionResponseSchema.parse(
      (await passwordStep(harness, operator)).json(),
    );
    expect(login.totp_setup_required).toBe(false);

    const setup = await post(harness, '/admin-api/me/totp/setup', {}, login.token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri } = operatorTotpSetupResponseSchema.parse(setup.json());
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_uri).toBe(
      `otpauth://totp/Khela:${operator.username}?secret=${secret}&issuer=Khela&algorithm=SHA1&digits=6&period=30`,
    );

    const notYet = await confirmTotp(harness, 'abc', login.token);
    expect(notYet.statusCode).toBe(422);
    expect(notYet.json()).toMatchObject(refusalBody(operatorMessages.totpCodeInvalid));
    const wrong = await confirmTotp(harness, codeFor(secret, 5), login.token);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject(refusalBody(operatorMessages.totpCodeWrong));

    const confirm = await confirmTotp(harness, codeFor(secret), login.token);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toEqual({ message: operatorMessages.totpEnabled, totp_enabled: true });
    const me = await harness.app.inject({ url: '/admin-api/me', headers: bearer(login.token) });
    expect(me.json()).toMatchObject({ totp_enabled: true, totp_setup_required: false });

    // Once on, the secret is never handed out again.
    const again = await post(harness, '/admin-api/me/totp/setup', {}, login.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(refusalBody(operatorMessages.totpAlreadyEnabled));
    const actions = (await auditActions(harness, operator.operatorId)).map((row) => row.action);
    expect(actions).toEqual([
      'operator.create',
      'operator.login',
      'operator.totp_setup',
      'operator.totp_enable',
    ]);
  });

  it('refuses to confirm before a set-up', async () => {
    const operator = await newOperator(harness, 'trader');
    const login = operatorSessionResponseSchema.parse(
      (await passwordStep(harness, operator)).json(),
    );
    const response = await confirmTotp(harness, '123456', login.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(refusalBody(operatorMessages.totpSetupNotStarted));
  });

  it('answers a challenge, not a session, then a session for the next code', async () => {
    const operator = await enrolledOperator(harness);
    const first = await passwordStep(harness, operator);
    expect(first.statusCode).toBe(200);
    const { challenge } = operatorTotpChallengeResponseSchema.parse(first.json());
    expect(first.json()).not.toHaveProperty('token');

    const wrong = await post(harness, '/admin-api/login/totp', {
      challenge,
      code: codeFor(operator.secret, 3),
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(refusalBody(operatorMessages.totpCodeWrong));

    // The confirmation spent this step's code, so the app's next code (clock drift) signs in.
    const used = await post(harness, '/admin-api/login/totp', {
      challenge,
      code: operator.confirmedCode,
    });
    expect(used.statusCode).toBe(401);
    const next = codeFor(operator.secret, 1);
    const signedIn = await post(harness, '/admin-api/login/totp', { challenge, code: next });
    expect(signedIn.statusCode).toBe(200);
    const session = operatorSessionResponseSchema.parse(signedIn.json());
    expect(session.operator.username).toBe(operator.username);
    expect(session.totp_setup_required).toBe(false);
    const audit = await harness.app.inject({
      url: '/admin-api/audit',
      headers: bearer(session.token),
    });
    expect(audit.statusCode).toBe(200);

    // The same code again, through a fresh challenge: a replay.
    const second = operatorTotpChallengeResponseSchema.parse(
      (await passwordStep(harness, operator)).json(),
    );
    const replay = await post(harness, '/admin-api/login/totp', {
      challenge: second.challenge,
      code: next,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual(refusalBody(operatorMessages.totpCodeWrong));

    // A challenge is good for one sign-in.
    const spent = await post(harness, '/admin-api/login/totp', { challenge, code: next });
    expect(spent.statusCode).toBe(401);
    expect(spent.json()).toEqual(refusalBody(operatorMessages.challengeExpired));

    const rows = await auditActions(harness, operator.operatorId);
    const signInRows = rows.slice(
      rows.findIndex((row) => row.action === 'operator.login_password'),
    );
    expect(signInRows.map((row) => [row.action, JSON.parse(row.detail) as unknown])).toEqual([
      ['operator.login_password', { next_step: 'totp' }],
      ['operator.login_failed', { reason: 'wrong_code' }],
      ['operator.login_failed', { reason: 'replayed_code' }],
      ['operator.login', { second_step: 'totp', enrolment_only: false }],
      ['operator.login_password', { next_step: 'totp' }],
      ['operator.login_failed', { reason: 'replayed_code' }],
    ]);
  });

  it('refuses an expired or made-up challenge, and bad input with 422', async () => {
    const operator = await enrolledOperator(harness);
    const { challenge } = operatorTotpChallengeResponseSchema.parse(
      (await passwordStep(harness, operator)).json(),
    );
    await harness.context.db
      .updateTable('operator_login_challenges')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('operator_id', '=', operator.operatorId)
      .execute();
    for (const stale of [challenge, 'made-up']) {
      const response = await post(harness, '/admin-api/login/totp', {
        challenge: stale,
        code: codeFor(operator.secret, 1),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(refusalBody(operatorMessages.challengeExpired));
    }
    for (const [payload, message] of [
      [{ code: '123456' }, operatorMessages.challengeRequired],
      [{ challenge }, operatorMessages.totpCodeRequired],
      [{ challenge, code: '12 34 56' }, operatorMessages.totpCodeInvalid],
      [{ challenge, code: 123456 }, operatorMessages.totpCodeRequired],
    ] as const) {
      const response = await post(harness, '/admin-api/login/totp', payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message });
    }
  });
});

describe(`wrong codes and the login throttle on ${testDialect}`, () => {
  const harness = testAppPerFile({ environment: { RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME: '4' } });

  it('counts wrong codes for the operator, from any address, until the limit answers 429', async () => {
    const operator = await enrolledOperator(harness);
    // The enrolment's sign-in cleared the count; the password step below is the first.
    const { challenge } = operatorTotpChallengeResponseSchema.parse(
      (await passwordStep(harness, operator)).json(),
    );
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post(harness, '/admin-api/login/totp', {
        challenge,
        code: codeFor(operator.secret, 4),
      });
      statuses.push(response.statusCode);
    }
    // Only someone holding the password gets a real challenge, so only they can reach this limit.
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});

describe(`2-step sign-in required (no demo data) on ${testDialect}`, () => {
  const harness = testAppPerFile({ environment: { SEED_DEMO_DATA: 'false' } });

  it('gives a new operator a session that may only enrol until 2-step sign-in is on', async () => {
    const operator = await newOperator(harness, 'owner');
    const login = await passwordStep(harness, operator);
    const session = operatorSessionResponseSchema.parse(login.json());
    expect(session.totp_setup_required).toBe(true);
    const headers = bearer(session.token);

    for (const url of ['/admin-api/audit', '/admin-api/deposits', '/admin-api/exchange/markets']) {
      const refused = await harness.app.inject({ url, headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual(refusalBody(operatorMessages.totpSetupRequired));
    }
    const me = await harness.app.inject({ url: '/admin-api/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ totp_enabled: false, totp_setup_required: true });

    const setup = await post(harness, '/admin-api/me/totp/setup', {}, session.token);
    const { secret } = operatorTotpSetupResponseSchema.parse(setup.json());
    const confirm = await confirmTotp(harness, codeFor(secret), session.token);
    expect(confirm.statusCode).toBe(200);
    const audit = await harness.app.inject({ url: '/admin-api/audit', headers });
    expect(audit.statusCode).toBe(200);

    // From now on the password alone opens no session.
    const next = await passwordStep(harness, operator);
    expect(operatorTotpChallengeResponseSchema.parse(next.json()).step).toBe('totp');
    const logout = await post(harness, '/admin-api/logout', {}, session.token);
    expect(logout.statusCode).toBe(200);
  });

  it('lets an enrolment-only session log out', async () => {
    const operator = await newOperator(harness, 'content');
    const session = operatorSessionResponseSchema.parse(
      (await passwordStep(harness, operator)).json(),
    );
    const logout = await post(harness, '/admin-api/logout', {}, session.token);
    expect(logout.statusCode).toBe(200);
    const me = await harness.app.inject({ url: '/admin-api/me', headers: bearer(session.token) });
    expect(me.statusCode).toBe(401);
  });
});

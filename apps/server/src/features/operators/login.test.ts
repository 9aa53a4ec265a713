/**
 * POST /admin-api/login: the answer and its usable token, wrong password and unknown username
 * answered alike, a disabled operator, validation, the per-IP and per-username limits, and the
 * audit entries every attempt leaves.
 */
import { describe, expect, it } from 'vitest';
import { operatorMessages, operatorSessionResponseSchema } from '@khela/contract';
import { testDialect, type TestApp } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { newOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import { codeOf, refusalBody } from '../../testing/refusal.js';

const harness = testAppPerFile();

function logIn(app: TestApp['app'], payload: Record<string, unknown>, ip = '198.51.100.7') {
  return app.inject({ method: 'POST', url: '/admin-api/login', payload, remoteAddress: ip });
}

function auditOf(targetType: string, targetId: string) {
  return harness.context.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', targetType)
    .where('target_id', '=', targetId)
    .orderBy('id')
    .execute();
}

describe(`operator login on ${testDialect}`, () => {
  it('answers a token and the operator, and the token opens /admin-api/me', async () => {
    const operator = await newOperator(harness, 'finance');
    const response = await logIn(harness.app, {
      username: ` ${operator.username.toUpperCase()} `,
      password: operator.password,
    });
    expect(response.statusCode).toBe(200);
    const body = operatorSessionResponseSchema.parse(response.json());
    expect(body.operator).toEqual({
      id: operator.operatorId,
      username: operator.username,
      role: 'finance',
    });
    const me = await harness.app.inject({ url: '/admin-api/me', headers: bearer(body.token) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      operator: body.operator,
      totp_enabled: false,
      totp_setup_required: false,
    });

    const row = await harness.context.db
      .selectFrom('operators')
      .select('last_login_at')
      .where('id', '=', operator.operatorId)
      .executeTakeFirstOrThrow();
    expect(row.last_login_at).not.toBeNull();
    const audit = await auditOf('operator', String(operator.operatorId));
    expect(audit.map((entry) => entry.action)).toEqual(['operator.create', 'operator.login']);
    expect(audit[1]).toMatchObject({ operator_id: operator.operatorId, ip: '198.51.100.7' });
  });

  it('answers a wrong password and an unknown username with the same 401', async () => {
    const operator = await newOperator(harness);
    const wrongPassword = await logIn(harness.app, {
      username: operator.username,
      password: 'not-the-password',
    });
    const unknownUser = await logIn(harness.app, {
      username: 'nobody-here',
      password: operator.password,
    });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(refusalBody(operatorMessages.invalidCredentials));
    }
    const failed = await auditOf('operator', String(operator.operatorId));
    expect(failed.at(-1)).toMatchObject({
      action: 'operator.login_failed',
      operator_id: null,
      detail: JSON.stringify({ reason: 'wrong_password' }),
    });
    const unknown = await auditOf('operator_username', 'nobody-here');
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({
      action: 'operator.login_failed',
      detail: JSON.stringify({ reason: 'unknown_username' }),
    });
  });

  it('refuses a disabled operator: 403 with the right password, 401 with a wrong one', async () => {
    const operator = await newOperator(harness);
    await harness.context.db
      .updateTable('operators')
      .set({ status: 'disabled' })
      .where('id', '=', operator.operatorId)
      .execute();
    const right = await logIn(harness.app, {
      username: operator.username,
      password: operator.password,
    });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual(refusalBody(operatorMessages.accountDisabled));
    const wrong = await logIn(harness.app, { username: operator.username, password: 'wrong-one' });
    expect(wrong.statusCode).toBe(401);
    const audit = await auditOf('operator', String(operator.operatorId));
    expect(audit.at(-2)?.detail).toBe(JSON.stringify({ reason: 'disabled' }));
  });

  it('answers 422 with per-field errors for missing fields', async () => {
    const response = await logIn(harness.app, { username: '  ' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: codeOf(operatorMessages.usernameRequired),
      message: operatorMessages.usernameRequired,
      errors: {
        username: [operatorMessages.usernameRequired],
        password: [operatorMessages.passwordRequired],
      },
    });
  });
});

describe(`operator login limits on ${testDialect}`, () => {
  const limited = testAppPerFile({
    environment: {
      RATE_LIMIT_LOGIN_PER_IP: '4',
      RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME: '2',
    },
  });

  it('locks a username after its failures, from any IP, and a success clears the count', async () => {
    const operator = await newOperator(limited);
    const wrong = { username: operator.username, password: 'wrong-password' };
    const right = { username: operator.username, password: operator.password };
    expect((await logIn(limited.app, wrong, '192.0.2.1')).statusCode).toBe(401);
    expect((await logIn(limited.app, right, '192.0.2.2')).statusCode).toBe(200);
    expect((await logIn(limited.app, wrong, '192.0.2.3')).statusCode).toBe(401);
    expect((await logIn(limited.app, wrong, '192.0.2.4')).statusCode).toBe(401);
    const locked = await logIn(limited.app, right, '192.0.2.5');
    expect(locked.statusCode).toBe(429);
    expect(locked.json<{ message: string }>().message).toMatch(
      /^Too many login attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits attempts per IP, apart from the player login', async () => {
    const ip = '192.0.2.50';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await logIn(limited.app, { username: `ghost${attempt}`, password: 'x' }, ip);
      expect(response.statusCode).toBe(401);
    }
    expect((await logIn(limited.app, { username: 'ghost9', password: 'x' }, ip)).statusCode).toBe(
      429,
    );
    const playerLogin = await limited.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'someplayer1', password: 'secret123' },
      remoteAddress: ip,
    });
    expect(playerLogin.statusCode).toBe(401);
  });
});

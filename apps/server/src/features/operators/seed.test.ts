/**
 * The first operator: a demo site gets admin / admin12345 as an admin, once; OPERATOR_USERNAME and
 * OPERATOR_PASSWORD replace it; a username without a password is refused at start.
 */
import { describe, expect, it } from 'vitest';
import { operatorSessionResponseSchema } from '@khela/contract';
import { loadConfig } from '../../config.js';
import { testDialect, type TestApp } from '../../testing/build-test-app.js';
import { firstOperatorLogLine, seedFirstOperator } from './seed.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';

async function logIn(harness: TestApp, username: string, password: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/admin-api/login',
    payload: { username, password },
  });
}

describe(`the demo operator on ${testDialect}`, () => {
  const harness = testAppPerFile();

  it('is admin / admin12345 with the owner role, created once and printed', async () => {
    const first = await seedFirstOperator(harness.context);
    expect(first).toEqual({ username: 'admin', created: true, demoPassword: 'admin12345' });
    expect(firstOperatorLogLine(first)).toBe('Operator: username "admin", password "admin12345"');
    expect((await seedFirstOperator(harness.context)).created).toBe(false);

    const response = await logIn(harness, 'admin', 'admin12345');
    expect(response.statusCode).toBe(200);
    expect(operatorSessionResponseSchema.parse(response.json()).operator).toMatchObject({
      username: 'admin',
      role: 'owner',
    });
  });
});

describe(`a configured operator on ${testDialect}`, () => {
  const harness = testAppPerFile({
    environment: {
      OPERATOR_USERNAME: 'owner.khela',
      OPERATOR_PASSWORD: 'a-long-private-password',
      SEED_DEMO_DATA: 'false',
    },
  });

  it('replaces the demo one, and its password never reaches the log', async () => {
    const seeded = await seedFirstOperator(harness.context);
    expect(seeded).toEqual({ username: 'owner.khela', created: true, demoPassword: undefined });
    expect(firstOperatorLogLine(seeded)).not.toContain('a-long-private-password');
    expect((await logIn(harness, 'owner.khela', 'a-long-private-password')).statusCode).toBe(200);
    expect((await logIn(harness, 'admin', 'admin12345')).statusCode).toBe(401);
  });
});

describe('operator configuration', () => {
  it('refuses OPERATOR_USERNAME without OPERATOR_PASSWORD, and a short password', () => {
    expect(() => loadConfig({ OPERATOR_USERNAME: 'boss' })).toThrow(/OPERATOR_PASSWORD/);
    expect(() => loadConfig({ OPERATOR_PASSWORD: 'short' })).toThrow(/OPERATOR_PASSWORD/);
    expect(loadConfig({ OPERATOR_PASSWORD: 'long-enough-1' }).firstOperator).toEqual({
      username: 'admin',
      password: 'long-enough-1',
      isConfigured: true,
    });
  });
});

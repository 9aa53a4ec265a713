/**
 * The owner's operator management through the real /admin-api: the list, new accounts (422 per
 * field, 409 for a taken username), disabling (sessions end at once, sign-in refused), enabling,
 * role changes, the self and last-owner guards, resetting 2-step sign-in and setting a password;
 * every change audited with its before and after; only owners get in.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditListResponseSchema,
  operatorAccountSchema,
  operatorAdminMessages,
  operatorChangeResponseSchema,
  operatorListResponseSchema,
  operatorMessages,
  operatorSessionResponseSchema,
} from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { newOperator, signInOperator } from '../../testing/operators.js';
import { bearer } from '../../testing/players.js';
import { enableTotp, storePendingTotpSecret } from './queries.js';
import { codeOf, refusalBody } from '../../testing/refusal.js';

const harness = testAppPerFile();
let owner: { token: string; operatorId: number };
let sequence = 0;

beforeAll(async () => {
  owner = await signInOperator(harness, 'owner');
});

function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return harness.app.inject({
    method,
    url: `/admin-api${url}`,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });
}

const uniqueName = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

async function logIn(username: string, password: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/admin-api/login',
    payload: { username, password },
  });
}

async function lastAudit(action: string, targetId: number) {
  const response = await call(
    owner.token,
    'GET',
    `/audit?target_type=operator&target_id=${targetId}`,
  );
  const entries = auditListResponseSchema.parse(response.json()).data;
  return entries.find((entry) => entry.action === action);
}

describe(`operator management on ${testDialect}`, () => {
  it('creates an operator who can sign in, lists them and audits the creation', async () => {
    const username = uniqueName('desk');
    const created = await call(owner.token, 'POST', '/operators', {
      username,
      password: 'support-pass-1',
      role: 'support',
    });
    expect(created.statusCode).toBe(201);
    const account = operatorAccountSchema.parse(created.json());
    expect(account).toMatchObject({ username, role: 'support', status: 'active' });
    expect(account.totp_enabled).toBe(false);

    const list = operatorListResponseSchema.parse(
      (await call(owner.token, 'GET', '/operators')).json(),
    );
    expect(list.data.find((row) => row.id === account.id)).toEqual(account);
    expect(JSON.stringify(list)).not.toContain('password');

    expect((await logIn(username, 'support-pass-1')).statusCode).toBe(200);
    const audit = await lastAudit('operator.create', account.id);
    expect(audit?.operator_id).toBe(owner.operatorId);
    expect(audit?.detail).toMatchObject({
      before: null,
      after: { role: 'support', status: 'active', totp_enabled: false },
    });
  });

  it('answers 422 per field and 409 for a taken username', async () => {
    const invalid = await call(owner.token, 'POST', '/operators', {
      username: 'a',
      password: 'short',
      role: 'boss',
    });
    expect(invalid.statusCode).toBe(422);
    const { errors } = invalid.json<{
      errors: Partial<Record<'username' | 'password' | 'role', string[]>>;
    }>();
    expect(errors.username).toEqual([operatorMessages.usernameInvalid]);
    expect(errors.password).toEqual([operatorMessages.passwordLength]);
    expect(errors.role).toEqual([operatorMessages.roleInvalid]);

    const existing = await newOperator(harness, 'content');
    const taken = await call(owner.token, 'POST', '/operators', {
      username: existing.username.toUpperCase(),
      password: 'content-pass-1',
      role: 'content',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: codeOf(operatorAdminMessages.usernameTaken),
      message: operatorAdminMessages.usernameTaken,
      errors: { username: [operatorAdminMessages.usernameTaken] },
    });
  });

  it('disabling ends their sessions at once and refuses their sign-in; enabling lets them back', async () => {
    const target = await newOperator(harness, 'finance');
    const session = operatorSessionResponseSchema.parse(
      (await logIn(target.username, target.password)).json(),
    );
    expect((await call(session.token, 'GET', '/dashboard')).statusCode).toBe(200);

    const disabled = await call(owner.token, 'POST', `/operators/${target.operatorId}/status`, {
      status: 'disabled',
    });
    expect(disabled.statusCode).toBe(200);
    expect(operatorChangeResponseSchema.parse(disabled.json())).toMatchObject({
      message: operatorAdminMessages.disabled,
      operator: { status: 'disabled' },
    });
    expect((await call(session.token, 'GET', '/dashboard')).statusCode).toBe(401);

    const refused = await logIn(target.username, target.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(refusalBody(operatorMessages.accountDisabled));

    const audit = await lastAudit('operator.disable', target.operatorId);
    expect(audit?.detail).toMatchObject({
      before: { status: 'active' },
      after: { status: 'disabled' },
      sessions_ended: 1,
    });

    const enabled = await call(owner.token, 'POST', `/operators/${target.operatorId}/status`, {
      status: 'active',
    });
    expect(enabled.json()).toMatchObject({
      message: operatorAdminMessages.enabled,
    });
    expect((await logIn(target.username, target.password)).statusCode).toBe(200);
  });

  it('refuses disabling or demoting yourself and the last active owner', async () => {
    const self = await call(owner.token, 'POST', `/operators/${owner.operatorId}/status`, {
      status: 'disabled',
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual(refusalBody(operatorAdminMessages.cannotDisableSelf));

    const ownRole = await call(owner.token, 'POST', `/operators/${owner.operatorId}/role`, {
      role: 'finance',
    });
    expect(ownRole.statusCode).toBe(409);
    expect(ownRole.json()).toEqual(refusalBody(operatorAdminMessages.cannotChangeOwnRole));
  });

  it('of two owners disabling each other at once, one stays an active owner', async () => {
    const a = await signInOperator(harness, 'owner');
    const b = await signInOperator(harness, 'owner');
    const owners = () =>
      call(a.token, 'GET', '/operators').then((response) =>
        operatorListResponseSchema
          .parse(response.json())
          .data.filter((row) => row.role === 'owner' && row.status === 'active'),
      );
    for (const other of await owners()) {
      if (other.id === a.operatorId || other.id === b.operatorId) continue;
      await call(a.token, 'POST', `/operators/${other.id}/status`, { status: 'disabled' });
    }
    const [byA, byB] = await Promise.all([
      call(a.token, 'POST', `/operators/${b.operatorId}/status`, { status: 'disabled' }),
      call(b.token, 'POST', `/operators/${a.operatorId}/status`, { status: 'disabled' }),
    ]);
    const codes = [byA.statusCode, byB.statusCode].sort();
    expect(codes[0]).toBe(200);
    // The loser was either already signed out (401) or found the other the last owner (409).
    expect([401, 409]).toContain(codes[1]);
    if (codes[1] === 409) {
      expect([byA.json(), byB.json()]).toContainEqual(refusalBody(operatorAdminMessages.lastOwner));
    }
    const survivor = byA.statusCode === 200 ? a : b;
    const left = operatorListResponseSchema
      .parse((await call(survivor.token, 'GET', '/operators')).json())
      .data.filter((row) => row.role === 'owner' && row.status === 'active');
    expect(left.map((row) => row.id)).toEqual([survivor.operatorId]);
    owner = survivor;
  });

  it('a role change ends their sessions and signs them in with the new role', async () => {
    const target = await newOperator(harness, 'content');
    const session = operatorSessionResponseSchema.parse(
      (await logIn(target.username, target.password)).json(),
    );
    const unchanged = await call(owner.token, 'POST', `/operators/${target.operatorId}/role`, {
      role: 'content',
    });
    expect(unchanged.statusCode).toBe(409);

    const changed = await call(owner.token, 'POST', `/operators/${target.operatorId}/role`, {
      role: 'trader',
    });
    expect(changed.json()).toMatchObject({ operator: { role: 'trader' } });
    expect((await call(session.token, 'GET', '/audit')).statusCode).toBe(401);
    const again = operatorSessionResponseSchema.parse(
      (await logIn(target.username, target.password)).json(),
    );
    expect(again.operator.role).toBe('trader');
    const audit = await lastAudit('operator.role_change', target.operatorId);
    expect(audit?.detail).toMatchObject({ before: { role: 'content' }, after: { role: 'trader' } });
  });

  it('resetting 2-step sign-in clears it and ends their sessions', async () => {
    const target = await newOperator(harness, 'support');
    const session = operatorSessionResponseSchema.parse(
      (await logIn(target.username, target.password)).json(),
    );
    await storePendingTotpSecret(harness.context.db, target.operatorId, 'JBSWY3DPEHPK3PXP');
    await enableTotp(harness.context.db, target.operatorId, new Date().toISOString());
    expect((await logIn(target.username, target.password)).json()).toMatchObject({ step: 'totp' });

    const reset = await call(owner.token, 'POST', `/operators/${target.operatorId}/totp/reset`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({
      message: operatorAdminMessages.totpReset,
      operator: { totp_enabled: false },
    });
    expect((await call(session.token, 'GET', '/audit')).statusCode).toBe(401);
    // Without 2-step sign-in the password step answers a session again (this test site does
    // not require it; where it does, that session may only enrol).
    expect((await logIn(target.username, target.password)).json()).toHaveProperty('token');
    const audit = await lastAudit('operator.totp_reset', target.operatorId);
    expect(audit?.detail).toMatchObject({
      before: { totp_enabled: true },
      after: { totp_enabled: false },
    });
  });

  it('setting a password ends their sessions; the old one no longer signs in', async () => {
    const target = await newOperator(harness, 'trader');
    const session = operatorSessionResponseSchema.parse(
      (await logIn(target.username, target.password)).json(),
    );
    const short = await call(owner.token, 'POST', `/operators/${target.operatorId}/password`, {
      password: 'short',
    });
    expect(short.statusCode).toBe(422);
    const set = await call(owner.token, 'POST', `/operators/${target.operatorId}/password`, {
      password: 'a-new-password-1',
    });
    expect(set.json()).toMatchObject({ message: operatorAdminMessages.passwordSet });
    expect((await call(session.token, 'GET', '/audit')).statusCode).toBe(401);
    expect((await logIn(target.username, target.password)).statusCode).toBe(401);
    expect((await logIn(target.username, 'a-new-password-1')).statusCode).toBe(200);
    const audit = await lastAudit('operator.password_set', target.operatorId);
    expect(JSON.stringify(audit?.detail)).not.toContain('a-new-password-1');
  });

  it('answers 404 for an unknown operator and 422 for a bad id', async () => {
    const missing = await call(owner.token, 'POST', '/operators/999999/totp/reset');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(refusalBody(operatorAdminMessages.operatorNotFound));
    const bad = await call(owner.token, 'POST', '/operators/abc/status', { status: 'active' });
    expect(bad.statusCode).toBe(422);
    const badStatus = await call(owner.token, 'POST', `/operators/${owner.operatorId}/status`, {
      status: 'asleep',
    });
    expect(badStatus.statusCode).toBe(422);
  });
});

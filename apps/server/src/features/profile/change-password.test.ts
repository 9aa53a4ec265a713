/**
 * POST /api/user-pwd: the spec's checks in order with their messages, the current password must be
 * right (and wrong guesses are limited), success ends every session of the player (this one too),
 * the old password stops working and other players are untouched.
 */
import { describe, expect, it } from 'vitest';
import { changePasswordMessages } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { bearer, signUpAndLogIn } from '../../testing/players.js';
import { PASSWORD_CHANGE_ATTEMPTS_MAX } from './change-password.js';
import { codeOf } from '../../testing/refusal.js';
import { refusedOn, type FieldRefusalCase } from '../../testing/field-refusals.js';
import { postAs } from '../../testing/requests.js';

const harness = testAppPerFile();

type Player = Awaited<ReturnType<typeof signUpAndLogIn>>;

function change(token: string, payload: Record<string, unknown>) {
  return postAs(harness, token, '/api/user-pwd', payload);
}

function changeFrom(player: Player, newPassword: string, oldPassword = player.password) {
  return change(player.token, {
    old_password: oldPassword,
    new_password: newPassword,
    new_password_confirmation: newPassword,
  });
}

function logIn(username: string, password: string) {
  return harness.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
}

function balance(token: string) {
  return harness.app.inject({ method: 'POST', url: '/api/balance', headers: bearer(token) });
}

describe(`password change on ${testDialect}`, () => {
  it('changes the password and ends every session of the player, this one included', async () => {
    const player = await signUpAndLogIn(harness.app);
    const otherDevice = (await logIn(player.username, player.password)).json<{ token: string }>();
    const bystander = await signUpAndLogIn(harness.app);

    const response = await changeFrom(player, 'fresh2025');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: changePasswordMessages.success });

    expect((await balance(player.token)).statusCode).toBe(401);
    expect((await balance(otherDevice.token)).statusCode).toBe(401);
    expect((await balance(player.exchange[0]!.token)).statusCode).toBe(401);
    expect((await logIn(player.username, player.password)).statusCode).toBe(401);
    expect((await logIn(player.username, 'fresh2025')).statusCode).toBe(200);

    expect((await balance(bystander.token)).statusCode).toBe(200);
    expect((await logIn(bystander.username, bystander.password)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const player = await signUpAndLogIn(harness.app);
    const response = await changeFrom(player, 'fresh2025', 'notmine123');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: codeOf(changePasswordMessages.currentIncorrect),
      message: changePasswordMessages.currentIncorrect,
      errors: { old_password: [changePasswordMessages.currentIncorrect] },
    });
    expect((await balance(player.token)).statusCode).toBe(200);
    expect((await logIn(player.username, player.password)).statusCode).toBe(200);
  });

  it('limits wrong current passwords, even the right one after the limit', async () => {
    const player = await signUpAndLogIn(harness.app);
    for (let attempt = 0; attempt < PASSWORD_CHANGE_ATTEMPTS_MAX; attempt += 1) {
      expect((await changeFrom(player, 'fresh2025', `wrong${attempt}pass`)).statusCode).toBe(422);
    }
    const limited = await changeFrom(player, 'fresh2025');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toBe(
      changePasswordMessages.tooManyAttempts,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await logIn(player.username, player.password)).statusCode).toBe(200);
  });

  it('a right current password clears the wrong tries before it', async () => {
    const player = await signUpAndLogIn(harness.app);
    for (let attempt = 0; attempt < PASSWORD_CHANGE_ATTEMPTS_MAX - 1; attempt += 1) {
      await changeFrom(player, 'fresh2025', 'wrongpass1');
    }
    expect((await changeFrom(player, 'fresh2025')).statusCode).toBe(200);
  });

  const rule = changePasswordMessages.newPasswordRule;
  const { currentRequired, confirmRequired, confirmMismatch } = changePasswordMessages;
  /** A body with this new password typed twice and some current password. */
  const newTwice = (password: string) => ({
    old_password: 'x',
    new_password: password,
    new_password_confirmation: password,
  });
  const bad: FieldRefusalCase[] = [
    ...refusedOn('new_password', [
      ['nothing: the new password first', {}, rule],
      ['a short new password', newTwice('abc123'), rule],
      ['letters only', newTwice('abcdefgh'), rule],
      ['digits only', newTwice('12345678'), rule],
      ['a special character', newTwice('abcd123!'), rule],
    ]),
    ...refusedOn('old_password', [
      [
        'no current password',
        { new_password: 'fresh2025', new_password_confirmation: 'fresh2025' },
        currentRequired,
      ],
      [
        'an empty current password',
        { ...newTwice('fresh2025'), old_password: '' },
        currentRequired,
      ],
    ]),
    ...refusedOn('new_password_confirmation', [
      ['no confirmation', { old_password: 'x', new_password: 'fresh2025' }, confirmRequired],
      [
        'a different confirmation',
        { ...newTwice('fresh2025'), new_password_confirmation: 'fresh2026' },
        confirmMismatch,
      ],
    ]),
  ];
  it.each(bad)('answers %s with its message', async (_name, payload, field, message) => {
    const player = await signUpAndLogIn(harness.app);
    const response = await change(player.token, payload);
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.message).toBe(message);
    expect(body.errors[field]).toContain(message);
    expect((await balance(player.token)).statusCode).toBe(200);
  });

  it('checks the rule before the current password, and both before the match', async () => {
    const player = await signUpAndLogIn(harness.app);
    const response = await change(player.token, {
      new_password: 'short',
      new_password_confirmation: 'other',
    });
    expect(response.json<{ message: string; errors: Record<string, string[]> }>()).toEqual({
      code: codeOf(rule),
      message: rule,
      errors: {
        new_password: [rule],
        old_password: [changePasswordMessages.currentRequired],
      },
    });
  });

  it('needs a player session', async () => {
    const anonymous = await harness.app.inject({
      method: 'POST',
      url: '/api/user-pwd',
      payload: { old_password: 'x', new_password: 'fresh2025', new_password_confirmation: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

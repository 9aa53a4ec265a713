/**
 * Password recovery end to end through the API: the code goes to the sandbox outbox, resets the
 * password once, ends old sessions; wrong, expired, reused and exhausted codes are refused; the
 * request answers the same for unknown accounts; every bad input has its spec message.
 */
import { describe, expect, it } from 'vitest';
import { recoveryMessages } from '@khela/contract';
import { buildTestApp, testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { itRefusesEachField, refusedOn } from '../../testing/field-refusals.js';
import { latestCodeSentTo } from '../../testing/verification.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile();

function post(url: string, payload: Record<string, unknown>, ip = '203.0.113.50') {
  return harness.app.inject({ method: 'POST', url, payload, remoteAddress: ip });
}

/** A reset whose new password and confirmation agree, so only the code decides the answer. */
function resetWith(username: string, otp: string, password: string) {
  return post('/api/usr-reset-password', {
    otp,
    password,
    password_confirmation: password,
    username,
  });
}

const latestCodeFor = (recipient: string) => latestCodeSentTo(harness, recipient);

type Player = Awaited<ReturnType<typeof playerWithContacts>>;

/** Asks for a code by e-mail, as the player would; answers the request's response. */
const requestEmailedCode = (player: Player) =>
  post('/api/usr-forgot-password', {
    type: 'email',
    email: player.email,
    username: player.username,
  });

/** A six-digit code that is not `otp`. */
const wrongCodeBeside = (otp: string) => (otp === '000000' ? '111111' : '000000');

async function playerWithContacts() {
  const phone = `016${String(Date.now()).slice(-8)}`;
  const player = await signUpAndLogIn(harness.app, { phone });
  const email = (
    await getAs(harness, player.token, `/api/user/show?remote_id=${player.remote_id}`)
  ).json<{ data: { email: string } }>().data.email;
  return { ...player, phone, email };
}

describe(`password recovery on ${testDialect}`, () => {
  it('resets the password with the e-mailed code, once, and ends old sessions', async () => {
    const player = await playerWithContacts();
    const request = await post('/api/usr-forgot-password', {
      type: 'email',
      email: player.email.toUpperCase(),
      username: player.username,
    });
    expect(request.statusCode).toBe(200);
    expect(request.json()).toMatchObject({ success: true });
    const otp = await latestCodeFor(player.email);

    const reset = await resetWith(player.username, otp, 'newpass99');
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ success: true, message: recoveryMessages.resetSuccess });

    const oldSession = await postAs(harness, player.token, '/api/balance');
    expect(oldSession.statusCode).toBe(401);
    const oldPassword = await post('/api/login', {
      username: player.username,
      password: player.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post('/api/login', {
      username: player.username,
      password: 'newpass99',
    });
    expect(newPassword.statusCode).toBe(200);

    const reuse = await resetWith(player.username, otp, 'another99');
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json<{ errors: Record<string, string[]> }>().errors['otp']).toEqual([
      recoveryMessages.otpRejected,
    ]);
  });

  it('sends the code by SMS to the phone on the account', async () => {
    const player = await playerWithContacts();
    const request = await post('/api/usr-forgot-password', {
      type: 'sms',
      phone: player.phone,
      username: player.username,
    });
    expect(request.statusCode).toBe(200);
    const otp = await latestCodeFor(player.phone);
    expect(otp).toMatch(/^\d{6}$/);
  });

  it('answers the same for unknown accounts and mismatched contacts, and sends nothing', async () => {
    const player = await playerWithContacts();
    const known = await requestEmailedCode(player);
    const unknown = await post('/api/usr-forgot-password', {
      type: 'email',
      email: 'x@example.com',
      username: 'nosuchuser1',
    });
    const mismatch = await post('/api/usr-forgot-password', {
      type: 'sms',
      phone: '01999999999',
      username: player.username,
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(mismatch.json()).toEqual(known.json());
    const sent = await harness.context.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', 'in', ['x@example.com', '01999999999'])
      .execute();
    expect(sent).toEqual([]);
  });

  it('burns the code after five wrong tries', async () => {
    const player = await playerWithContacts();
    await requestEmailedCode(player);
    const otp = await latestCodeFor(player.email);
    const wrong = wrongCodeBeside(otp);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await resetWith(player.username, wrong, 'newpass99');
      expect(response.statusCode).toBe(422);
    }
    const right = await resetWith(player.username, otp, 'newpass99');
    expect(right.statusCode).toBe(422);
  });

  it('parallel wrong guesses burn the code at the limit, never checking more than five', async () => {
    const player = await playerWithContacts();
    await requestEmailedCode(player);
    const otp = await latestCodeFor(player.email);
    const wrong = wrongCodeBeside(otp);
    const guesses = Array.from({ length: 9 }, () => resetWith(player.username, wrong, 'newpass99'));
    await Promise.all(guesses);
    const code = await harness.context.db
      .selectFrom('password_reset_codes')
      .innerJoin('users', 'users.id', 'password_reset_codes.user_id')
      .select(['password_reset_codes.wrong_attempts', 'password_reset_codes.used_at'])
      .where('users.username', '=', player.username)
      .executeTakeFirstOrThrow();
    expect(code.used_at).not.toBeNull();
    const right = await resetWith(player.username, otp, 'newpass99');
    expect(right.statusCode).toBe(422);
  });

  it('refuses an expired code, and a new request replaces the old code', async () => {
    const player = await playerWithContacts();
    await requestEmailedCode(player);
    const first = await latestCodeFor(player.email);
    await harness.context.db
      .updateTable('password_reset_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const expired = await resetWith(player.username, first, 'newpass99');
    expect(expired.statusCode).toBe(422);

    await requestEmailedCode(player);
    await requestEmailedCode(player);
    const open = await harness.context.db
      .selectFrom('password_reset_codes')
      .innerJoin('users', 'users.id', 'password_reset_codes.user_id')
      .select('password_reset_codes.id')
      .where('users.username', '=', player.username)
      .where('password_reset_codes.used_at', 'is', null)
      .execute();
    expect(open).toHaveLength(1);
  });

  it('stores only a hash of the code', async () => {
    const player = await playerWithContacts();
    await requestEmailedCode(player);
    const otp = await latestCodeFor(player.email);
    const rows = await harness.context.db
      .selectFrom('password_reset_codes')
      .select('code_hash')
      .execute();
    expect(rows.some((row) => row.code_hash.includes(otp))).toBe(false);
  });

  itRefusesEachField(
    'request: refuses %s with its message',
    [
      ...refusedOn('email', [
        ['email missing', { type: 'email', username: 'someone12' }, recoveryMessages.emailRequired],
      ]),
      ...refusedOn('username', [
        [
          'username missing (email)',
          { type: 'email', email: 'a@b.co' },
          recoveryMessages.usernameRequired,
        ],
        [
          'username missing (sms)',
          { type: 'sms', phone: '01711111111' },
          recoveryMessages.usernameRequired,
        ],
      ]),
      ...refusedOn('phone', [
        ['phone missing', { type: 'sms', username: 'someone12' }, recoveryMessages.phoneRequired],
      ]),
    ],
    (payload) => post('/api/usr-forgot-password', payload),
  );

  it('request: refuses an unknown channel', async () => {
    const response = await post('/api/usr-forgot-password', {
      type: 'pigeon',
      username: 'someone12',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json<{ message: string }>().message).toBe(recoveryMessages.channelInvalid);
  });

  /** A reset the rules accept but for the case's change (an undefined field is left out). */
  const resetBody = (change: Record<string, unknown>) => ({
    otp: '123456',
    password: 'abc12345',
    password_confirmation: 'abc12345',
    username: 'u1234567',
    ...change,
  });
  /** The same new password and confirmation, so only the rule on the password decides. */
  const resetPassword = (password: string) =>
    resetBody({ password, password_confirmation: password });
  itRefusesEachField(
    'reset: refuses %s with its message',
    [
      ...refusedOn('otp', [
        ['otp missing', resetBody({ otp: undefined }), recoveryMessages.otpRequired],
        ['otp not 6 digits', resetBody({ otp: '12345' }), recoveryMessages.otpInvalid],
      ]),
      ...refusedOn('password', [
        ['password without a digit', resetPassword('abcdefgh'), recoveryMessages.passwordRule],
        ['password too short', resetPassword('abc1234'), recoveryMessages.passwordRule],
      ]),
      ...refusedOn('password_confirmation', [
        [
          'confirmation missing',
          resetBody({ password_confirmation: undefined }),
          recoveryMessages.confirmRequired,
        ],
        [
          'confirmation differs',
          resetBody({ password_confirmation: 'abc12346' }),
          recoveryMessages.confirmMismatch,
        ],
      ]),
    ],
    (payload) => post('/api/usr-reset-password', payload),
  );
});

describe(`password recovery limits on ${testDialect}`, () => {
  it('limits requests per IP with a 429', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_RECOVERY_PER_IP: '3' });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/usr-forgot-password',
          payload: { type: 'email', email: 'a@b.co', username: `someone${attempt}` },
          remoteAddress: '192.0.2.200',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

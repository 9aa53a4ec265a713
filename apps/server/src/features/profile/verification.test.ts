/**
 * E-mail and primary-phone verification through the API: the code goes to the sandbox outbox,
 * verifies once and only its own purpose; wrong, expired, replaced, exhausted and other players'
 * codes are refused; sends are limited to one a minute and five an hour; only the account's own
 * contacts can be sent to; every bad input has its message; nothing works without a session.
 */
import { describe, expect, it } from 'vitest';
import { profileMessages, type User } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signUpAndLogIn } from '../../testing/players.js';
import { latestCodeSentTo } from '../../testing/verification.js';
import { getAs, postAs } from '../../testing/requests.js';

const harness = testAppPerFile();

type Player = Awaited<ReturnType<typeof signUpAndLogIn>> & { user: User };

async function newPlayer(): Promise<Player> {
  const player = await signUpAndLogIn(harness.app);
  return { ...player, user: await userOf(player) };
}

async function userOf(player: { token: string; remote_id: number }): Promise<User> {
  const response = await getAs(
    harness,
    player.token,
    `/api/user/show?remote_id=${player.remote_id}`,
  );
  return response.json<{ data: User }>().data;
}

function post(player: { token: string }, url: string, payload: Record<string, unknown>) {
  return postAs(harness, player.token, url, payload);
}

function fieldErrors(response: { json: <T>() => T }): Record<string, string[]> {
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

/** Moves every code of the player back in time, as if `seconds` had passed since it was sent. */
async function age(player: Player, seconds: number): Promise<void> {
  const codes = await harness.context.db
    .selectFrom('verification_codes')
    .select(['id', 'created_at', 'expires_at'])
    .where('user_id', '=', player.remote_id)
    .execute();
  for (const code of codes) {
    const shift = (iso: string) => new Date(Date.parse(iso) - seconds * 1000).toISOString();
    await harness.context.db
      .updateTable('verification_codes')
      .set({ created_at: shift(code.created_at), expires_at: shift(code.expires_at) })
      .where('id', '=', code.id)
      .execute();
  }
}

function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe(`e-mail verification on ${testDialect}`, () => {
  it('verifies the e-mail with the code sent to it, once', async () => {
    const player = await newPlayer();
    const send = await post(player, '/api/send-verification-code', {
      email: player.user.email.toUpperCase(),
    });
    expect(send.statusCode).toBe(200);
    expect(send.json()).toEqual({ success: true, message: profileMessages.codeSent });
    const code = await latestCodeSentTo(harness, player.user.email);

    const verify = await post(player, '/api/verify-email', { code });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ success: true, message: profileMessages.emailVerifiedDone });
    expect((await userOf(player)).email_verified_at).not.toBeNull();

    const reuse = await post(player, '/api/verify-email', { code });
    expect(reuse.statusCode).toBe(422);
    expect(fieldErrors(reuse)['code']).toEqual([profileMessages.codeRejected]);
    const again = await post(player, '/api/send-verification-code', { email: player.user.email });
    expect(again.statusCode).toBe(422);
    expect(fieldErrors(again)['email']).toEqual([profileMessages.emailAlreadyVerified]);
  });

  it('keeps only a hash of the code, and an e-mail code does not verify the phone', async () => {
    const player = await newPlayer();
    await post(player, '/api/send-verification-code', { email: player.user.email });
    const code = await latestCodeSentTo(harness, player.user.email);
    const rows = await harness.context.db
      .selectFrom('verification_codes')
      .select(['code_hash', 'target'])
      .where('user_id', '=', player.remote_id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);

    const onPhone = await post(player, '/api/verify-phone-number', { verification_code: code });
    expect(onPhone.statusCode).toBe(422);
    expect((await userOf(player)).session_id).toBe('0');
    expect((await post(player, '/api/verify-email', { code })).statusCode).toBe(200);
  });
});

describe(`primary phone verification on ${testDialect}`, () => {
  it('verifies the phone by SMS, which session_id then reports', async () => {
    const player = await newPlayer();
    expect(player.user.session_id).toBe('0');
    const send = await post(player, '/api/send-verification-code', { phone: player.user.phone });
    expect(send.statusCode).toBe(200);
    const code = await latestCodeSentTo(harness, player.user.phone);
    const sms = await harness.context.db
      .selectFrom('outbox_messages')
      .select(['channel', 'status'])
      .where('recipient', '=', player.user.phone)
      .executeTakeFirstOrThrow();
    expect(sms).toEqual({ channel: 'sms', status: 'sandbox' });

    const verify = await post(player, '/api/verify-phone-number', { verification_code: code });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ success: true, message: profileMessages.phoneVerifiedDone });
    expect((await userOf(player)).session_id).toBe('1');
    const again = await post(player, '/api/send-verification-code', { phone: player.user.phone });
    expect(fieldErrors(again)['phone']).toEqual([profileMessages.phoneAlreadyVerified]);
  });

  it('burns the code after five wrong tries', async () => {
    const player = await newPlayer();
    await post(player, '/api/send-verification-code', { phone: player.user.phone });
    const code = await latestCodeSentTo(harness, player.user.phone);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post(player, '/api/verify-phone-number', {
        verification_code: otherCode(code),
      });
      expect(wrong.statusCode).toBe(422);
      expect(fieldErrors(wrong)['verification_code']).toEqual([profileMessages.codeRejected]);
    }
    const right = await post(player, '/api/verify-phone-number', { verification_code: code });
    expect(right.statusCode).toBe(422);
    expect((await userOf(player)).session_id).toBe('0');
  });

  it('parallel wrong guesses burn the code at the limit', async () => {
    const player = await newPlayer();
    await post(player, '/api/send-verification-code', { phone: player.user.phone });
    const code = await latestCodeSentTo(harness, player.user.phone);
    await Promise.all(
      Array.from({ length: 9 }, () =>
        post(player, '/api/verify-phone-number', { verification_code: otherCode(code) }),
      ),
    );
    const row = await harness.context.db
      .selectFrom('verification_codes')
      .select(['used_at', 'wrong_attempts'])
      .where('user_id', '=', player.remote_id)
      .executeTakeFirstOrThrow();
    expect(row.used_at).not.toBeNull();
    expect(row.wrong_attempts).toBeLessThanOrEqual(5);
    const right = await post(player, '/api/verify-phone-number', { verification_code: code });
    expect(right.statusCode).toBe(422);
  });

  it('refuses a code after 300 seconds', async () => {
    const player = await newPlayer();
    await post(player, '/api/send-verification-code', { phone: player.user.phone });
    const code = await latestCodeSentTo(harness, player.user.phone);
    await age(player, 301);
    const late = await post(player, '/api/verify-phone-number', { verification_code: code });
    expect(late.statusCode).toBe(422);
    expect(fieldErrors(late)['verification_code']).toEqual([profileMessages.codeRejected]);
  });

  it('a two-at-once use of one right code verifies once', async () => {
    const player = await newPlayer();
    await post(player, '/api/send-verification-code', { phone: player.user.phone });
    const code = await latestCodeSentTo(harness, player.user.phone);
    const answers = await Promise.all([
      post(player, '/api/verify-phone-number', { verification_code: code }),
      post(player, '/api/verify-phone-number', { verification_code: code }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
  });
});

describe(`sending codes on ${testDialect}`, () => {
  it('allows one send a minute, and a new code replaces the old one', async () => {
    const player = await newPlayer();
    expect(
      (await post(player, '/api/send-verification-code', { email: player.user.email })).statusCode,
    ).toBe(200);
    const first = await latestCodeSentTo(harness, player.user.email);
    const tooSoon = await post(player, '/api/send-verification-code', {
      email: player.user.email,
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json<{ message: string }>().message).toBe(profileMessages.resendTooSoon);
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    // The phone is a different purpose with its own limit.
    expect(
      (await post(player, '/api/send-verification-code', { phone: player.user.phone })).statusCode,
    ).toBe(200);

    await age(player, 61);
    expect(
      (await post(player, '/api/send-verification-code', { email: player.user.email })).statusCode,
    ).toBe(200);
    const second = await latestCodeSentTo(harness, player.user.email);
    if (first !== second) {
      const old = await post(player, '/api/verify-email', { code: first });
      expect(old.statusCode).toBe(422);
    }
    expect((await post(player, '/api/verify-email', { code: second })).statusCode).toBe(200);
  });

  it('allows five sends an hour', async () => {
    const player = await newPlayer();
    for (let send = 0; send < 5; send += 1) {
      const response = await post(player, '/api/send-verification-code', {
        phone: player.user.phone,
      });
      expect(response.statusCode).toBe(200);
      await age(player, 61);
    }
    const sixth = await post(player, '/api/send-verification-code', { phone: player.user.phone });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json<{ message: string }>().message).toBe(profileMessages.sendsExhausted);
    await age(player, 60 * 60);
    const later = await post(player, '/api/send-verification-code', { phone: player.user.phone });
    expect(later.statusCode).toBe(200);
  });

  it("sends only to the account's own e-mail and phone, never to another player's", async () => {
    const [alice, bob] = [await newPlayer(), await newPlayer()];
    const toBobEmail = await post(alice, '/api/send-verification-code', { email: bob.user.email });
    expect(toBobEmail.statusCode).toBe(422);
    expect(fieldErrors(toBobEmail)['email']).toEqual([profileMessages.contactNotOnAccount]);
    const toBobPhone = await post(alice, '/api/send-verification-code', { phone: bob.user.phone });
    expect(fieldErrors(toBobPhone)['phone']).toEqual([profileMessages.contactNotOnAccount]);
    const sent = await harness.context.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('recipient', 'in', [bob.user.email, bob.user.phone])
      .execute();
    expect(sent).toEqual([]);
  });

  it("another player's code does not verify mine, and theirs stays usable", async () => {
    const [alice, bob] = [await newPlayer(), await newPlayer()];
    await post(alice, '/api/send-verification-code', { email: alice.user.email });
    await post(bob, '/api/send-verification-code', { email: bob.user.email });
    const bobCode = await latestCodeSentTo(harness, bob.user.email);
    const aliceCode = await latestCodeSentTo(harness, alice.user.email);
    if (bobCode !== aliceCode) {
      expect((await post(alice, '/api/verify-email', { code: bobCode })).statusCode).toBe(422);
      expect((await userOf(alice)).email_verified_at).toBeNull();
    }
    expect((await post(bob, '/api/verify-email', { code: bobCode })).statusCode).toBe(200);
    expect((await userOf(alice)).email_verified_at).toBeNull();
  });

  it('prefers the e-mail when both are given', async () => {
    const player = await newPlayer();
    await post(player, '/api/send-verification-code', {
      email: player.user.email,
      phone: player.user.phone,
    });
    const purposes = await harness.context.db
      .selectFrom('verification_codes')
      .select('purpose')
      .where('user_id', '=', player.remote_id)
      .execute();
    expect(purposes).toEqual([{ purpose: 'email' }]);
  });
});

describe(`verification input and sessions on ${testDialect}`, () => {
  const bad: [string, string, Record<string, unknown>, string, string][] = [
    ['send: nothing', '/api/send-verification-code', {}, 'email', profileMessages.contactRequired],
    [
      'send: blank both',
      '/api/send-verification-code',
      { phone: '', email: null },
      'email',
      profileMessages.contactRequired,
    ],
    [
      'send: bad e-mail',
      '/api/send-verification-code',
      { email: 'nope' },
      'email',
      profileMessages.emailInvalid,
    ],
    [
      'send: short phone',
      '/api/send-verification-code',
      { phone: '123' },
      'phone',
      profileMessages.phoneInvalid,
    ],
    [
      'send: phone with letters',
      '/api/send-verification-code',
      { phone: '01712abc678' },
      'phone',
      profileMessages.phoneInvalid,
    ],
    ['verify e-mail: no code', '/api/verify-email', {}, 'code', profileMessages.codeRequired],
    [
      'verify e-mail: 5 digits',
      '/api/verify-email',
      { code: '12345' },
      'code',
      profileMessages.codeInvalid,
    ],
    [
      'verify e-mail: letters',
      '/api/verify-email',
      { code: 'abcdef' },
      'code',
      profileMessages.codeInvalid,
    ],
    [
      'verify e-mail: a number, not text',
      '/api/verify-email',
      { code: 123456 },
      'code',
      profileMessages.codeRequired,
    ],
    [
      'verify phone: blank',
      '/api/verify-phone-number',
      { verification_code: '  ' },
      'verification_code',
      profileMessages.codeRequired,
    ],
    [
      'verify phone: 7 digits',
      '/api/verify-phone-number',
      { verification_code: '1234567' },
      'verification_code',
      profileMessages.codeInvalid,
    ],
  ];
  it.each(bad)('%s → 422 with its message', async (_name, url, payload, field, message) => {
    const player = await newPlayer();
    const response = await post(player, url, payload);
    expect(response.statusCode).toBe(422);
    expect(fieldErrors(response)[field]).toContain(message);
  });

  it('answers 422 for a code without an open one, never 500', async () => {
    const player = await newPlayer();
    const response = await post(player, '/api/verify-email', { code: '123456' });
    expect(response.statusCode).toBe(422);
  });

  it('needs a player session: none, a revoked one or an exchange token is 401', async () => {
    const player = await newPlayer();
    const urls = ['/api/send-verification-code', '/api/verify-email', '/api/verify-phone-number'];
    for (const url of urls) {
      const anonymous = await harness.app.inject({ method: 'POST', url, payload: {} });
      expect(anonymous.statusCode).toBe(401);
      const exchange = await post({ token: player.exchange[0]!.token }, url, {});
      expect(exchange.statusCode).toBe(401);
    }
  });
});

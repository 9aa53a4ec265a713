/**
 * POST /api/v1/create-players through the real app: the spec's messages for each bad field,
 * uniqueness, currency, and how referral, agent and affiliate codes link to the inviter.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, signupMessages } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { signupPayload } from '../../testing/players.js';
import { expectFieldRefused } from '../../testing/refusal.js';
import { postRaw } from '../../testing/requests.js';

const harness = testAppPerFile();
beforeAll(async () => {
  const now = new Date().toISOString();
  await harness.context.db
    .insertInto('partner_codes')
    .values([
      { kind: 'agent', code: 'AGENTX1', name: 'Agent X', status: 'active', created_at: now },
      { kind: 'affiliate', code: 'AFFX1', name: 'Affiliate X', status: 'active', created_at: now },
    ])
    .execute();
});

function signUp(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return harness.app.inject({ method: 'POST', url: '/api/v1/create-players', payload, headers });
}

async function storedUser(username: string) {
  return harness.context.db
    .selectFrom('users')
    .selectAll()
    .where('username_key', '=', username.toLowerCase())
    .executeTakeFirstOrThrow();
}

describe(`signup on ${testDialect}`, () => {
  it('creates an active player with a main wallet at zero and answers 201', async () => {
    const payload = signupPayload();
    const response = await signUp(payload, { origin: 'https://khela.example' });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; remote_id: number; username: string }>();
    expect(body.message).toBe(accountMessages.signupSuccess);
    expect(body.username).toBe(payload['username']);
    const user = await storedUser(String(payload['username']));
    expect(user.status).toBe('active');
    expect(user.registration_origin).toBe('https://khela.example');
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.referral_code).toMatch(/^[A-Z2-9]{8}$/);
    const account = await harness.context.db
      .selectFrom('ledger_accounts')
      .selectAll()
      .where('owner_id', '=', body.remote_id)
      .where('kind', '=', 'player_main')
      .executeTakeFirstOrThrow();
    expect(account.balance_paisa).toBe(0);
  });

  const badFields: [string, Record<string, unknown>, string, string][] = [
    ['username missing', { username: '' }, 'username', signupMessages.usernameRequired],
    [
      'username with symbols',
      { username: 'bad_name!' },
      'username',
      signupMessages.usernameInvalid,
    ],
    ['username too short', { username: 'abc1234' }, 'username', signupMessages.usernameLength],
    [
      'username too long',
      { username: 'abcdefghij1234567' },
      'username',
      signupMessages.usernameLength,
    ],
    ['email missing', { email: '' }, 'email', signupMessages.emailRequired],
    ['email malformed', { email: 'not-an-email' }, 'email', signupMessages.emailInvalid],
    ['phone missing', { phone: '' }, 'phone', signupMessages.phoneRequired],
    ['phone too short', { phone: '123456789' }, 'phone', signupMessages.phoneInvalid],
    ['phone too long', { phone: '1234567890123456' }, 'phone', signupMessages.phoneInvalid],
    ['phone with letters', { phone: '01711abc678' }, 'phone', signupMessages.phoneInvalid],
    [
      'password missing',
      { password: '', confirmPassword: '' },
      'password',
      signupMessages.passwordRequired,
    ],
    [
      'password short',
      { password: 'abc123', confirmPassword: 'abc123' },
      'password',
      signupMessages.passwordTooShort,
    ],
    [
      'password with symbols',
      { password: 'secret12!', confirmPassword: 'secret12!' },
      'password',
      signupMessages.passwordCharacters,
    ],
    [
      'confirmation missing',
      { confirmPassword: '' },
      'confirmPassword',
      signupMessages.confirmRequired,
    ],
    [
      'confirmation differs',
      { confirmPassword: 'secret124' },
      'confirmPassword',
      signupMessages.confirmMismatch,
    ],
    ['currency unknown', { currency: 'USD' }, 'currency', accountMessages.currencyInvalid],
  ];

  it.each(badFields)(
    'refuses %s with 422 and the spec message',
    async (_name, override, field, message) => {
      const response = await signUp(signupPayload(override));
      expectFieldRefused(response, field, message);
      expect(response.json<{ message: string }>().message).toBe(message);
    },
  );

  it('accepts the username and phone length edges (8 and 16, 10 and 15 digits)', async () => {
    for (const override of [
      { username: `a${Date.now().toString(36)}`.slice(0, 8).padEnd(8, '1') },
      { username: `b${Date.now().toString(36)}zzzzzzzzzzzz`.slice(0, 16) },
      { phone: `01${String(Date.now()).slice(-8)}` },
      { phone: `0199${String(Date.now()).slice(-11)}` },
    ]) {
      const response = await signUp(signupPayload(override));
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('refuses a body that is not an object or not JSON', async () => {
    const empty = await harness.app.inject({ method: 'POST', url: '/api/v1/create-players' });
    expect(empty.statusCode).toBe(422);
    const malformed = await postRaw(
      harness,
      '/api/v1/create-players',
      'application/json',
      '{"username":',
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe(
      'The request body is not valid JSON.',
    );
  });

  it('refuses a taken username (in any letter case), e-mail and phone, naming each field', async () => {
    const first = signupPayload();
    expect((await signUp(first)).statusCode).toBe(201);
    const duplicate = signupPayload({
      username: String(first['username']).toUpperCase(),
      email: String(first['email']).toUpperCase(),
      phone: first['phone'],
    });
    const response = await signUp(duplicate);
    expect(response.statusCode).toBe(422);
    const body = response.json<{ errors: Record<string, string[]> }>();
    expect(body.errors['username']).toEqual([accountMessages.usernameTaken]);
    expect(body.errors['email']).toEqual([accountMessages.emailTaken]);
    expect(body.errors['phone']).toEqual([accountMessages.phoneTaken]);
  });

  it('two simultaneous signups with one username create exactly one player', async () => {
    const payload = signupPayload();
    const [a, b] = await Promise.all([
      signUp(payload),
      signUp({
        ...payload,
        email: `other${String(payload['email'])}`,
        phone: `0188${String(Date.now()).slice(-7)}`,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    const loser = a.statusCode === 422 ? a : b;
    expect(loser.json<{ errors: Record<string, string[]> }>().errors['username']).toEqual([
      accountMessages.usernameTaken,
    ]);
  });

  it('links a valid referral code to the inviter, case-insensitively', async () => {
    const inviterPayload = signupPayload();
    await signUp(inviterPayload);
    const inviter = await storedUser(String(inviterPayload['username']));
    const invitedPayload = signupPayload({ referral_code: inviter.referral_code.toLowerCase() });
    expect((await signUp(invitedPayload)).statusCode).toBe(201);
    expect((await storedUser(String(invitedPayload['username']))).referred_by_user_id).toBe(
      inviter.id,
    );
  });

  it('refuses an unknown referral code on its field', async () => {
    const response = await signUp(signupPayload({ referral_code: 'NOSUCH99' }));
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors['referral_code']).toEqual([
      accountMessages.referralCodeUnknown,
    ]);
  });

  it('links valid agent and affiliate codes; keeps unknown ones unlinked without refusing', async () => {
    const linked = signupPayload({ agent_code: 'agentx1', affiliate_code: 'AFFX1' });
    expect((await signUp(linked)).statusCode).toBe(201);
    const linkedUser = await storedUser(String(linked['username']));
    expect(linkedUser.agent_partner_id).not.toBeNull();
    expect(linkedUser.affiliate_partner_id).not.toBeNull();
    expect(linkedUser.agent_code).toBe('AGENTX1');

    const unknown = signupPayload({ agent_code: 'GONE', affiliate_code: 'ALSO-GONE' });
    expect((await signUp(unknown)).statusCode).toBe(201);
    const unknownUser = await storedUser(String(unknown['username']));
    expect(unknownUser.agent_partner_id).toBeNull();
    expect(unknownUser.affiliate_partner_id).toBeNull();
    expect(unknownUser.agent_code).toBe('GONE');
  });

  it('treats empty codes as absent', async () => {
    const payload = signupPayload({ referral_code: '', agent_code: '', affiliate_code: null });
    expect((await signUp(payload)).statusCode).toBe(201);
    const user = await storedUser(String(payload['username']));
    expect(user.referred_by_user_id).toBeNull();
    expect(user.agent_code).toBeNull();
  });

  it('accepts each signup currency', async () => {
    for (const currency of ['BDT', 'INR', 'PKR']) {
      const payload = signupPayload({ currency });
      expect((await signUp(payload)).statusCode).toBe(201);
      expect((await storedUser(String(payload['username']))).currency).toBe(currency);
    }
  });
});

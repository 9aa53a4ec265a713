/**
 * Item 3 of the abuse suite: guessing is cut off. Player login per address and per username,
 * signup and recovery per address, password change per player, one-time codes (phone, e-mail,
 * password reset) burnt after five wrong guesses, operator login per address and per username,
 * and operator 2-step codes. Each limit answers 429 with a message and Retry-After, and the right
 * password or code is refused too once the limit is hit, so a guess that lands late is worthless.
 * The limits are lowered here (a real site keeps the defaults); the counting is the real code's.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  operatorSessionResponseSchema,
  operatorTotpChallengeResponseSchema,
  operatorTotpSetupResponseSchema,
} from '@khela/contract';
import { base32Decode, totpCode } from '../../apps/server/src/platform/auth/totp.js';
import { ONE_TIME_CODE_WRONG_ATTEMPTS_MAX } from '../../apps/server/src/platform/one-time-codes/one-time-codes.js';
import { buildTestApp, type TestApp } from '../../apps/server/src/testing/build-test-app.js';
import { newOperator } from '../../apps/server/src/testing/operators.js';
import { signUpAndLogIn, signupPayload } from '../../apps/server/src/testing/players.js';
import { latestCodeSentTo, uniquePhone } from '../../apps/server/src/testing/verification.js';
import { findLeaks } from './leak-scan.js';
import { answers, call, messageOf, type Answer, type Call } from './probe.js';

const LIMITS = { loginPerIp: 8, failuresPerUsername: 3, signupPerIp: 6, recoveryPerIp: 3 };

let harness: TestApp;
let cases = 0;
beforeAll(async () => {
  harness = await buildTestApp({
    RATE_LIMIT_LOGIN_PER_IP: String(LIMITS.loginPerIp),
    RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME: String(LIMITS.failuresPerUsername),
    RATE_LIMIT_SIGNUP_PER_IP: String(LIMITS.signupPerIp),
    RATE_LIMIT_RECOVERY_PER_IP: String(LIMITS.recoveryPerIp),
  });
});
afterAll(async () => {
  console.log(`rate limits: ${cases} calls`);
  await harness.close();
});

let addressSequence = 0;
/** A client address no other case has used, so each case counts from zero. */
const freshAddress = () =>
  `10.77.${Math.floor((addressSequence += 1) / 250)}.${addressSequence % 250}`;

function send(request: Call): Promise<Answer> {
  cases += 1;
  return call(harness.app, request);
}

function expectLimited(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${answer.body}`).toBe(429);
  expect(messageOf(answer), what).toBeDefined();
  expect(Number(answer.headers['retry-after']), `${what}: Retry-After`).toBeGreaterThan(0);
}

/** Sends `count` calls; answers the statuses, for the message when a limit is late or early. */
async function repeat(count: number, request: (index: number) => Call): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index += 1) statuses.push((await send(request(index))).status);
  return statuses;
}

it('player login: wrong passwords for one username lock it, even from many addresses', async () => {
  const player = await signUpAndLogIn(harness.app);
  const statuses = await repeat(LIMITS.failuresPerUsername, () => ({
    method: 'POST',
    url: '/api/login',
    remoteAddress: freshAddress(),
    payload: { username: player.username, password: 'wrong-password-1' },
  }));
  expect(
    statuses.every((status) => status === 401),
    String(statuses),
  ).toBe(true);
  const right = await send({
    method: 'POST',
    url: '/api/login',
    remoteAddress: freshAddress(),
    payload: { username: player.username, password: player.password },
  });
  expectLimited(right, 'the right password after the failures');
});

it('player login: one address trying many usernames is cut off', async () => {
  const address = freshAddress();
  const statuses = await repeat(LIMITS.loginPerIp, (index) => ({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    payload: { username: `nobody${index}`, password: 'wrong-password-1' },
  }));
  expect(statuses.includes(429), String(statuses)).toBe(false);
  const over = await send({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    payload: { username: 'nobodyelse', password: 'wrong-password-1' },
  });
  expectLimited(over, 'login past the per-address limit');
});

it('signup: one address creating accounts is cut off', async () => {
  const address = freshAddress();
  await repeat(LIMITS.signupPerIp, () => ({
    method: 'POST',
    url: '/api/v1/create-players',
    remoteAddress: address,
    payload: signupPayload(),
  }));
  const over = await send({
    method: 'POST',
    url: '/api/v1/create-players',
    remoteAddress: address,
    payload: signupPayload(),
  });
  expectLimited(over, 'signup past the per-address limit');
});

it('recovery: one address asking for reset codes is cut off', async () => {
  const address = freshAddress();
  const player = await signUpAndLogIn(harness.app);
  await repeat(LIMITS.recoveryPerIp, () => ({
    method: 'POST',
    url: '/api/usr-forgot-password',
    remoteAddress: address,
    payload: { type: 'email', email: `${player.username}@example.com`, username: player.username },
  }));
  const over = await send({
    method: 'POST',
    url: '/api/usr-forgot-password',
    remoteAddress: address,
    payload: { type: 'email', email: `${player.username}@example.com`, username: player.username },
  });
  expectLimited(over, 'recovery past the per-address limit');
});

it('password reset code: five wrong guesses burn it, the right code then fails', async () => {
  const player = await signUpAndLogIn(harness.app);
  const user = await harness.context.db
    .selectFrom('users')
    .select(['phone'])
    .where('id', '=', player.remote_id)
    .executeTakeFirstOrThrow();
  const asked = await send({
    method: 'POST',
    url: '/api/usr-forgot-password',
    remoteAddress: freshAddress(),
    payload: { type: 'sms', phone: user.phone, username: player.username },
  });
  expect(asked.status, asked.body).toBe(200);
  const code = await latestCodeSentTo(harness, user.phone);
  const wrong = code === '000000' ? '111111' : '000000';
  const reset = (otp: string) =>
    send({
      method: 'POST',
      url: '/api/usr-reset-password',
      remoteAddress: freshAddress(),
      payload: {
        otp,
        password: 'newpass123',
        password_confirmation: 'newpass123',
        username: player.username,
      },
    });
  for (let guess = 0; guess < ONE_TIME_CODE_WRONG_ATTEMPTS_MAX; guess += 1) {
    expect((await reset(wrong)).status).toBeGreaterThanOrEqual(400);
  }
  const late = await reset(code);
  expect(late.status, late.body).toBeGreaterThanOrEqual(400);
  expect(messageOf(late)).toBeDefined();
  const login = await send({
    method: 'POST',
    url: '/api/login',
    remoteAddress: freshAddress(),
    payload: { username: player.username, password: 'newpass123' },
  });
  expect(login.status).toBe(401);
});

it('phone and e-mail verification codes: five wrong guesses burn them', async () => {
  const player = await signUpAndLogIn(harness.app);
  const phone = uniquePhone();
  const as = { token: player.token, remoteAddress: freshAddress() };
  expect(
    (await send({ ...as, method: 'POST', url: '/api/add/number', payload: { phone } })).status,
  ).toBe(200);
  expect(
    (
      await send({
        ...as,
        method: 'POST',
        url: '/api/add/send-verification-code',
        payload: { phone },
      })
    ).status,
  ).toBe(200);
  const phoneCode = await latestCodeSentTo(harness, phone);
  const email = `${player.username}@example.com`;
  expect(
    (await send({ ...as, method: 'POST', url: '/api/send-verification-code', payload: { email } }))
      .status,
  ).toBe(200);
  const emailCode = await latestCodeSentTo(harness, email);
  const wrongOf = (code: string) => (code === '000000' ? '111111' : '000000');
  const verifyPhone = (code: string) =>
    send({
      ...as,
      method: 'POST',
      url: '/api/add/verify-phone-number',
      payload: { verification_code: code, phone },
    });
  const verifyEmail = (code: string) =>
    send({ ...as, method: 'POST', url: '/api/verify-email', payload: { code } });
  for (let guess = 0; guess < ONE_TIME_CODE_WRONG_ATTEMPTS_MAX; guess += 1) {
    expect((await verifyPhone(wrongOf(phoneCode))).status).toBeGreaterThanOrEqual(400);
    expect((await verifyEmail(wrongOf(emailCode))).status).toBeGreaterThanOrEqual(400);
  }
  const latePhone = await verifyPhone(phoneCode);
  const lateEmail = await verifyEmail(emailCode);
  expect(latePhone.status, latePhone.body).toBeGreaterThanOrEqual(400);
  expect(lateEmail.status, lateEmail.body).toBeGreaterThanOrEqual(400);
  const user = await harness.context.db
    .selectFrom('users')
    .select(['email_verified_at'])
    .where('id', '=', player.remote_id)
    .executeTakeFirstOrThrow();
  expect(user.email_verified_at).toBeNull();
});

it('password change: guessing the old password from a stolen session is cut off', async () => {
  const player = await signUpAndLogIn(harness.app);
  const change = (old: string) =>
    send({
      method: 'POST',
      url: '/api/user-pwd',
      token: player.token,
      payload: {
        old_password: old,
        new_password: 'newpass123',
        new_password_confirmation: 'newpass123',
      },
    });
  let last = await change('guess-0');
  for (let guess = 1; guess < 20 && last.status !== 429; guess += 1)
    last = await change(`guess-${guess}`);
  expectLimited(last, 'old-password guesses');
  expectLimited(await change(player.password), 'the right old password after the guesses');
});

it('operator login: per username and per address, apart from the player counters', async () => {
  const operator = await newOperator(harness, 'finance');
  await repeat(LIMITS.failuresPerUsername, () => ({
    method: 'POST',
    url: '/admin-api/login',
    remoteAddress: freshAddress(),
    payload: { username: operator.username, password: 'wrong-password-1' },
  }));
  expectLimited(
    await send({
      method: 'POST',
      url: '/admin-api/login',
      remoteAddress: freshAddress(),
      payload: { username: operator.username, password: operator.password },
    }),
    'operator: the right password after the failures',
  );
  const address = freshAddress();
  await repeat(LIMITS.loginPerIp, (index) => ({
    method: 'POST',
    url: '/admin-api/login',
    remoteAddress: address,
    payload: { username: `nobody-${index}`, password: 'wrong-password-1' },
  }));
  expectLimited(
    await send({
      method: 'POST',
      url: '/admin-api/login',
      remoteAddress: address,
      payload: { username: 'nobodyelse', password: 'wrong-password-1' },
    }),
    'operator login past the per-address limit',
  );
});

it('operator 2-step codes: guesses count against the sign-in, the right code then fails', async () => {
  const operator = await newOperator(harness, 'finance');
  const signIn = () =>
    send({
      method: 'POST',
      url: '/admin-api/login',
      remoteAddress: freshAddress(),
      payload: { username: operator.username, password: operator.password },
    });
  const { token } = operatorSessionResponseSchema.parse((await signIn()).json);
  const setup = await send({ method: 'POST', url: '/admin-api/me/totp/setup', token, payload: {} });
  const { secret } = operatorTotpSetupResponseSchema.parse(setup.json);
  const codeNow = () => totpCode(base32Decode(secret), Date.now());
  const confirmed = await send({
    method: 'POST',
    url: '/admin-api/me/totp/confirm',
    token,
    payload: { code: codeNow() },
  });
  expect(confirmed.status, confirmed.body).toBe(200);

  const challenged = await signIn();
  const { challenge } = operatorTotpChallengeResponseSchema.parse(challenged.json);
  const guess = (code: string) =>
    send({
      method: 'POST',
      url: '/admin-api/login/totp',
      remoteAddress: freshAddress(),
      payload: { challenge, code },
    });
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const wrong = String((Number(codeNow()) + 500_000 + attempt) % 1_000_000).padStart(6, '0');
    const answer = await guess(wrong);
    statuses.push(answer.status);
    if (answer.status === 429) break;
  }
  expect(statuses.at(-1), String(statuses)).toBe(429);
  const late = await guess(codeNow());
  expect(late.status, late.body).toBeGreaterThanOrEqual(400);
});

it('no answer of this file leaks internals', () => {
  expect(findLeaks(answers)).toEqual([]);
});

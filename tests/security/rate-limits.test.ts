/**
 * Item 3 of the abuse suite: guessing is cut off, and nobody can lock another person out. Player
 * login per address (refused) and per username and per (username, address) pair (a captcha, never
 * a refusal), signup and recovery per address, password change per player, one-time codes (phone,
 * e-mail, password reset) burnt after five wrong guesses, operator login per address (refused) and
 * per username (the 2-step code decides, the password step no longer tells), and operator 2-step
 * codes. A refusal answers 429 with a message and Retry-After; a captcha demand answers 422 with
 * `captcha_required`. The limits are lowered here (a real site keeps the defaults); the counting
 * is the real code's.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  operatorMessages,
  operatorSessionResponseSchema,
  operatorTotpChallengeResponseSchema,
  operatorTotpSetupResponseSchema,
} from '@khela/contract';
import { base32Decode, totpCode } from '../../apps/server/src/platform/auth/totp.js';
import { ONE_TIME_CODE_WRONG_ATTEMPTS_MAX } from '../../apps/server/src/platform/one-time-codes/one-time-codes.js';
import { buildTestApp, type TestApp } from '../../apps/server/src/testing/build-test-app.js';
import { newOperator } from '../../apps/server/src/testing/operators.js';
import { signUpAndLogIn, signupPayload } from '../../apps/server/src/testing/players.js';
import { solvedCaptcha } from '../../apps/server/src/testing/solve-captcha.js';
import { latestCodeSentTo, uniquePhone } from '../../apps/server/src/testing/verification.js';
import { findLeaks } from './leak-scan.js';
import { answers, call, messageOf, type Answer, type Call } from './probe.js';

const LIMITS = {
  loginPerIp: 8,
  failuresPerUsername: 3,
  failuresPerAddress: 2,
  signupPerIp: 6,
  signupWithoutCaptchaPerIp: 2,
  recoveryPerIp: 3,
};

let harness: TestApp;
let cases = 0;
beforeAll(async () => {
  harness = await buildTestApp({
    RATE_LIMIT_LOGIN_PER_IP: String(LIMITS.loginPerIp),
    RATE_LIMIT_LOGIN_FAILURES_PER_USERNAME: String(LIMITS.failuresPerUsername),
    RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: String(LIMITS.failuresPerAddress),
    RATE_LIMIT_SIGNUP_PER_IP: String(LIMITS.signupPerIp),
    RATE_LIMIT_SIGNUP_WITHOUT_CAPTCHA_PER_IP: String(LIMITS.signupWithoutCaptchaPerIp),
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

/** Each player signs up from an address of their own, so signups stay under their limits here. */
const newPlayer = () => signUpAndLogIn(harness.app, {}, freshAddress());

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

function expectCaptchaAsked(answer: Answer, what: string) {
  expect(answer.status, `${what}: ${answer.body}`).toBe(422);
  expect(answer.json, what).toMatchObject({ captcha_required: true });
  expect(messageOf(answer), what).toBeDefined();
}

const playerLogin = (
  username: string,
  password: string,
  remoteAddress: string,
  captcha?: { cookie: string; answer: string },
): Call => ({
  method: 'POST',
  url: '/api/login',
  remoteAddress,
  ...(captcha ? { headers: { cookie: captcha.cookie } } : {}),
  payload: { username, password, ...(captcha ? { captcha: captcha.answer } : {}) },
});

it("player login: a stranger's wrong passwords never refuse the owner's right password elsewhere", async () => {
  const victim = await newPlayer();
  const attacker = freshAddress();
  const statuses = await repeat(LIMITS.loginPerIp + 4, () =>
    playerLogin(victim.username, 'wrong-password-1', attacker),
  );
  // The attacker's own address is what gets refused in the end.
  expect(statuses.at(-1), String(statuses)).toBe(429);

  const home = freshAddress();
  expectCaptchaAsked(
    await send(playerLogin(victim.username, victim.password, home)),
    'the right password from another address, no captcha yet',
  );
  const solved = await solvedCaptcha(harness, home);
  const signedIn = await send(playerLogin(victim.username, victim.password, home, solved));
  expect(signedIn.status, signedIn.body).toBe(200);
  expect(signedIn.json).toMatchObject({ username: victim.username });
});

it('player login: guesses from one address need a captcha each, then the address is cut off', async () => {
  const player = await newPlayer();
  const address = freshAddress();
  const free = await repeat(LIMITS.failuresPerAddress, () =>
    playerLogin(player.username, 'wrong-password-1', address),
  );
  expect(
    free.every((status) => status === 401),
    String(free),
  ).toBe(true);
  // A right guess without a solved picture is worth nothing.
  expectCaptchaAsked(
    await send(playerLogin(player.username, player.password, address)),
    'the right password from the guessing address without a captcha',
  );
  const wrongPicture = await solvedCaptcha(harness, address);
  expectCaptchaAsked(
    await send(
      playerLogin(player.username, player.password, address, {
        cookie: wrongPicture.cookie,
        answer: wrongPicture.answer === '0000' ? '1111' : '0000',
      }),
    ),
    'the right password with a wrong captcha',
  );
  let last: Answer | undefined;
  for (let attempt = 0; attempt < LIMITS.loginPerIp && last?.status !== 429; attempt += 1) {
    last = await send(playerLogin(player.username, 'wrong-password-1', address));
  }
  const solved = await solvedCaptcha(harness, address);
  expectLimited(
    await send(playerLogin(player.username, player.password, address, solved)),
    'the right password and captcha from an address past its limit',
  );
});

it('player login: guesses spread over many addresses need a solved captcha each', async () => {
  const player = await newPlayer();
  const spread = await repeat(LIMITS.failuresPerUsername, () =>
    playerLogin(player.username, 'wrong-password-1', freshAddress()),
  );
  expect(
    spread.every((status) => status === 401),
    String(spread),
  ).toBe(true);
  for (let guess = 0; guess < 6; guess += 1) {
    expectCaptchaAsked(
      await send(playerLogin(player.username, `wrong-password-${guess}`, freshAddress())),
      `guess ${guess} from a new address past the username's threshold`,
    );
  }
  expectCaptchaAsked(
    await send(playerLogin(player.username, player.password, freshAddress())),
    'the right password from a new address, no captcha',
  );
  const home = freshAddress();
  const signedIn = await send(
    playerLogin(player.username, player.password, home, await solvedCaptcha(harness, home)),
  );
  expect(signedIn.status, signedIn.body).toBe(200);
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

it('signup: past a few from one address, each signup needs a solved captcha', async () => {
  const address = freshAddress();
  const signUp = (captcha?: { cookie: string; answer: string }) =>
    send({
      method: 'POST',
      url: '/api/v1/create-players',
      remoteAddress: address,
      ...(captcha ? { headers: { cookie: captcha.cookie } } : {}),
      payload: signupPayload(captcha ? { captcha: captcha.answer } : {}),
    });
  const free = await repeat(LIMITS.signupWithoutCaptchaPerIp, () => ({
    method: 'POST',
    url: '/api/v1/create-players',
    remoteAddress: address,
    payload: signupPayload(),
  }));
  expect(free, String(free)).toEqual(Array(LIMITS.signupWithoutCaptchaPerIp).fill(201));
  expectCaptchaAsked(await signUp(), 'a signup past the free ones, no captcha');
  expect((await signUp(await solvedCaptcha(harness, address))).status).toBe(201);
  const elsewhere = await send({
    method: 'POST',
    url: '/api/v1/create-players',
    remoteAddress: freshAddress(),
    payload: signupPayload(),
  });
  expect(elsewhere.status, elsewhere.body).toBe(201);
});

it('recovery: one address asking for reset codes is cut off', async () => {
  const address = freshAddress();
  const player = await newPlayer();
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
  const player = await newPlayer();
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
  const player = await newPlayer();
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
  const player = await newPlayer();
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

/** An operator with 2-step sign-in confirmed, and a way to read their current code. */
async function operatorWithTotp() {
  const operator = await newOperator(harness, 'finance');
  const first = await send({
    method: 'POST',
    url: '/admin-api/login',
    remoteAddress: freshAddress(),
    payload: { username: operator.username, password: operator.password },
  });
  const { token } = operatorSessionResponseSchema.parse(first.json);
  const setup = await send({ method: 'POST', url: '/admin-api/me/totp/setup', token, payload: {} });
  const { secret } = operatorTotpSetupResponseSchema.parse(setup.json);
  const confirmed = await send({
    method: 'POST',
    url: '/admin-api/me/totp/confirm',
    token,
    payload: { code: totpCode(base32Decode(secret), Date.now()) },
  });
  expect(confirmed.status, confirmed.body).toBe(200);
  // Each step's code works once and confirming spent this one; the next step's is accepted too.
  const codeNow = () => totpCode(base32Decode(secret), Date.now() + 30_000);
  return { ...operator, codeNow };
}

const operatorLogin = (username: string, password: string, remoteAddress: string): Call => ({
  method: 'POST',
  url: '/admin-api/login',
  remoteAddress,
  payload: { username, password },
});
const operatorCode = (challenge: string, code: string, remoteAddress: string): Call => ({
  method: 'POST',
  url: '/admin-api/login/totp',
  remoteAddress,
  payload: { challenge, code },
});

it("operator login: a stranger's wrong passwords never keep the operator out", async () => {
  const operator = await operatorWithTotp();
  const attacker = freshAddress();
  const statuses = await repeat(LIMITS.loginPerIp + 2, () =>
    operatorLogin(operator.username, 'wrong-password-1', attacker),
  );
  expect(statuses.at(-1), String(statuses)).toBe(429);

  const office = freshAddress();
  const password = await send(operatorLogin(operator.username, operator.password, office));
  const { challenge } = operatorTotpChallengeResponseSchema.parse(password.json);
  const signedIn = await send(operatorCode(challenge, operator.codeNow(), office));
  expect(signedIn.status, signedIn.body).toBe(200);
  expect(operatorSessionResponseSchema.parse(signedIn.json).operator.username).toBe(
    operator.username,
  );
});

it('operator login: past the threshold the password step no longer tells right from wrong', async () => {
  const operator = await operatorWithTotp();
  const spread = await repeat(LIMITS.failuresPerUsername, () =>
    operatorLogin(operator.username, 'wrong-password-1', freshAddress()),
  );
  expect(
    spread.every((status) => status === 401),
    String(spread),
  ).toBe(true);
  // From here a wrong password is answered as a right one is, and its challenge takes no code.
  for (let guess = 0; guess < 4; guess += 1) {
    const address = freshAddress();
    const answer = await send(operatorLogin(operator.username, `wrong-${guess}`, address));
    expect(answer.status, answer.body).toBe(200);
    const { challenge } = operatorTotpChallengeResponseSchema.parse(answer.json);
    const coded = await send(operatorCode(challenge, operator.codeNow(), address));
    expect(coded.status, coded.body).toBe(401);
    expect(messageOf(coded)).toBe(operatorMessages.totpCodeWrong);
  }
  const office = freshAddress();
  const right = await send(operatorLogin(operator.username, operator.password, office));
  const { challenge } = operatorTotpChallengeResponseSchema.parse(right.json);
  const signedIn = await send(operatorCode(challenge, operator.codeNow(), office));
  expect(signedIn.status, signedIn.body).toBe(200);
});

it('operator login: an address trying many usernames is cut off; no 2-step means a wait', async () => {
  const address = freshAddress();
  await repeat(LIMITS.loginPerIp, (index) =>
    operatorLogin(`nobody-${index}`, 'wrong-password-1', address),
  );
  expectLimited(
    await send(operatorLogin('nobodyelse', 'wrong-password-1', address)),
    'operator login past the per-address limit',
  );
  // An account without 2-step sign-in has nothing else to ask for, and waits out the window.
  const plain = await newOperator(harness, 'finance');
  await repeat(LIMITS.failuresPerUsername, () =>
    operatorLogin(plain.username, 'wrong-password-1', freshAddress()),
  );
  expectLimited(
    await send(operatorLogin(plain.username, plain.password, freshAddress())),
    'operator without 2-step: the right password after the failures',
  );
});

it('operator 2-step codes: guesses count against the sign-in, the right code then fails', async () => {
  const operator = await operatorWithTotp();
  const codeNow = operator.codeNow;
  const challenged = await send(
    operatorLogin(operator.username, operator.password, freshAddress()),
  );
  const { challenge } = operatorTotpChallengeResponseSchema.parse(challenged.json);
  const guess = (code: string) => send(operatorCode(challenge, code, freshAddress()));
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

/**
 * The captcha image and the desktop registration it guards: the image carries no readable text,
 * an answer works once, and the desktop form creates the same account the mobile form would,
 * with server messages under the desktop field names.
 */
import { describe, expect, it } from 'vitest';
import { accountMessages, desktopRegisterMessages, signupMessages } from '@khela/contract';
import { testDialect } from '../../testing/build-test-app.js';
import { testAppPerFile } from '../../testing/test-app-per-file.js';
import { captchaAnswerOf, solvedCaptcha } from '../../testing/solve-captcha.js';
import { signupPayload } from '../../testing/players.js';
import { captchaMessages } from '../auth/desktop-register.js';

const harness = testAppPerFile();

async function freshCaptcha(): Promise<{ cookie: string; answer: string }> {
  return solvedCaptcha(harness);
}

function desktopForm(overrides: Record<string, unknown> = {}) {
  const mobile = signupPayload();
  return {
    username: mobile['username'],
    password: 'secret123',
    confirmPassword: 'secret123',
    currencyType: 8,
    friendReferCode: '',
    realName: 'Karim Ahmed',
    callingCode: '880',
    phoneNumber: String(mobile['phone']).slice(1),
    email: mobile['email'],
    captcha: '',
    ageCheck: true,
    ...overrides,
  };
}

function register(payload: Record<string, unknown>, cookie: string) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/v1/register',
    payload,
    headers: { cookie },
  });
}

describe(`captcha and desktop registration on ${testDialect}`, () => {
  it('serves an uncacheable SVG with an HttpOnly cookie and no digits as text', async () => {
    const response = await harness.app.inject('/captcha?r=1');
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(String(response.headers['set-cookie'])).toMatch(
      /^khela_captcha=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=300$/,
    );
    expect(response.body).not.toMatch(/<text/);
    const id = String(response.headers['set-cookie']).split(';')[0]!.split('=')[1]!;
    expect(await captchaAnswerOf(harness.context, id)).toMatch(/^\d{4}$/);
  });

  it('refuses a client that fetches images in a loop', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 62; index += 1) {
      const response = await harness.app.inject({ url: '/captcha', remoteAddress: '192.0.2.99' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });

  it('creates the account with the right answer, the same as the mobile form would', async () => {
    const { cookie, answer } = await freshCaptcha();
    const form = desktopForm({ captcha: answer, currencyType: 17 });
    const response = await register(form, cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ message: string }>().message).toBe(desktopRegisterMessages.success);
    const user = await harness.context.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', String(form.username))
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      name: 'Karim Ahmed',
      currency: 'PKR',
      phone: `0${form.phoneNumber}`,
    });
    const login = await harness.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: form.username, password: 'secret123' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('reads a desktop phone typed in Bangla digits with spaces as the same stored number', async () => {
    const { cookie, answer } = await freshCaptcha();
    const plain = desktopForm({ captcha: answer });
    const digits = String(plain.phoneNumber);
    const bangla = `${digits.slice(0, 4)} ${digits.slice(4)}`.replace(/[0-9]/g, (digit) =>
      String.fromCharCode(0x09e6 + Number(digit)),
    );
    const response = await register({ ...plain, phoneNumber: bangla }, cookie);
    expect(response.statusCode, response.body).toBe(201);
    const user = await harness.context.db
      .selectFrom('users')
      .select('phone')
      .where('username', '=', String(plain.username))
      .executeTakeFirstOrThrow();
    expect(user.phone).toBe(`0${digits}`);
  });

  it('refuses a wrong answer, a missing cookie, and a reused answer', async () => {
    const wrong = await freshCaptcha();
    const badAnswer = wrong.answer === '0000' ? '1111' : '0000';
    const refused = await register(desktopForm({ captcha: badAnswer }), wrong.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ errors: Record<string, string[]> }>().errors['captcha']).toEqual([
      captchaMessages.wrong,
    ]);
    // The challenge is spent even by a wrong guess.
    expect((await register(desktopForm({ captcha: wrong.answer }), wrong.cookie)).statusCode).toBe(
      422,
    );

    const right = await freshCaptcha();
    expect((await register(desktopForm({ captcha: right.answer }), 'other=1')).statusCode).toBe(
      422,
    );

    const once = await freshCaptcha();
    expect((await register(desktopForm({ captcha: once.answer }), once.cookie)).statusCode).toBe(
      201,
    );
    expect((await register(desktopForm({ captcha: once.answer }), once.cookie)).statusCode).toBe(
      422,
    );
  });

  it('applies the signup rules and names the desktop fields', async () => {
    const { cookie, answer } = await freshCaptcha();
    const response = await register(
      desktopForm({ captcha: answer, username: 'abc', phoneNumber: '12' }),
      cookie,
    );
    expect(response.statusCode).toBe(422);
    const errors = response.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors['username']).toContain(signupMessages.usernameLength);
    expect(errors['phoneNumber']).toContain(signupMessages.phoneInvalid);
    // A refusal of the typed fields leaves the captcha unspent: the same answer then registers.
    const fixed = await register(desktopForm({ captcha: answer }), cookie);
    expect(fixed.statusCode, fixed.body).toBe(201);

    const taken = await freshCaptcha();
    const first = desktopForm();
    await register({ ...first, captcha: (await freshCaptcha()).answer }, 'x=1');
    const mobile = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/create-players',
      payload: signupPayload({ referral_code: '' }),
    });
    expect(mobile.statusCode).toBe(201);
    const duplicate = await register(
      desktopForm({ captcha: taken.answer, friendReferCode: 'NOSUCH99' }),
      taken.cookie,
    );
    expect(
      duplicate.json<{ errors: Record<string, string[]> }>().errors['friendReferCode'],
    ).toEqual([accountMessages.referralCodeUnknown]);
  });

  it.each([
    [{ username: '' }, desktopRegisterMessages.step1Incomplete],
    [{ confirmPassword: 'other1234' }, desktopRegisterMessages.passwordMismatch],
    [{ realName: '' }, desktopRegisterMessages.step2Incomplete],
    [{ captcha: '' }, desktopRegisterMessages.step2Incomplete],
    [{ ageCheck: false }, desktopRegisterMessages.ageNotConfirmed],
  ])('refuses %o with the form message', async (override, message) => {
    const response = await register(desktopForm({ captcha: '1234', ...override }), 'x=1');
    expect(response.statusCode).toBe(422);
    expect(
      Object.values(response.json<{ errors: Record<string, string[]> }>().errors).flat(),
    ).toContain(message);
  });
});

// Proves the desktop registration's checks run in the spec's order: step 1 asks for all of
// username, password and confirmation before comparing the passwords; step 2 asks for all of full
// name, phone, e-mail and captcha before the age confirmation; the username and password meet the
// signup's rules before step 2; server errors on a step-1 field send the player back to step 1.
import { desktopRegisterMessages, signupMessages } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import {
  checkStep1,
  checkStep2,
  emptyRegisterValues,
  stepOfErrors,
  toRegisterRequest,
  type RegisterValues,
} from './register-steps';

function filled(overrides: Partial<RegisterValues> = {}): RegisterValues {
  return {
    ...emptyRegisterValues(),
    username: 'rahim001',
    password: 'secret12',
    confirmPassword: 'secret12',
    realName: 'Rahim Uddin',
    phoneNumber: '1712345678',
    email: 'rahim@example.com',
    captcha: '1234',
    ageCheck: true,
    ...overrides,
  };
}

describe('checkStep1', () => {
  it('passes a complete step 1 with matching passwords', () => {
    expect(checkStep1(filled())).toBeUndefined();
  });

  it.each(['username', 'password', 'confirmPassword'] as const)(
    'asks for all fields when %s is empty',
    (field) => {
      expect(checkStep1(filled({ [field]: '' }))?.message).toBe(
        desktopRegisterMessages.step1Incomplete,
      );
    },
  );

  it('reports a missing field before a password mismatch', () => {
    expect(checkStep1(filled({ username: ' ', confirmPassword: 'other' }))?.message).toBe(
      desktopRegisterMessages.step1Incomplete,
    );
  });

  it('reports different passwords once all are filled, at the confirmation', () => {
    expect(checkStep1(filled({ confirmPassword: 'secret13' }))).toEqual({
      message: desktopRegisterMessages.passwordMismatch,
      field: 'confirmPassword',
    });
  });

  it("checks the username and password against the signup's rules at Next", () => {
    expect(checkStep1(filled({ username: 'ab' }))).toEqual({
      message: signupMessages.usernameLength,
      field: 'username',
    });
    expect(checkStep1(filled({ username: 'rahim_001' }))?.message).toBe(
      signupMessages.usernameInvalid,
    );
    expect(checkStep1(filled({ password: 'short1', confirmPassword: 'short1' }))).toEqual({
      message: signupMessages.passwordTooShort,
      field: 'password',
    });
    // The spec's own messages still come first.
    expect(checkStep1(filled({ username: 'ab', confirmPassword: 'other' }))?.message).toBe(
      desktopRegisterMessages.passwordMismatch,
    );
  });
});

describe('checkStep2', () => {
  it('passes a complete step 2', () => {
    expect(checkStep2(filled())).toBeUndefined();
  });

  it.each(['realName', 'phoneNumber', 'email', 'captcha'] as const)(
    'asks for all step 2 fields when %s is empty',
    (field) => {
      expect(checkStep2(filled({ [field]: '' }))?.message).toBe(
        desktopRegisterMessages.step2Incomplete,
      );
    },
  );

  it('asks for the age confirmation only after the fields', () => {
    expect(checkStep2(filled({ email: '', ageCheck: false }))?.message).toBe(
      desktopRegisterMessages.step2Incomplete,
    );
    expect(checkStep2(filled({ ageCheck: false }))?.message).toBe(
      desktopRegisterMessages.ageNotConfirmed,
    );
  });

  it('does not check the e-mail format', () => {
    expect(checkStep2(filled({ email: 'not an address' }))).toBeUndefined();
  });
});

describe('stepOfErrors', () => {
  it('goes back to step 1 when any error names a step-1 field', () => {
    expect(stepOfErrors(['captcha', 'username'])).toBe(1);
    expect(stepOfErrors(['friendReferCode'])).toBe(1);
    expect(stepOfErrors(['phoneNumber', 'email'])).toBe(2);
  });
});

describe('toRegisterRequest', () => {
  it('sends BDT (8) and +880 by default, the currency as a number, and ageCheck true', () => {
    const request = toRegisterRequest(filled({ username: ' rahim001 ' }));
    expect(request).toMatchObject({
      username: 'rahim001',
      currencyType: 8,
      callingCode: '880',
      ageCheck: true,
    });
  });
});

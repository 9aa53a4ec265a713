// Proves the profile and password-change rules of [contract: Validation] and [contract: Error texts]: the change-password
// messages in the spec's order, birthday needs a value, verification codes, phones and their limits.
import { describe, it, expect } from 'vitest';
import {
  addPhoneRequestSchema,
  birthdayRefusal,
  latestAdultBirthday,
  passwordRuleChecks,
  passwordRuleHints,
  addPhoneVerifyRequestSchema,
  canAddExtraPhone,
  changePasswordMessages,
  changePasswordRequestSchema,
  hasVerifiedPhone,
  profileMessages,
  profileUpdateRequestSchema,
  profileUserSchema,
  sendVerificationCodeRequestSchema,
  verifyEmailRequestSchema,
  verifyPhoneRequestSchema,
} from './account.js';
import { NEW_PASSWORD_PATTERN } from './fields.js';
import { fieldMessages, firstMessage, messagesOf } from './testing/issues.js';

const rule = 'New Password must contain at least one number, one letter, and 8 characters long.';

describe('changePasswordRequestSchema', () => {
  const valid = {
    old_password: 'oldpass1',
    new_password: 'newpass12',
    new_password_confirmation: 'newpass12',
  };

  it('accepts a change', () => {
    expect(changePasswordRequestSchema.parse(valid)).toEqual(valid);
  });

  it('needs 8 letters and digits with one of each', () => {
    for (const new_password of ['', 'newpas1', 'abcdefgh', '12345678', 'newpass1!']) {
      expect(
        firstMessage(changePasswordRequestSchema, {
          ...valid,
          new_password,
          new_password_confirmation: new_password,
        }),
      ).toBe(rule);
    }
  });

  it('requires the current password', () => {
    expect(firstMessage(changePasswordRequestSchema, { ...valid, old_password: '' })).toBe(
      'Please enter your current password.',
    );
  });

  it('requires the confirmation, then the same password', () => {
    expect(
      firstMessage(changePasswordRequestSchema, { ...valid, new_password_confirmation: '' }),
    ).toBe('Please confirm your new password.');
    expect(
      fieldMessages(changePasswordRequestSchema, {
        ...valid,
        new_password_confirmation: 'newpass13',
      }),
    ).toEqual({ new_password_confirmation: ['Passwords do not match.'] });
  });

  it("checks in the spec's order: new password, current, confirmation, match", () => {
    expect(messagesOf(changePasswordRequestSchema, {})).toEqual([
      rule,
      'Please enter your current password.',
      'Please confirm your new password.',
    ]);
    expect(
      messagesOf(changePasswordRequestSchema, {
        new_password: 'newpass12',
        new_password_confirmation: 'other123',
      }),
    ).toEqual(['Please enter your current password.', 'Passwords do not match.']);
  });

  it('keeps the [contract: Error texts] texts verbatim', () => {
    expect(changePasswordMessages).toMatchObject({
      failed: 'Failed to change password. Please try again.',
      error: 'An error occurred while changing the password. Please try again.',
      success: 'Password changed successfully. Please login with your new password.',
    });
  });
});

describe('profileUpdateRequestSchema', () => {
  it('saves a birthday', () => {
    expect(profileUpdateRequestSchema.parse({ dofb: '1995-04-30', remote_id: '42' })).toEqual({
      dofb: '1995-04-30',
      remote_id: 42,
    });
  });

  it('needs a value', () => {
    expect(firstMessage(profileUpdateRequestSchema, { dofb: '', remote_id: 42 })).toBe(
      'Please select your birthday.',
    );
    expect(firstMessage(profileUpdateRequestSchema, { remote_id: 42 })).toBe(
      'Please select your birthday.',
    );
  });

  it('needs a real calendar date', () => {
    for (const dofb of ['30/04/1995', '1995-02-30', '1995-13-01']) {
      expect(firstMessage(profileUpdateRequestSchema, { dofb, remote_id: 42 })).toBe(
        'Please enter a valid date.',
      );
    }
  });

  it('keeps the failure texts verbatim', () => {
    expect(profileMessages.dofbFailed).toBe('Failed to update DOFB');
    expect(profileMessages.sendCodeFailed).toBe('Failed to send code');
  });
});

describe('verification codes', () => {
  it('take 6 digits', () => {
    expect(verifyEmailRequestSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(firstMessage(verifyEmailRequestSchema, { code: '' })).toBe(
      'Please enter the verification code.',
    );
    expect(firstMessage(verifyPhoneRequestSchema, { verification_code: '12345' })).toBe(
      'The verification code must be 6 digits.',
    );
    expect(
      addPhoneVerifyRequestSchema.parse({ verification_code: '654321', phone: '01712345678' }),
    ).toEqual({ verification_code: '654321', phone: '01712345678' });
  });

  it('are sent to a phone or an e-mail', () => {
    expect(sendVerificationCodeRequestSchema.parse({ email: 'a@b.co' })).toEqual({
      email: 'a@b.co',
    });
    expect(sendVerificationCodeRequestSchema.parse({ phone: '01712345678', email: '' })).toEqual({
      phone: '01712345678',
    });
    expect(firstMessage(sendVerificationCodeRequestSchema, {})).toBe(
      'Please enter a phone number or email address.',
    );
    expect(firstMessage(sendVerificationCodeRequestSchema, { email: 'nope' })).toBe(
      'Invalid email address',
    );
    expect(firstMessage(sendVerificationCodeRequestSchema, { phone: '123' })).toBe(
      'Invalid phone number (10-15 digits)',
    );
  });
});

describe('phones', () => {
  it('an added phone has 10 to 15 digits', () => {
    expect(firstMessage(addPhoneRequestSchema, { phone: '' })).toBe('Phone number is required');
    expect(firstMessage(addPhoneRequestSchema, { phone: '017-12345' })).toBe(
      'Invalid phone number (10-15 digits)',
    );
    expect(addPhoneRequestSchema.parse({ phone: '01712345678' })).toEqual({ phone: '01712345678' });
    expect(addPhoneRequestSchema.parse({ phone: '+880 1712-345678' })).toEqual({
      phone: '01712345678',
    });
    expect(sendVerificationCodeRequestSchema.parse({ phone: '০১৭১২৩৪৫৬৭৮' })).toEqual({
      phone: '01712345678',
    });
  });

  it('verified means the primary phone or any extra one', () => {
    expect(hasVerifiedPhone({ session_id: '1' }, [])).toBe(true);
    expect(hasVerifiedPhone({ session_id: '0' }, [{ isverify: 0 }, { isverify: 1 }])).toBe(true);
    expect(hasVerifiedPhone({ session_id: '0' }, [{ isverify: 0 }])).toBe(false);
  });

  it('Add hides after two extra phones', () => {
    expect(canAddExtraPhone([{}])).toBe(true);
    expect(canAddExtraPhone([{}, {}])).toBe(false);
  });
});

describe('profileUserSchema', () => {
  it("reads a missing level as 'Normal'", () => {
    const user = {
      id: 1,
      username: 'player01',
      name: 'Rahim',
      phone: '1712345678',
      email: 'a@b.co',
      currency: 'BDT',
      vip_coin: 0,
      session_id: '0',
      email_verified_at: null,
      dofb: null,
      balance: 0,
      referral_code: 'R1',
      cash_bonus: 0,
      created_at: '2024-01-01T00:00:00.000Z',
    };
    expect(profileUserSchema.parse(user).level).toBe('Normal');
  });
});

describe('birthday rules', () => {
  it('the latest adult birthday is 18 years back, 29 February falling to the 28th', () => {
    expect(latestAdultBirthday('2025-06-15')).toBe('2007-06-15');
    expect(latestAdultBirthday('2024-02-29')).toBe('2006-02-28');
  });

  it('refuses future days, days before 1900 and players under 18', () => {
    const today = '2025-06-15';
    expect(birthdayRefusal('2007-06-15', today)).toBeUndefined();
    expect(birthdayRefusal('1900-01-01', today)).toBeUndefined();
    expect(birthdayRefusal('2007-06-16', today)).toBe('You must be at least 18 years old.');
    expect(birthdayRefusal('2025-06-16', today)).toBe('Please enter a valid date.');
    expect(birthdayRefusal('1899-12-31', today)).toBe('Please enter a valid date.');
  });
});

describe('the requirements list', () => {
  it('has one check per line, all met exactly when the enforced rule is', () => {
    for (const password of ['', 'abc', 'abcdefgh', '12345678', 'abcd1234', 'abcd123!', 'ab1']) {
      const checks = passwordRuleChecks(password);
      expect(checks).toHaveLength(passwordRuleHints.length);
      expect(checks.every(Boolean)).toBe(NEW_PASSWORD_PATTERN.test(password));
    }
  });
});

// Proves the desktop two-step registration checks of [contract: Validation]: each step's single alert,
// the mismatch, the age confirmation, that length limits stay hints, and the currency codes.
import { describe, it, expect } from 'vitest';
import {
  currencyFromTypeCode,
  desktopRegisterFormSchema,
  desktopRegisterMessages,
  desktopRegisterStep1Schema,
  desktopRegisterStep2Schema,
} from './desktop-register.js';
import { firstMessage, messagesOf } from './testing/issues.js';

const step1 = { username: 'rahim', password: 'pass12', confirmPassword: 'pass12' };
const step2 = {
  realName: 'Rahim Uddin',
  phoneNumber: '1712345678',
  email: 'not-checked',
  captcha: '1234',
  ageCheck: true,
};

describe('desktopRegisterStep1Schema', () => {
  it('accepts step 1 and fills the defaults', () => {
    expect(desktopRegisterStep1Schema.parse(step1)).toEqual({
      ...step1,
      currencyType: 8,
      friendReferCode: '',
    });
  });

  it("alerts 'Please fill in all fields.' for any missing field", () => {
    for (const field of ['username', 'password', 'confirmPassword'] as const) {
      expect(firstMessage(desktopRegisterStep1Schema, { ...step1, [field]: '' })).toBe(
        'Please fill in all fields.',
      );
    }
  });

  it("alerts 'Passwords do not match.' once all fields are filled", () => {
    expect(firstMessage(desktopRegisterStep1Schema, { ...step1, confirmPassword: 'pass13' })).toBe(
      'Passwords do not match.',
    );
    expect(messagesOf(desktopRegisterStep1Schema, { ...step1, password: '' })).toEqual([
      'Please fill in all fields.',
    ]);
  });

  it('treats the length limits as hints only', () => {
    for (const username of ['ab', 'a'.repeat(40)]) {
      expect(desktopRegisterStep1Schema.safeParse({ ...step1, username }).success).toBe(true);
    }
    expect(
      desktopRegisterStep1Schema.safeParse({ ...step1, password: 'p', confirmPassword: 'p' })
        .success,
    ).toBe(true);
  });

  it('accepts the three currency codes only', () => {
    expect(desktopRegisterStep1Schema.parse({ ...step1, currencyType: '17' }).currencyType).toBe(
      17,
    );
    expect(firstMessage(desktopRegisterStep1Schema, { ...step1, currencyType: 9 })).toBe(
      'Please select a valid currency.',
    );
    expect(currencyFromTypeCode(8)).toBe('BDT');
    expect(currencyFromTypeCode(7)).toBe('INR');
    expect(currencyFromTypeCode(17)).toBe('PKR');
    expect(currencyFromTypeCode(1)).toBeUndefined();
  });
});

describe('desktopRegisterStep2Schema', () => {
  it('accepts step 2 with +880 and an unchecked e-mail', () => {
    expect(desktopRegisterStep2Schema.parse(step2)).toEqual({ ...step2, callingCode: '880' });
    expect(firstMessage(desktopRegisterStep2Schema, { ...step2, callingCode: '91' })).toBeDefined();
  });

  it("alerts 'Please fill in all fields for step 2.' for any missing field", () => {
    for (const field of ['realName', 'phoneNumber', 'email', 'captcha'] as const) {
      expect(firstMessage(desktopRegisterStep2Schema, { ...step2, [field]: ' ' })).toBe(
        'Please fill in all fields for step 2.',
      );
    }
  });

  it('requires the age confirmation after the fields', () => {
    expect(firstMessage(desktopRegisterStep2Schema, { ...step2, ageCheck: false })).toBe(
      'You must confirm that you are 18 years old.',
    );
    expect(firstMessage(desktopRegisterStep2Schema, { ...step2, ageCheck: undefined })).toBe(
      'You must confirm that you are 18 years old.',
    );
    expect(
      messagesOf(desktopRegisterStep2Schema, { ...step2, captcha: '', ageCheck: false }),
    ).toEqual([
      'Please fill in all fields for step 2.',
      'You must confirm that you are 18 years old.',
    ]);
  });
});

describe('desktopRegisterFormSchema', () => {
  it('accepts the whole form', () => {
    expect(desktopRegisterFormSchema.safeParse({ ...step1, ...step2 }).success).toBe(true);
  });

  it("reports step 1's messages, the mismatch included, before step 2's", () => {
    expect(messagesOf(desktopRegisterFormSchema, { ...step1, confirmPassword: 'other' })).toEqual([
      'Passwords do not match.',
      'Please fill in all fields for step 2.',
      'Please fill in all fields for step 2.',
      'Please fill in all fields for step 2.',
      'Please fill in all fields for step 2.',
      'You must confirm that you are 18 years old.',
    ]);
  });

  it('keeps the confirmation text', () => {
    expect(desktopRegisterMessages.success).toBe('Registration Successful!');
  });
});

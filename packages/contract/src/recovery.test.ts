// Proves the forgot-password and reset rules of [contract: Validation] and the [contract: Error texts] texts: each tab's
// messages in order, the 6-digit OTP, the new-password rule, confirmation and mismatch.
import { describe, it, expect } from 'vitest';
import {
  forgotPasswordRequestSchema,
  otpSentMessage,
  recoveryMessages,
  resetPasswordRequestSchema,
} from './recovery.js';
import { fieldMessages, firstMessage, messagesOf } from './testing/issues.js';

describe('forgotPasswordRequestSchema', () => {
  it('accepts the e-mail tab and the SMS tab', () => {
    expect(
      forgotPasswordRequestSchema.parse({ type: 'email', email: ' a@b.co ', username: 'player01' }),
    ).toEqual({ type: 'email', email: 'a@b.co', username: 'player01' });
    expect(
      forgotPasswordRequestSchema.parse({
        type: 'sms',
        phone: '01712345678',
        username: 'player01',
      }),
    ).toEqual({ type: 'sms', phone: '01712345678', username: 'player01' });
  });

  it('by e-mail: the e-mail first, then the username', () => {
    expect(
      messagesOf(forgotPasswordRequestSchema, { type: 'email', email: '', username: '' }),
    ).toEqual(['Please enter your email address.', 'Please enter your username.']);
    expect(
      firstMessage(forgotPasswordRequestSchema, { type: 'email', email: 'a@b.co', username: ' ' }),
    ).toBe('Please enter your username.');
  });

  it('by SMS: the phone first, then the username', () => {
    expect(messagesOf(forgotPasswordRequestSchema, { type: 'sms' })).toEqual([
      'Please enter your phone number.',
      'Please enter your username.',
    ]);
    expect(
      firstMessage(forgotPasswordRequestSchema, { type: 'sms', phone: '0171', username: '' }),
    ).toBe('Please enter your username.');
  });

  it('names neither tab: our message', () => {
    expect(firstMessage(forgotPasswordRequestSchema, { email: 'a@b.co', username: 'x' })).toBe(
      'Please choose Email or SMS.',
    );
  });
});

describe('resetPasswordRequestSchema', () => {
  const valid = {
    otp: '123456',
    password: 'newpass12',
    password_confirmation: 'newpass12',
    username: 'player01',
  };
  const rule = 'New Password must contain at least one number, one letter, and 8 characters long.';

  it('accepts a valid reset', () => {
    expect(resetPasswordRequestSchema.parse({ ...valid, otp: ' 123456 ' })).toEqual(valid);
  });

  it('requires the OTP, of exactly 6 digits', () => {
    expect(firstMessage(resetPasswordRequestSchema, { ...valid, otp: '' })).toBe(
      'Please enter the OTP.',
    );
    for (const otp of ['12345', '1234567', '12345a']) {
      expect(firstMessage(resetPasswordRequestSchema, { ...valid, otp })).toBe(
        'The OTP must be 6 digits.',
      );
    }
  });

  it('needs 8 letters and digits with at least one of each', () => {
    for (const password of ['', 'abc1234', 'abcdefgh', '12345678', 'abcd123!', 'abcd 1234']) {
      expect(
        firstMessage(resetPasswordRequestSchema, {
          ...valid,
          password,
          password_confirmation: password,
        }),
      ).toBe(rule);
    }
    expect(
      resetPasswordRequestSchema.safeParse({
        ...valid,
        password: 'abcdefg1',
        password_confirmation: 'abcdefg1',
      }).success,
    ).toBe(true);
  });

  it('requires the confirmation, then the same password', () => {
    expect(firstMessage(resetPasswordRequestSchema, { ...valid, password_confirmation: '' })).toBe(
      'Please confirm your new password.',
    );
    expect(
      fieldMessages(resetPasswordRequestSchema, { ...valid, password_confirmation: 'newpass13' }),
    ).toEqual({ password_confirmation: ['Passwords do not match.'] });
  });

  it('checks in the spec order: OTP, password, confirmation', () => {
    expect(messagesOf(resetPasswordRequestSchema, { username: 'player01' })).toEqual([
      'Please enter the OTP.',
      rule,
      'Please confirm your new password.',
    ]);
  });
});

describe('recovery texts', () => {
  it('keeps the [contract: Error texts] texts verbatim', () => {
    expect(otpSentMessage('email')).toBe('OTP sent successfully. Please check your email.');
    expect(otpSentMessage('sms')).toBe('OTP sent successfully. Please check your sms.');
    expect(recoveryMessages).toMatchObject({
      sendFailed: 'Failed to send OTP. Please try again.',
      sendError: 'An error occurred while sending the OTP. Please try again.',
      resetFailed: 'Failed to change password. Please try again.',
      resetSuccess: 'Password changed successfully. Please login with your new password.',
    });
  });
});

// Proves the profile's pure parts: the m:ss countdown, which call each contact's code uses, the [contract: Error texts]
// failure texts, and that every contract message the screen translates reads the same in English.
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../shared/api-client';
import { codeField, sendCodeCall, verifyCodeCall } from './contact';
import { formatCountdown, secondsLeft } from './countdown';
import { birthdayFailure, codeFailureMessage } from './profile-failures';
import { dhakaToday } from '../../shared/format/dhaka-today';

describe('countdown', () => {
  it('reads m:ss', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-4)).toBe('0:00');
  });

  it('rounds the seconds left up and never below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 200)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});

describe('contact calls', () => {
  it('sends and checks each kind of contact through its own call', () => {
    expect(sendCodeCall({ kind: 'email', value: 'a@b.co' })).toEqual({
      path: '/api/send-verification-code',
      body: { email: 'a@b.co' },
    });
    expect(sendCodeCall({ kind: 'phone', value: '01712345678' })).toEqual({
      path: '/api/send-verification-code',
      body: { phone: '01712345678' },
    });
    expect(sendCodeCall({ kind: 'extra_phone', value: '01812345678' })).toEqual({
      path: '/api/add/send-verification-code',
      body: { phone: '01812345678' },
    });
    expect(verifyCodeCall({ kind: 'email', value: 'a@b.co' }, '123456')).toEqual({
      path: '/api/verify-email',
      body: { code: '123456' },
    });
    expect(verifyCodeCall({ kind: 'phone', value: '01712345678' }, '123456')).toEqual({
      path: '/api/verify-phone-number',
      body: { verification_code: '123456' },
    });
    expect(verifyCodeCall({ kind: 'extra_phone', value: '01812345678' }, '123456')).toEqual({
      path: '/api/add/verify-phone-number',
      body: { verification_code: '123456', phone: '01812345678' },
    });
    expect(codeField({ kind: 'email', value: 'a@b.co' })).toBe('code');
    expect(codeField({ kind: 'extra_phone', value: '01812345678' })).toBe('verification_code');
  });
});

describe('failure texts ([contract: Error texts])', () => {
  it("a code failure shows the server's message, else 'Failed to send code'", () => {
    expect(codeFailureMessage(new ApiError(429, 'Please wait.'))).toBe('Please wait.');
    expect(codeFailureMessage(new ApiError(500, undefined))).toBe('Failed to send code');
    expect(codeFailureMessage(new NetworkError('offline'))).toBe('Failed to send code');
  });

  it("a birthday failure is 'Failed to update DOFB', with the server's reason", () => {
    expect(birthdayFailure(new ApiError(422, 'Too young.'))).toEqual({
      message: 'Failed to update DOFB',
      reason: 'Too young.',
    });
    expect(birthdayFailure(new NetworkError('offline'))).toEqual({
      message: 'Failed to update DOFB',
      reason: undefined,
    });
  });
});

describe('dhakaToday', () => {
  it('is the Bangladesh date, six hours ahead of UTC', () => {
    expect(dhakaToday(Date.parse('2025-06-15T17:59:59Z'))).toBe('2025-06-15');
    expect(dhakaToday(Date.parse('2025-06-15T18:00:00Z'))).toBe('2025-06-16');
  });
});

// Proves every login and mobile signup rule of [contract: Validation]: each message is produced by an input
// that breaks only its rule, the length and digit limits hold at their edges, and valid input passes.
import { describe, it, expect } from 'vitest';
import { loginRequestSchema, signupRequestSchema, userShowQuerySchema } from './auth.js';
import { fieldMessages, firstMessage, messagesOf } from './testing/issues.js';

describe('loginRequestSchema', () => {
  const valid = { username: 'player01', password: 'secret123' };

  it('accepts a valid login and trims the username', () => {
    expect(loginRequestSchema.parse({ ...valid, username: '  player01 ' })).toEqual(valid);
  });

  it('requires the username', () => {
    expect(firstMessage(loginRequestSchema, { ...valid, username: '' })).toBe(
      'Username is required',
    );
    expect(firstMessage(loginRequestSchema, { password: valid.password })).toBe(
      'Username is required',
    );
    expect(firstMessage(loginRequestSchema, { ...valid, username: '   ' })).toBe(
      'Username is required',
    );
  });

  it('allows letters and digits only in the username', () => {
    for (const username of ['player_01', 'player 01', 'playér01', 'player-01']) {
      expect(firstMessage(loginRequestSchema, { ...valid, username })).toBe(
        'Invalid username (only letters and numbers)',
      );
    }
  });

  it('requires the password, then at least 8 characters', () => {
    expect(firstMessage(loginRequestSchema, { ...valid, password: '' })).toBe(
      'Password is required',
    );
    expect(firstMessage(loginRequestSchema, { username: valid.username })).toBe(
      'Password is required',
    );
    expect(firstMessage(loginRequestSchema, { ...valid, password: 'abc1234' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(loginRequestSchema.safeParse({ ...valid, password: 'abc12345' }).success).toBe(true);
  });
});

describe('signupRequestSchema', () => {
  const valid = {
    username: 'player01',
    password: 'secret123',
    confirmPassword: 'secret123',
    name: 'Rahim Uddin',
    phone: '1712345678',
    email: 'rahim@example.com',
    currency: 'BDT',
    referral_code: '',
    agent_code: '',
    status: 'active',
  };

  it('accepts a valid signup and leaves full name and referral code unchecked', () => {
    const parsed = signupRequestSchema.parse({ ...valid, name: '', referral_code: '  ' });
    expect(parsed.username).toBe('player01');
    expect(parsed.referral_code).toBeUndefined();
    expect(signupRequestSchema.safeParse({ ...valid, name: 'x'.repeat(100) }).success).toBe(true);
  });

  it('requires the username and allows letters and digits only', () => {
    expect(firstMessage(signupRequestSchema, { ...valid, username: '' })).toBe(
      'Username is required',
    );
    expect(firstMessage(signupRequestSchema, { ...valid, username: 'player_01' })).toBe(
      'Invalid username (only letters and numbers)',
    );
  });

  it('keeps the username between 8 and 16 characters, edges included', () => {
    const lengthMessage = 'Username must be between 8 and 16 characters';
    expect(firstMessage(signupRequestSchema, { ...valid, username: 'a'.repeat(7) })).toBe(
      lengthMessage,
    );
    expect(signupRequestSchema.safeParse({ ...valid, username: 'a'.repeat(8) }).success).toBe(true);
    expect(signupRequestSchema.safeParse({ ...valid, username: 'a'.repeat(16) }).success).toBe(
      true,
    );
    expect(firstMessage(signupRequestSchema, { ...valid, username: 'a'.repeat(17) })).toBe(
      lengthMessage,
    );
  });

  it('requires a well-formed e-mail', () => {
    expect(firstMessage(signupRequestSchema, { ...valid, email: '' })).toBe('Email is required');
    expect(firstMessage(signupRequestSchema, { ...valid, email: 'rahim@' })).toBe(
      'Invalid email address',
    );
    expect(firstMessage(signupRequestSchema, { ...valid, email: 'rahim.example.com' })).toBe(
      'Invalid email address',
    );
  });

  it('requires a phone of 10 to 15 digits, edges included', () => {
    const phoneMessage = 'Invalid phone number (10-15 digits)';
    expect(firstMessage(signupRequestSchema, { ...valid, phone: '' })).toBe(
      'Phone number is required',
    );
    expect(firstMessage(signupRequestSchema, { ...valid, phone: '9'.repeat(9) })).toBe(
      phoneMessage,
    );
    expect(signupRequestSchema.safeParse({ ...valid, phone: '9'.repeat(10) }).success).toBe(true);
    expect(signupRequestSchema.safeParse({ ...valid, phone: '9'.repeat(15) }).success).toBe(true);
    expect(firstMessage(signupRequestSchema, { ...valid, phone: '9'.repeat(16) })).toBe(
      phoneMessage,
    );
    expect(firstMessage(signupRequestSchema, { ...valid, phone: '+8801712345' })).toBe(
      phoneMessage,
    );
    expect(firstMessage(signupRequestSchema, { ...valid, phone: '01712-34a678' })).toBe(
      phoneMessage,
    );
  });

  it('takes a phone as people type it and keeps one form (Bangla digits, spaces, +880)', () => {
    for (const typed of [
      '০১৭১১২২৩৩৪৪',
      '+880 1711-223-344',
      '+8801711 223344',
      '8801711223344',
      '00880 1711 223344',
      '+88 01711-223344',
      '(01711) 223344',
    ]) {
      expect(signupRequestSchema.parse({ ...valid, phone: typed }).phone, typed).toBe(
        '01711223344',
      );
    }
    // Another country's number keeps its code, without the +.
    expect(signupRequestSchema.parse({ ...valid, phone: '+91 98765 43210' }).phone).toBe(
      '919876543210',
    );
  });

  it('requires a password of at least 8 letters and digits only', () => {
    expect(firstMessage(signupRequestSchema, { ...valid, password: '' })).toBe(
      'Password is required',
    );
    expect(
      firstMessage(signupRequestSchema, {
        ...valid,
        password: 'abc1234',
        confirmPassword: 'abc1234',
      }),
    ).toBe('Password must be at least 8 characters');
    expect(
      firstMessage(signupRequestSchema, {
        ...valid,
        password: 'secret12!',
        confirmPassword: 'secret12!',
      }),
    ).toBe('Password can only contain letters and numbers (no special characters)');
  });

  it('requires the confirmation and reports a mismatch only when both passwords passed', () => {
    expect(firstMessage(signupRequestSchema, { ...valid, confirmPassword: '' })).toBe(
      'Confirm Password is required',
    );
    expect(fieldMessages(signupRequestSchema, { ...valid, confirmPassword: 'secret124' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    });
    expect(
      messagesOf(signupRequestSchema, { ...valid, password: '', confirmPassword: 'x' }),
    ).not.toContain('Passwords do not match');
  });

  it('reports only "required" for an empty field', () => {
    expect(
      fieldMessages(signupRequestSchema, { ...valid, username: '', phone: '', email: '' }),
    ).toEqual({
      username: ['Username is required'],
      phone: ['Phone number is required'],
      email: ['Email is required'],
    });
    expect(fieldMessages(loginRequestSchema, { username: '', password: '' })).toEqual({
      username: ['Username is required'],
      password: ['Password is required'],
    });
  });

  it('reports each failing field once per rule, in the form order', () => {
    expect(Object.keys(fieldMessages(signupRequestSchema, {}))).toEqual([
      'username',
      'password',
      'confirmPassword',
      'phone',
      'email',
    ]);
  });
});

describe('userShowQuerySchema', () => {
  it('coerces the remote_id query string', () => {
    expect(userShowQuerySchema.parse({ remote_id: '42' })).toEqual({ remote_id: 42 });
    expect(firstMessage(userShowQuerySchema, {})).toBe('remote_id is required');
  });
});

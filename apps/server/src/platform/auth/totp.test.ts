/** HOTP and TOTP against the RFCs' own test vectors, base32 round trips and the drift window. */
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotpStep,
  newTotpSecret,
  otpauthUri,
  totpCode,
  totpStep,
} from './totp.js';

const RFC_KEY = Buffer.from('12345678901234567890', 'ascii');

describe('hotp', () => {
  it('gives the RFC 4226 appendix D values for counters 0–9', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ];
    expect(expected.map((_, counter) => hotp(RFC_KEY, counter))).toEqual(expected);
  });
});

describe('totp', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('gives the RFC 6238 appendix B SHA1 value at %i s', (seconds, code) => {
    expect(totpCode(RFC_KEY, seconds * 1000, 8)).toBe(code);
  });

  it('accepts the previous, current and next step and nothing further', () => {
    const secret = base32Encode(RFC_KEY);
    const now = 1111111111 * 1000;
    const step = totpStep(now);
    for (const offset of [-1, 0, 1]) {
      const code = totpCode(RFC_KEY, now + offset * 30_000);
      expect(matchTotpStep(secret, code, now)).toBe(step + offset);
    }
    expect(matchTotpStep(secret, totpCode(RFC_KEY, now - 60_000), now)).toBeUndefined();
    expect(matchTotpStep(secret, totpCode(RFC_KEY, now + 60_000), now)).toBeUndefined();
    expect(matchTotpStep(secret, '12345', now)).toBeUndefined();
  });
});

describe('base32', () => {
  it('encodes the RFC 4648 test vector and reads it back, spaced, lower case or padded', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('mzxw 6ytb oi======').toString()).toBe('foobar');
    expect(base32Encode(RFC_KEY)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('makes 160-bit secrets that differ each time', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32Decode('ABC1')).toThrow();
  });
});

describe('otpauthUri', () => {
  it('names the issuer and account and carries the parameters apps read', () => {
    expect(otpauthUri('Khela', 'ops.lead', 'ABCDEF')).toBe(
      'otpauth://totp/Khela:ops.lead?secret=ABCDEF&issuer=Khela&algorithm=SHA1&digits=6&period=30',
    );
  });
});

// Proves the phone select offers the verified phone in its 11-digit local form, and nothing for an
// unverified phone or a number with no such form.
import { describe, expect, it } from 'vitest';
import { localPhoneDigits, verifiedPayerPhones } from './payer-phone';

describe('payer phones', () => {
  it('reads local, +880 and 880 forms as the 11-digit number', () => {
    expect(localPhoneDigits('01712345678')).toBe('01712345678');
    expect(localPhoneDigits('+8801712345678')).toBe('01712345678');
    expect(localPhoneDigits('880 1712-345678')).toBe('01712345678');
    expect(localPhoneDigits('1712345678')).toBeUndefined();
    expect(localPhoneDigits('+919876543210')).toBeUndefined();
  });

  it('offers the phone only once it is verified', () => {
    expect(verifiedPayerPhones({ phone: '01712345678', session_id: '1' })).toEqual(['01712345678']);
    expect(verifiedPayerPhones({ phone: '01712345678', session_id: '0' })).toEqual([]);
  });
});

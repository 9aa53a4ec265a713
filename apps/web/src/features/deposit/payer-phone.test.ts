// Proves the phone select offers the verified phones (primary first, then verified extra ones) in
// their 11-digit local form, once each, and nothing unverified or without such a form.
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

  it('offers verified phones only, primary first, each once', () => {
    const extra = [
      { contract_value: '01811111111', isverify: 1 as const },
      { contract_value: '01922222222', isverify: 0 as const },
      { contract_value: '+8801712345678', isverify: 1 as const },
    ];
    expect(verifiedPayerPhones({ phone: '01712345678', session_id: '1' }, extra)).toEqual([
      '01712345678',
      '01811111111',
    ]);
    expect(verifiedPayerPhones({ phone: '01712345678', session_id: '0' }, extra)).toEqual([
      '01811111111',
      '01712345678',
    ]);
    expect(verifiedPayerPhones({ phone: '01712345678', session_id: '0' }, [])).toEqual([]);
  });
});

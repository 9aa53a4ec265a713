/**
 * The identity rules without a database: a document's date of birth against the profile's and the
 * player's age on the Bangladesh day, and which withdrawals need an approved identity.
 */
import { describe, expect, it } from 'vitest';
import { fillMessage, identityMessages, profileMessages } from '@khela/contract';
import { dateOfBirthRefusal, withdrawalIdentityRefusal } from './rules.js';

describe('a document date of birth', () => {
  it('needs a birthday on the profile first, whatever the document says', () => {
    expect(dateOfBirthRefusal('1990-05-17', null, '2026-12-01')).toEqual({
      message: identityMessages.birthdayMissing,
      errors: { date_of_birth: [identityMessages.birthdayMissing] },
    });
  });

  it('must be the profile birthday to the day', () => {
    expect(dateOfBirthRefusal('1990-05-17', '1990-05-17', '2026-12-01')).toBeUndefined();
    expect(dateOfBirthRefusal('1990-05-18', '1990-05-17', '2026-12-01')?.errors).toEqual({
      date_of_birth: [identityMessages.dateOfBirthMismatch],
    });
  });

  it('makes the player 18 on the day of submission, not a day later', () => {
    expect(dateOfBirthRefusal('2008-12-01', '2008-12-01', '2026-12-01')).toBeUndefined();
    expect(dateOfBirthRefusal('2008-12-02', '2008-12-02', '2026-12-01')?.message).toBe(
      profileMessages.birthdayUnderage,
    );
  });

  it('takes a 29 February birthday as adult from 1 March of a common eighteenth year', () => {
    expect(dateOfBirthRefusal('2008-02-29', '2008-02-29', '2026-03-01')).toBeUndefined();
    expect(dateOfBirthRefusal('2008-02-29', '2008-02-29', '2026-02-28')?.message).toBe(
      profileMessages.birthdayUnderage,
    );
  });

  it('refuses a date in the future or before 1900', () => {
    expect(dateOfBirthRefusal('2027-01-01', '2027-01-01', '2026-12-01')?.message).toBe(
      profileMessages.birthdayInvalid,
    );
    expect(dateOfBirthRefusal('1899-12-31', '1899-12-31', '2026-12-01')?.message).toBe(
      profileMessages.birthdayInvalid,
    );
  });
});

describe('a withdrawal and the identity thresholds', () => {
  const thresholds = { singleTaka: 10_000, lifetimeTaka: 100_000 };
  const taka = (amount: number) => amount * 100;

  it('passes at the single threshold and refuses a paisa above it', () => {
    const at = { amountPaisa: taka(10_000), totalPaisa: taka(10_000), identityApproved: false };
    expect(withdrawalIdentityRefusal(at, thresholds)).toBeUndefined();
    const above = { ...at, amountPaisa: taka(10_000) + 1, totalPaisa: taka(10_000) + 1 };
    expect(withdrawalIdentityRefusal(above, thresholds)).toBe(
      fillMessage(identityMessages.withdrawalNeedsIdentity, { threshold: '৳10,000.00' }),
    );
  });

  it('refuses a small withdrawal that takes the lifetime total past its threshold', () => {
    const small = { amountPaisa: taka(600), totalPaisa: taka(100_000), identityApproved: false };
    expect(withdrawalIdentityRefusal(small, thresholds)).toBeUndefined();
    expect(withdrawalIdentityRefusal({ ...small, totalPaisa: taka(100_001) }, thresholds)).toBe(
      fillMessage(identityMessages.lifetimeNeedsIdentity, { threshold: '৳1,00,000.00' }),
    );
  });

  it('lets an approved identity withdraw above both', () => {
    expect(
      withdrawalIdentityRefusal(
        { amountPaisa: taka(25_000), totalPaisa: taka(500_000), identityApproved: true },
        thresholds,
      ),
    ).toBeUndefined();
  });

  it('takes a threshold of 0 as: every withdrawal needs an approved identity', () => {
    const any = { amountPaisa: taka(500), totalPaisa: taka(500), identityApproved: false };
    expect(withdrawalIdentityRefusal(any, { singleTaka: 0, lifetimeTaka: 0 })).toBeDefined();
  });
});

// Proves the change-password form's rules: one message at a time in the spec's order ([contract: Validation]), the
// failure texts of [contract: Error texts], and that the requirements list and the messages read as the contract has them.
import { changePasswordRequestSchema, passwordRuleHints } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../shared/api-client';
import { placeRefusal } from '../../shared/forms/use-contract-form';
import { en } from '../../shared/i18n/en';
import { changePasswordFields, changeRefusalTexts } from './api/change-password';
import { ruleKeys } from './screens/change-password-screen';

const rule = 'New Password must contain at least one number, one letter, and 8 characters long.';

/** The one message the form shows: the schema's first issue (see `isOneMessageAtATime`). */
function firstIssueOf(form: Record<(typeof changePasswordFields)[number], string>) {
  const parsed = changePasswordRequestSchema.safeParse(form);
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  return issue ? { field: String(issue.path[0]), message: issue.message } : undefined;
}

/** Where the screen shows a refusal: under one field, or above the button. */
function changeFailureOf(error: unknown) {
  const placed = placeRefusal(error, changePasswordFields, changeRefusalTexts, true);
  const [field, message] = Object.entries(placed.fieldErrors)[0] ?? [];
  return field ? { field, message } : { field: undefined, message: placed.failure?.message };
}

describe('the first issue', () => {
  it("checks in the spec's order: new password, current, confirmation, match", () => {
    const empty = { old_password: '', new_password: '', new_password_confirmation: '' };
    expect(firstIssueOf(empty)).toEqual({ field: 'new_password', message: rule });
    const withNew = { ...empty, new_password: 'fresh2025' };
    expect(firstIssueOf(withNew)).toEqual({
      field: 'old_password',
      message: 'Please enter your current password.',
    });
    const withCurrent = { ...withNew, old_password: 'secret123' };
    expect(firstIssueOf(withCurrent)).toEqual({
      field: 'new_password_confirmation',
      message: 'Please confirm your new password.',
    });
    expect(firstIssueOf({ ...withCurrent, new_password_confirmation: 'fresh2026' })).toEqual({
      field: 'new_password_confirmation',
      message: 'Passwords do not match.',
    });
    expect(firstIssueOf({ ...withCurrent, new_password_confirmation: 'fresh2025' })).toBe(
      undefined,
    );
  });

  it('refuses special characters, short passwords and one kind of character', () => {
    for (const password of ['abc123', 'abcdefgh', '12345678', 'fresh2025!']) {
      expect(
        firstIssueOf({
          old_password: 'secret123',
          new_password: password,
          new_password_confirmation: password,
        })?.message,
      ).toBe(rule);
    }
  });
});

describe('changeFailureOf ([contract: Error texts])', () => {
  it("puts a field's message at its field, else the server's message, else the fallbacks", () => {
    expect(
      changeFailureOf(
        new ApiError(422, 'The given data was invalid.', {
          remote_id: ['The remote id is invalid.'],
          old_password: ['Your current password is incorrect.'],
        }),
      ),
    ).toEqual({ field: undefined, message: 'The remote id is invalid.' });
    expect(
      changeFailureOf(
        new ApiError(422, 'Your current password is incorrect.', {
          old_password: ['Your current password is incorrect.'],
        }),
      ),
    ).toEqual({ field: 'old_password', message: 'Your current password is incorrect.' });
    expect(changeFailureOf(new ApiError(429, 'Slow down.'))).toEqual({
      field: undefined,
      message: 'Slow down.',
    });
    expect(changeFailureOf(new ApiError(500, undefined))).toEqual({
      field: undefined,
      message: 'Failed to change password. Please try again.',
    });
    expect(changeFailureOf(new NetworkError('offline'))).toEqual({
      field: undefined,
      message: 'An error occurred while changing the password. Please try again.',
    });
  });
});

describe('texts', () => {
  it('lists the rule the server enforces, line by line, in English as the contract has it', () => {
    expect(ruleKeys.map((key) => en.password.requirements[key])).toEqual([...passwordRuleHints]);
  });
});

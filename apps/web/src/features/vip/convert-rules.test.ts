// The Convert VP rules: the field's live [contract: Validation] message, the submit check, the [contract: Error texts] failure texts and
// the preview of what a conversion pays.
import { vipMessages } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../shared/api-client';
import {
  conversionPreviewTaka,
  convertFailureMessage,
  convertFieldMessage,
  convertPointsSchema,
  typedPoints,
} from './convert-rules';

/** The first message of the submit check, or undefined when it passes. */
function submitProblem(text: string): string | undefined {
  const parsed = convertPointsSchema.safeParse({ vip_coin: text });
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

describe('convert rules', () => {
  it('shows the field message below the minimum and above the points held, not while empty', () => {
    expect(convertFieldMessage('', 100)).toBeUndefined();
    expect(convertFieldMessage('  ', 100)).toBeUndefined();
    expect(convertFieldMessage('9', 100)).toBe(vipMessages.notEnoughPoints);
    expect(convertFieldMessage('101', 100)).toBe(vipMessages.notEnoughPoints);
    expect(convertFieldMessage('abc', 100)).toBe(vipMessages.notEnoughPoints);
    expect(convertFieldMessage('10', 100)).toBeUndefined();
    expect(convertFieldMessage('100', 100)).toBeUndefined();
  });

  it("stops a submit below 10 with 'Minimum VP Required: 10.' and a fraction with its own text", () => {
    for (const text of ['', '0', '9', 'abc', '-5']) {
      expect(submitProblem(text), text).toBe(vipMessages.minimumRequired);
    }
    expect(submitProblem('10.5')).toBe(vipMessages.wholePoints);
    expect(submitProblem('10')).toBeUndefined();
    // More than the player holds goes to the server, whose message the panel shows.
    expect(submitProblem('99999')).toBeUndefined();
  });

  it('reads only whole points', () => {
    expect(typedPoints(' 25 ')).toBe(25);
    expect(typedPoints('2.5')).toBeUndefined();
    expect(typedPoints('')).toBeUndefined();
    expect(typedPoints('99999999999999999999')).toBeUndefined();
  });

  it('shows the server message, else "An error occurred", and the network text', () => {
    expect(convertFailureMessage(new ApiError(400, vipMessages.insufficientPoints))).toBe(
      vipMessages.insufficientPoints,
    );
    expect(convertFailureMessage(new ApiError(500, undefined))).toBe('An error occurred');
    expect(convertFailureMessage(new NetworkError('offline'))).toBe(
      'An error occurred while converting coins.',
    );
    expect(convertFailureMessage(new Error('odd'))).toBe('An error occurred');
  });

  it('previews the taka once the minimum is reached', () => {
    expect(conversionPreviewTaka(9, 1)).toBeUndefined();
    expect(conversionPreviewTaka(10, 1)).toBe(10);
    expect(conversionPreviewTaka(25, 0.5)).toBe(12.5);
    expect(conversionPreviewTaka(25, 0)).toBeUndefined();
    expect(conversionPreviewTaka(Number.MAX_SAFE_INTEGER, 1)).toBeUndefined();
  });
});

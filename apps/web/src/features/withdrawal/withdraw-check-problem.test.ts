// Proves how the pre-check's and the submit's failures read ([contract: Error texts]): Date of Birth → profile link,
// unfinished turnover → the turnover link, other 400 → its error, other answers and no answer →
// the spec's two generic texts; a submit's 422 goes under its fields.
import { withdrawMessages } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../shared/api-client';
import { withdrawCheckProblem } from './withdraw-check-problem';
import { withdrawSubmitFailure } from './withdraw-submit-failure';

describe('withdrawCheckProblem', () => {
  it('links a Date of Birth error to the profile, whatever its case', () => {
    const message = withdrawMessages.dateOfBirthRequired;
    expect(withdrawCheckProblem(new ApiError(400, message))).toEqual({
      kind: 'dateOfBirth',
      message,
    });
    expect(withdrawCheckProblem(new ApiError(400, 'Missing date of birth'))).toEqual({
      kind: 'dateOfBirth',
      message: 'Missing date of birth',
    });
  });

  it('turns unfinished turnover, or a 400 without words, into the turnover link', () => {
    expect(withdrawCheckProblem(new ApiError(400, withdrawMessages.turnoverIncomplete))).toEqual({
      kind: 'turnover',
    });
    expect(withdrawCheckProblem(new ApiError(400, undefined))).toEqual({ kind: 'turnover' });
  });

  it('shows any other 400 as sent', () => {
    expect(withdrawCheckProblem(new ApiError(400, 'Account on hold'))).toEqual({
      kind: 'message',
      message: 'Account on hold',
    });
  });

  it('uses the generic texts for other answers and for no answer', () => {
    expect(withdrawCheckProblem(new ApiError(500, 'Internal Server Error'))).toEqual({
      kind: 'message',
      message: withdrawMessages.checkFailed,
    });
    expect(withdrawCheckProblem(new NetworkError('offline'))).toEqual({
      kind: 'message',
      message: withdrawMessages.checkUnknown,
    });
  });
});

describe('withdrawSubmitFailure', () => {
  it('puts 422 messages under their fields', () => {
    const error = new ApiError(422, withdrawMessages.accountNotVerified, {
      account_number: [withdrawMessages.accountNotVerified],
    });
    expect(withdrawSubmitFailure(error)).toEqual({
      fieldErrors: { account_number: withdrawMessages.accountNotVerified },
      problem: undefined,
    });
  });

  it('reads a 400 like the pre-check, and another refusal as sent', () => {
    expect(
      withdrawSubmitFailure(new ApiError(400, withdrawMessages.turnoverIncomplete)).problem,
    ).toEqual({
      kind: 'turnover',
    });
    expect(
      withdrawSubmitFailure(new ApiError(409, withdrawMessages.insufficientBalance)).problem,
    ).toEqual({
      kind: 'message',
      message: withdrawMessages.insufficientBalance,
    });
  });

  it("answers a server fault or no answer with 'An error occurred. Please try again.'", () => {
    for (const error of [
      new ApiError(500, 'Internal Server Error'),
      new NetworkError('offline'),
      new Error('x'),
    ]) {
      expect(withdrawSubmitFailure(error).problem).toEqual({
        kind: 'message',
        message: withdrawMessages.failed,
      });
    }
  });
});

/**
 * How the withdraw pre-check's failure reads ([contract: Error texts]): a 400 whose error mentions the Date
 * of Birth points to the profile; unfinished turnover (or a 400 without an error) is the link
 * 'Please complete your turnover and try again.' to the turnover record; any other 400 shows its
 * error; another answer is 'An error occurred.' and no answer at all 'An unknown error occurred.'
 */
import { isDateOfBirthError, withdrawMessages } from '@khela/contract';
import { isApiError } from '../../shared/api-client';

export type WithdrawCheckProblem =
  | { kind: 'dateOfBirth'; message: string }
  | { kind: 'turnover' }
  | { kind: 'message'; message: string };

export const WITHDRAW_CHECK_REFUSED_STATUS = 400;

export function withdrawCheckProblem(error: unknown): WithdrawCheckProblem {
  if (!isApiError(error)) return { kind: 'message', message: withdrawMessages.checkUnknown };
  if (error.status !== WITHDRAW_CHECK_REFUSED_STATUS) {
    return { kind: 'message', message: withdrawMessages.checkFailed };
  }
  const message = error.serverMessage?.trim();
  if (message && isDateOfBirthError(message)) return { kind: 'dateOfBirth', message };
  if (!message || message === withdrawMessages.turnoverIncomplete) return { kind: 'turnover' };
  return { kind: 'message', message };
}

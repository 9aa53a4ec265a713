/**
 * How the withdraw pre-check's failure reads ([contract: Error texts]): a 400 whose error mentions the Date
 * of Birth points to the profile; unfinished turnover (or a 400 without an error) is the link
 * 'Please complete your turnover and try again.' to the turnover record; any other 400 shows its
 * error; another answer is 'An error occurred.' and no answer at all 'An unknown error occurred.'
 * A submit refused for want of a verified identity (ours) points to /account/identity.
 */
import { isDateOfBirthError, playerMessageReader, withdrawMessages } from '@khela/contract';
import { isApiError } from '../../shared/api-client';

export type WithdrawCheckProblem =
  | { kind: 'dateOfBirth'; message: string }
  | { kind: 'turnover' }
  | { kind: 'identity'; message: string }
  | { kind: 'message'; message: string };

export const WITHDRAW_CHECK_REFUSED_STATUS = 400;

export function withdrawCheckProblem(error: unknown): WithdrawCheckProblem {
  if (!isApiError(error)) return { kind: 'message', message: withdrawMessages.checkUnknown };
  if (error.status !== WITHDRAW_CHECK_REFUSED_STATUS) {
    return { kind: 'message', message: withdrawMessages.checkFailed };
  }
  const message = error.serverMessage?.trim();
  if (message && isDateOfBirthError(message)) return { kind: 'dateOfBirth', message };
  if (message && isIdentityRefusal(message)) return { kind: 'identity', message };
  if (!message || message === withdrawMessages.turnoverIncomplete) return { kind: 'turnover' };
  return { kind: 'message', message };
}

const identityRefusalCodes: readonly string[] = [
  'identity.withdrawalNeedsIdentity',
  'identity.lifetimeNeedsIdentity',
];

function isIdentityRefusal(message: string): boolean {
  const code = playerMessageReader.readMessage(message)?.code;
  return code !== undefined && identityRefusalCodes.includes(code);
}

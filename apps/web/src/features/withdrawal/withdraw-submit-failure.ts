/**
 * How a refused or failed withdrawal reads ([contract: Error texts]): field errors of a 422 go under their
 * fields; a 400 reads like the pre-check (a Date of Birth error links to the profile, unfinished
 * turnover to the turnover record); another refusal shows the server's words; a server fault or
 * no answer is 'An error occurred. Please try again.'
 */
import { withdrawMessages } from '@khela/contract';
import { isApiError } from '../../shared/api-client';
import {
  WITHDRAW_CHECK_REFUSED_STATUS,
  withdrawCheckProblem,
  type WithdrawCheckProblem,
} from './withdraw-check-problem';
import { withdrawFields, type WithdrawField } from './withdraw-rules';

export interface WithdrawSubmitFailure {
  fieldErrors: Partial<Record<WithdrawField, string>>;
  problem: WithdrawCheckProblem | undefined;
}

const SERVER_FAULT_STATUS_MIN = 500;

export function withdrawSubmitFailure(error: unknown): WithdrawSubmitFailure {
  const failed: WithdrawSubmitFailure = {
    fieldErrors: {},
    problem: { kind: 'message', message: withdrawMessages.failed },
  };
  if (!isApiError(error) || error.status >= SERVER_FAULT_STATUS_MIN) return failed;
  if (error.status === WITHDRAW_CHECK_REFUSED_STATUS) {
    return { fieldErrors: {}, problem: withdrawCheckProblem(error) };
  }
  const fieldErrors: Partial<Record<WithdrawField, string>> = {};
  for (const field of withdrawFields) {
    const message = error.errors?.[field]?.[0];
    if (message) fieldErrors[field] = message;
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors, problem: undefined };
  const message = error.serverMessage ?? withdrawMessages.failed;
  return { fieldErrors: {}, problem: { kind: 'message', message } };
}

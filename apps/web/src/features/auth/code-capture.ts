/**
 * The code-capture routes /referral_code, /affiliate_code and /agent_code ([contract: Screens]): read
 * the query parameter of the route's name, store it under that key, go to signup. A missing code
 * raises the spec's alert and still goes to signup: whoever followed a broken invite link most
 * likely came to register.
 */
import { readCapturedCode, type CapturedCodeType } from '@khela/contract';
import { storeCapturedCode } from './captured-codes';

export interface CodeCaptureOptions {
  signupHref: string;
  /** The translated 'No {type} found in the URL'. */
  missingMessage: (type: CapturedCodeType) => string;
  alert?: (message: string) => void;
}

/** Stores the code found in `search` and returns where to go next. */
export function captureCode(
  type: CapturedCodeType,
  search: string,
  { signupHref, missingMessage, alert = (message) => window.alert(message) }: CodeCaptureOptions,
): string {
  const result = readCapturedCode(type, new URLSearchParams(search).get(type));
  if (result.ok) storeCapturedCode(type, result.code);
  else alert(missingMessage(type));
  return signupHref;
}

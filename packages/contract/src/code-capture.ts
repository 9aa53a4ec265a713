/** Code-capture routes ([contract: Screens]): /referral_code, /affiliate_code, /agent_code. */
import { z } from 'zod';
import { fillMessage } from './message-text.js';

/** Each is a route, a query parameter and a local storage key of the same name. */
export const capturedCodeTypes = ['referral_code', 'affiliate_code', 'agent_code'] as const;
export type CapturedCodeType = (typeof capturedCodeTypes)[number];

/** Where every capture route goes once the code is stored. */
export const CODE_CAPTURE_REDIRECT_PATH = '/signup';

export const codeCaptureMessages = {
  /** The alert when the route's query parameter is missing. */
  missing: 'No {{type}} found in the URL',
} as const;

export function missingCodeMessage(type: CapturedCodeType): string {
  return fillMessage(codeCaptureMessages.missing, { type });
}

/** Our limit: the signup payload accepts codes up to 64 characters. */
export const capturedCodeSchema = z.string().trim().min(1).max(64);

export type CodeCaptureResult =
  | { ok: true; type: CapturedCodeType; code: string }
  | { ok: false; type: CapturedCodeType; message: string };

/** Checks the value of the route's own query parameter (`searchParams.get(type)`). */
export function readCapturedCode(
  type: CapturedCodeType,
  value: string | null | undefined,
): CodeCaptureResult {
  const parsed = capturedCodeSchema.safeParse(value ?? '');
  if (!parsed.success) return { ok: false, type, message: missingCodeMessage(type) };
  return { ok: true, type, code: parsed.data };
}

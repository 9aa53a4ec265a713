/**
 * Referral, agent and affiliate codes captured from links ([contract: Screens]). Each is kept under
 * the local storage key of its own name until a signup succeeds.
 */
import { capturedCodeTypes, type CapturedCodeType } from '@khela/contract';
import { readStorage, removeStorage, storageKeys, writeStorage } from '../../shared/storage';

const codeKeys = {
  referral_code: storageKeys.referralCode,
  affiliate_code: storageKeys.affiliateCode,
  agent_code: storageKeys.agentCode,
} as const satisfies Record<CapturedCodeType, string>;

export type CapturedCodes = Partial<Record<CapturedCodeType, string>>;

export function storeCapturedCode(type: CapturedCodeType, code: string): void {
  writeStorage(codeKeys[type], code);
}

export function readCapturedCodes(): CapturedCodes {
  const codes: CapturedCodes = {};
  for (const type of capturedCodeTypes) {
    const value = readStorage(codeKeys[type]);
    if (value) codes[type] = value;
  }
  return codes;
}

export function clearCapturedCodes(): void {
  for (const key of Object.values(codeKeys)) removeStorage(key);
}

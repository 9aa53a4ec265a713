/**
 * This browser's own random id, made once and kept in local storage. A sign-up sends it in
 * `X-Device-Id`; the server keeps only a hash of it, to see several accounts made from one browser
 * (docs/decisions.md, Risk flags). It says nothing about the player or the device itself.
 */
import { readStorage, storageKeys, writeStorage } from './storage';

export const DEVICE_ID_HEADER = 'X-Device-Id';

export function deviceId(): string {
  const kept = readStorage(storageKeys.deviceId);
  if (kept !== null && /^[A-Za-z0-9_-]{16,64}$/.test(kept)) return kept;
  const made = crypto.randomUUID();
  writeStorage(storageKeys.deviceId, made);
  return made;
}

/** The header a sign-up carries. */
export function deviceHeader(): Record<string, string> {
  return { [DEVICE_ID_HEADER]: deviceId() };
}

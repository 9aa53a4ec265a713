/**
 * What a sign-up keeps of where it came from: SHA-256 hashes of the address and of the device id
 * the web app sends, under a prefix of their own. Two accounts from one place hash alike; the
 * hash alone gives neither back to anyone reading the table.
 */
import { hash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../../platform/db/database.js';
import { insertSignupMark } from './queries.js';

/** The header the player apps send with the browser's own random id (docs/decisions.md). */
export const DEVICE_ID_HEADER = 'x-device-id';
/** A device id the apps make: 16 to 64 URL-safe characters; anything else is not kept. */
const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

function markHash(kind: 'address' | 'device', value: string): string {
  return hash('sha256', `khela-signup-${kind}:${value}`, 'hex');
}

/** The device id a request carries, when it has the form the apps give it. */
export function deviceIdOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && DEVICE_ID_PATTERN.test(value) ? value : undefined;
}

/** Records, in the sign-up's transaction, the hashed address and device of a new account. */
export async function recordSignupMarks(
  trx: Transaction<Database>,
  signup: {
    userId: number;
    address: string | undefined;
    deviceId: string | undefined;
    now: string;
  },
): Promise<void> {
  await insertSignupMark(trx, {
    user_id: signup.userId,
    address_hash: signup.address ? markHash('address', signup.address) : null,
    device_hash: signup.deviceId ? markHash('device', signup.deviceId) : null,
    created_at: signup.now,
  });
}

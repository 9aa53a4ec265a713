/** Test helpers for one-time codes: read the newest code from the sandbox outbox, verify phones. */
import { randomInt } from 'node:crypto';
import type { TestApp } from './build-test-app.js';
import { bearer } from './players.js';

/** The 6-digit code in the newest message sent to this address or number. */
export async function latestCodeSentTo(harness: TestApp, recipient: string): Promise<string> {
  const row = await harness.context.db
    .selectFrom('outbox_messages')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const match = /\b(\d{6})\b/.exec(row.body);
  if (!match?.[1]) throw new Error(`no code in ${row.body}`);
  return match[1];
}

const usedPhones = new Set<string>();

/** A Bangladeshi mobile number no other call in this run has handed out (signups use 017). */
export function uniquePhone(): string {
  for (;;) {
    const phone = `018${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
    if (!usedPhones.has(phone)) {
      usedPhones.add(phone);
      return phone;
    }
  }
}

/** Adds an extra phone through the API and verifies it with the code it received. */
export async function addVerifiedExtraPhone(
  harness: TestApp,
  player: { token: string },
  phone: string = uniquePhone(),
): Promise<string> {
  const call = async (url: string, payload: Record<string, unknown>) => {
    const response = await harness.app.inject({
      method: 'POST',
      url,
      headers: bearer(player.token),
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`${url} failed: ${response.body}`);
  };
  await call('/api/add/number', { phone });
  await call('/api/add/send-verification-code', { phone });
  const code = await latestCodeSentTo(harness, phone);
  await call('/api/add/verify-phone-number', { verification_code: code, phone });
  return phone;
}

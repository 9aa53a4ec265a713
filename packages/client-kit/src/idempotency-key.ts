/**
 * The Idempotency-Key a money POST carries: made once when the player submits, and sent again
 * unchanged on an automatic retry, so the server answers a repeat with its first answer instead
 * of moving money twice. `crypto.randomUUID` exists only on secure pages; the fallback builds the
 * same version-4 form from `getRandomValues`, which every browser offers.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header name the wallet calls read. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Opaque bearer tokens: 256 random bits, shown once to the client, stored only as SHA-256. */
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

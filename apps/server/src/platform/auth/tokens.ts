/** Opaque bearer tokens: 256 random bits, shown once to the client, stored only as SHA-256. */
import { hash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Hashed on every signed-in request; the one-shot `hash` costs about a third of a Hash object. */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

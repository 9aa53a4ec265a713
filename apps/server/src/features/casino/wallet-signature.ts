/**
 * Signatures of the seamless-wallet callbacks, both ways: `x-khela-signature: sha256=<hex>` where
 * hex is HMAC-SHA256(provider's wallet secret, `${x-khela-timestamp}.${raw body}`), and the
 * timestamp (Unix seconds) must be within PROVIDER_WALLET_CLOCK_SKEW_SECONDS of our clock.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  PROVIDER_WALLET_CLOCK_SKEW_SECONDS,
  PROVIDER_WALLET_SIGNATURE_HEADER,
  PROVIDER_WALLET_TIMESTAMP_HEADER,
} from '@khela/contract';

const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/;
const TIMESTAMP_PATTERN = /^[0-9]{1,12}$/;

export function walletSignature(secret: string, timestamp: string, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex')}`;
}

/** The two headers a signed call or answer carries. */
export function signedWalletHeaders(
  secret: string,
  rawBody: string,
  nowMs: number = Date.now(),
): Record<string, string> {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    [PROVIDER_WALLET_TIMESTAMP_HEADER]: timestamp,
    [PROVIDER_WALLET_SIGNATURE_HEADER]: walletSignature(secret, timestamp, rawBody),
  };
}

function singleHeader(value: string | string[] | undefined): string | undefined {
  // Two copies of a header would leave us guessing which one was signed: refuse both.
  return typeof value === 'string' ? value : undefined;
}

export function verifyWalletSignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowMs: number = Date.now(),
): boolean {
  const timestamp = singleHeader(headers[PROVIDER_WALLET_TIMESTAMP_HEADER]);
  const signature = singleHeader(headers[PROVIDER_WALLET_SIGNATURE_HEADER]);
  if (!timestamp || !signature || !TIMESTAMP_PATTERN.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > PROVIDER_WALLET_CLOCK_SKEW_SECONDS) return false;
  const given = SIGNATURE_PATTERN.exec(signature)?.[1];
  if (!given) return false;
  const expected = walletSignature(secret, timestamp, rawBody).slice('sha256='.length);
  // Constant time, so a signature cannot be guessed byte by byte from response times.
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

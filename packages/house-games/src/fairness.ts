/**
 * Provably fair core (packages/house-games/README.md). Before play the house publishes
 * SHA-256(server seed); each bet's randomness is
 *   HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:${round}`)
 * for round = 0, 1, 2, … read as big-endian 32-bit words. After the seed is rotated the player gets
 * the server seed and can recompute every bet made with it.
 *
 * Seeds are used as text, exactly as shown to the player (the server seed as 64 lowercase hex
 * characters, not the 32 bytes they spell), so any SHA-256/HMAC tool gives the same answers.
 */
// @noble/hashes rather than node:crypto: the verify page runs this same code in the player's browser,
// synchronously, so a result is recomputed by the very functions that produced it.
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { RandomSource } from './random-source.js';

/** A server seed is 32 random bytes (node:crypto randomBytes, made by the caller) as lowercase hex. */
export const SERVER_SEED_BYTES = 32;
export const CLIENT_SEED_LENGTH_MAX = 64;
/** Bytes per HMAC-SHA256 digest: one `round` of the stream gives eight 32-bit words. */
export const FAIR_ROUND_BYTES = 32;

const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
// Printable ASCII without spaces: the seed is typed by players and shown back on the verify page.
const CLIENT_SEED_PATTERN = /^[\x21-\x7e]+$/;

/** The seeds and nonce that fix one bet's results. */
export interface FairSeeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  /** The player's bet counter under this server seed: 0 for the first bet, then 1, 2, … */
  readonly nonce: number;
}

export function isServerSeed(value: string): boolean {
  return SERVER_SEED_PATTERN.test(value);
}

export function isClientSeed(value: string): boolean {
  return value.length <= CLIENT_SEED_LENGTH_MAX && CLIENT_SEED_PATTERN.test(value);
}

export function isNonce(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0;
}

/** HMAC-SHA256 with a text key over a text message (both UTF-8), as bytes. */
export function hmacSha256(key: string, message: string): Uint8Array {
  return hmac(sha256, utf8ToBytes(key), utf8ToBytes(message));
}

/** SHA-256 of a text, as lowercase hex. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** The commitment published before play: SHA-256 of the server seed's hex text. */
export function hashServerSeed(serverSeed: string): string {
  assertServerSeed(serverSeed);
  return sha256Hex(serverSeed);
}

/** True when a revealed server seed is the one whose hash was published. */
export function verifyServerSeed(serverSeed: string, commitment: string): boolean {
  return isServerSeed(serverSeed) && sha256Hex(serverSeed) === commitment.toLowerCase();
}

/** The HMAC message for one round of a bet's stream. */
export function fairMessage(seeds: FairSeeds, round: number): string {
  return `${seeds.clientSeed}:${seeds.nonce}:${round}`;
}

/** One round's 32 bytes of the bet's stream. */
export function fairRoundDigest(seeds: FairSeeds, round: number): Uint8Array {
  assertSeeds(seeds);
  if (!isNonce(round)) throw new RangeError(`round must be a non-negative integer, got ${round}`);
  return hmacSha256(seeds.serverSeed, fairMessage(seeds, round));
}

/**
 * The bet's random stream: words 0–7 come from round 0's digest, words 8–15 from round 1's, and so
 * on. It also counts the words read, so a verify page can show how much of the stream a result used.
 */
export class FairRandom implements RandomSource {
  readonly seeds: FairSeeds;
  private round = 0;
  private digest: Uint8Array;
  private view: DataView;
  private byteOffset = 0;
  private wordsRead = 0;

  constructor(seeds: FairSeeds) {
    this.seeds = { ...seeds };
    this.digest = fairRoundDigest(this.seeds, 0);
    this.view = viewOf(this.digest);
  }

  nextUint32(): number {
    if (this.byteOffset === FAIR_ROUND_BYTES) {
      this.round += 1;
      this.digest = fairRoundDigest(this.seeds, this.round);
      this.view = viewOf(this.digest);
      this.byteOffset = 0;
    }
    const word = this.view.getUint32(this.byteOffset, false);
    this.byteOffset += 4;
    this.wordsRead += 1;
    return word;
  }

  /** How many 32-bit words the results have used so far. */
  get wordCount(): number {
    return this.wordsRead;
  }
}

function viewOf(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function createFairRandom(seeds: FairSeeds): FairRandom {
  return new FairRandom(seeds);
}

function assertServerSeed(serverSeed: string): void {
  if (!isServerSeed(serverSeed)) {
    throw new RangeError(`a server seed is ${SERVER_SEED_BYTES * 2} lowercase hex characters`);
  }
}

function assertSeeds(seeds: FairSeeds): void {
  assertServerSeed(seeds.serverSeed);
  if (!isClientSeed(seeds.clientSeed)) {
    throw new RangeError(
      `a client seed is 1–${CLIENT_SEED_LENGTH_MAX} printable characters without spaces`,
    );
  }
  if (!isNonce(seeds.nonce)) {
    throw new RangeError(`nonce must be a non-negative integer, got ${seeds.nonce}`);
  }
}

import { bytesToHex } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import {
  createFairRandom,
  fairMessage,
  fairRoundDigest,
  hashServerSeed,
  isClientSeed,
  isNonce,
  isServerSeed,
  verifyServerSeed,
} from './fairness.js';

// Expected values below were computed outside this code (openssl dgst, Python hashlib/hmac).
const SERVER_SEED = '3f1c0a9e5b7d2468ace013579bdf2468ace013579bdf02468ace13579bdf0246';
const SEEDS = { serverSeed: SERVER_SEED, clientSeed: 'khela-player', nonce: 0 };

describe('commitment', () => {
  it('is SHA-256 of the server seed text', () => {
    expect(hashServerSeed(SERVER_SEED)).toBe(
      'f4671cd4f27d77ba83d7b14d600eddb2ebd0dacfc32e98de31b582e90da57834',
    );
  });

  it('verifies a revealed seed against its commitment, and only that seed', () => {
    const commitment = hashServerSeed(SERVER_SEED);
    expect(verifyServerSeed(SERVER_SEED, commitment)).toBe(true);
    expect(verifyServerSeed(SERVER_SEED, commitment.toUpperCase())).toBe(true);
    const other = `${SERVER_SEED.slice(0, 63)}7`;
    expect(verifyServerSeed(other, commitment)).toBe(false);
    expect(verifyServerSeed('not a seed', commitment)).toBe(false);
  });

  it('refuses to commit to a malformed seed', () => {
    expect(() => hashServerSeed(SERVER_SEED.toUpperCase())).toThrow(RangeError);
    expect(() => hashServerSeed(SERVER_SEED.slice(1))).toThrow(RangeError);
  });
});

describe('results stream', () => {
  it('is HMAC-SHA256(server seed, clientSeed:nonce:round)', () => {
    expect(fairMessage(SEEDS, 0)).toBe('khela-player:0:0');
    expect(bytesToHex(fairRoundDigest(SEEDS, 0))).toBe(
      'd509ee5b7fc133be25aa6cdc7084b08dd41e8e4118b6dbb46a35c456fc39a5cf',
    );
    expect(bytesToHex(fairRoundDigest(SEEDS, 1))).toBe(
      '2888ca466028986253db1b78927d928a42d8550b4d95f93527f1c34c5b3af074',
    );
    expect(bytesToHex(fairRoundDigest({ ...SEEDS, nonce: 7 }, 0))).toBe(
      '57d6f908170d799cd72736da5fd4355fd3e3390d5664306a1e72f2023b7294fe',
    );
  });

  it('reads big-endian words across rounds', () => {
    const random = createFairRandom(SEEDS);
    const words = Array.from({ length: 16 }, () => random.nextUint32());
    expect(words).toEqual([
      3574197851, 2143368126, 631925980, 1887744141, 3558772289, 414636980, 1781908566, 4231636431,
      680053318, 1613273186, 1406868344, 2457703050, 1121473803, 1301674293, 670155596, 1530589300,
    ]);
    expect(random.wordCount).toBe(16);
  });

  it('is the same every time for the same seeds and differs when any of them changes', () => {
    const first = (seeds: typeof SEEDS): number => createFairRandom(seeds).nextUint32();
    expect(first(SEEDS)).toBe(first({ ...SEEDS }));
    expect(first({ ...SEEDS, nonce: 1 })).not.toBe(first(SEEDS));
    expect(first({ ...SEEDS, clientSeed: 'khela-player2' })).not.toBe(first(SEEDS));
  });

  it('refuses malformed seeds and nonces', () => {
    expect(() => createFairRandom({ ...SEEDS, clientSeed: '' })).toThrow(RangeError);
    expect(() => createFairRandom({ ...SEEDS, clientSeed: 'has space' })).toThrow(RangeError);
    expect(() => createFairRandom({ ...SEEDS, nonce: -1 })).toThrow(RangeError);
    expect(() => createFairRandom({ ...SEEDS, nonce: 1.5 })).toThrow(RangeError);
    expect(() => createFairRandom({ ...SEEDS, serverSeed: 'abc' })).toThrow(RangeError);
  });
});

describe('validators', () => {
  it('accept what the games accept', () => {
    expect(isServerSeed(SERVER_SEED)).toBe(true);
    expect(isServerSeed(SERVER_SEED.toUpperCase())).toBe(false);
    expect(isClientSeed('a')).toBe(true);
    expect(isClientSeed('x'.repeat(64))).toBe(true);
    expect(isClientSeed('x'.repeat(65))).toBe(false);
    expect(isClientSeed('lucky:7')).toBe(true);
    expect(isClientSeed('বাংলা')).toBe(false);
    expect(isNonce(0)).toBe(true);
    expect(isNonce(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isNonce(-1)).toBe(false);
  });
});

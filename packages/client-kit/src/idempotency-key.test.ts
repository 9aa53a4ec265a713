// Proves the key is a version-4 UUID, new on every call, also where crypto.randomUUID is missing
// (a page served over plain http).
import { describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('makes a new version-4 UUID each time', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(uuidV4);
    expect(newIdempotencyKey()).not.toBe(first);
  });

  it('builds one from random bytes when randomUUID is unavailable', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(newIdempotencyKey()).toMatch(uuidV4);
  });
});

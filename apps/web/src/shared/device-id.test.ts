// Proves the device id is made once and outlives a session's expiry, which clears everything else.
import { afterEach, describe, expect, it } from 'vitest';
import { deviceId } from './device-id';
import { clearStorage, readStorage, storageKeys, writeStorage } from './storage';

afterEach(() => window.localStorage.clear());

describe('device id', () => {
  it('is made once and survives the storage being cleared', () => {
    const first = deviceId();
    expect(deviceId()).toBe(first);
    writeStorage(storageKeys.token, 'token-1');
    clearStorage();
    expect(readStorage(storageKeys.token)).toBeNull();
    expect(deviceId()).toBe(first);
  });
});

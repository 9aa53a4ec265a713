import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('starts the load once while it stands, and again after a failure', async () => {
    let calls = 0;
    let fail = true;
    const load = loadOnce(() => {
      calls += 1;
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve('module');
    });
    await expect(load()).rejects.toThrow('offline');
    fail = false;
    await expect(load()).resolves.toBe('module');
    await expect(load()).resolves.toBe('module');
    expect(calls).toBe(2);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_READY_TIMEOUT_MS, useIdleReady, whenIdle } from './use-idle-ready';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useIdleReady', () => {
  it('is false on the first draw and true once the page has been idle', async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useIdleReady());
    expect(result.current).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(250);
    });
    expect(result.current).toBe(true);
  });

  it('asks for an idle callback with the longest wait, and cancels it when unmounted', () => {
    const request = vi.fn(() => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const callback = vi.fn();
    const stop = whenIdle(callback);
    expect(request).toHaveBeenCalledWith(callback, { timeout: IDLE_READY_TIMEOUT_MS });
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
    expect(callback).not.toHaveBeenCalled();
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../storage';
import { isBalanceHidden, setBalanceHidden, useBalanceHidden } from './balance-visibility';

afterEach(() => {
  vi.restoreAllMocks();
  setBalanceHidden(false);
});

describe('the balance-hidden choice', () => {
  it('is stored, read back and followed by every hook that shows a balance', () => {
    const card = renderHook(() => useBalanceHidden());
    const chip = renderHook(() => useBalanceHidden());
    expect(card.result.current).toBe(false);

    act(() => setBalanceHidden(true));
    expect(localStorage.getItem(storageKeys.balanceHidden)).toBe('1');
    expect(card.result.current).toBe(true);
    expect(chip.result.current).toBe(true);

    act(() => setBalanceHidden(false));
    expect(localStorage.getItem(storageKeys.balanceHidden)).toBeNull();
    expect(chip.result.current).toBe(false);
  });

  it('follows another tab through the storage event', () => {
    const chip = renderHook(() => useBalanceHidden());
    act(() => {
      localStorage.setItem(storageKeys.balanceHidden, '1');
      window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.balanceHidden }));
    });
    expect(chip.result.current).toBe(true);
  });

  it('still hides for this page where storage refuses writes', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const chip = renderHook(() => useBalanceHidden());
    act(() => setBalanceHidden(true));
    expect(localStorage.getItem(storageKeys.balanceHidden)).toBeNull();
    expect(isBalanceHidden()).toBe(true);
    expect(chip.result.current).toBe(true);
    vi.restoreAllMocks();
    act(() => setBalanceHidden(false));
    expect(chip.result.current).toBe(false);
  });
});

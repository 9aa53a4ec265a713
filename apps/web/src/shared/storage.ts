/**
 * The local storage keys the spec lists ([contract: Entities]), plus the language choice. Access goes
 * through these helpers because some browsers (private tabs, full disks) throw on every call.
 */
export const storageKeys = {
  token: 'token',
  remoteId: 'remote_id',
  username: 'username',
  exchangeToken: 'exchangeToken',
  balance: 'balance',
  popup: 'popup',
  regPopup: 'regPopup',
  referralCode: 'referral_code',
  agentCode: 'agent_code',
  affiliateCode: 'affiliate_code',
  /** Our key: the spec lists no key for the header's language choice. */
  language: 'language',
  /** Our key: the Match Odds markets pinned to the exchange's Multi Markets (JSON list). */
  multiMarkets: 'multiMarkets',
  /** Our key: '1' while the player keeps their balance hidden (session/balance-visibility.ts). */
  balanceHidden: 'balanceHidden',
  /** Our key: this browser's random id, sent with a sign-up (shared/device-id.ts). */
  deviceId: 'deviceId',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage is unavailable or full: the app keeps working for this page's life.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // See writeStorage.
  }
}

/**
 * Clears local storage but the device id, which names the browser rather than the session: a
 * new id after every expiry would hide several accounts made on one phone (shared/device-id.ts).
 */
export function clearStorage(): void {
  try {
    const device = window.localStorage.getItem(storageKeys.deviceId);
    window.localStorage.clear();
    if (device !== null) window.localStorage.setItem(storageKeys.deviceId, device);
  } catch {
    // See writeStorage.
  }
}

/**
 * The `subscribe` of a React store kept under `key` (useSyncExternalStore): the listener hears
 * this tab's changes through `listeners`, which the store notifies when it writes, and other
 * tabs' changes through the `storage` event (a null key is another tab clearing everything).
 */
export function subscribeToStoredKey(
  listeners: Set<() => void>,
  key: StorageKey,
  listener: () => void,
): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

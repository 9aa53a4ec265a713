/**
 * Whether the player has hidden their balance (the eye button on the account's Main Wallet card):
 * one choice for that card and the header's balance chip, kept in this browser's storage so it
 * outlasts a reload, and followed across tabs (the `storage` event). Signing out clears it with the
 * rest of the session's storage, so the next player on a shared phone starts with it shown.
 */
import { useSyncExternalStore } from 'react';
import {
  readStorage,
  removeStorage,
  storageKeys,
  subscribeToStoredKey,
  writeStorage,
} from '../storage';

const listeners = new Set<() => void>();
/** Used only where storage refuses writes (a private tab): the choice then lasts for the page. */
let unstoredChoice: boolean | undefined;

function subscribe(listener: () => void): () => void {
  return subscribeToStoredKey(listeners, storageKeys.balanceHidden, listener);
}

export function isBalanceHidden(): boolean {
  return unstoredChoice ?? readStorage(storageKeys.balanceHidden) === '1';
}

export function setBalanceHidden(hidden: boolean): void {
  if (hidden) writeStorage(storageKeys.balanceHidden, '1');
  else removeStorage(storageKeys.balanceHidden);
  const stored = readStorage(storageKeys.balanceHidden) === '1';
  unstoredChoice = stored === hidden ? undefined : hidden;
  for (const listener of listeners) listener();
}

export function useBalanceHidden(): boolean {
  return useSyncExternalStore(subscribe, isBalanceHidden, () => false);
}

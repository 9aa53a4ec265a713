/**
 * Membership is the presence of a token in local storage ([contract: States]). This store lets React
 * re-render when this tab signs in or out, and when another tab does (the `storage` event).
 */
import { useSyncExternalStore } from 'react';
import {
  clearStorage,
  readStorage,
  removeStorage,
  storageKeys,
  subscribeToStoredKey,
  writeStorage,
  type StorageKey,
} from '../storage';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  return subscribeToStoredKey(listeners, storageKeys.token, listener);
}

function getToken(): string | null {
  const token = readStorage(storageKeys.token);
  return token ? token : null;
}

export interface Session {
  token: string | null;
  isMember: boolean;
}

export function readSession(): Session {
  const token = getToken();
  return { token, isMember: token !== null };
}

/** The player's numeric id as login stored it, or undefined for a visitor or a damaged value. */
export function readRemoteId(): number | undefined {
  const value = Number(readStorage(storageKeys.remoteId));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

export function readUsername(): string | undefined {
  return readStorage(storageKeys.username) ?? undefined;
}

export function useSession(): Session {
  const token = useSyncExternalStore(subscribe, getToken, () => null);
  return { token, isMember: token !== null };
}

export interface SignedInPlayer {
  token: string;
  remote_id: number;
  username: string;
  exchangeToken: string;
}

/**
 * Stores a login ([contract: States]): popup is always '1'; regPopup is '1' only right after signup,
 * so the welcome popup shows once.
 */
export function storeSession(player: SignedInPlayer, options: { isNewPlayer: boolean }): void {
  writeStorage(storageKeys.token, player.token);
  writeStorage(storageKeys.remoteId, String(player.remote_id));
  writeStorage(storageKeys.username, player.username);
  writeStorage(storageKeys.exchangeToken, player.exchangeToken);
  writeStorage(storageKeys.popup, '1');
  writeStorage(storageKeys.regPopup, options.isNewPlayer ? '1' : '0');
  notify();
}

/** The keys a logout removes ([contract: States]); popups and captured codes other than agent stay. */
export const logoutKeys: readonly StorageKey[] = [
  storageKeys.token,
  storageKeys.balance,
  storageKeys.remoteId,
  storageKeys.username,
  storageKeys.exchangeToken,
  storageKeys.agentCode,
];

export function signOut(): void {
  for (const key of logoutKeys) removeStorage(key);
  notify();
}

/** Session expiry (a 401 on the balance call) clears all of local storage, as the spec says. */
export function expireSession(): void {
  clearStorage();
  notify();
}

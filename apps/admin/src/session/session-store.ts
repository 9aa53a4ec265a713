/**
 * The operator's session, kept in sessionStorage: consoles run on shared office machines, so a
 * closed tab or browser ends it there (the server's own expiry still applies).
 */
import { useSyncExternalStore } from 'react';
import type { OperatorSessionResponse } from '@khela/contract';

const STORAGE_KEY = 'khela.console.session';
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedSession: OperatorSessionResponse | null = null;

function readSession(): OperatorSessionResponse | null {
  const raw = window.sessionStorage.getItem(STORAGE_KEY);
  if (raw === cachedRaw) return cachedSession;
  cachedRaw = raw;
  try {
    cachedSession = raw === null ? null : (JSON.parse(raw) as OperatorSessionResponse);
  } catch {
    // A hand-edited or truncated entry is no session at all.
    cachedSession = null;
  }
  return cachedSession;
}

function notify(): void {
  for (const listener of listeners) listener();
}

export function getSession(): OperatorSessionResponse | null {
  return readSession();
}

export function saveSession(session: OperatorSessionResponse): void {
  window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  notify();
}

export function clearSession(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): OperatorSessionResponse | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}

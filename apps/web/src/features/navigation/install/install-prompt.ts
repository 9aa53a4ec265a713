/**
 * The browser's own install offer (`beforeinstallprompt`, Chromium browsers). The event fires once,
 * early, whether or not anyone listens, so it is caught as soon as this module loads and kept
 * until the player taps App. Browsers without it (Safari, Firefox) get written instructions.
 */
import { useSyncExternalStore } from 'react';

interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferredPrompt: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own banner away; the App button offers the install instead.
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    deferredPrompt = null;
    notify();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCanPromptInstall(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => deferredPrompt !== null,
    () => false,
  );
}

/** Shows the browser's install dialog; false when the browser offers none. */
export async function promptInstall(): Promise<boolean> {
  const event = deferredPrompt;
  if (!event) return false;
  // A prompt can be shown once; a dismissed one is replaced by the browser's next event.
  deferredPrompt = null;
  notify();
  await event.prompt();
  await event.userChoice;
  return true;
}

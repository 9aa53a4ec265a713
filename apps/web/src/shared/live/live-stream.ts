/**
 * The app's one live stream. It is open while the player is signed in and at least one screen
 * uses a live hook; a few seconds after the last one leaves it closes (moving between screens
 * does not reconnect). A returning network or a tab brought back to the front retries at once.
 */
import { LIVE_STREAM_PATH } from '@khela/contract';
import { logError } from '../log';
import { readSession } from '../session/session-store';
import { createLiveConnection, type LiveConnection } from '@khela/client-kit';

/** How long the stream stays open after the last screen using it has gone. */
export const LIVE_STREAM_LINGER_MS = 10_000;

function randomFraction(): number {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return value / 2 ** 32;
}

export const liveConnection: LiveConnection = createLiveConnection({
  url: LIVE_STREAM_PATH,
  // Looked up at each call, so tests that replace fetch are heard.
  fetch: (input, init) => fetch(input, init),
  random: randomFraction,
  log: logError,
});

let users = 0;
let lingerTimer: ReturnType<typeof setTimeout> | undefined;
let isWatchingBrowser = false;

function watchBrowser(): void {
  if (isWatchingBrowser || typeof window === 'undefined') return;
  isWatchingBrowser = true;
  window.addEventListener('online', () => liveConnection.nudge());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') liveConnection.nudge();
  });
}

/** Keeps the stream open for `token` until the returned function is called. */
export function retainLiveStream(token: string): () => void {
  watchBrowser();
  users += 1;
  clearTimeout(lingerTimer);
  lingerTimer = undefined;
  liveConnection.start(token);
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    users -= 1;
    if (users > 0) return;
    // Signed out (or another player signed in): the old token's stream ends now. Only an open
    // stream is worth keeping for the next screen; a failing one would only keep retrying.
    if (readSession().token !== token || liveConnection.status() !== 'open') {
      liveConnection.stop();
      return;
    }
    lingerTimer = setTimeout(() => {
      lingerTimer = undefined;
      if (users === 0) liveConnection.stop();
    }, LIVE_STREAM_LINGER_MS);
  };
}

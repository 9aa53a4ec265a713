/**
 * The launch token that lets this page play for one player: it arrives in the address's fragment
 * (`#session=…`, never sent to a server or a Referer), is kept for this tab only so a reload keeps
 * playing, and is taken out of the address bar at once so it is not shared with a screenshot.
 */
import { HOUSE_LAUNCH_TOKEN_FRAGMENT, sameSitePath } from '@khela/contract';

const STORAGE_KEY = 'khela-house-session';

export function readLaunchToken(location: Location, storage: Storage | undefined): string | null {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const fromAddress = fragment.get(HOUSE_LAUNCH_TOKEN_FRAGMENT);
  if (fromAddress) {
    try {
      storage?.setItem(STORAGE_KEY, fromAddress);
    } catch {
      // Private mode without storage: the token still works until the page is reloaded.
    }
    return fromAddress;
  }
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Drops the fragment from the address bar without a navigation. */
export function hideLaunchToken(location: Location, history: History): void {
  if (!location.hash) return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/** The lobby the frame came from (`?lobby=/games?type=SLOT`): only a path on this site. */
export function lobbyPathOf(location: Location): string | null {
  return sameSitePath(new URLSearchParams(location.search).get('lobby')) ?? null;
}

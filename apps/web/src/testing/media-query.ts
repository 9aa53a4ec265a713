// jsdom has no matchMedia: the setup installs a phone's answer for every test, and a test of the
// desktop site swaps in a wide screen's.
import { vi } from 'vitest';

/** A media query list that answers `matches` and never changes. */
export function mediaQueryListStub(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

/** For the rest of the test, no query matches: the screen is wider than a phone's. */
export function pretendWideScreen(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryListStub(query, false));
}

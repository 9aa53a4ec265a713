// Vitest setup for the web project: jsdom lacks the browser APIs the carousel, the marquee and the
// media-query hooks use, and each test starts with an empty DOM and empty storage. Test files share
// one environment per worker (vitest.config.ts), so everything a test may leave behind is reset here.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { bn, bnMessage } from '../shared/i18n/bn';
import { enScreens } from '../shared/i18n/en-screens';
import { i18n } from '../shared/i18n/i18n';
import { mediaQueryListStub } from './media-query';

// The app fetches these texts on demand; tests render screens and switch languages at once.
i18n.addTexts('en', enScreens);
i18n.addMessageReader('bn', bnMessage);
i18n.addTexts('bn', bn);

// Screens load lazily; on a busy two-core CI machine the first import can take longer than the
// library's 1 s default, which made `findBy…` fail for no fault of the screen.
configure({ asyncUtilTimeout: 5_000 });

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

class IntersectionObserverStub implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds: readonly number[] = [0];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

/** Tests run as a phone: the mobile query (max-width: 768px) matches, others do not. */
function matchMediaStub(query: string): MediaQueryList {
  return mediaQueryListStub(query, query.includes('max-width'));
}

Object.defineProperty(window, 'matchMedia', { writable: true, value: matchMediaStub });
Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
Object.defineProperty(window, 'IntersectionObserver', {
  writable: true,
  value: IntersectionObserverStub,
});
Object.defineProperty(window, 'scrollTo', { writable: true, value: () => undefined });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  // A test that switched to Bangla must not leave it for the next file's tests.
  void i18n.changeLanguage('en');
});

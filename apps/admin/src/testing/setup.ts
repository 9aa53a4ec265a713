// Vitest setup for the console: test files share one jsdom per worker (vitest.config.ts), so each
// test starts with an empty DOM, empty storage and real fetch and timers again.
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// As in the web project: a busy CI machine can take longer than the library's 1 s default.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

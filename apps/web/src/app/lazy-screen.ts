/**
 * Screens load on demand so `/` ships little JavaScript. A chunk that has not arrived after the
 * spec's 120 s counts as failed and shows the error page. `preload` lets a link start the
 * download as soon as a finger touches it.
 */
import { CHUNK_TIMEOUT_MS } from '@khela/contract';
import { createElement, lazy, type ComponentProps, type ComponentType } from 'react';
import { loadScreenTexts } from '../shared/i18n/i18n';

export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Loading the screen took longer than ${timeoutMs / 1000} s`)),
      timeoutMs,
    );
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

// Props of any component: `never` would reject every real screen, `unknown` every typed one.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the standard bound for React.lazy
type AnyComponent = ComponentType<any>;

export function lazyScreen<Module, Screen extends AnyComponent>(
  load: () => Promise<Module>,
  pick: (module: Module) => Screen,
) {
  let pending: Promise<{ default: Screen }> | undefined;
  let loaded: Screen | undefined;
  const preload = () => {
    // The screen's English texts are not in the entry: it renders once both have arrived.
    pending ??= loadChunk(() => Promise.all([load(), loadScreenTexts()])).then(([module]) => {
      loaded = pick(module);
      return { default: loaded };
    });
    // A failed download may succeed on the next try (the player walked back into coverage).
    pending.catch(() => {
      pending = undefined;
    });
    return pending;
  };
  const Lazy = lazy(() => preload());
  // A lazy component suspends on its first render even when its module is there, and React then
  // holds its content back behind the fallback for up to 300 ms: a screen already loaded (the
  // router starts the address's screens with the route tree) draws at once. The lazy one never
  // commits before `loaded` is set (it suspends until then), so no mount switches between them.
  function ScreenWhenLoaded(props: ComponentProps<Screen>) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(ScreenWhenLoaded, { preload });
}

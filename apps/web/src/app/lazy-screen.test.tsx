// Proves lazyScreen: a screen whose module has arrived draws in the same render, with no loader
// shown first; one first asked for while loading draws once it arrives, mounted once.
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

let mounts = 0;

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function deferred() {
  let resolve: (module: { Counter: typeof Counter }) => void = () => undefined;
  const promise = new Promise<{ Counter: typeof Counter }>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('lazyScreen', () => {
  it('draws a screen whose module has arrived at once, without the loader', async () => {
    const Screen = lazyScreen(
      () => Promise.resolve({ Counter }),
      (module) => module.Counter,
    );
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Ready" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Ready 0' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('draws a screen first asked for while loading once its module arrives, mounted once', async () => {
    const module = deferred();
    const Screen = lazyScreen(
      () => module.promise,
      (loaded) => loaded.Counter,
    );
    mounts = 0;
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Late" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => {
      module.resolve({ Counter });
      await module.promise;
    });
    const button = await screen.findByRole('button', { name: 'Late 0' });
    act(() => button.click());
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Late" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Late 1' })).toBeTruthy();
    expect(mounts).toBe(1);
  });
});

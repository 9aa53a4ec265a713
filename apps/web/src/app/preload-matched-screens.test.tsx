import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadMatchedScreens } from './preload-matched-screens';

/** A stand-in for a lazy screen: a component with `preload`, as lazyScreen makes. */
function lazyStandIn(name: string, loaded: string[]) {
  return Object.assign(() => null, {
    preload: vi.fn(() => {
      loaded.push(name);
      return Promise.resolve();
    }),
  });
}

const Guard = ({ children }: { children?: ReactNode }) => children;

describe('preloadMatchedScreens', () => {
  it("starts every lazy screen of the address's routes, through guards, and no other", () => {
    const loaded: string[] = [];
    const Layout = lazyStandIn('layout', loaded);
    const OddsView = lazyStandIn('odds view', loaded);
    const Account = lazyStandIn('account', loaded);
    const routes = [
      {
        element: <Layout />,
        children: [
          { path: '/odds-view', element: <OddsView /> },
          {
            path: '/account',
            element: (
              <Guard>
                <Account />
              </Guard>
            ),
          },
        ],
      },
    ];
    preloadMatchedScreens(routes, '/odds-view');
    expect(loaded).toEqual(['layout', 'odds view']);
    preloadMatchedScreens(routes, '/account');
    expect(loaded).toEqual(['layout', 'odds view', 'layout', 'account']);
    preloadMatchedScreens(routes, '/nowhere');
    expect(loaded).toHaveLength(4);
  });
});

// Proves the launch token's path: read from the fragment, kept for a reload, hidden from the bar.
import { describe, expect, it } from 'vitest';
import { hideLaunchToken, lobbyPathOf, readLaunchToken } from './launch-token';

function fakeLocation(href: string): Location {
  const url = new URL(href);
  return { hash: url.hash, pathname: url.pathname, search: url.search } as Location;
}

describe('launch token', () => {
  it('is read from the fragment and kept for a reload of the same tab', () => {
    window.sessionStorage.clear();
    const first = fakeLocation('http://site.test/house/slots?lobby=%2Fgames#session=abc.def');
    expect(readLaunchToken(first, window.sessionStorage)).toBe('abc.def');
    const reloaded = fakeLocation('http://site.test/house/slots?lobby=%2Fgames');
    expect(readLaunchToken(reloaded, window.sessionStorage)).toBe('abc.def');
  });

  it('is missing when neither the address nor the tab has one', () => {
    window.sessionStorage.clear();
    expect(
      readLaunchToken(fakeLocation('http://site.test/house/slots'), window.sessionStorage),
    ).toBe(null);
  });

  it('leaves the address bar without the fragment', () => {
    window.history.replaceState(null, '', '/house/mines?lobby=%2F#session=secret');
    hideLaunchToken(window.location, window.history);
    expect(window.location.href.endsWith('/house/mines?lobby=%2F')).toBe(true);
  });

  it('accepts only a lobby on this site', () => {
    expect(
      lobbyPathOf(fakeLocation('http://s.test/house/crash?lobby=%2Fgames%3Ftype%3DEGAME')),
    ).toBe('/games?type=EGAME');
    expect(
      lobbyPathOf(fakeLocation('http://s.test/house/crash?lobby=https%3A%2F%2Fevil.test')),
    ).toBe(null);
    expect(lobbyPathOf(fakeLocation('http://s.test/house/crash?lobby=%2F%2Fevil.test'))).toBe(null);
  });

  it('refuses a lobby that a browser would read as another site', () => {
    for (const lobby of ['/\\evil.example', '/\t/evil.example', '/%09/evil.example', ' //evil']) {
      const search = new URLSearchParams({ lobby }).toString();
      expect(lobbyPathOf(fakeLocation(`http://s.test/house/crash?${search}`)), lobby).toBe(null);
    }
  });
});

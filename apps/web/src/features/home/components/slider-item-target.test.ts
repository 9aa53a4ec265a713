// Proves where a Favourites or Featured Games item leads: a visitor always to /login; for a member
// a Favourites or Featured link is split at its first '-' into platform and game type and opens
// /games for it.
import { describe, expect, it } from 'vitest';
import { sliderItemTarget } from './slider-item-target';

const links = {
  resolveLink: (link: string) =>
    link === '/promotions' || link.startsWith('https://') ? link : undefined,
};

const featured = (link: string) => ({
  link,
  name: 'Golden Ilish',
  slider_type: 'Features' as const,
});
const favourite = (link: string) => ({ link, name: 'Crash', slider_type: 'Favourite' as const });

describe('sliderItemTarget', () => {
  it('sends a visitor to /login from any item', () => {
    expect(sliderItemTarget(featured('PADMA-SLOT'), false, links)).toEqual({
      kind: 'login',
      href: '/login',
    });
    expect(sliderItemTarget(favourite(''), false, links)).toEqual({
      kind: 'login',
      href: '/login',
    });
  });

  it("opens a member's Featured link as platform and game type", () => {
    expect(sliderItemTarget(featured('PADMA-SLOT'), true, links)).toEqual({
      kind: 'games',
      href: '/games?type=SLOT&system=PADMA&title=Golden+Ilish',
    });
  });

  it("opens a member's Favourites link the same way (the seeded Crash and Dice tiles)", () => {
    expect(sliderItemTarget(favourite('KHELA-EGAME'), true, links)).toEqual({
      kind: 'games',
      href: '/games?type=EGAME&system=KHELA&title=Crash',
    });
  });

  it("splits at the first '-' only", () => {
    expect(sliderItemTarget(featured('KHELA-EGAME-2'), true, links)).toEqual({
      kind: 'games',
      href: '/games?type=EGAME-2&system=KHELA&title=Golden+Ilish',
    });
  });

  it('follows site paths and outside addresses only when they lead somewhere', () => {
    expect(sliderItemTarget(featured('/promotions'), true, links)).toEqual({
      kind: 'link',
      href: '/promotions',
      isExternal: false,
    });
    expect(sliderItemTarget(favourite('https://example.com/x'), true, links)).toEqual({
      kind: 'link',
      href: 'https://example.com/x',
      isExternal: true,
    });
    expect(sliderItemTarget(featured('/exchange'), true, links)).toEqual({ kind: 'none' });
  });

  it('leaves an item without a usable link as a picture', () => {
    expect(sliderItemTarget(featured(''), true, links)).toEqual({ kind: 'none' });
    expect(sliderItemTarget(featured('PADMA'), true, links)).toEqual({ kind: 'none' });
    expect(sliderItemTarget(featured('-SLOT'), true, links)).toEqual({ kind: 'none' });
    expect(sliderItemTarget(favourite('KHELA'), true, links)).toEqual({ kind: 'none' });
  });
});

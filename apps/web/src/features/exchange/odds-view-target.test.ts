// Proves the odds view's way back goes only to a path on this site, whatever the state carries.
import { describe, expect, it } from 'vitest';
import { readOddsViewTarget } from './odds-view-target';

describe('readOddsViewTarget', () => {
  it('keeps the exchange list the player came from', () => {
    const target = readOddsViewTarget({ previousPath: '/exchange/inplay?tab=today' }, '');
    expect(target.previousPath).toBe('/exchange/inplay?tab=today');
  });

  it('goes home instead of to another site', () => {
    for (const previousPath of [
      '/\\evil.example',
      '//evil.example',
      '/\t/evil.example',
      'https:x',
    ]) {
      expect(readOddsViewTarget({ previousPath }, '').previousPath, previousPath).toBe('/');
    }
  });
});

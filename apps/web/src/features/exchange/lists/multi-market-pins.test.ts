// Proves the pins' storage: a broken or edited value yields only the pins that parse (no
// duplicates, at most ten), a toggle adds then removes, the eleventh is refused, and the list
// object stays the same while storage is unchanged (as React's external store needs).
import { afterEach, describe, expect, it } from 'vitest';
import { MULTI_MARKETS_MAX, readPins, removePin, togglePin } from './multi-market-pins';

const pin = (index: number) => ({
  marketId: `1.${index}`,
  eventId: `e-${index}`,
  sport: 'tennis' as const,
  event: `Match ${index}`,
});

afterEach(() => window.localStorage.clear());

describe('multi market pins', () => {
  it('reads only well-formed pins, once each, at most ten', () => {
    window.localStorage.setItem('multiMarkets', 'not json');
    expect(readPins()).toEqual([]);
    window.localStorage.setItem(
      'multiMarkets',
      JSON.stringify([pin(1), { marketId: 7 }, pin(1), { ...pin(2), sport: 'golf' }, pin(3)]),
    );
    expect(readPins()).toEqual([pin(1), pin(3)]);
    expect(readPins()).toBe(readPins());
    window.localStorage.setItem(
      'multiMarkets',
      JSON.stringify(Array.from({ length: 12 }, (_, index) => pin(index))),
    );
    expect(readPins()).toHaveLength(MULTI_MARKETS_MAX);
  });

  it('adds, removes and refuses the eleventh', () => {
    expect(togglePin(pin(1))).toBe('added');
    expect(togglePin(pin(1))).toBe('removed');
    for (let index = 0; index < MULTI_MARKETS_MAX; index += 1) togglePin(pin(index));
    expect(togglePin(pin(99))).toBe('full');
    expect(readPins()).toHaveLength(MULTI_MARKETS_MAX);
    removePin('1.0');
    expect(readPins().map((item) => item.marketId)).not.toContain('1.0');
    expect(togglePin(pin(99))).toBe('added');
  });
});

// Proves what /gamerun trusts from its navigation state and where its close button leads.
import { describe, expect, it } from 'vitest';
import { frameAddress, gameRunReturnHref, readGameRunState } from './game-run-state';

const ORIGIN = 'https://khela.example';

describe('game run state', () => {
  it('accepts web addresses only, resolving a site path', () => {
    expect(frameAddress('/house/slots?round=1', ORIGIN)).toBe(
      'https://khela.example/house/slots?round=1',
    );
    expect(frameAddress('https://games.example/launch', ORIGIN)).toBe(
      'https://games.example/launch',
    );
    expect(frameAddress('javascript:alert(1)', ORIGIN)).toBeUndefined();
    expect(frameAddress('', ORIGIN)).toBeUndefined();
    expect(frameAddress(7, ORIGIN)).toBeUndefined();
  });

  it('reads the state, dropping damaged fields', () => {
    expect(
      readGameRunState(
        { url: '/g', platform: 'KHELA', type: 'SLOT', system: 5, title: '' },
        ORIGIN,
      ),
    ).toEqual({
      url: 'https://khela.example/g',
      platform: 'KHELA',
      type: 'SLOT',
      system: undefined,
      title: undefined,
    });
    expect(readGameRunState(null, ORIGIN)).toBeUndefined();
    expect(readGameRunState({ platform: 'KHELA' }, ORIGIN)).toBeUndefined();
  });

  it('returns to the same games list, or home when there was none', () => {
    expect(gameRunReturnHref({ type: 'SLOT', system: 'KHELA', title: 'Khela' })).toBe(
      '/games?type=SLOT&system=KHELA&title=Khela',
    );
    expect(gameRunReturnHref({ type: 'SLOT' })).toBe('/games?type=SLOT');
    expect(gameRunReturnHref({ type: 'SPORTS', title: 'Cricket' })).toBe('/');
    expect(gameRunReturnHref({})).toBe('/');
    expect(gameRunReturnHref(undefined)).toBe('/');
  });
});

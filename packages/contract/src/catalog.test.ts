// Proves the catalogue calls' inputs: category codes (case-insensitive), the JSON system list,
// game-run's required fields and caller id, and the featured-link split at the first '-'.
import { describe, it, expect } from 'vitest';
import {
  categoryLabels,
  categoryTypes,
  gameRunRequestSchema,
  getGamesRequestSchema,
  getProviderRequestSchema,
  getSystemRequestSchema,
  homeCategoryTabs,
  providerQuery,
  splitFeaturedGameLink,
} from './catalog.js';
import { firstMessage } from './testing/issues.js';

describe('category codes', () => {
  it('are the spec codes (plus our ARCADE) with their menu names', () => {
    expect(homeCategoryTabs).toEqual(['SPORTS', 'LIVE', 'SLOT', 'TABLE', 'BINGO', 'EGAME', 'FH']);
    expect(categoryTypes).toEqual([...homeCategoryTabs, 'LOTTO', 'ARCADE']);
    expect(homeCategoryTabs.map((type) => categoryLabels[type])).toEqual([
      'Sports',
      'Casino',
      'Slot',
      'Table',
      'Poker',
      'Crash',
      'Fishing',
    ]);
    expect(categoryLabels.LOTTO).toBe('Lottery');
  });

  it('get-system takes a category code in any case', () => {
    expect(getSystemRequestSchema.parse({ type: ' slot ' })).toEqual({ type: 'SLOT' });
    expect(firstMessage(getSystemRequestSchema, { type: 'POKER' })).toBe(
      'Please choose a valid game category.',
    );
    expect(firstMessage(getSystemRequestSchema, {})).toBe('Please choose a valid game category.');
  });
});

describe('getProviderRequestSchema', () => {
  it('parses the JSON list the query carries', () => {
    expect(getProviderRequestSchema.parse(providerQuery(['JILI', 'PG']))).toEqual({
      system: ['JILI', 'PG'],
    });
    expect(getProviderRequestSchema.parse({ system: ['JILI'] })).toEqual({ system: ['JILI'] });
  });

  it('rejects a list that is not JSON, empty or not of names', () => {
    for (const system of ['JILI', '[]', '[1]', '{"a":1}', '[""]', undefined]) {
      expect(firstMessage(getProviderRequestSchema, { system })).toBe(
        'Please choose at least one valid platform.',
      );
    }
  });
});

describe('getGamesRequestSchema', () => {
  it('takes a type and an optional system', () => {
    expect(getGamesRequestSchema.parse({ type: 'LIVE', system: 'EVO' })).toEqual({
      type: 'LIVE',
      system: 'EVO',
    });
    expect(getGamesRequestSchema.parse({ type: 'LIVE', system: '' })).toEqual({ type: 'LIVE' });
  });
});

describe('gameRunRequestSchema', () => {
  const valid = { userId: 42, gameCode: 'JILI-001', gameType: 'SLOT', platform: 'JILI' };

  it('accepts a launch and defaults to the mobile lobby', () => {
    expect(gameRunRequestSchema.parse({ ...valid, userId: '42' })).toEqual({
      ...valid,
      isMobileLogin: true,
    });
  });

  it("answers 'User not logged in' without a user id", () => {
    expect(firstMessage(gameRunRequestSchema, { ...valid, userId: undefined })).toBe(
      'User not logged in',
    );
    expect(firstMessage(gameRunRequestSchema, { ...valid, userId: 0 })).toBe('User not logged in');
  });

  it('requires the game code, type and platform', () => {
    for (const field of ['gameCode', 'gameType', 'platform'] as const) {
      expect(firstMessage(gameRunRequestSchema, { ...valid, [field]: ' ' })).toBe(
        'Please choose a game.',
      );
    }
  });
});

describe('splitFeaturedGameLink', () => {
  it('splits at the first dash only', () => {
    expect(splitFeaturedGameLink('JILI-SLOT')).toEqual({ platform: 'JILI', gameType: 'SLOT' });
    expect(splitFeaturedGameLink('PG-SLOT-X')).toEqual({ platform: 'PG', gameType: 'SLOT-X' });
    expect(splitFeaturedGameLink('Lucky')).toEqual({ platform: 'Lucky', gameType: '' });
  });
});

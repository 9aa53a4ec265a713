// The translation rules the screens rely on, as i18next applied them before: nested keys,
// `{{name}}` filling, plural forms by the language's rules, English as the fallback.
import { describe, expect, it } from 'vitest';
import { translate, type Texts } from './translator';

const dictionaries: { en: Texts; bn: Texts } = {
  en: {
    greeting: 'Hello {{name}}',
    games: { count_one: '{{count}} game', count_other: '{{count}} games', count_zero: 'No games' },
    onlyEnglish: 'English only',
    spaced: '{{ amount }} left',
    intro: 'Pin up to {{max}} markets ({{count}} pinned)',
  },
  bn: {
    greeting: 'নমস্কার {{name}}',
    games: { count_one: '{{count}}টি গেম', count_other: '{{count}}টি গেম (অনেক)' },
  },
};

describe('translate', () => {
  it('finds nested texts and fills their values', () => {
    expect(translate(dictionaries, 'en', 'greeting', { name: 'Rafi' })).toBe('Hello Rafi');
    expect(translate(dictionaries, 'bn', 'greeting', { name: 'Rafi' })).toBe('নমস্কার Rafi');
    expect(translate(dictionaries, 'en', 'spaced', { amount: 5 })).toBe('5 left');
  });

  it('leaves a value the options lack as written, and empties one given as undefined', () => {
    expect(translate(dictionaries, 'en', 'greeting')).toBe('Hello {{name}}');
    expect(translate(dictionaries, 'en', 'greeting', {})).toBe('Hello {{name}}');
    expect(translate(dictionaries, 'en', 'greeting', { name: undefined })).toBe('Hello ');
  });

  it("picks the plural form by the language's rules, the zero form for 0", () => {
    expect(translate(dictionaries, 'en', 'games.count', { count: 1 })).toBe('1 game');
    expect(translate(dictionaries, 'en', 'games.count', { count: 3 })).toBe('3 games');
    expect(translate(dictionaries, 'en', 'games.count', { count: 0 })).toBe('No games');
    expect(translate(dictionaries, 'bn', 'games.count', { count: 1 })).toBe('1টি গেম');
    expect(translate(dictionaries, 'bn', 'games.count', { count: 0 })).toBe('0টি গেম');
    expect(translate(dictionaries, 'bn', 'games.count', { count: 7 })).toBe('7টি গেম (অনেক)');
  });

  it('takes a formatted count as a value only', () => {
    expect(translate(dictionaries, 'bn', 'intro', { count: '৩', max: '৫' })).toBe(
      'Pin up to ৫ markets (৩ pinned)',
    );
  });

  it('falls back to English, then to the default value, then to the key', () => {
    expect(translate(dictionaries, 'bn', 'onlyEnglish')).toBe('English only');
    expect(translate(dictionaries, 'en', 'sports.kabaddi', { defaultValue: 'kabaddi' })).toBe(
      'kabaddi',
    );
    expect(translate(dictionaries, 'en', 'missing.key')).toBe('missing.key');
    // A key naming a group of texts is not a text.
    expect(translate(dictionaries, 'en', 'games')).toBe('games');
  });

  it('answers in another language when asked for it', () => {
    expect(translate(dictionaries, 'en', 'greeting', { lng: 'bn', name: 'Rafi' })).toBe(
      'নমস্কার Rafi',
    );
  });
});

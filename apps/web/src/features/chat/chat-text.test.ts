// Proves the chat's text rules: promotion descriptions cut at the spec's 100 words, the route's
// chat id read strictly, and list previews on one line.
import { describe, expect, it } from 'vitest';
import { CHAT_PROMOTION_DESCRIPTION_WORDS } from '@khela/contract';
import { chatIdFromParam, oneLine, truncateWords } from './chat-text';
import { shouldSignalTyping } from './typing-signal';

describe('truncateWords', () => {
  it('keeps up to 100 words and marks a cut with an ellipsis', () => {
    expect(CHAT_PROMOTION_DESCRIPTION_WORDS).toBe(100);
    const words = Array.from({ length: 101 }, (_, index) => `w${index + 1}`);
    const cut = truncateWords(words.join(' '));
    expect(cut.endsWith('w100…')).toBe(true);
    expect(cut.split(' ')).toHaveLength(100);
    expect(truncateWords(words.slice(0, 100).join('  \n'))).toBe(words.slice(0, 100).join(' '));
    expect(truncateWords('  short text ')).toBe('short text');
  });
});

describe('chatIdFromParam', () => {
  it('accepts a positive whole number only', () => {
    expect(chatIdFromParam('42')).toBe(42);
    for (const value of [
      undefined,
      '',
      '0',
      '-1',
      '1.5',
      'abc',
      '1e3',
      '007',
      '99999999999999999',
    ]) {
      expect(chatIdFromParam(value), String(value)).toBeUndefined();
    }
  });
});

describe('oneLine', () => {
  it('folds line breaks and runs of spaces', () => {
    expect(oneLine(' Hello\n\nthere   you ')).toBe('Hello there you');
  });
});

describe('shouldSignalTyping', () => {
  it('signals only with text, and at most every 3 s', () => {
    expect(shouldSignalTyping('   ', undefined, 0)).toBe(false);
    expect(shouldSignalTyping('h', undefined, 0)).toBe(true);
    expect(shouldSignalTyping('he', 1_000, 3_999)).toBe(false);
    expect(shouldSignalTyping('hel', 1_000, 4_000)).toBe(true);
  });
});

// Proves the English texts are the spec's messages word for word (the contract holds them), and
// that every message the app may show in English has a Bangla translation.
import {
  accountMessages,
  fieldMessages,
  loginMessages,
  maintenanceMessage,
  missingCodeMessage,
  signupMessages,
} from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import { i18n } from './i18n';
import { messageKeys } from './server-messages';

function leaves(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  it('maps every contract message to an English text equal to it', () => {
    const contractMessages = [
      ...Object.values(loginMessages),
      ...Object.values(signupMessages),
      accountMessages.usernameTaken,
      accountMessages.emailTaken,
      accountMessages.phoneTaken,
      accountMessages.referralCodeUnknown,
      accountMessages.currencyInvalid,
      accountMessages.accountDisabled,
      // What a field says when its schema names no message (every validator's own text).
      ...Object.values(fieldMessages),
    ];
    for (const message of contractMessages) {
      const key = messageKeys[message];
      expect(key, message).toBeDefined();
      expect(en.messages[key!]).toBe(message);
    }
  });

  it('uses the spec wording for maintenance and for a missing code', () => {
    expect(en.maintenance.title).toBe(maintenanceMessage);
    expect(i18n.t('messages.missingCode', { type: 'agent_code', lng: 'en' })).toBe(
      missingCodeMessage('agent_code'),
    );
  });

  it('has a Bangla text for every English key, and no Bangla text left in English', () => {
    expect(leaves(bn)).toEqual(leaves(en));
    const untranslated = leaves(en).filter((key) => {
      const pick = (tree: object) =>
        key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
      return pick(en) === pick(bn);
    });
    // Language names are the same in both on purpose, and so are the make-payment instructions,
    // which the spec shows in Bengali whatever the language.
    expect(untranslated.filter((key) => !key.startsWith('makePayment.instructions.'))).toEqual([
      'language.en',
      'language.bn',
    ]);
  });
});

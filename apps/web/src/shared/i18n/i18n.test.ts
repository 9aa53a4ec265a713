// Proves every text of the app has its Bangla, and that a catalogue text (a server answer, a
// schema's message) shows in the chosen language.
import {
  bnMessages,
  fieldMessages,
  fillMessage,
  inboxNoticeMessages,
  loginMessages,
  maintenanceMessage,
  missingCodeMessage,
} from '@khela/contract';
import { describe, expect, it, vi } from 'vitest';
import { bn } from './bn';
import { en } from './en';
import { i18n, loadLanguage } from './i18n';

function leaves(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  it('shows a catalogue text in Bangla by the code the server sent, or by its English', async () => {
    await loadLanguage('bn');
    await i18n.changeLanguage('bn');
    try {
      expect(i18n.message(loginMessages.failed, 'login.failed')).toBe(bnMessages['login.failed']);
      expect(i18n.message(fieldMessages.tooLong)).toBe(bnMessages['field.tooLong']);
      expect(i18n.message(missingCodeMessage('agent_code'))).toBe(
        fillMessage(bnMessages['codeCapture.missing'], { type: 'agent_code' }),
      );
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(i18n.message('Words no catalogue holds.')).toBe('Words no catalogue holds.');
      expect(i18n.message('Words no catalogue holds.')).toBe('Words no catalogue holds.');
      // Logged once, so support can have the words added to the catalogue.
      expect(logged).toHaveBeenCalledTimes(1);
      expect(logged.mock.calls[0]?.[1]).toEqual({
        code: undefined,
        message: 'Words no catalogue holds.',
      });
      logged.mockRestore();
      // A notice the server wrote from a template reads in Bangla, its figures in Bangla digits
      // and its transaction id as written (the player quotes it to the desk).
      const values = { amount: '৳500.00', transactionId: 'TX9', reason: 'Wrong number 2.' };
      expect(i18n.message(fillMessage(inboxNoticeMessages.withdrawalRejected, values))).toBe(
        fillMessage(bnMessages['inboxNotice.withdrawalRejected'], {
          amount: '৳৫০০.০০',
          transactionId: 'TX9',
          reason: 'Wrong number ২.',
        }),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(i18n.message(loginMessages.failed, 'login.failed')).toBe(loginMessages.failed);
  });

  it('uses the spec wording for maintenance', () => {
    expect(en.maintenance.title).toBe(maintenanceMessage);
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

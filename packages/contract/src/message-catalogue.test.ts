import { describe, expect, it } from 'vitest';
import {
  fillMessage,
  inboxNoticeMessages,
  isMessageCode,
  messageCatalogue,
  messageText,
  paymentAdminMessages,
  playerMessageCatalogue,
  playerMessageReader,
  readMessage,
  withdrawMessages,
  depositMessages,
} from './index.js';
import { bnMessages } from './messages-bn.js';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the message catalogue', () => {
  it('reads each text back to its own code, or to the earlier area of a shared text', () => {
    for (const [area, texts] of Object.entries(messageCatalogue)) {
      for (const [key, text] of Object.entries(texts as Record<string, unknown>)) {
        if (typeof text !== 'string' || placeholders(text).length > 0) continue;
        const read = readMessage(text);
        expect(read, `${area}.${key}`).toBeDefined();
        expect(messageText(read!.code)).toBe(text);
      }
    }
    expect(readMessage(withdrawMessages.phoneNotVerified)?.code).toBe('deposit.phoneNotVerified');
    expect(readMessage('Some words of nobody’s')).toBeUndefined();
  });

  it('reads the player areas alone for the player app, the same as the whole catalogue does', () => {
    for (const [area, texts] of Object.entries(playerMessageCatalogue)) {
      for (const [key, text] of Object.entries(texts as Record<string, unknown>)) {
        if (typeof text !== 'string' || placeholders(text).length > 0) continue;
        expect(playerMessageReader.readMessage(text), `${area}.${key}`).toEqual(readMessage(text));
        expect(playerMessageReader.isMessageCode(`${area}.${key}`)).toBe(true);
      }
    }
    const template = fillMessage(inboxNoticeMessages.depositRejected, {
      amount: '৳10.00',
      transactionId: 'T9',
      reason: 'Wrong number.',
    });
    expect(playerMessageReader.readMessage(template)?.code).toBe('inboxNotice.depositRejected');
    // The console's texts are not the player's: the whole catalogue reads them, this reader not.
    expect(readMessage(paymentAdminMessages.methodSaved)?.code).toBe('paymentAdmin.methodSaved');
    expect(playerMessageReader.readMessage(paymentAdminMessages.methodSaved)).toBeUndefined();
    expect(playerMessageReader.messageText('paymentAdmin.methodSaved')).toBeUndefined();
  });

  it('gives a text several codes share one Bangla text, whichever code the wire names', () => {
    // The wire names the first code of a shared text (readMessage), and a field's messages are
    // read back by their text, so one English text must read the same in Bangla under each code.
    const codesByText = new Map<string, string[]>();
    for (const [area, texts] of Object.entries(messageCatalogue)) {
      for (const [key, text] of Object.entries(texts as Record<string, unknown>)) {
        if (typeof text !== 'string') continue;
        codesByText.set(text, [...(codesByText.get(text) ?? []), `${area}.${key}`]);
      }
    }
    const bangla = bnMessages as Partial<Record<string, string>>;
    const differing = [...codesByText.values()].filter(
      (codes) => new Set(codes.map((code) => bangla[code]).filter(Boolean)).size > 1,
    );
    expect(differing).toEqual([]);
    expect([...codesByText.values()].some((codes) => codes.length > 1)).toBe(true);
  });

  it('reads a written template back to its code and values', () => {
    const values = { amount: '৳1,000.00', transactionId: 'T1', reason: 'No payment (seen).' };
    const written = fillMessage(inboxNoticeMessages.depositRejected, values);
    expect(readMessage(written)).toEqual({ code: 'inboxNotice.depositRejected', params: values });
    const toWallet = fillMessage(inboxNoticeMessages.withdrawalPaidToWallet, values);
    expect(readMessage(toWallet)?.code).toBe('inboxNotice.withdrawalPaidToWallet');
    const withBonus = fillMessage(inboxNoticeMessages.depositCreditedWithBonus, {
      ...values,
      bonus: '৳50.00',
    });
    expect(readMessage(withBonus)).toMatchObject({
      code: 'inboxNotice.depositCreditedWithBonus',
      params: { bonus: '৳50.00' },
    });
  });

  it('knows its codes and no others', () => {
    expect(isMessageCode('deposit.amountRequired')).toBe(true);
    expect(messageText('deposit.amountRequired')).toBe(depositMessages.amountRequired);
    expect(isMessageCode('deposit.nothing')).toBe(false);
  });

  it('has Bangla for every player text, with the same placeholders', () => {
    for (const [area, texts] of Object.entries(playerMessageCatalogue)) {
      for (const [key, text] of Object.entries(texts as Record<string, unknown>)) {
        if (typeof text !== 'string') continue;
        const code = `${area}.${key}` as keyof typeof bnMessages;
        const bangla = bnMessages[code];
        expect(bangla?.trim(), code).toBeTruthy();
        expect(placeholders(bangla), code).toEqual(placeholders(text));
      }
    }
    expect(Object.keys(bnMessages).every(isMessageCode)).toBe(true);
  });

  it('writes every Bangla text in Bangla, not the English left in place', () => {
    // A Bangla letter (অ to হ) in each: digits, signs and symbols alone are not a translation.
    const untranslated = Object.entries(bnMessages).filter(
      ([, text]) => !/[\u0985-\u09B9]/u.test(text),
    );
    expect(untranslated).toEqual([]);
  });
});

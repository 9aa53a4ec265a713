// Proves every recovery message the contract defines has an English text equal to it (so the
// screen shows the spec's words) and a Bangla translation.
import { otpSentMessage, recoveryMessages } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { bn } from '../../shared/i18n/bn';
import { en } from '../../shared/i18n/en';

describe('recovery messages', () => {
  it('keeps the contract wording in English and translates each into Bangla', () => {
    const english = Object.values(en.recovery.messages);
    for (const message of [
      ...Object.values(recoveryMessages).filter((text) => text !== recoveryMessages.channelInvalid),
      otpSentMessage('email'),
      otpSentMessage('sms'),
    ]) {
      expect(english).toContain(message);
    }
    for (const [key, text] of Object.entries(bn.recovery.messages)) {
      expect(text, key).not.toBe(en.recovery.messages[key as keyof typeof en.recovery.messages]);
    }
  });
});

// Proves every withdrawal message the contract holds reaches the screen word for word in English,
// and has its own Bangla text.
import { withdrawMessages } from '@khela/contract';
import { describe, expect, it } from 'vitest';
import { bn } from '../../shared/i18n/bn';
import { en } from '../../shared/i18n/en';
import { withdrawalMessageKeys } from './withdrawal-text';

describe('withdrawal texts', () => {
  it('maps each contract message to an English text equal to it and a Bangla one', () => {
    for (const message of Object.values(withdrawMessages)) {
      const key = withdrawalMessageKeys[message];
      expect(key, message).toBeDefined();
      expect(en.withdrawal.messages[key!]).toBe(message);
      expect(bn.withdrawal.messages[key!]).not.toBe(message);
    }
  });
});

/** Transaction ids players quote to support: a letter for the kind and 10 unambiguous characters. */
import { randomInt } from 'node:crypto';
import type { TransactionAction } from '@khela/contract';

// No 0/O or 1/I/L, so an id read out over the phone is not misheard.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const prefixByAction: Record<TransactionAction, string> = {
  deposit: 'D',
  withdraw: 'W',
  bonus: 'B',
};

export function newTransactionId(action: TransactionAction): string {
  let id = prefixByAction[action];
  for (let index = 0; index < 10; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/**
 * The deposit messages come from the contract in English (the make-payment ones in Bengali); this
 * shows each English one in the chosen language and leaves anything else (the Bengali messages, a
 * server's own words) to the app-wide translator, which shows unknown text as sent.
 */
import {
  amountDecimalsMessage,
  depositMessages,
  makePaymentMessages,
  receiptMessages,
} from '@khela/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useMessageTranslator } from '../../shared/i18n/server-messages';
import type { en } from '../../shared/i18n/en';

type DepositMessageKey = keyof typeof en.deposit.messages;

export const depositMessageKeys: Readonly<Record<string, DepositMessageKey>> = {
  [depositMessages.phoneNotVerified]: 'phoneNotVerified',
  [depositMessages.pendingDeposit]: 'pendingDeposit',
  [depositMessages.amountRequired]: 'amountRequired',
  [depositMessages.paymentMethodRequired]: 'paymentMethodRequired',
  [depositMessages.channelRequired]: 'channelRequired',
  [depositMessages.amountOutOfRange]: 'amountOutOfRange',
  [amountDecimalsMessage]: 'amountDecimals',
  [depositMessages.promotionInvalid]: 'promotionInvalid',
  [depositMessages.promotionClaimed]: 'promotionClaimed',
  [depositMessages.failed]: 'failed',
  [makePaymentMessages.depositRequestMissing]: 'depositRequestMissing',
  [receiptMessages.tooLarge]: 'receiptTooLarge',
  [receiptMessages.wrongType]: 'receiptWrongType',
  [receiptMessages.missing]: 'receiptMissing',
};

export function useDepositTranslator(): (message: string) => string {
  const { t } = useTranslation();
  const translateShared = useMessageTranslator();
  return (message) => {
    const key = depositMessageKeys[message];
    return key ? t(`deposit.messages.${key}`) : translateShared(message);
  };
}

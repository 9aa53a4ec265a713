/**
 * The withdrawal messages come from the contract (and the server) in English; this shows each in
 * the chosen language and leaves any other text to the app-wide translator.
 */
import { amountDecimalsMessage, withdrawMessages } from '@khela/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { en } from '../../shared/i18n/en';
import { useMessageTranslator } from '../../shared/i18n/server-messages';

export type WithdrawalMessageKey = keyof typeof en.withdrawal.messages;

export const withdrawalMessageKeys: Readonly<Record<string, WithdrawalMessageKey>> = {
  [withdrawMessages.phoneNotVerified]: 'phoneNotVerified',
  [withdrawMessages.pendingWithdraw]: 'pendingWithdraw',
  [withdrawMessages.amountRequired]: 'amountRequired',
  [withdrawMessages.accountNumberRequired]: 'accountNumberRequired',
  [withdrawMessages.paymentMethodRequired]: 'paymentMethodRequired',
  [withdrawMessages.amountOutOfRange]: 'amountOutOfRange',
  [withdrawMessages.noMethods]: 'noMethods',
  [withdrawMessages.disabled]: 'disabled',
  [withdrawMessages.success]: 'success',
  [withdrawMessages.failed]: 'failed',
  [withdrawMessages.checkFailed]: 'checkFailed',
  [withdrawMessages.checkUnknown]: 'checkUnknown',
  [withdrawMessages.turnoverIncomplete]: 'turnoverIncomplete',
  [withdrawMessages.dateOfBirthRequired]: 'dateOfBirthRequired',
  [withdrawMessages.accountNotVerified]: 'accountNotVerified',
  [withdrawMessages.insufficientBalance]: 'insufficientBalance',
  [amountDecimalsMessage]: 'amountDecimals',
};

export function useWithdrawalTranslator(): (message: string) => string {
  const { t } = useTranslation();
  const translateShared = useMessageTranslator();
  return (message) => {
    const key = withdrawalMessageKeys[message];
    return key ? t(`withdrawal.messages.${key}`) : translateShared(message);
  };
}

/**
 * The server's English refusals on the Account pages, mapped to this feature's texts so a Bangla
 * player reads Bangla; any other message is shown as sent.
 */
import { exchangeAccountMessages, exchangeBetMessages } from '@khela/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { en } from '../../shared/i18n/en';
import { isApiError } from '../../shared/api-client';

type AccountMessageKey = keyof typeof en.exchangeAccount.messages;

const keys: Readonly<Record<string, AccountMessageKey>> = {
  [exchangeAccountMessages.dateInvalid]: 'dateInvalid',
  [exchangeAccountMessages.rangeReversed]: 'rangeReversed',
  [exchangeAccountMessages.rangeTooOld]: 'rangeTooOld',
  [exchangeAccountMessages.rangeInFuture]: 'rangeInFuture',
  [exchangeAccountMessages.pageInvalid]: 'pageInvalid',
  [exchangeBetMessages.nothingToCancel]: 'nothingToCancel',
  [exchangeBetMessages.betNotFound]: 'betNotFound',
};

/** The words for a failed call: the server's own message when it sent one, else `fallback`. */
export function useAccountFailure(): (error: unknown, fallback: string) => string {
  const { t } = useTranslation();
  return (error, fallback) => {
    const message = isApiError(error) && error.status < 500 ? error.serverMessage : undefined;
    if (!message) return fallback;
    const key = keys[message];
    return key ? t(`exchangeAccount.messages.${key}`) : message;
  };
}

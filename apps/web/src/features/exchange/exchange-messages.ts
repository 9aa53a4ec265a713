/**
 * The server's English refusals for exchange bets, mapped to this feature's texts so a Bangla
 * player reads Bangla; any other message is shown as sent.
 */
import { exchangeBetMessages, exchangeWalletMessages } from '@khela/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { en } from '../../shared/i18n/en';

type ExchangeMessageKey = keyof typeof en.exchange.messages;

const keys: Readonly<Record<string, ExchangeMessageKey>> = {
  [exchangeBetMessages.marketNotFound]: 'marketNotFound',
  [exchangeBetMessages.runnerNotFound]: 'runnerNotFound',
  [exchangeBetMessages.sideInvalid]: 'sideInvalid',
  [exchangeBetMessages.oddsInvalid]: 'oddsInvalid',
  [exchangeBetMessages.stakeRequired]: 'stakeRequired',
  [exchangeBetMessages.stakeOutOfRange]: 'stakeOutOfRange',
  [exchangeBetMessages.marketClosed]: 'marketClosed',
  [exchangeBetMessages.marketSuspended]: 'marketSuspended',
  [exchangeBetMessages.runnerSuspended]: 'runnerSuspended',
  [exchangeBetMessages.profitTooSmall]: 'profitTooSmall',
  [exchangeBetMessages.insufficientFunds]: 'insufficientFunds',
  [exchangeBetMessages.rateChanged]: 'rateChanged',
  [exchangeBetMessages.rateInvalid]: 'rateInvalid',
  [exchangeWalletMessages.nothingToRecall]: 'nothingToRecall',
  [exchangeWalletMessages.marketInvalid]: 'recallMarketInvalid',
};

export function useExchangeMessage(): (message: string) => string {
  const { t } = useTranslation();
  return (message) => {
    const key = keys[message];
    return key ? t(`exchange.messages.${key}`) : message;
  };
}

/**
 * The recovery messages come from the contract in English; this shows each in the chosen language,
 * and leaves anything else (a server's own words) to the app-wide translator.
 */
import { otpSentMessage, recoveryMessages } from '@khela/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { useMessageTranslator } from '../../shared/i18n/server-messages';
import type { en } from '../../shared/i18n/en';

type RecoveryMessageKey = keyof typeof en.recovery.messages;

const recoveryMessageKeys: Readonly<Record<string, RecoveryMessageKey>> = {
  [recoveryMessages.emailRequired]: 'emailRequired',
  [recoveryMessages.usernameRequired]: 'usernameRequired',
  [recoveryMessages.phoneRequired]: 'phoneRequired',
  [recoveryMessages.otpRequired]: 'otpRequired',
  [recoveryMessages.otpInvalid]: 'otpInvalid',
  [recoveryMessages.passwordRule]: 'passwordRule',
  [recoveryMessages.confirmRequired]: 'confirmRequired',
  [recoveryMessages.confirmMismatch]: 'confirmMismatch',
  [recoveryMessages.sendFailed]: 'sendFailed',
  [recoveryMessages.sendError]: 'sendError',
  [recoveryMessages.resetFailed]: 'resetFailed',
  [recoveryMessages.resetSuccess]: 'resetSuccess',
  [recoveryMessages.otpRejected]: 'otpRejected',
  [otpSentMessage('email')]: 'otpSentEmail',
  [otpSentMessage('sms')]: 'otpSentSms',
};

export function useRecoveryTranslator(): (message: string) => string {
  const { t } = useTranslation();
  const translateShared = useMessageTranslator();
  return (message) => {
    const key = recoveryMessageKeys[message];
    return key ? t(`recovery.messages.${key}`) : translateShared(message);
  };
}

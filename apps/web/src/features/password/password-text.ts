/**
 * The password-change messages come from the contract (and the server) in English; this shows
 * each in the chosen language and leaves any other text to the app-wide translator.
 */
import { changePasswordMessages } from '@khela/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { en } from '../../shared/i18n/en';
import { useMessageTranslator } from '../../shared/i18n/server-messages';

export type PasswordMessageKey = keyof typeof en.password.messages;

const keyByMessage: Readonly<Record<string, PasswordMessageKey>> = Object.fromEntries(
  (Object.keys(changePasswordMessages) as PasswordMessageKey[]).map((key) => [
    changePasswordMessages[key],
    key,
  ]),
);

export function usePasswordTranslator(): (message: string) => string {
  const { t } = useTranslation();
  const translateShared = useMessageTranslator();
  return (message) => {
    const key = keyByMessage[message];
    return key ? t(`password.messages.${key}`) : translateShared(message);
  };
}

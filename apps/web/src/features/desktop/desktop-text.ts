/**
 * The desktop registration's messages come from the contract (and the server) in English; this
 * shows each in the chosen language and leaves the rest to the app-wide translator.
 */
import { desktopRegisterMessages } from '@khela/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { en } from '../../shared/i18n/en';
import { useMessageTranslator } from '../../shared/i18n/server-messages';

type RegisterMessageKey = keyof typeof en.desktop.register.messages;

/** The server's word for a wrong captcha (our wording, from the captcha check). */
export const captchaWrongMessage = 'The captcha is incorrect. Please try again.';

const registerMessageKeys: Readonly<Record<string, RegisterMessageKey>> = {
  [desktopRegisterMessages.step1Incomplete]: 'step1Incomplete',
  [desktopRegisterMessages.passwordMismatch]: 'passwordMismatch',
  [desktopRegisterMessages.step2Incomplete]: 'step2Incomplete',
  [desktopRegisterMessages.ageNotConfirmed]: 'ageNotConfirmed',
  [desktopRegisterMessages.success]: 'success',
  [captchaWrongMessage]: 'captchaWrong',
};

export function useDesktopTranslator(): (message: string) => string {
  const { t } = useTranslation();
  const translateShared = useMessageTranslator();
  return (message) => {
    const key = registerMessageKeys[message];
    return key ? t(`desktop.register.messages.${key}`) : translateShared(message);
  };
}

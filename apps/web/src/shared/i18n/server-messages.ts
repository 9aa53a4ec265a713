/**
 * The contract's messages (client validation and server answers) are English. This maps each one we
 * know to its translation key, so a Bangla player reads Bangla; any other text is shown as sent.
 */
import { useTranslation } from './use-translation';
import {
  accountMessages,
  captchaMessages,
  fieldMessages,
  loginMessages,
  signupMessages,
} from '@khela/contract';
import type { en } from './en';

export type MessageKey = keyof typeof en.messages;

export const messageKeys: Readonly<Record<string, MessageKey>> = {
  [signupMessages.usernameRequired]: 'usernameRequired',
  [signupMessages.usernameInvalid]: 'usernameInvalid',
  [signupMessages.usernameLength]: 'usernameLength',
  [signupMessages.emailRequired]: 'emailRequired',
  [signupMessages.emailInvalid]: 'emailInvalid',
  [signupMessages.phoneRequired]: 'phoneRequired',
  [signupMessages.phoneInvalid]: 'phoneInvalid',
  [signupMessages.passwordRequired]: 'passwordRequired',
  [signupMessages.passwordTooShort]: 'passwordTooShort',
  [signupMessages.passwordCharacters]: 'passwordCharacters',
  [signupMessages.confirmRequired]: 'confirmRequired',
  [signupMessages.confirmMismatch]: 'confirmMismatch',
  [loginMessages.failed]: 'loginFailed',
  [loginMessages.networkError]: 'loginNetwork',
  [signupMessages.failed]: 'signupFailed',
  [signupMessages.networkError]: 'signupNetwork',
  [accountMessages.usernameTaken]: 'usernameTaken',
  [accountMessages.emailTaken]: 'emailTaken',
  [accountMessages.phoneTaken]: 'phoneTaken',
  [accountMessages.referralCodeUnknown]: 'referralCodeUnknown',
  [accountMessages.currencyInvalid]: 'currencyInvalid',
  [accountMessages.accountDisabled]: 'accountDisabled',
  [captchaMessages.required]: 'captchaRequired',
  [captchaMessages.wrong]: 'captchaWrong',
  [fieldMessages.required]: 'fieldRequired',
  [fieldMessages.invalid]: 'fieldInvalid',
  [fieldMessages.tooLong]: 'fieldTooLong',
  [fieldMessages.tooShort]: 'fieldTooShort',
  [fieldMessages.tooLarge]: 'fieldTooLarge',
  [fieldMessages.tooSmall]: 'fieldTooSmall',
  [fieldMessages.notWhole]: 'fieldNotWhole',
  [fieldMessages.notOffered]: 'fieldNotOffered',
};

/** Returns a function that shows a contract or server message in the chosen language. */
export function useMessageTranslator(): (message: string) => string {
  const { t } = useTranslation();
  return (message) => {
    const key = messageKeys[message];
    return key ? t(`messages.${key}`) : message;
  };
}

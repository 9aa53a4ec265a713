/**
 * The profile's messages come from the contract (and the server) in English; this shows each in
 * the chosen language and leaves any other text (signup's phone and e-mail rules, a server's own
 * words) to the app-wide translator.
 */
import { profileMessages } from '@khela/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import type { en } from '../../shared/i18n/en';
import { useMessageTranslator } from '../../shared/i18n/server-messages';

export type ProfileMessageKey = keyof typeof en.profile.messages;

/** The contract's profile messages this feature translates itself. */
export const profileMessageKeys = [
  'verified',
  'notVerified',
  'sendCodeFailed',
  'dofbFailed',
  'birthdayRequired',
  'birthdayInvalid',
  'birthdayLocked',
  'birthdayUnderage',
  'codeRequired',
  'codeInvalid',
  'codeRejected',
  'contactRequired',
  'extraPhonesFull',
  'phoneTaken',
  'contactNotOnAccount',
  'codeSent',
  'emailVerifiedDone',
  'phoneVerifiedDone',
  'phoneAdded',
  'emailAlreadyVerified',
  'phoneAlreadyVerified',
  'resendTooSoon',
  'sendsExhausted',
] as const satisfies readonly (ProfileMessageKey & keyof typeof profileMessages)[];

const keyByMessage: Readonly<Record<string, ProfileMessageKey>> = Object.fromEntries(
  profileMessageKeys.map((key) => [profileMessages[key], key]),
);

export function useProfileTranslator(): (message: string) => string {
  const { t } = useTranslation();
  const translateShared = useMessageTranslator();
  return (message) => {
    const key = keyByMessage[message];
    return key ? t(`profile.messages.${key}`) : translateShared(message);
  };
}

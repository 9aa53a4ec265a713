/**
 * What the player reads when a chat call fails: the server's message in the chosen language when
 * we know it, a connection note when no answer came, else a plain "not sent".
 */
import { chatMessages } from '@khela/contract';
import { useTranslation } from '../../shared/i18n/use-translation';
import { isApiError, isNetworkError } from '../../shared/api-client';

type ChatMessageKey =
  'contentRequired' | 'contentTooLong' | 'chatNotFound' | 'notYourself' | 'tooManyMessages';

export const chatMessageKeys: Readonly<Record<string, ChatMessageKey>> = {
  [chatMessages.contentRequired]: 'contentRequired',
  [chatMessages.contentTooLong]: 'contentTooLong',
  [chatMessages.chatNotFound]: 'chatNotFound',
  [chatMessages.notYourself]: 'notYourself',
  [chatMessages.tooManyMessages]: 'tooManyMessages',
};

export function useChatErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (isNetworkError(error)) return t('chat.errors.network');
    if (isApiError(error) && error.serverMessage) {
      const key = chatMessageKeys[error.serverMessage];
      return key ? t(`chat.messages.${key}`) : error.serverMessage;
    }
    return t('chat.errors.notSent');
  };
}

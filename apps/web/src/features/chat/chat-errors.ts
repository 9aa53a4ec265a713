/**
 * What the player reads when a chat call fails: the server's message in the chosen language, a
 * connection note when no answer came, else a plain "not sent".
 */
import { useTranslation } from '../../shared/i18n/use-translation';
import { useMessageTranslator } from '../../shared/i18n/server-messages';
import { isApiError, isNetworkError } from '../../shared/api-client';

export function useChatErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const translate = useMessageTranslator();
  return (error) => {
    if (isNetworkError(error)) return t('chat.errors.network');
    if (isApiError(error) && error.serverMessage) {
      return translate(error.serverMessage, error.code);
    }
    return t('chat.errors.notSent');
  };
}

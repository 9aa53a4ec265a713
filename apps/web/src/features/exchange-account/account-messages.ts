/** The words for a failed call on the Account pages, in the chosen language. */
import { isApiError } from '../../shared/api-client';
import { useMessageTranslator } from '../../shared/i18n/server-messages';

/** The server's own message when it sent one (translated by its code), else `fallback`. */
export function useAccountFailure(): (error: unknown, fallback: string) => string {
  const translate = useMessageTranslator();
  return (error, fallback) => {
    const message = isApiError(error) && error.status < 500 ? error.serverMessage : undefined;
    return message ? translate(message, isApiError(error) ? error.code : undefined) : fallback;
  };
}

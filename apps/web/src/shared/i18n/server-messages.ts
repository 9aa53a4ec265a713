/**
 * Catalogue texts (the contract's schema messages, the server's answers, inbox notices) arrive in
 * English, and a server answer also carries its code. This shows them in the chosen language;
 * the Bangla is the contract's own (`bnMessages`), loaded with the rest of the Bangla texts.
 */
import { useTranslation } from './use-translation';

/** Shows a catalogue text in the chosen language; pass the answer's code when there is one. */
export function useMessageTranslator(): (message: string, code?: string) => string {
  // The hook subscribes the component to language changes; i18n.message reads the current one.
  const { i18n } = useTranslation();
  return (message, code) => i18n.message(message, code);
}

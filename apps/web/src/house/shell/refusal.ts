/**
 * What a house call's refusal says, in the player's language. The server's answer carries its
 * catalogue code beside the English; the Bangla is the contract's own (`gamesBnMessage`), so no
 * page keeps a map of English sentences that a reworded message would silently break.
 */
import { gamesBnMessage, type Language } from '@khela/contract';
import { isApiError } from '../../shared/api-client';
import { useHouseLanguage } from './house-language';

/** A refusal's words as the server sent them: the English and its catalogue code. */
export interface Refusal {
  message: string;
  code: string | undefined;
}

/** What a failed call's answer said, or undefined when it said nothing a player can read. */
export function refusalOf(error: unknown): Refusal | undefined {
  return isApiError(error) && error.serverMessage !== undefined
    ? { message: error.serverMessage, code: error.code }
    : undefined;
}

/** The refusal in the player's language: the Bangla of its code, else the English as sent. */
export function refusalText(refusal: Refusal, language: Language): string {
  return (language === 'bn' ? gamesBnMessage(refusal.code) : undefined) ?? refusal.message;
}

/** `refusalText` in the page's language, with the page's own words when the server said nothing. */
export function useRefusalWording(): (refusal: Refusal | undefined, fallback: string) => string {
  const language = useHouseLanguage();
  return (refusal, fallback) => (refusal ? refusalText(refusal, language) : fallback);
}

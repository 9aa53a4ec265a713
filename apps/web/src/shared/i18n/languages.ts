/** Which language to start in and how a choice is remembered. */
import { languages, type Language } from '@khela/contract';
import { readStorage, storageKeys } from '../storage';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function toLanguage(value: string | undefined): Language {
  return value?.toLowerCase().startsWith('bn') ? 'bn' : 'en';
}

/** The stored choice, else Bangla when the phone asks for it first, else English. */
export function initialLanguage(): Language {
  const stored = readStorage(storageKeys.language);
  if (isLanguage(stored)) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
  return toLanguage(preferred[0]);
}

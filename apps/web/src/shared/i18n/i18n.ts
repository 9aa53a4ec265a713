/**
 * i18next with both languages bundled: the texts are a few kilobytes, and a phone on a slow link
 * should not wait for a second request before it can switch language.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@khela/contract';
import { writeStorage, storageKeys } from '../storage';
import { bn } from './bn';
import { en } from './en';
import { initialLanguage } from './languages';

export const resources = { en: { translation: en }, bn: { translation: bn } } as const;

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: ['en', 'bn'],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyDocumentLanguage(i18n.language);
i18n.on('languageChanged', applyDocumentLanguage);

/** The header's language selector: switch now and remember the choice on this phone. */
export async function chooseLanguage(language: Language): Promise<void> {
  writeStorage(storageKeys.language, language);
  await i18n.changeLanguage(language);
}

export { i18n };

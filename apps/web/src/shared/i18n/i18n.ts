/**
 * i18next with English bundled and Bangla in its own chunk: the English texts are the fallback
 * every screen needs, and a phone in English should not download the Bangla ones before its first
 * screen. A phone that starts in Bangla waits for them before the app renders (`languageReady`);
 * any other fetches them once the first screen is up, so switching is normally instant still.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@khela/contract';
import { writeStorage, storageKeys } from '../storage';
import { en } from './en';
import { initialLanguage } from './languages';

const startLanguage = initialLanguage();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  // Bangla is added before i18next is switched to it (loadLanguage).
  lng: 'en',
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

let bangla: Promise<void> | undefined;
/** Adds a language's texts to i18next once (English is always there). */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  bangla ??= import('./bn').then(
    ({ bn }) => {
      i18n.addResourceBundle('bn', 'translation', bn);
    },
    (error: unknown) => {
      // A failed download may succeed on the next try (the player walked back into coverage).
      bangla = undefined;
      throw error;
    },
  );
  return bangla;
}

/** Switches to a language once its texts are here. */
async function switchTo(language: Language): Promise<void> {
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

/**
 * Settles once the phone's starting language is in use; the app renders after it. Should the
 * Bangla texts fail to arrive, the app starts in English rather than not at all.
 */
export const languageReady: Promise<void> =
  startLanguage === 'en'
    ? Promise.resolve()
    : switchTo(startLanguage).catch((error: unknown) => {
        console.error('Failed to load the Bangla texts', error);
      });

/** The header's language selector: switch now and remember the choice on this phone. */
export async function chooseLanguage(language: Language): Promise<void> {
  writeStorage(storageKeys.language, language);
  await switchTo(language);
}

export { i18n };

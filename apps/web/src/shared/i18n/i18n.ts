/**
 * The app's texts and language. The first screen's texts are bundled in both languages (English is
 * the fallback of every text), so a phone that starts in Bangla draws as soon as one in English.
 * The other screens' texts are chunks: English's, and Bangla's with the catalogue's Bangla, which
 * every screen loaded on demand waits for in the language in use (`loadScreenTexts`,
 * app/lazy-screen.ts). Any phone fetches both once the first screen is up, so switching language
 * or opening a screen is normally instant still.
 */
import type { Language } from '@khela/contract';
import { logError } from '../log';
import { writeStorage, storageKeys } from '../storage';
import { bnShell } from './bn-shell';
import { enShell } from './en-shell';
import { initialLanguage } from './languages';
import { translate, type Texts, type TranslateFunction, type TranslateOptions } from './translator';

type LanguageListener = (language: Language) => void;
/** A language's words for a catalogue text (a server answer, a schema's message), if it has them. */
export type MessageReader = (message: string, code?: string) => string | undefined;

const dictionaries: Partial<Record<Language, Texts>> = { en: enShell, bn: bnShell };
const messageReaders: Partial<Record<Language, MessageReader>> = {};
const listeners = new Set<LanguageListener>();
const boundTranslators = new Map<Language, TranslateFunction>();
let current: Language = 'en';

/** A translation function for one language; a new language gives a new function, as React expects. */
const reportedUntranslated = new Set<string>();

/**
 * A server text the language lacks shows in English; it is logged once per text, in production
 * too, so support can send the words to be added to the catalogue (a server message with no code,
 * or a code the contract's Bangla lacks).
 */
function reportUntranslated(language: Language, message: string, code: string | undefined): void {
  const key = `${language}|${code ?? ''}|${message}`;
  if (reportedUntranslated.has(key)) return;
  reportedUntranslated.add(key);
  logError(`A server text has no ${language} translation`, { code, message });
}

function translatorFor(language: Language): TranslateFunction {
  let bound = boundTranslators.get(language);
  if (!bound) {
    bound = (key: string, options?: TranslateOptions) =>
      translate(dictionaries, language, key, options);
    boundTranslators.set(language, bound);
  }
  return bound;
}

export const i18n = {
  /** The language in use. */
  get language(): Language {
    return current;
  },
  /** Kept for the callers written against i18next: always the language in use. */
  get resolvedLanguage(): Language {
    return current;
  },
  t: ((key: string, options?: TranslateOptions) =>
    translate(dictionaries, current, key, options)) as TranslateFunction,
  /** The current language's translation function; a new one after every language change. */
  translator: (): TranslateFunction => translatorFor(current),
  /**
   * A catalogue text in the language in use: by its code when the server sent one, else by the
   * text itself; a text the language lacks shows as sent.
   */
  message(message: string, code?: string): string {
    const reader = messageReaders[current];
    if (reader === undefined) return message;
    const text = reader(message, code);
    if (text === undefined) reportUntranslated(current, message, code);
    return text ?? message;
  },
  /** Sets the reader of a language's catalogue texts (English needs none: they are English). */
  addMessageReader(language: Language, reader: MessageReader): void {
    messageReaders[language] = reader;
  },
  /** Adds texts to a language's (a later text of the same key wins). */
  addTexts(language: Language, texts: Texts): void {
    dictionaries[language] = { ...dictionaries[language], ...texts };
    // Texts translated before they arrived are drawn again.
    boundTranslators.delete(language);
    if (language === current) for (const listener of listeners) listener(current);
  },
  /** Switches at once; texts not loaded yet show in English (see `chooseLanguage`). */
  changeLanguage(language: Language): Promise<void> {
    if (language !== current) {
      current = language;
      for (const listener of listeners) listener(language);
    }
    return Promise.resolve();
  },
  /** Calls back after every change of language; returns the unsubscription. */
  onLanguageChanged(listener: LanguageListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function applyDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyDocumentLanguage(i18n.language);
i18n.onLanguageChanged(applyDocumentLanguage);

let englishScreenTexts: Promise<void> | undefined;
/**
 * Fetches the texts of the screens loaded on demand: English's (every language's fallback), and
 * the language in use's; each once.
 */
export function loadScreenTexts(): Promise<void> {
  englishScreenTexts ??= import('./en-screens').then(
    ({ enScreens }) => i18n.addTexts('en', enScreens),
    (error: unknown) => {
      englishScreenTexts = undefined;
      throw error;
    },
  );
  return Promise.all([englishScreenTexts, loadLanguage(current)]).then(() => undefined);
}

let bangla: Promise<void> | undefined;
/** Fetches all of a language's texts once (English's are `loadScreenTexts`'). */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  bangla ??= import('./bn').then(
    ({ bn, bnMessage }) => {
      i18n.addMessageReader('bn', bnMessage);
      i18n.addTexts('bn', bn);
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

// The first screen's texts of either language are here: the phone starts in its language at once.
void i18n.changeLanguage(initialLanguage());

/** The header's language selector: switch now and remember the choice on this phone. */
export async function chooseLanguage(language: Language): Promise<void> {
  writeStorage(storageKeys.language, language);
  await switchTo(language);
}

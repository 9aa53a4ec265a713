/**
 * Texts of the house pages. They are a separate, small bundle, so instead of i18next each part keeps
 * its English and Bangla texts side by side (`defineTexts`, Bangla checked against the English
 * shape) and reads them for the language the player chose in the app (same site, same storage).
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '@khela/contract';

const LanguageContext = createContext<Language>('en');

export function HouseLanguageProvider({
  language,
  children,
}: {
  language: Language;
  children: ReactNode;
}) {
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}

export function useHouseLanguage(): Language {
  return useContext(LanguageContext);
}

/** Widens literal types so the Bangla texts must have the English shape, not its exact words. */
type TextShape<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: TextShape<T[K]> };

export interface Texts<T> {
  en: T;
  bn: TextShape<T>;
}

export function defineTexts<T>(texts: { en: T; bn: TextShape<T> }): Texts<T> {
  return texts;
}

/** The texts of one part in the player's language. */
export function useTexts<T>(texts: Texts<T>): TextShape<T> {
  const language = useHouseLanguage();
  return language === 'bn' ? texts.bn : (texts.en as TextShape<T>);
}

/**
 * The app's translation function: dotted keys into nested texts, `{{name}}` filled from the
 * options, plural forms picked by the language's rules (`key_one`, `key_other`, `key_zero` for a
 * count of 0), English when a language lacks a text, and the key itself when no language has it.
 * The same rules as i18next's, which the app used before; it weighs a few hundred bytes instead
 * of 18 KB on the first screen.
 */
import type { Language } from '@khela/contract';
import type { en } from './en';

type Leaves<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}`
    : Leaves<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<Key> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

/** Every text's key, and a plural text's key without its suffix: `t('auth.usernme')` does not compile. */
export type TranslationKey = Leaves<typeof en> | WithoutPlural<Leaves<typeof en>>;

export interface TranslateOptions {
  /** Another language than the current one, for this text only. */
  lng?: Language;
  /** A number picks the plural form; either fills `{{count}}` (a formatted count picks none). */
  count?: number | string;
  /** The text when no language has the key. */
  defaultValue?: string;
  [value: string]: unknown;
}

export interface TranslateFunction {
  (key: TranslationKey, options?: TranslateOptions): string;
  /** A key made from data (a sport's name), with the text to show when it has none. */
  (key: string, options: TranslateOptions & { defaultValue: string }): string;
}

/** Texts of one language, nested as in en.ts. */
export interface Texts {
  [key: string]: string | Texts;
}

const fallbackLanguage: Language = 'en';

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralCategory(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** The text for a key in one language, trying the plural forms a count asks for first. */
function find(
  texts: Texts | undefined,
  language: Language,
  key: string,
  count: number | string | undefined,
): string | undefined {
  if (typeof count === 'number') {
    const forms = [
      ...(count === 0 ? [`${key}_zero`] : []),
      `${key}_${pluralCategory(language, count)}`,
    ];
    for (const form of forms) {
      const text = lookup(texts, form);
      if (text !== undefined) return text;
    }
  }
  return lookup(texts, key);
}

/**
 * `{{name}}` becomes the option's value; a name the options lack stays as written (as i18next
 * leaves it), and one they hold as null or undefined becomes empty.
 */
function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (placeholder, rawName: string) => {
    const name = rawName.trim();
    if (!Object.prototype.hasOwnProperty.call(options, name)) return placeholder;
    const value = options[name];
    if (value === null || value === undefined) return '';
    if (typeof value === 'string') return value;
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    // The screens pass strings and numbers; an object is at least readable.
    return JSON.stringify(value);
  });
}

export function translate(
  dictionaries: Partial<Record<Language, Texts>>,
  language: Language,
  key: string,
  options?: TranslateOptions,
): string {
  const wanted = options?.lng ?? language;
  const count = options?.count;
  const text =
    find(dictionaries[wanted], wanted, key, count) ??
    (wanted === fallbackLanguage
      ? undefined
      : find(dictionaries[fallbackLanguage], fallbackLanguage, key, count));
  const chosen = text ?? options?.defaultValue;
  return chosen === undefined ? key : interpolate(chosen, options);
}

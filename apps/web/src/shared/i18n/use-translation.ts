/**
 * Texts for a component: `t` for the language in use, and the component draws again when the
 * language changes. `t` is a new function after a change, so effects and memos that list it
 * recompute.
 */
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TranslateFunction } from './translator';

const subscribe = (onChange: () => void) => i18n.onLanguageChanged(onChange);

export function useTranslation(): { t: TranslateFunction; i18n: typeof i18n } {
  const t = useSyncExternalStore(subscribe, i18n.translator, i18n.translator);
  return { t, i18n };
}

/**
 * The header's language selector: a native select (the phone's own picker, fully accessible)
 * drawn as a compact globe-and-code chip so it fits beside the header buttons.
 */
import { Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from './use-translation';
import { languages } from '@khela/contract';
import { chooseLanguage } from './i18n';
import { isLanguage, toLanguage } from './languages';
import './language-select.css';

const shortNames = { en: 'EN', bn: 'বাং' } as const;

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <div className="language-select text-muted-sm">
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <Globe size={18} aria-hidden="true" />
      <span className="language-select__code" aria-hidden="true" lang={current}>
        {shortNames[current]}
      </span>
      <select
        id={id}
        className="language-select__input"
        value={current}
        onChange={(event) => {
          const value = event.target.value;
          if (isLanguage(value)) void chooseLanguage(value);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

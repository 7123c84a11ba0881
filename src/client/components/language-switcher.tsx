import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../shared/app-info.ts';
import { languageAtom, useAtom } from '../lib/store.ts';

/** Each language named in itself, so a reader finds theirs whatever the current language. */
const OWN_NAMES: Record<Language, string> = { en: 'English', zh: '中文', ko: '한국어' };

/** The header's language menu. */
export function LanguageMenu() {
  const [language, setLanguage] = useAtom(languageAtom);
  const { t } = useTranslation('common');
  return (
    <div className="dropdown dropdown-end">
      <button
        type="button"
        tabIndex={0}
        className="btn btn-ghost btn-sm btn-square"
        aria-label={t('language.choose')}
        title={t('language.choose')}
      >
        <Languages aria-hidden="true" className="size-5" />
      </button>
      <ul className="menu dropdown-content bg-base-200 rounded-box z-50 mt-2 w-40 p-2 shadow-lg">
        {LANGUAGES.map((option) => (
          <li key={option}>
            <button type="button" lang={option} className={option === language ? 'menu-active' : ''} onClick={() => setLanguage(option)}>
              {OWN_NAMES[option]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The language choice as a list of radio cards (settings page). */
export function LanguageChoice() {
  const [language, setLanguage] = useAtom(languageAtom);
  const { t } = useTranslation('common');
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="sr-only">{t('language.choose')}</legend>
      {LANGUAGES.map((option) => (
        <label
          key={option}
          className={`card card-border cursor-pointer p-4 transition-colors ${option === language ? 'border-primary bg-primary/10' : 'hover:bg-base-200'}`}
        >
          <span className="flex items-center gap-3">
            <input
              type="radio"
              name="language"
              className="radio radio-primary radio-sm"
              checked={option === language}
              onChange={() => setLanguage(option)}
            />
            <span lang={option} className="font-medium">
              {OWN_NAMES[option]}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

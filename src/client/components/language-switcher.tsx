import { Languages } from 'lucide-react';
import { useTranslation } from '../lib/use-translation.ts';
import { LANGUAGES, type Language } from '../../shared/app-info.ts';
import { languageAtom, useAtom } from '../lib/store.ts';
import { HeaderDropdown } from './header-dropdown.tsx';
import { RadioCards } from './radio-cards.tsx';

/** Each language named in itself, so a reader finds theirs whatever the current language. */
export const OWN_NAMES: Record<Language, string> = { en: 'English', zh: '中文', ko: '한국어' };

/** The header's language menu. */
export function LanguageMenu() {
  const [language, setLanguage] = useAtom(languageAtom);
  const { t } = useTranslation('common');
  return (
    <HeaderDropdown label={t('language.choose')} icon={Languages} menu width="w-40">
      {LANGUAGES.map((option) => (
        <li key={option}>
          <button type="button" lang={option} className={option === language ? 'menu-active' : ''} onClick={() => setLanguage(option)}>
            {OWN_NAMES[option]}
          </button>
        </li>
      ))}
    </HeaderDropdown>
  );
}

/** The settings page's cards: they name each language in itself, so they never change. */
const LANGUAGE_CARDS = LANGUAGES.map((option) => ({
  value: option,
  label: (
    <span lang={option} className="font-medium">
      {OWN_NAMES[option]}
    </span>
  ),
}));

/** The language choice as a list of radio cards (settings page). */
export function LanguageChoice() {
  const [language, setLanguage] = useAtom(languageAtom);
  const { t } = useTranslation('common');
  return (
    <RadioCards
      name="language"
      legend={t('language.choose')}
      options={LANGUAGE_CARDS}
      value={language}
      onChange={setLanguage}
      columns="sm:grid-cols-3"
    />
  );
}

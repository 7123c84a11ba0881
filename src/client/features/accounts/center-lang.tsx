// /centerLang: the interface language, kept on this device.
import { useTranslation } from 'react-i18next';
import { LanguageChoice } from '../../components/language-switcher.tsx';
import { Section } from '../../components/page.tsx';
import { SettingsPage } from './settings-nav.tsx';

export function CenterLangPage() {
  const { t } = useTranslation('accounts');
  return (
    <SettingsPage area="language">
      <Section title={t('language.choose')}>
        <LanguageChoice />
      </Section>
    </SettingsPage>
  );
}

// /centerLang: the interface language, kept on this device.
import { useTranslation } from 'react-i18next';
import { LanguageChoice } from '../../components/language-switcher.tsx';
import { PageHeader, Section } from '../../components/page.tsx';
import { SettingsTabs } from './settings-nav.tsx';

export function CenterLangPage() {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PageHeader title={t('language.title')} description={t('language.subtitle')} />
      <SettingsTabs />
      <Section title={t('language.choose')}>
        <LanguageChoice />
      </Section>
    </>
  );
}

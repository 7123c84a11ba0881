// /centerTheme: dark or light mode, kept on this device.
import { useTranslation } from 'react-i18next';
import { PageHeader, Section } from '../../components/page.tsx';
import { ThemeChoice } from '../../components/theme-switcher.tsx';
import { SettingsTabs } from './settings-nav.tsx';

export function CenterThemePage() {
  const { t } = useTranslation('accounts');
  return (
    <>
      <PageHeader title={t('theme.title')} description={t('theme.subtitle')} />
      <SettingsTabs />
      <Section title={t('theme.choose')}>
        <ThemeChoice />
      </Section>
    </>
  );
}

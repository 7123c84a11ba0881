// /centerTheme: dark or light mode, kept on this device.
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/page.tsx';
import { ThemeChoice } from '../../components/theme-switcher.tsx';
import { SettingsPage } from './settings-nav.tsx';

export function CenterThemePage() {
  const { t } = useTranslation('accounts');
  return (
    <SettingsPage area="theme">
      <Section title={t('theme.choose')}>
        <ThemeChoice />
      </Section>
    </SettingsPage>
  );
}

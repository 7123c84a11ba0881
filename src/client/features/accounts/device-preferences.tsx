// /centerLang and /centerTheme: the interface language and the colour theme, both kept on this
// device, each a settings page holding the one choice.
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { LanguageChoice } from '../../components/language-switcher.tsx';
import { Section } from '../../components/page.tsx';
import { ThemeChoice } from '../../components/theme-switcher.tsx';
import { SettingsPage } from './settings-nav.tsx';

function PreferencePage({ area, children }: { area: 'language' | 'theme'; children: ReactNode }) {
  const { t } = useTranslation('accounts');
  return (
    <SettingsPage area={area}>
      <Section title={t(`${area}.choose`)}>{children}</Section>
    </SettingsPage>
  );
}

export function CenterLangPage() {
  return (
    <PreferencePage area="language">
      <LanguageChoice />
    </PreferencePage>
  );
}

export function CenterThemePage() {
  return (
    <PreferencePage area="theme">
      <ThemeChoice />
    </PreferencePage>
  );
}

import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '../lib/use-translation.ts';
import { type Theme, themeAtom, useAtom } from '../lib/store.ts';
import { RadioCards } from './radio-cards.tsx';

/** The header's theme toggle. */
export function ThemeToggle() {
  const [theme, setTheme] = useAtom(themeAtom);
  const { t } = useTranslation('common');
  const label = t(theme === 'dark' ? 'theme.switchToLight' : 'theme.switchToDark');
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm btn-square"
      aria-label={label}
      title={label}
      onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" className="size-5" /> : <Moon aria-hidden="true" className="size-5" />}
    </button>
  );
}

const THEMES: Theme[] = ['dark', 'light'];

/** The theme choice as radio cards with a preview (settings page). */
export function ThemeChoice() {
  const [theme, setTheme] = useAtom(themeAtom);
  const { t } = useTranslation('common');
  const options = THEMES.map((option) => ({
    value: option,
    label: (
      <>
        {option === 'dark' ? <Moon aria-hidden="true" className="size-4" /> : <Sun aria-hidden="true" className="size-4" />}
        <span className="font-medium">{t(`theme.${option}`)}</span>
      </>
    ),
    below: <ThemePreview theme={option} />,
  }));
  return (
    <RadioCards name="theme" legend={t('theme.choose')} options={options} value={theme} onChange={setTheme} columns="sm:grid-cols-2" />
  );
}

/** A miniature page in the theme's own colours. */
function ThemePreview({ theme }: { theme: Theme }) {
  return (
    <span data-theme={theme} className="bg-base-100 border-base-300 mt-3 flex h-16 gap-2 rounded-lg border p-2" aria-hidden="true">
      <span className="bg-base-200 w-1/4 rounded" />
      <span className="flex flex-1 flex-col gap-1">
        <span className="bg-primary h-2 w-1/2 rounded" />
        <span className="bg-base-300 h-2 w-3/4 rounded" />
        <span className="bg-base-300 h-2 w-2/3 rounded" />
      </span>
    </span>
  );
}

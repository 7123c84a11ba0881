import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type Theme, themeAtom, useAtom } from '../lib/store.ts';

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
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="sr-only">{t('theme.choose')}</legend>
      {THEMES.map((option) => (
        <label
          key={option}
          className={`card card-border cursor-pointer p-4 transition-colors ${option === theme ? 'border-primary bg-primary/10' : 'hover:bg-base-200'}`}
        >
          <span className="flex items-center gap-3">
            <input
              type="radio"
              name="theme"
              className="radio radio-primary radio-sm"
              checked={option === theme}
              onChange={() => setTheme(option)}
            />
            {option === 'dark' ? <Moon aria-hidden="true" className="size-4" /> : <Sun aria-hidden="true" className="size-4" />}
            <span className="font-medium">{t(`theme.${option}`)}</span>
          </span>
          <span data-theme={option} className="bg-base-100 border-base-300 mt-3 flex h-16 gap-2 rounded-lg border p-2" aria-hidden="true">
            <span className="bg-base-200 w-1/4 rounded" />
            <span className="flex flex-1 flex-col gap-1">
              <span className="bg-primary h-2 w-1/2 rounded" />
              <span className="bg-base-300 h-2 w-3/4 rounded" />
              <span className="bg-base-300 h-2 w-2/3 rounded" />
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

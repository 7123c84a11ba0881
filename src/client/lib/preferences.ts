// Applies the saved preferences to the document: language (the texts and <html lang>), theme
// (data-theme and the browser's theme colour) and the device type from the viewport width.
import { useEffect, useLayoutEffect } from 'react';
import { htmlLangOf, i18n } from './i18n.ts';
import { type DeviceType, type Theme, deviceTypeAtom, languageAtom, themeAtom, useAtomValue, useSetAtom } from './store.ts';

/** The browser chrome colour of each theme (daisyUI base-100). */
export const THEME_COLOURS: Record<Theme, string> = { dark: '#1d232a', light: '#ffffff' };
export const PHONE_QUERY = '(max-width: 767px)';

export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOURS[theme]);
}

export function usePreferenceEffects(): void {
  const language = useAtomValue(languageAtom);
  const theme = useAtomValue(themeAtom);
  const setDeviceType = useSetAtom(deviceTypeAtom);

  useEffect(() => {
    document.documentElement.lang = htmlLangOf(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);

  // A layout effect: it runs before every passive effect of the same render, so a chart that is
  // made again for the new theme (in its own effect) reads the new theme's colours, not the old.
  useLayoutEffect(() => applyTheme(theme), [theme]);

  useEffect(() => {
    const query = window.matchMedia(PHONE_QUERY);
    const update = () => setDeviceType((query.matches ? 'phone' : 'desktop') satisfies DeviceType);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [setDeviceType]);
}

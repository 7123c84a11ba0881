// The one home of i18next in the app. Texts live in locales/<language>/<namespace>.json; each
// namespace is a separate chunk loaded when a screen first asks for it, so a page downloads only
// the texts it shows, in one language.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/app-info.ts';
import { withLoadTimeout } from './lazy-load.ts';

// The video lessons' captions (videos.json) are read by `npm run videos` only; the player loads them
// as WebVTT files.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>(['../../../locales/*/*.json', '!../../../locales/*/videos.json']);

// The code catalogue ('messages') is not among them: it loads with the api client (main.tsx), the
// main layout and the public forms, so /login and /light paint without it.
export const PRELOADED_NAMESPACES = ['common'];

export async function initI18n(language: Language): Promise<typeof i18next> {
  await i18next
    .use({
      type: 'backend',
      init() {},
      read(lng: string, ns: string, done: (error: unknown, data?: Record<string, unknown>) => void) {
        const request = `../../../locales/${lng}/${ns}.json`;
        const load = bundles[request];
        if (!load) return done(null, {});
        withLoadTimeout(load, { chunk: `locales/${lng}/${ns}`, request: `locales/${lng}/${ns}.json` }).then(
          (module) => done(null, module.default),
          (error: unknown) => done(error),
        );
      },
    })
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      ns: PRELOADED_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
      returnNull: false,
    });
  return i18next;
}

export const i18n = i18next;

/** The namespaces every screen may use; a route's loader awaits its own before it renders. */
export function loadNamespaces(...namespaces: string[]): Promise<void> {
  return i18next.loadNamespaces(namespaces).then(() => undefined);
}

/** The value of <html lang> for a language. */
export const htmlLangOf = (language: Language): string => (language === 'zh' ? 'zh-CN' : language);

/** Translates outside React (the api client's messages). */
export const translate = (key: string, params?: Record<string, unknown>): string => i18next.t(key, params ?? {}) as string;

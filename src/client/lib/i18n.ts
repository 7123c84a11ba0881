// The one home of the app's texts in the browser (i18n-core.ts). Texts live in
// locales/<language>/<namespace>.json; each namespace is a separate chunk loaded when a screen first
// asks for it, so a page downloads only the texts it shows, in one language.
import { DEFAULT_LANGUAGE, type Language } from '../../shared/app-info.ts';
import { Translator, type TextParams } from './i18n-core.ts';
import { withLoadTimeout } from './lazy-load.ts';

// The video lessons' captions (videos.json) are read by `npm run videos` only; the player loads them
// as WebVTT files.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>(['../../../locales/*/*.json', '!../../../locales/*/videos.json']);

// The code catalogue ('messages') is not among them: it loads with the api client (main.tsx), the
// main layout and the public forms, so /login and /light paint without it.
export const PRELOADED_NAMESPACES = ['common'];

/** The app's texts: `i18n.language`, `i18n.changeLanguage()`, `i18n.t()`. */
export const i18n = new Translator({
  language: DEFAULT_LANGUAGE,
  defaultNamespace: 'common',
  async load(language, namespace) {
    const request = `../../../locales/${language}/${namespace}.json`;
    const load = bundles[request];
    if (!load) return {};
    const module = await withLoadTimeout(load, {
      chunk: `locales/${language}/${namespace}`,
      request: `locales/${language}/${namespace}.json`,
    });
    return module.default;
  },
});

/** Starts in the saved language with the texts every page shows. */
export async function initI18n(language: Language): Promise<Translator> {
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces(PRELOADED_NAMESPACES);
  return i18n;
}

/** The namespaces every screen may use; a route's loader awaits its own before it renders. */
export function loadNamespaces(...namespaces: string[]): Promise<void> {
  return i18n.loadNamespaces(namespaces);
}

/** The value of <html lang> for a language. */
export const htmlLangOf = (language: Language): string => (language === 'zh' ? 'zh-CN' : language);

/** Translates outside React (the api client's messages). */
export const translate = (key: string, params?: TextParams): string => i18n.t(key, params ?? {});

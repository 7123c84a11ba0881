// The one home of i18next and react-i18next in the browser (components use lib/use-translation.ts).
// Texts live in locales/<language>/<namespace>.json; each is a separate chunk that the
// resources-to-backend loader imports when a screen first asks for the namespace, so a page
// downloads only the texts it shows, in one language.
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Language } from '../../shared/app-info.ts';
import { withLoadTimeout } from './lazy-load.ts';

// The video lessons' captions (videos.json) are read by `npm run videos` only; the player loads them
// as WebVTT files.
const bundles = import.meta.glob<{ default: Record<string, unknown> }>(['../../../locales/*/*.json', '!../../../locales/*/videos.json']);

// The code catalogue ('messages') is not among them: it loads with the api client (main.tsx), the
// main layout and the public forms, so /login and /light paint without it.
export const PRELOADED_NAMESPACES = ['common'];

/** Why each text chunk whose last load failed ("zh/bots") failed: i18next never asks for it again by itself. */
const failedLoads = new Map<string, unknown>();

/** A namespace's texts in a language, within the lazy-load deadline ({} when there is no such file). */
async function loadTexts(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = bundles[`../../../locales/${language}/${namespace}.json`];
  if (!load) return {};
  try {
    const module = await withLoadTimeout(load, {
      chunk: `locales/${language}/${namespace}`,
      request: `locales/${language}/${namespace}.json`,
    });
    return module.default;
  } catch (error) {
    failedLoads.set(`${language}/${namespace}`, error);
    throw error;
  }
}

/** The app's texts: `i18n.language`, `i18n.changeLanguage()`, `i18n.t()`. */
export const i18n: I18n = i18next.createInstance();
// callbackApi: the loader's read() answers through its callback (i18next would otherwise guess it
// from the number of parameters, which it deprecates).
i18n.use(Object.assign(resourcesToBackend(loadTexts), { callbackApi: true })).use(initReactI18next);

const OPTIONS: InitOptions = {
  defaultNS: 'common',
  // Every language has every key (i18n-keys.test.ts), so nothing falls back to English and a page
  // never downloads a second language's texts.
  fallbackLng: false,
  load: 'currentOnly',
  // React escapes what it renders.
  interpolation: { escapeValue: false },
  react: {
    // A component suspends until its namespaces are there in the current language (a route's
    // loader has usually loaded them already), so it renders with its texts, not with keys.
    useSuspense: true,
    // It renders again when the language changes (once, after the new language's texts are all
    // loaded), and not when texts are added to the store: a namespace another screen loads, or the
    // next language's texts while a change loads them, concern none of the components on view.
    bindI18n: 'languageChanged',
    bindI18nStore: '',
  },
};

/** Starts in the saved language with the texts every page shows. */
export async function initI18n(language: Language): Promise<I18n> {
  if (i18n.isInitialized) await i18n.changeLanguage(language);
  else await i18n.init({ ...OPTIONS, lng: language, ns: [...PRELOADED_NAMESPACES] });
  await loadNamespaces(...PRELOADED_NAMESPACES);
  return i18n;
}

/**
 * The namespaces a screen uses, in the current language; a route's loader awaits its own before it
 * renders. A chunk that fails rejects with its ChunkLoadError (the route's error screen names it),
 * and is loaded again the next time it is asked for.
 */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  const language = i18n.language;
  const again = namespaces.filter((namespace) => failedLoads.delete(`${language}/${namespace}`));
  if (again.length > 0) await i18n.reloadResources([language], again);
  await i18n.loadNamespaces(namespaces);
  // i18next settles whether or not the chunks came.
  for (const namespace of namespaces) {
    const failure = failedLoads.get(`${language}/${namespace}`);
    if (failure !== undefined) throw failure;
  }
}

/** The value of <html lang> for a language. */
export const htmlLangOf = (language: Language): string => (language === 'zh' ? 'zh-CN' : language);

/** Translates outside React (the api client's messages). */
export const translate = (key: string, params?: Record<string, unknown>): string => i18n.t(key, params ?? {});

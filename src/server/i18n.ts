// Server-side texts in the caller's language (the language header): the "messages" namespace
// (errors and validation texts the client shares) and "bots" (the robot log's lines).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import i18next, { type TFunction } from 'i18next';
import { LANGUAGES, type Language } from '../shared/app-info.ts';

const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));

function loadNamespace(language: Language, namespace: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${localesDir}${language}/${namespace}.json`, 'utf8'));
}

const instance = i18next.createInstance();
await instance.init({
  // "bots": the robot log's lines, rendered per request in the caller's language.
  resources: Object.fromEntries(
    LANGUAGES.map((lng) => [lng, { messages: loadNamespace(lng, 'messages'), bots: loadNamespace(lng, 'bots') }]),
  ),
  ns: ['messages', 'bots'],
  defaultNS: 'messages',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type Translate = (key: string, params?: Record<string, unknown>) => string;

// i18next takes ~10 µs a lookup; most server texts have no parameters, so those are cached
// per language (the texts never change while the process runs).
const translators = new Map<Language, Translate>();

export function translatorFor(language: Language): Translate {
  let translate = translators.get(language);
  if (!translate) {
    const t: TFunction = instance.getFixedT(language);
    const plain = new Map<string, string>();
    translate = (key, params) => {
      if (params) return t(key, params) as string;
      let text = plain.get(key);
      if (text === undefined) {
        text = t(key) as string;
        plain.set(key, text);
      }
      return text;
    };
    translators.set(language, translate);
  }
  return translate;
}

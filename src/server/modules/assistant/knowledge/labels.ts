// The assistant's own sentences (locales/<language>/assistant.json), with {{name}} filled in. The
// file is read once per language; a missing key reads as itself, as i18next would show it.
import { LANGUAGES, type Language } from '../../../../shared/app-info.ts';
import { readNamespace, type Texts } from './passages.ts';

export type Label = (key: string, values?: Record<string, unknown>) => string;

function lookup(texts: Texts, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Texts)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

const cache = new Map<Language, Texts>();

export function labelsFor(language: Language): Label {
  let texts = cache.get(language);
  if (!texts) {
    texts = readNamespace(language, 'assistant');
    cache.set(language, texts);
  }
  const own = texts;
  return (key, values = {}) => (lookup(own, key) ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

export const ALL_LANGUAGES: readonly Language[] = LANGUAGES;

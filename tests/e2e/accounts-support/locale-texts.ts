// The texts the app shows, read from locales/ so assertions follow the chosen language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const E2E_LANGUAGES = ['en', 'zh', 'ko'] as const;
export type E2eLanguage = (typeof E2E_LANGUAGES)[number];

const LOCALES = join(import.meta.dirname, '../../../locales');

export function texts(language: E2eLanguage, namespace: string) {
  const bundle = JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
  return (key: string, params: Record<string, string | number> = {}): string => {
    const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], bundle);
    if (typeof value !== 'string') throw new Error(`${language}:${namespace}:${key} is not a text`);
    return value.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => String(params[name] ?? ''));
  };
}

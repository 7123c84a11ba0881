// Every language has every key of every namespace, in the plural forms its grammar needs, with
// the same {{placeholders}}: a text added in one language and forgotten in another fails here.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../shared/app-info.ts';

const LOCALES = join(import.meta.dirname, '../../locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Flat = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Flat): Flat {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else into.set(prefix, `<${typeof value}>`);
  return into;
}

const load = (language: string, namespace: string): Flat =>
  flatten(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), 'utf8')), '', new Map());

const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]).sort();

const namespaces = [...new Set(LANGUAGES.flatMap((language) => readdirSync(join(LOCALES, language))))].filter((file) =>
  file.endsWith('.json'),
);

describe('locale files', () => {
  it('exist for every namespace in every language', () => {
    for (const language of LANGUAGES) {
      expect(readdirSync(join(LOCALES, language)).sort(), language).toEqual([...namespaces].sort());
    }
  });

  for (const file of namespaces) {
    const namespace = file.replace(/\.json$/, '');
    describe(namespace, () => {
      const byLanguage = new Map(LANGUAGES.map((language) => [language, load(language, namespace)]));
      const reference = byLanguage.get('en')!;

      it('hold only texts (no empty strings, numbers or arrays)', () => {
        for (const [language, flat] of byLanguage) {
          for (const [key, text] of flat) {
            expect(text.startsWith('<') && text.endsWith('>'), `${language}:${namespace}:${key} is not a text`).toBe(false);
            expect(text.trim().length, `${language}:${namespace}:${key} is empty`).toBeGreaterThan(0);
          }
        }
      });

      it('have the same keys in every language', () => {
        const expected = [...new Set([...reference.keys()].map(baseKey))].sort();
        for (const [language, flat] of byLanguage) {
          expect([...new Set([...flat.keys()].map(baseKey))].sort(), `${language}:${namespace}`).toEqual(expected);
        }
      });

      it('have the plural forms each language needs', () => {
        const plurals = new Set([...reference.keys()].filter((key) => PLURAL_SUFFIX.test(key)).map(baseKey));
        for (const [language, flat] of byLanguage) {
          const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
          for (const key of plurals) {
            for (const form of forms) expect(flat.has(`${key}_${form}`), `${language}:${namespace}:${key}_${form}`).toBe(true);
          }
        }
      });

      it('use the same {{placeholders}} in every language', () => {
        const expectedFor = (key: string) => placeholders(reference.get(key) ?? reference.get(`${baseKey(key)}_other`) ?? '');
        for (const [language, flat] of byLanguage) {
          for (const [key, text] of flat) {
            // Plural forms may leave out {{count}} ("one item"): compare the other placeholders.
            const ignoreCount = (names: (string | undefined)[]) =>
              PLURAL_SUFFIX.test(key) ? names.filter((name) => name !== 'count') : names;
            expect(ignoreCount(placeholders(text)), `${language}:${namespace}:${key}`).toEqual(ignoreCount(expectedFor(key)));
          }
        }
      });
    });
  }
});

// Every text key a component asks for with a literal t('...') exists in the English texts (the
// reference language; i18n-keys.test.ts keeps the others in step), so a typo shows up here and
// not as a raw key on screen. Keys built at run time (t(`bots.${key}.name`)) are checked by prefix.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CLIENT = import.meta.dirname;
const EN = join(CLIENT, '../../locales/en');

const leaves = new Set<string>();
const prefixes = new Set<string>();
for (const file of readdirSync(EN)) {
  const namespace = file.replace(/\.json$/, '');
  const walk = (value: unknown, path: string) => {
    if (value && typeof value === 'object') {
      prefixes.add(`${namespace}:${path}`);
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    } else leaves.add(`${namespace}:${path.replace(/_(zero|one|two|few|many|other)$/, '')}`);
  };
  walk(JSON.parse(readFileSync(join(EN, file), 'utf8')), '');
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [path] : [];
  });
}

interface Usage {
  where: string;
  key: string;
  dynamic: boolean;
}

function usagesIn(file: string): Usage[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const usages: Usage[] = [];
  let defaultNamespace = 'common';
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const name = node.expression.text;
      const [first] = node.arguments;
      if (name === 'useTranslation' && first) {
        if (ts.isStringLiteral(first)) defaultNamespace = first.text;
        else if (ts.isArrayLiteralExpression(first) && first.elements[0] && ts.isStringLiteral(first.elements[0]))
          defaultNamespace = first.elements[0].text;
      }
      if ((name === 't' || name === 'translate') && first) {
        const where = `${relative(CLIENT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const qualify = (key: string) => (key.includes(':') ? key : `${name === 'translate' ? 'common' : defaultNamespace}:${key}`);
        if (ts.isStringLiteral(first) || ts.isNoSubstitutionTemplateLiteral(first))
          usages.push({ where, key: qualify(first.text), dynamic: false });
        else if (ts.isTemplateExpression(first)) usages.push({ where, key: qualify(first.head.text).replace(/\.$/, ''), dynamic: true });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return usages;
}

describe('text keys used by components', () => {
  it('exist in the English texts', () => {
    const missing = sourceFiles(CLIENT)
      .flatMap(usagesIn)
      .filter((usage) => (usage.dynamic ? !prefixes.has(usage.key) && !usage.key.endsWith(':') : !leaves.has(usage.key)))
      .map((usage) => `${usage.where} ${usage.key}`);
    expect(missing).toEqual([]);
  });
});

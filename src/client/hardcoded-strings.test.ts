// No component shows text that is not in locales/: every visible string goes through t().
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardcodedText } from '../../tests/support/hardcoded-text.ts';

const CLIENT = import.meta.dirname;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return componentFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('hard-coded text', () => {
  it('is found in text nodes, string children and visible attributes, and only there', () => {
    const sample = `
      export const A = () => (
        <div className="p-4" data-testid="x" title="Hello">
          Save changes
          {'Cancel'}
          {cond ? 'Yes' : t('no')}
          <input placeholder={\`Search\`} aria-label={t('search')} />
          <img alt="" src="/a.png" />
          <span>{t('ok')} · 42 — %</span>
          <label label="标签" />
        </div>
      );`;
    const found = findHardcodedText('sample.tsx', sample).map((hit) => `${hit.kind}:${hit.text}`);
    expect(found).toEqual([
      'attribute:title="Hello"',
      'text:Save changes',
      'expression:Cancel',
      'expression:Yes',
      'attribute:placeholder="Search"',
      'attribute:label="标签"',
    ]);
  });

  it('appears in no component of the app', () => {
    const hits = componentFiles(CLIENT).flatMap((file) => findHardcodedText(relative(CLIENT, file), readFileSync(file, 'utf8')));
    expect(hits.map((hit) => `${hit.file}:${hit.line} ${hit.kind} ${hit.text}`)).toEqual([]);
  });
});

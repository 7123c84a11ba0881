import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, relativeImports } from './import-cycles.ts';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

describe('import circles', () => {
  it('no module under src imports itself through others', () => {
    const cycles = findCycles(importGraph(SRC)).map((cycle) => cycle.join(' → '));
    expect(cycles).toEqual([]);
  });

  it('no client feature imports another feature (they meet only in route files)', () => {
    const crossings = [...importGraph(SRC)].flatMap(([file, imports]) => {
      const from = /(?:^|\/)client\/features\/([^/]+)\//.exec(file)?.[1];
      if (!from) return [];
      return [...imports]
        .map((target) => [target, /(?:^|\/)client\/features\/([^/]+)\//.exec(target)?.[1]] as const)
        .filter(([, area]) => area !== undefined && area !== from)
        .map(([target]) => `${file} → ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('reads static, type-only, re-exported, multi-line, bare and dynamic relative imports, not packages', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      'import {',
      '  c,',
      "} from './c.ts';",
      "export { d } from './d.ts';",
      "import './e.ts';",
      "const f = await import('./f.ts');",
      "import { z } from 'zod';",
      "// import { g } from './g.ts';",
    ].join('\n');
    expect(relativeImports(source)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.ts', './e.ts', './f.ts']);
  });

  it('finds a circle through several modules and none in a chain', () => {
    const circle = new Map([
      ['port.ts', ['types.ts']],
      ['types.ts', ['adapter.ts']],
      ['adapter.ts', ['port.ts']],
    ]);
    expect(findCycles(circle)).toEqual([['port.ts', 'types.ts', 'adapter.ts', 'port.ts']]);
    const chain = new Map([
      ['adapter.ts', ['port.ts', 'types.ts']],
      ['port.ts', ['types.ts']],
      ['types.ts', []],
    ]);
    expect(findCycles(chain)).toEqual([]);
  });
});

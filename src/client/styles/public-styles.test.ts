// public.css paints the public pages with the styles of their own sources only. A public page
// that comes to use a component Tailwind does not scan there would show unstyled until the main
// layout's sheet arrives: this test follows the public routes' imports and finds such a file.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph } from '../../../scripts/import-cycles.ts';

const SRC = fileURLToPath(new URL('../../', import.meta.url));
const PUBLIC_CSS = readFileSync(new URL('./public.css', import.meta.url), 'utf8');

/** The @source paths of public.css, relative to src/. */
const scanned = [...PUBLIC_CSS.matchAll(/@source\s+"([^"]+)"/g)].map((match) => `client/${match[1]!.replace(/^\.\.\//, '')}`);
const isScanned = (file: string) => scanned.some((source) => file === source || file.startsWith(`${source}/`));

/** Where the main layout begins: its routes and shell, which bring the whole app's sheet. */
const MAIN_LAYOUT = /^client\/(routeTree\.gen\.ts|router\.ts|routes\/_app(\.tsx|\/)|app\/)/;

function publicClosure(): string[] {
  const graph = importGraph(SRC);
  const roots = [...graph.keys()].filter((file) =>
    /^client\/(main\.tsx|routes\/__root\.tsx|routes\/_public\.tsx|routes\/_public\/[^/]+\.tsx)$/.test(file),
  );
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || MAIN_LAYOUT.test(file)) continue;
    seen.add(file);
    queue.push(...(graph.get(file) ?? []));
  }
  return [...seen];
}

describe('the public pages’ stylesheet', () => {
  it('scans every component file the public pages import', () => {
    const closure = publicClosure();
    expect(closure).toContain('client/features/accounts/login.tsx');
    expect(closure).toContain('client/features/public-site/landing-page.tsx');
    expect(closure.filter((file) => file.endsWith('.tsx') && !isScanned(file))).toEqual([]);
  });

  it('is loaded by the entry, and the whole app’s sheet by the main layout', () => {
    expect(readFileSync(`${SRC}client/main.tsx`, 'utf8')).toContain("import './styles/public.css';");
    expect(readFileSync(`${SRC}client/app/main-shell.tsx`, 'utf8')).toContain("import '../styles/app.css';");
  });
});

// Initial JavaScript of the built client (run `npm run build` first): index.html's module script
// and every module it imports statically, gzipped with node:zlib. Also the first view of /light:
// that, plus the landing page's and the public layout's chunks and their English texts.
// Budget for the initial figure: 150 KB gzip.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = join(dirname(fileURLToPath(import.meta.url)), '../dist/client');
export const INITIAL_JS_BUDGET_KB = 150;

/** Static imports of a built ES module: `import{..}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`. */
export function staticImportsOf(code: string): string[] {
  const found = new Set<string>();
  for (const match of code.matchAll(/import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** Every file reached from `entry` through static imports (paths relative to the dist folder). */
export function staticClosure(entries: string[], read: (file: string) => string): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of staticImportsOf(read(file))) {
      queue.push(specifier.startsWith('/') ? specifier.slice(1) : posix.normalize(posix.join(posix.dirname(file), specifier)));
    }
  }
  return [...seen];
}

const gzipKb = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0) / 1024;

interface ManifestEntry {
  file: string;
  imports?: string[];
}

export async function run(): Promise<{ initialJsKbGzip: number; lightFirstViewKbGzip: number; budgetKb: number; files: number }> {
  const indexHtml = join(DIST, 'index.html');
  if (!existsSync(indexHtml)) throw new Error('dist/client/index.html is missing: run `npm run build` first');
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(readFileSync(indexHtml, 'utf8'))?.[1];
  if (!entry) throw new Error('index.html has no module script');
  const read = (file: string) => readFileSync(join(DIST, file), 'utf8');
  const initial = staticClosure([entry], read);
  const initialJsKbGzip = gzipKb(initial);

  const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestEntry>;
  const lightModules = [
    'src/client/features/public-site/public-layout.tsx',
    'src/client/features/public-site/landing-page.tsx',
    ...['site', 'landing', 'catalogue'].map((namespace) => `locales/en/${namespace}.json`),
  ];
  const lightEntries = lightModules.map((source) => manifest[source]?.file).filter((file): file is string => Boolean(file));
  const firstView = new Set([...initial, ...staticClosure(lightEntries, read)]);
  const lightFirstViewKbGzip = gzipKb([...firstView]);

  const round = (kb: number) => Math.round(kb * 10) / 10;
  console.log(
    `  initial JS (index.html module + static imports): ${round(initialJsKbGzip)} KB gzip in ${initial.length} files (budget ${INITIAL_JS_BUDGET_KB} KB)`,
  );
  console.log(`  first view of /light (+ landing page, public layout, en texts): ${round(lightFirstViewKbGzip)} KB gzip`);
  return {
    initialJsKbGzip: round(initialJsKbGzip),
    lightFirstViewKbGzip: round(lightFirstViewKbGzip),
    budgetKb: INITIAL_JS_BUDGET_KB,
    files: initial.length,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();

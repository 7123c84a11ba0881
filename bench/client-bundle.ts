// What a fresh browser downloads to show /login and /light: the built client served by the
// product's server, opened in Debian's Chromium with an empty cache; every script and stylesheet
// requested until the network is idle, each gzipped at level 9 (the figure the targets are stated
// in; the server sends brotli, which is smaller). Run `npm run build` first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium.ts';
import { startProductServer } from './_product-server.ts';

const DIST = fileURLToPath(new URL('../dist/client', import.meta.url));
export const JS_TARGET_KB = 145;
export const CSS_TARGET_KB = 15;
export const PAGES = ['/login', '/light'] as const;

export interface PageBytes {
  jsKbGzip: number;
  jsFiles: number;
  cssKbGzip: number;
  cssFiles: number;
  largest: string[];
}

const round = (kb: number) => Math.round(kb * 10) / 10;

/** Loads `path` in a new browser context (no cache, no service worker yet) and weighs what it fetched. */
export async function weighPage(baseUrl: string, path: string): Promise<PageBytes> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const bodies: Array<{ url: string; kind: 'js' | 'css'; gzip: number }> = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        response
          .body()
          .then((body) => {
            bodies.push({
              url: new URL(response.url()).pathname,
              kind: type === 'script' ? 'js' : 'css',
              gzip: gzipSync(body, { level: 9 }).length,
            });
          })
          .catch(() => undefined),
      );
    });
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const sum = (kind: 'js' | 'css') => bodies.filter((body) => body.kind === kind).reduce((total, body) => total + body.gzip, 0) / 1024;
    return {
      jsKbGzip: round(sum('js')),
      jsFiles: bodies.filter((body) => body.kind === 'js').length,
      cssKbGzip: round(sum('css')),
      cssFiles: bodies.filter((body) => body.kind === 'css').length,
      largest: bodies
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 6)
        .map((body) => `${body.url.replace('/assets/', '')} ${round(body.gzip / 1024)} KB`),
    };
  } finally {
    await browser.close();
  }
}

export async function run(): Promise<Record<string, PageBytes>> {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error('dist/client/index.html is missing: run `npm run build` first');
  const server = await startProductServer();
  try {
    const figures: Record<string, PageBytes> = {};
    for (const path of PAGES) {
      const bytes = await weighPage(server.url, path);
      figures[path] = bytes;
      console.log(
        `  ${path}: JS ${bytes.jsKbGzip} KB gzip in ${bytes.jsFiles} files (target ≤ ${JS_TARGET_KB}), CSS ${bytes.cssKbGzip} KB gzip in ${bytes.cssFiles} files (target ≤ ${CSS_TARGET_KB})`,
      );
      console.log(`    largest: ${bytes.largest.join(', ')}`);
    }
    return figures;
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await run();

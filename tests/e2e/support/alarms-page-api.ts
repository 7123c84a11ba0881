// Calls /Api/<Module>/<action> through the page's own api client (the built create-api chunk, found
// in Vite's manifest), with the session the page holds, and answers the data or throws the code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

const DIST = join(import.meta.dirname, '../../../dist/client');

function builtChunk(source: string): string {
  const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in dist/client/.vite/manifest.json: run npm run build`);
  return `/${entry.file}`;
}

export async function pageCall<T>(page: Page, path: string, payload: Record<string, unknown>): Promise<T> {
  const outcome = await page.evaluate(
    async ({ chunk, path, payload }) => {
      const module = (await import(chunk)) as {
        createAppApi(router: () => unknown): { call(contract: unknown, payload: unknown): Promise<unknown> };
      };
      const router = { state: { location: { href: window.location.pathname } }, navigate: async () => undefined };
      const api = module.createAppApi(() => router);
      const [moduleName, action] = path.split('/');
      const contract = {
        module: moduleName,
        action,
        path: `/Api/${path}`,
        auth: 'user',
        long: false,
        request: { safeParse: (data: unknown) => ({ success: true, data }) },
        response: { safeParse: (data: unknown) => ({ success: true, data }) },
      };
      try {
        return { ok: true, data: await api.call(contract, payload) };
      } catch (error) {
        return { ok: false, data: { code: (error as { code?: number }).code ?? -1, message: String(error) } };
      }
    },
    { chunk: builtChunk('src/client/app/create-api.ts'), path, payload },
  );
  if (!outcome.ok) throw new Error(`${path} failed: ${JSON.stringify(outcome.data)}`);
  return outcome.data as T;
}

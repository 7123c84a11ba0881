// Calls /Api/<Module>/<action> through the page's own api client (the built create-api chunk, found
// in Vite's manifest), with the device key and session the page holds, exactly as the app would.
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

export interface CallOutcome {
  ok: boolean;
  code: number;
  data: unknown;
  /** The error's text when the call failed. */
  message: string;
}

/**
 * Calls /Api/<path> with the page's api client; the payload is validated by the server only.
 * `auth` is the contract's: 'user' sends the stored session, 'none' calls as a visitor (login).
 */
export async function callInPage(page: Page, path: string, payload: Record<string, unknown>, auth: 'user' | 'none'): Promise<CallOutcome> {
  return page.evaluate(
    async ({ chunk, path, payload, auth }) => {
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
        auth,
        long: false,
        request: { safeParse: (data: unknown) => ({ success: true, data }) },
        response: { safeParse: (data: unknown) => ({ success: true, data }) },
      };
      try {
        return { ok: true, code: 1000, data: await api.call(contract, payload), message: '' };
      } catch (error) {
        const failure = error as { code?: number; data?: unknown };
        return { ok: false, code: failure.code ?? -1, data: failure.data ?? null, message: String(error) };
      }
    },
    { chunk: builtChunk('src/client/app/create-api.ts'), path, payload, auth },
  );
}

/** A signed-in user's call: answers the data, or throws with the code. */
export async function pageCall<T>(page: Page, path: string, payload: Record<string, unknown>): Promise<T> {
  const outcome = await callInPage(page, path, payload, 'user');
  if (!outcome.ok) throw new Error(`${path} failed: ${JSON.stringify({ code: outcome.code, message: outcome.message })}`);
  return outcome.data as T;
}

// The bundles of the processes tests start on their own: one per entry, each source file's
// import.meta.url still its own address, and tsx when a script has no bundle.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { BUNDLED_ENTRIES, BUNDLES_DIR_VARIABLE, nodeArgsFor } from '../support/test-bundles.ts';

/** This process's environment without a PostgreSQL address: the script opens the embedded database. */
function withoutDatabaseUrl(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _, ...rest } = process.env;
  return rest;
}

it('runs every entry from its bundle, and a script without one through tsx', () => {
  expect(process.env[BUNDLES_DIR_VARIABLE]).toBeTruthy();
  for (const entry of BUNDLED_ENTRIES) {
    expect(existsSync(entry), entry).toBe(true);
    const [bundle, ...rest] = nodeArgsFor(entry);
    expect(rest, entry).toEqual([]);
    expect(bundle, entry).toMatch(/\.mjs$/);
    expect(existsSync(bundle!), entry).toBe(true);
  }
  expect(nodeArgsFor('scripts/start.ts')).toEqual(['--import', 'tsx', 'scripts/start.ts']);
});

it("keeps each bundled source file's own address, so what it reads beside itself is found", async () => {
  const [bundle] = nodeArgsFor('src/server/main.ts');
  const text = readFileSync(bundle!, 'utf8');
  expect(text).not.toContain('import.meta.url');
  expect(text).toContain(new URL('../../src/server/i18n.ts', import.meta.url).href);
  // The operator's script opens a new database from its bundle: the migrations are found beside
  // their source file, and the empty list is the answer.
  const dataDir = mkdtempSync(join(tmpdir(), 'mmc-bundle-'));
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [...nodeArgsFor('scripts/ops.ts'), 'withdrawals', 'list', 'all'], {
      env: { ...withoutDatabaseUrl(), DATA_DIR: dataDir },
    });
    expect(stdout.trim()).toBe('no withdrawals');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

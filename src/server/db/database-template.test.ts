// A new embedded database starts as a copy of the migrated template, and one that exists is never
// overwritten by it.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { databaseTemplateDir, seedDataDirFromTemplate } from './database-template.ts';
import { openDatabase } from './database.ts';

const made: string[] = [];
const folder = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('is used only when it holds a dump', () => {
  const empty = folder('mmc-template-');
  expect(databaseTemplateDir({ DATABASE_TEMPLATE_DIR: empty })).toBeNull();
  writeFileSync(join(empty, 'pg.tar'), '');
  expect(databaseTemplateDir({ DATABASE_TEMPLATE_DIR: empty })).toBe(empty);
  expect(databaseTemplateDir({})).toBeNull();
});

it('fills an empty data folder and leaves one with a database alone', () => {
  const template = folder('mmc-template-');
  mkdirSync(join(template, 'pg'));
  writeFileSync(join(template, 'pg', 'PG_VERSION'), 'template');
  const fresh = folder('mmc-data-');
  seedDataDirFromTemplate(fresh, template);
  expect(readText(join(fresh, 'pg', 'PG_VERSION'))).toBe('template');

  const existing = folder('mmc-data-');
  mkdirSync(join(existing, 'pg'));
  writeFileSync(join(existing, 'pg', 'PG_VERSION'), 'mine');
  seedDataDirFromTemplate(existing, template);
  expect(readText(join(existing, 'pg', 'PG_VERSION'))).toBe('mine');
});

it('opens a migrated database from the suite template, on disk and in memory', { timeout: 60_000 }, async () => {
  // Vitest's global set-up made the template (tests/support/vitest-global-setup.ts).
  expect(databaseTemplateDir()).not.toBeNull();
  const dataDir = folder('mmc-data-');
  for (const database of [await openDatabase({ dataDir }), await openDatabase({})]) {
    const tables = (await database.db.execute("SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'users'")) as unknown as {
      rows: unknown[];
    };
    expect(tables.rows[0]).toEqual({ n: 1 });
    await database.close();
  }
});

function readText(path: string): string {
  return readFileSync(path, 'utf8');
}

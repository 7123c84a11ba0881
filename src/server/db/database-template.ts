// A migrated embedded database to start new ones from. Creating a PGlite database runs initdb and
// then every migration: seconds each time, and the test suite opens hundreds. With
// DATABASE_TEMPLATE_DIR set, a new embedded database starts as a copy of a migrated one made once
// (its data folder for a database on disk, its dump for one in memory); the migrator then applies
// only what the template lacks, so a stale template is slower, never wrong.
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const TEMPLATE_FOLDER = 'pg';
export const TEMPLATE_DUMP = 'pg.tar';

/** The template folder in use, when DATABASE_TEMPLATE_DIR names one that is complete. */
export function databaseTemplateDir(env: NodeJS.ProcessEnv = process.env): string | null {
  const dir = env.DATABASE_TEMPLATE_DIR;
  if (!dir) return null;
  return existsSync(join(dir, TEMPLATE_DUMP)) ? dir : null;
}

/** Fills a new data folder's `pg` from the template; a folder that already holds a database is left alone. */
export function seedDataDirFromTemplate(dataDir: string, templateDir: string): void {
  const target = join(dataDir, TEMPLATE_FOLDER);
  if (existsSync(target) && readdirSync(target).length > 0) return;
  cpSync(join(templateDir, TEMPLATE_FOLDER), target, { recursive: true });
}

/** The template's dump, for a database in memory. */
export async function templateDump(templateDir: string): Promise<Blob> {
  return new Blob([await readFile(join(templateDir, TEMPLATE_DUMP))]);
}

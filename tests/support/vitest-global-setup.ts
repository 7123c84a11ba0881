// Before any test file: the migrated databases every test starts from (database-templates.ts).
// Vitest starts its workers after this, with this process's environment, so every database a test
// opens (and every product process a test starts) begins as a copy.
import { ensurePgliteTemplate, ensurePostgresTemplate, migrationsHash } from './database-templates.ts';

export default async function setup(): Promise<void> {
  const hash = migrationsHash();
  const [pgliteTemplate] = await Promise.all([ensurePgliteTemplate(hash), ensurePostgresTemplate(hash)]);
  process.env.DATABASE_TEMPLATE_DIR = pgliteTemplate;
}

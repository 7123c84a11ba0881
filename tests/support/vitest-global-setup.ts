// Before any test file: the migrated databases every test starts from (database-templates.ts), and
// the bundles of the processes tests start on their own (test-bundles.ts). Vitest starts its workers
// after this, with this process's environment, so every database a test opens (and every product
// process a test starts) begins as a copy, and every such process starts from its bundle.
import { ensurePgliteTemplate, ensurePostgresTemplate, migrationsHash } from './database-templates.ts';
import { BUNDLES_DIR_VARIABLE, buildTestBundles, removeTestBundles } from './test-bundles.ts';

export default async function setup(): Promise<() => void> {
  const hash = migrationsHash();
  const [pgliteTemplate, , bundlesDir] = await Promise.all([ensurePgliteTemplate(hash), ensurePostgresTemplate(hash), buildTestBundles()]);
  process.env.DATABASE_TEMPLATE_DIR = pgliteTemplate;
  process.env[BUNDLES_DIR_VARIABLE] = bundlesDir;
  return () => removeTestBundles(bundlesDir);
}

// The browser tests' server: the product's own entry point (src/server/main.ts), started on the
// suite's migrated database template (tests/support/database-templates.ts), so the server does
// not wait for initdb and every migration. Playwright starts its web server before any global
// set-up could make the template, so this does.
import { ensurePgliteTemplate } from '../../support/database-templates.ts';

process.env.DATABASE_TEMPLATE_DIR = await ensurePgliteTemplate();
await import('../../../src/server/main.ts');

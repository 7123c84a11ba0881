// The server in its own process, for the batch restart test: the whole runtime (database, jobs,
// background tasks, HTTP) on DATA_DIR, with the test's sandbox exchange, which lives in the test
// process and so outlives a crash of this one, registered as venue "sandbox-t". Prints
// "ready <url>" once it listens; SIGTERM closes it cleanly, SIGKILL does not.
// Env: DATA_DIR, VENUE_URL.
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config.ts';
import { sandboxVenueDefinition } from '../../src/server/embedded/sandbox-venues.ts';
import { createLogger } from '../../src/server/logger.ts';
import { startRuntime } from '../../src/server/runtime.ts';

const venueUrl = process.env.VENUE_URL;
if (!venueUrl || !process.env.DATA_DIR) throw new Error('DATA_DIR and VENUE_URL must be set');
const venue = await sandboxVenueDefinition('sandbox-t', venueUrl, 'Sandbox T');
const config = loadConfig({
  ...process.env,
  PORT: '0',
  SANDBOX_VENUES: 'off',
  CLIENT_DIR: join(process.env.DATA_DIR, 'no-client'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
});
const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL), { print: () => undefined });
// A task resumed before this line finds no venue yet: its job fails once and the scheduler runs it again.
runtime.venues.registry.register(venue);
console.log(`ready ${runtime.url}`);

process.on('SIGTERM', async () => {
  await runtime.close();
  process.exit(0);
});

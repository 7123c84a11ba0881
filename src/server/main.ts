// `npm start`: one Node process serving the PWA and the API on the embedded defaults, or, with
// DATABASE_URL and REDIS_URL set, an API process of the scaled-out mode. `npm run worker`
// (--worker) starts a worker of that mode: jobs and a share of the bots, no HTTP.
import pino from 'pino';
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { createLogger } from './logger.ts';
import { prettyLogStream } from './pretty-log.ts';
import { startRuntime } from './runtime.ts';

// A setting that cannot work stops the start with the message alone: it names the variable to fix.
const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
})();
const destination = config.LOG_FORMAT === 'json' ? pino.destination({ dest: 1, sync: true }) : prettyLogStream(process.stdout);
const logger = createLogger(config.LOG_LEVEL, destination);
// The invite code and demo credentials are printed at every start whatever LOG_LEVEL says: they
// are what a newcomer needs to get in, not diagnostics.
const startLines = createLogger('info', destination);

const worker = process.argv.includes('--worker');
if (worker && !config.scaled) {
  const message = 'a worker needs the scaled-out mode: set DATABASE_URL and REDIS_URL (docs/scale-out.md)';
  logger.fatal(message);
  console.error(message);
  process.exit(2);
}
const starting = startRuntime(config, logger, { print: (line) => startLines.info(line), ...(worker ? { role: 'worker' as const } : {}) });
// Handlers go in before the start finishes: the "listening on" line is written from inside
// startRuntime, and whoever reads it may signal at once. A signal during the start closes the
// runtime once it is up (a failed start exits below).
let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'stopping');
  const runtime = await starting.catch(() => undefined);
  if (!runtime) return;
  await runtime.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

try {
  await starting;
} catch (error) {
  if (error instanceof DataDirLockedError) {
    logger.fatal(error.message);
    console.error(error.message);
    process.exit(2);
  }
  logger.fatal({ err: error }, 'could not start');
  process.exit(1);
}

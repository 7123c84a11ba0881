// `npm start`: one Node process serving the PWA and the API on the embedded defaults.
import { loadConfig } from './config.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { createLogger } from './logger.ts';
import { startRuntime } from './runtime.ts';

const config = loadConfig();
const logger = createLogger(config.LOG_LEVEL);

try {
  const runtime = await startRuntime(config, logger);
  logger.info({ url: runtime.url, dataDir: config.dataDir, database: runtime.database.kind }, `listening on ${runtime.url}`);
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirLockedError) {
    logger.fatal(error.message);
    console.error(error.message);
    process.exit(2);
  }
  logger.fatal({ err: error }, 'could not start');
  process.exit(1);
}

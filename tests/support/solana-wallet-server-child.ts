// The server in its own process, for the Solana wallet crash test: the whole runtime on DATA_DIR,
// with the test's sandbox Solana network (which lives in the test process and so outlives a crash
// of this one) registered as the five Solana venues. Prints "ready <url>" once it listens.
// Env: DATA_DIR, SOLANA_JSON ({ rpcUrl, wsUrl, swapApiUrl, mints }).
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config.ts';
import { sandboxSolanaVenues } from '../../src/server/embedded/sandbox-solana-venues.ts';
import { createLogger } from '../../src/server/logger.ts';
import { startRuntime } from '../../src/server/runtime.ts';

if (!process.env.DATA_DIR || !process.env.SOLANA_JSON) throw new Error('DATA_DIR and SOLANA_JSON must be set');
const config = loadConfig({
  ...process.env,
  PORT: '0',
  SANDBOX_VENUES: 'off',
  SANDBOX_CHAIN: 'off',
  SANDBOX_SOLANA: 'off',
  CLIENT_DIR: join(process.env.DATA_DIR, 'no-client'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
});
const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL), { print: () => undefined });
// A task resumed before this line finds mainnet's venues: its items fail to reach the network once
// and are retried on the sandbox's.
for (const venue of sandboxSolanaVenues(JSON.parse(process.env.SOLANA_JSON))) runtime.venues.solana.register(venue);
console.log(`ready ${runtime.url}`);

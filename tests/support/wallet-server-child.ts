// The server in its own process, for the wallet crash test: the whole runtime on DATA_DIR, with the
// test's sandbox chain (which lives in the test process and so outlives a crash of this one)
// registered as the DEX venue "sandbox-dex". Prints "ready <url>" once it listens.
// Env: DATA_DIR, CHAIN_JSON ({ rpcUrl, chainId, contracts }).
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config.ts';
import { sandboxDexVenue } from '../../src/server/embedded/sandbox-dex-venue.ts';
import { createLogger } from '../../src/server/logger.ts';
import { startRuntime } from '../../src/server/runtime.ts';

if (!process.env.DATA_DIR || !process.env.CHAIN_JSON) throw new Error('DATA_DIR and CHAIN_JSON must be set');
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
// A task resumed before this line finds no chain yet: its job fails once and the scheduler runs it again.
runtime.venues.dex.register(sandboxDexVenue(JSON.parse(process.env.CHAIN_JSON)));
console.log(`ready ${runtime.url}`);

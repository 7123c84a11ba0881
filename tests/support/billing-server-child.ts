// The server in its own process, for the billing crash test: the whole runtime on DATA_DIR with
// the test's PostgreSQL database (DATABASE_URL, so the test and the operator command read it while
// the server runs), the embedded sandbox exchanges, and the test's sandbox chain (which lives in the
// test process and outlives a crash of this one) as the DEX venue and billing chain, its funded
// account as the faucet. Prints "ready <url>" once it listens.
// Env: DATA_DIR, DATABASE_URL, CHAIN_JSON ({ rpcUrl, chainId, contracts, privateKey }).
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config.ts';
import { SANDBOX_CHAIN_KEY, sandboxDexVenue } from '../../src/server/embedded/sandbox-dex-venue.ts';
import { createLogger } from '../../src/server/logger.ts';
import { startRuntime } from '../../src/server/runtime.ts';

if (!process.env.DATA_DIR || !process.env.CHAIN_JSON || !process.env.DATABASE_URL)
  throw new Error('DATA_DIR, DATABASE_URL and CHAIN_JSON must be set');
const chain = JSON.parse(process.env.CHAIN_JSON);
const config = loadConfig({
  ...process.env,
  PORT: '0',
  SANDBOX_VENUES: 'on',
  SANDBOX_CHAIN: 'off',
  SANDBOX_SOLANA: 'off',
  BILLING_CHAINS: SANDBOX_CHAIN_KEY,
  BILLING_POLL_MS: '200',
  WITHDRAWAL_AUTO_APPROVE_MS: 'off',
  CLIENT_DIR: join(process.env.DATA_DIR, 'no-client'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const runtime = await startRuntime(config, createLogger(config.LOG_LEVEL), { print: (line) => console.log(line) });
// A billing pass before this line finds no billing chain yet and does nothing.
runtime.venues.dex.register(sandboxDexVenue(chain));
runtime.faucets.set(SANDBOX_CHAIN_KEY, chain.privateKey);
console.log(`ready ${runtime.url}`);

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts';

// The suite runs against the built app served by the real server (PGlite in a fresh temporary
// folder, sandbox venues on loopback), driving Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 8199);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'mmc-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/** Specs that shape the demo user's accounts and wallets before the others use them. */
const FIRST_SPECS = /(exchange-accounts|wallets)\.spec\.ts$/;
/**
 * Specs that never log in as the demo user (visitors, and users they register themselves): they
 * need not wait for the first specs, and fill the workers while those run.
 */
const VISITOR_SPECS = /\/(accounts|billing|form-focus|shell-public|shell-public-behaviour|smoke|videos)\.spec\.ts$/;

/**
 * Traces cost the browser a third of its work (a screencast frame and a DOM snapshot per action),
 * so the suite records none and a failure keeps its screenshot and error; E2E_TRACE=on keeps a full
 * trace of each failed test (npx playwright show-trace), E2E_TRACE=dom one without the screencast.
 */
const TRACE =
  process.env.E2E_TRACE === 'on'
    ? 'retain-on-failure'
    : process.env.E2E_TRACE === 'dom'
      ? { mode: 'retain-on-failure' as const, screenshots: false }
      : 'off';

/** Desktop Chrome's viewport and agent on Debian's Chromium (no Playwright channel). */
const DESKTOP = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  // Fails the run when the server tried to reach beyond this machine (its log says so).
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: TRACE,
    // Every test's context is a new browser profile, whose first visit installs the service worker
    // and precaches the whole shell (about 230 files, 2 MB): a fifth of the suite's time went to
    // that. Specs run as a first visit before the worker takes over; the specs that test the
    // service worker itself (offline shell, push, install, the worker's polling) allow it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // Unbinding and binding the demo user's accounts runs before the rest: the other specs run the
    // demo user's bots on those accounts, and an account with running bots cannot be unbound.
    // Wallet management runs first too: it creates the demo user's first main wallet on the sandbox
    // chain, which the DEX specs (batch orders, DEX bots) then use.
    { name: 'demo-accounts', testMatch: FIRST_SPECS, use: DESKTOP },
    { name: 'visitors', testMatch: VISITOR_SPECS, use: DESKTOP },
    {
      name: 'chromium',
      testIgnore: [FIRST_SPECS, VISITOR_SPECS],
      dependencies: ['demo-accounts'],
      use: DESKTOP,
    },
  ],
  webServer: {
    // The server's output is also kept in DATA_DIR/server.log, so tests can read the start-up
    // lines (invite code, demo account).
    // The server reaches this machine only (tests/support/loopback-only.mjs): a browser's push
    // subscription names its vendor's service, which the server must not be able to call. It
    // starts from the suite's migrated database template (templated-server.ts).
    command: `node --import ./tests/support/loopback-only.mjs --import tsx tests/e2e/support/templated-server.ts 2>&1 | tee ${JSON.stringify(join(dataDir, 'server.log'))}`,
    url: `http://127.0.0.1:${port}/Api/System/server_key`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every browser context is a new device, so each demo login mails a safe-login code: the
    // suite logs in more often in an hour than the product lets one address receive codes.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MAIL_PER_ADDRESS_PER_HOUR: '1000',
      MAIL_PER_IP_PER_HOUR: '1000',
      // A new-wallet bot's initialisation is 10 minutes; 8 s here, long enough to see its countdown.
      NEW_WALLET_INIT_MS: '8000',
      // Blocks every 250 ms instead of every second: a wallet, DEX or NFT flow waits for each of its
      // transactions' blocks, about a third of those specs' time at the product's 1 s.
      SANDBOX_CHAIN_BLOCK_MS: '250',
    },
    stdout: 'pipe',
  },
});

// A real server with its embedded sandbox venues, a log captured line by line, the demo user
// signed in, and an extra sandbox exchange of the test's own registered as a venue (so a test can
// open accounts on it with any balances and key permissions).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SandboxExchange, startSandboxExchange } from '../../src/sandbox/index.ts';
import { loadConfig } from '../../src/server/config.ts';
import { sandboxVenueDefinition } from '../../src/server/embedded/sandbox-venues.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { afterAll, beforeAll } from 'vitest';
import { demoClient } from './accounts.ts';
import { startCapturedRuntime } from './captured-runtime.ts';
import { lateBound } from './late-bound.ts';
import type { TestClient } from './start-test-server.ts';
import { closeRuntime } from './close-runtime.ts';

export interface ExchangeTestServer {
  runtime: Runtime;
  url: string;
  dataDir: string;
  startLines: string[];
  /** Every log line so far. */
  log(): string;
  /** The test's own sandbox, registered as venue "sandbox-t". */
  extra: SandboxExchange;
  demo: TestClient;
  stop(): Promise<void>;
}

export async function startExchangeTestServer(env: Record<string, string> = {}): Promise<ExchangeTestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'mmc-exchange-'));
  // The sandbox chain only where a test asks for it (SANDBOX_CHAIN: 'on'): it deploys on first start.
  const config = loadConfig({
    PORT: '0',
    DATA_DIR: dataDir,
    CLIENT_DIR: join(dataDir, 'no-client'),
    SANDBOX_VENUES: 'on',
    SANDBOX_CHAIN: 'off',
    SANDBOX_SOLANA: 'off',
    ...env,
  });
  const { runtime, startLines, log } = await startCapturedRuntime(config, 'debug');
  const extra = await startSandboxExchange({ name: 'extra', dataDir: join(dataDir, 'sandbox-t'), warmUpMs: 600_000 });
  runtime.venues.registry.register(await sandboxVenueDefinition('sandbox-t', extra.url, 'Sandbox T'));
  const demo = await demoClient(runtime.url);
  return {
    runtime,
    url: runtime.url,
    dataDir,
    startLines,
    log,
    extra,
    demo,
    async stop() {
      await closeRuntime(runtime);
      await extra.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One server for a whole test file: started before its first test, stopped after its last. */
export function fileExchangeServer(): ExchangeTestServer {
  let server: ExchangeTestServer | undefined;
  beforeAll(async () => {
    server = await startExchangeTestServer();
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  }, 60_000);
  return lateBound(() => server, 'exchange test server');
}

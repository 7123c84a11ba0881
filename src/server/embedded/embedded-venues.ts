// Embedded mode: the two sandbox exchanges on loopback ("sandbox-a", "sandbox-b"), registered as
// venues like any other, with their data under DATA_DIR. The demo user's keys on each are written
// to DATA_DIR/sandbox-demo-keys.json (mode 0600) so a newcomer can practise binding an account.
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type EmbeddedSandbox, startEmbeddedSandboxes } from '../../sandbox/index.ts';
import type { Logger } from '../logger.ts';
import type { VenueServices } from '../venues/venue-services.ts';
import { sandboxVenueDefinition } from './sandbox-venues.ts';

export interface EmbeddedVenues {
  sandboxes: EmbeddedSandbox[];
  keysFile: string;
  /** One line for the start-up log: where the venues listen and where the demo keys are. */
  summary: string;
  close(): Promise<void>;
}

export async function startEmbeddedVenues(options: { dataDir: string; venues: VenueServices; log: Logger }): Promise<EmbeddedVenues> {
  const started = await startEmbeddedSandboxes(options.dataDir, {
    onError: (error) => options.log.error({ err: error }, 'sandbox exchange failure'),
  });
  try {
    for (const sandbox of started.exchanges) options.venues.registry.register(await sandboxVenueDefinition(sandbox.name, sandbox.url));
    const keysFile = join(options.dataDir, 'sandbox-demo-keys.json');
    const keys = Object.fromEntries(
      started.exchanges.map((sandbox) => [sandbox.name, { url: sandbox.url, apiKey: sandbox.demo.apiKey, secret: sandbox.demo.secret }]),
    );
    writeFileSync(keysFile, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    chmodSync(keysFile, 0o600);
    return {
      sandboxes: started.exchanges,
      keysFile,
      summary: `sandbox exchanges: ${started.exchanges.map((sandbox) => `${sandbox.name} ${sandbox.url}`).join(', ')} (demo keys: ${keysFile})`,
      close: async () => {
        for (const sandbox of started.exchanges) options.venues.registry.unregister(sandbox.name);
        await started.close();
      },
    };
  } catch (error) {
    await started.close();
    throw error;
  }
}

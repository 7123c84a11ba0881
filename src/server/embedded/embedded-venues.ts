// Embedded mode: the two sandbox exchanges on loopback ("sandbox-a", "sandbox-b") and the sandbox
// chain with its DEX ("sandbox-dex"), registered as venues like any other, with their data under
// DATA_DIR. The demo user's keys on each exchange are written to DATA_DIR/sandbox-demo-keys.json
// (mode 0600) so a newcomer can practise binding an account.
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SandboxChain, startSandboxChain } from '../../sandbox/chain/sandbox-chain.ts';

import { type SandboxSolanaWorld, startSandboxSolanaWorld } from '../../sandbox/solana/world/sandbox-solana-world.ts';

export type { SandboxChain, SandboxSolanaWorld };
import { type EmbeddedSandbox, startEmbeddedSandboxes } from '../../sandbox/index.ts';
import type { Logger } from '../logger.ts';
import type { VenueServices } from '../venues/venue-services.ts';
import { SANDBOX_DEX_ID, sandboxDexVenue } from './sandbox-dex-venue.ts';
import { sandboxSolanaVenues } from './sandbox-solana-venues.ts';
import { sandboxVenueDefinition } from './sandbox-venues.ts';

export interface EmbeddedVenues {
  sandboxes: EmbeddedSandbox[];
  /** The sandbox chain, when it runs (SANDBOX_CHAIN). */
  chain: SandboxChain | null;
  /** The sandbox Solana network and its swap APIs, when it runs (SANDBOX_SOLANA). */
  solana: SandboxSolanaWorld | null;
  keysFile: string;
  /** One line for the start-up log: where the venues listen and where the demo keys are. */
  summary: string;
  /** Closes the sandboxes, naming through `within` the one it closes now. */
  close(within?: (part: string) => void): Promise<void>;
}

/** The sandbox chains' block and slot times, null for a chain left off (SANDBOX_CHAIN, SANDBOX_SOLANA). */
export function embeddedChainTimings(config: {
  SANDBOX_CHAIN: 'on' | 'off';
  SANDBOX_CHAIN_BLOCK_MS: number;
  SANDBOX_SOLANA: 'on' | 'off';
  SANDBOX_SOLANA_SLOT_MS: number;
  SANDBOX_SOLANA_TRADERS: 'on' | 'off';
}): { chainBlockMs: number | null; solanaSlotMs: number | null; solanaTraders: boolean } {
  return {
    chainBlockMs: config.SANDBOX_CHAIN === 'on' ? config.SANDBOX_CHAIN_BLOCK_MS : null,
    solanaSlotMs: config.SANDBOX_SOLANA === 'on' ? config.SANDBOX_SOLANA_SLOT_MS : null,
    solanaTraders: config.SANDBOX_SOLANA_TRADERS === 'on',
  };
}

export async function startEmbeddedVenues(options: {
  dataDir: string;
  venues: VenueServices;
  log: Logger;
  /** Blocks of the sandbox chain every this many ms; null leaves the chain off. */
  chainBlockMs: number | null;
  /** Slots of the sandbox Solana network every this many ms; null leaves it off. */
  solanaSlotMs: number | null;
  /** Simulated traders on the sandbox Solana network's pools, and simulated launchers on its launch curve. */
  solanaTraders?: boolean;
}): Promise<EmbeddedVenues> {
  const started = await startEmbeddedSandboxes(options.dataDir, {
    onError: (error) => options.log.error({ err: error }, 'sandbox exchange failure'),
  });
  let chain: SandboxChain | null = null;
  let solana: SandboxSolanaWorld | null = null;
  try {
    if (options.chainBlockMs !== null) {
      chain = await startSandboxChain({ dataDir: join(options.dataDir, 'sandbox-chain'), blockIntervalMs: options.chainBlockMs });
      options.venues.dex.register(sandboxDexVenue(chain));
    }
    if (options.solanaSlotMs !== null) {
      solana = await startSandboxSolanaWorld({
        dataDir: join(options.dataDir, 'sandbox-solana'),
        slotMs: options.solanaSlotMs,
        traders: options.solanaTraders === true,
      });
      for (const venue of sandboxSolanaVenues(solana)) options.venues.solana.register(venue);
    }
    for (const sandbox of started.exchanges) options.venues.registry.register(await sandboxVenueDefinition(sandbox.name, sandbox.url));
    const keysFile = join(options.dataDir, 'sandbox-demo-keys.json');
    const keys = Object.fromEntries(
      started.exchanges.map((sandbox) => [sandbox.name, { url: sandbox.url, apiKey: sandbox.demo.apiKey, secret: sandbox.demo.secret }]),
    );
    writeFileSync(keysFile, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600 });
    chmodSync(keysFile, 0o600);
    const exchanges = started.exchanges.map((sandbox) => `${sandbox.name} ${sandbox.url}`).join(', ');
    return {
      sandboxes: started.exchanges,
      chain,
      solana,
      keysFile,
      summary:
        `sandbox exchanges: ${exchanges} (demo keys: ${keysFile})${chain ? `; sandbox chain: ${chain.rpcUrl}` : ''}` +
        (solana ? `; sandbox Solana: ${solana.rpcUrl} (swap API ${solana.swapApiUrl})` : ''),
      close: async (within = () => undefined) => {
        for (const sandbox of started.exchanges) options.venues.registry.unregister(sandbox.name);
        options.venues.dex.unregister(SANDBOX_DEX_ID);
        if (solana) for (const venue of sandboxSolanaVenues(solana)) options.venues.solana.unregister(venue.id);
        await solana?.close((part) => within(`sandbox Solana (${part})`));
        within('sandbox chain');
        await chain?.close();
        within('sandbox exchanges');
        await started.close();
      },
    };
  } catch (error) {
    await solana?.close();
    await chain?.close();
    await started.close();
    throw error;
  }
}

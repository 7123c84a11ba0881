// The sandbox Solana network with its venues: the node and RPC (sandbox-solana.ts) with the swap
// program loaded on every start and its pools made at genesis, and the Jupiter- and Raydium-shaped
// swap APIs beside it, and, when asked, the simulated traders on the pools and the simulated
// launchers making and trading meme-token launches. What `npm run sandbox-solana` and `npm start` run.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SANDBOX_AMM_PROGRAM_ID } from '../../../engine/connectors/solana/amm-program/amm-client.ts';
import { type SandboxSolana, type SandboxSolanaOptions, startSandboxSolana } from '../sandbox-solana.ts';
import { startSwapApi } from '../swap-api/swap-api-server.ts';
import { createGenesisPools } from './genesis-pools.ts';
import { type SandboxLaunchers, startLaunchers } from './launchers.ts';
import { type SandboxTraders, startTraders } from './traders.ts';

const PROGRAM_FILE = fileURLToPath(new URL('../program/sandbox_amm.so', import.meta.url));

export interface SandboxSolanaWorld extends SandboxSolana {
  /** Base URL of the swap APIs: Jupiter's under /swap/v1, Raydium's under /compute and /transaction. */
  swapApiUrl: string;
  /** The simulated traders, when they run (`traders`). */
  traders: SandboxTraders | null;
  /** The simulated launchers, running with the traders. */
  launchers: SandboxLaunchers | null;
  /** Closes the traders, the swap APIs and the network, naming through `within` the one it closes now. */
  close(within?: (part: string) => void): Promise<void>;
}

export async function startSandboxSolanaWorld(
  options: Omit<SandboxSolanaOptions, 'programs' | 'onGenesis'> & {
    swapApiPort?: number;
    /**
     * Simulated traders on the pools (traders.ts) and launchers on launch curves (launchers.ts): on
     * for `npm start`, off where a test needs a still world.
     */
    traders?: boolean;
  },
): Promise<SandboxSolanaWorld> {
  const { swapApiPort, traders: withTraders, ...solanaOptions } = options;
  const solana = await startSandboxSolana({
    ...solanaOptions,
    programs: [{ programId: SANDBOX_AMM_PROGRAM_ID, bytes: new Uint8Array(readFileSync(PROGRAM_FILE)) }],
    onGenesis: createGenesisPools,
  });
  const swapApi = await startSwapApi({ rpcUrl: solana.rpcUrl, port: swapApiPort ?? 0 }).catch(async (error) => {
    await solana.close();
    throw error;
  });
  let traders: SandboxTraders | null = null;
  let launchers: SandboxLaunchers | null = null;
  if (withTraders) {
    try {
      traders = await startTraders(solana);
      launchers = await startLaunchers(solana);
    } catch (error) {
      traders?.stop();
      await swapApi.close();
      await solana.close();
      throw error;
    }
  }
  return {
    ...solana,
    swapApiUrl: swapApi.url,
    traders,
    launchers,
    close: async (within = () => undefined) => {
      within('traders');
      traders?.stop();
      launchers?.stop();
      await Promise.all([traders?.idle(), launchers?.idle()]);
      within('swap APIs');
      await swapApi.close();
      within('network');
      await solana.close();
    },
  };
}

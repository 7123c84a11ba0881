// The sandbox Solana network with its venues: the node and RPC (sandbox-solana.ts) with the swap
// program loaded on every start and its pools made at genesis, and the Jupiter- and Raydium-shaped
// swap APIs beside it, and the simulated traders when asked. What `npm run sandbox-solana` and
// `npm start` run.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SANDBOX_AMM_PROGRAM_ID } from '../../../engine/connectors/solana/amm-program/amm-client.ts';
import { type SandboxSolana, type SandboxSolanaOptions, startSandboxSolana } from '../sandbox-solana.ts';
import { startSwapApi } from '../swap-api/swap-api-server.ts';
import { createGenesisPools } from './genesis-pools.ts';
import { type SandboxTraders, startTraders } from './traders.ts';

const PROGRAM_FILE = fileURLToPath(new URL('../program/sandbox_amm.so', import.meta.url));

export interface SandboxSolanaWorld extends SandboxSolana {
  /** Base URL of the swap APIs: Jupiter's under /swap/v1, Raydium's under /compute and /transaction. */
  swapApiUrl: string;
  /** The simulated traders, when they run (`traders`). */
  traders: SandboxTraders | null;
}

export async function startSandboxSolanaWorld(
  options: Omit<SandboxSolanaOptions, 'programs' | 'onGenesis'> & {
    swapApiPort?: number;
    /** Simulated traders on the pools (traders.ts): on for `npm start`, off where a test needs still pools. */
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
  const traders = withTraders
    ? await startTraders(solana).catch(async (error) => {
        await swapApi.close();
        await solana.close();
        throw error;
      })
    : null;
  return {
    ...solana,
    swapApiUrl: swapApi.url,
    traders,
    close: async () => {
      traders?.stop();
      await swapApi.close();
      await solana.close();
    },
  };
}

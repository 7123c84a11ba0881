// `npm run sandbox-solana`: the sandbox Solana network on its own, for any Solana client (@solana/kit,
// web3.js, a wallet set to a custom RPC): the swap program with its pools, and the Jupiter- and
// Raydium-shaped swap APIs, with simulated traders on the pools and simulated launchers making and
// trading meme-token launches (SANDBOX_SOLANA_TRADERS=off stills both). Prints the JSON-RPC and
// websocket URLs, the swap API's base URL, the funded wallet's secret key (base58 of the 64-byte
// keypair, as Phantom and the Solana CLI import it; sandbox-only) and every mint, one per line. See
// docs/sandbox-solana.md.
import { stopOnSignals } from '../stop-on-signals.ts';
import { startSandboxSolanaWorld } from './world/sandbox-solana-world.ts';

const solana = await startSandboxSolanaWorld({
  dataDir: process.env.SANDBOX_SOLANA_DATA_DIR ?? './data/sandbox-solana-standalone',
  port: Number(process.env.SANDBOX_SOLANA_PORT ?? 8899),
  ...(process.env.SANDBOX_SOLANA_SEED ? { seed: process.env.SANDBOX_SOLANA_SEED } : {}),
  swapApiPort: Number(process.env.SANDBOX_SOLANA_SWAP_API_PORT ?? 8898),
  ...(process.env.SANDBOX_SOLANA_SLOT_MS ? { slotMs: Number(process.env.SANDBOX_SOLANA_SLOT_MS) } : {}),
  traders: process.env.SANDBOX_SOLANA_TRADERS !== 'off',
});
console.log(`rpc: ${solana.rpcUrl}`);
console.log(`ws: ${solana.wsUrl}`);
console.log(`swapApi: ${solana.swapApiUrl}`);
console.log(`keypair: ${solana.keypair.secretKeyBase58}`);
console.log(`address: ${solana.keypair.address}`);
for (const [symbol, mint] of Object.entries(solana.mints)) console.log(`${symbol}: ${mint.address}`);

stopOnSignals(() => solana.close());

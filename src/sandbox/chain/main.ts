// `npm run sandbox-chain`: the sandbox chain on its own, for any EVM client (viem, ethers, a
// browser wallet). Prints the RPC URL, the chain id, a funded account's key and the addresses of the
// router, the factory, every token, the launchpad, the NFT market and every NFT collection, one
// per line. See docs/sandbox-chain.md.
import { startSandboxChain } from './sandbox-chain.ts';
import { stopOnSignals } from '../stop-on-signals.ts';

const chain = await startSandboxChain({
  dataDir: process.env.SANDBOX_CHAIN_DATA_DIR ?? './data/sandbox-chain-standalone',
  port: Number(process.env.SANDBOX_CHAIN_PORT ?? 8545),
  ...(process.env.SANDBOX_CHAIN_SEED ? { seed: process.env.SANDBOX_CHAIN_SEED } : {}),
  ...(process.env.SANDBOX_CHAIN_BLOCK_MS ? { blockIntervalMs: Number(process.env.SANDBOX_CHAIN_BLOCK_MS) } : {}),
  ...(process.env.SANDBOX_CHAIN_CHECKPOINT_BLOCKS ? { checkpointEveryBlocks: Number(process.env.SANDBOX_CHAIN_CHECKPOINT_BLOCKS) } : {}),
});
console.log(`rpc: ${chain.rpcUrl}`);
console.log(`chainId: ${chain.chainId}`);
console.log(`privateKey: ${chain.privateKey}`);
console.log(`router: ${chain.contracts.router}`);
console.log(`factory: ${chain.contracts.factory}`);
for (const [symbol, address] of Object.entries(chain.contracts.tokens)) console.log(`${symbol}: ${address}`);
console.log(`launchpad: ${chain.contracts.launchpad}`);
console.log(`nftMarket: ${chain.contracts.nftMarket}`);
for (const [symbol, address] of Object.entries(chain.contracts.nftCollections ?? {})) console.log(`${symbol} (NFT): ${address}`);

stopOnSignals(() => chain.close());

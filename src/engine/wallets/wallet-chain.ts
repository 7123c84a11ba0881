// One chain as the wallet tools use it: a viem client whose JSON-RPC requests are batched (a balance
// refresh of a thousand wallets is a handful of HTTP requests, not thousands), the chain's
// definition for signing, and its gas price.
import { createPublicClient, defineChain, http, type PublicClient, type Transport } from 'viem';
import type { DexChain } from '../connectors/evm/dex-chains.ts';

/** Requests per JSON-RPC batch: public endpoints commonly accept up to a few hundred. */
const BATCH_SIZE = 200;

export class WalletChain {
  readonly client: PublicClient;
  readonly viemChain;

  constructor(
    readonly chain: DexChain,
    transport: Transport = http(chain.rpcUrl, { batch: { batchSize: BATCH_SIZE }, retryCount: 3, retryDelay: 200 }),
  ) {
    this.viemChain = defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    });
    this.client = createPublicClient({ chain: this.viemChain, transport, pollingInterval: 200 }) as PublicClient;
  }

  get key(): string {
    return this.chain.key;
  }

  get chainId(): number {
    return this.chain.chainId;
  }
}

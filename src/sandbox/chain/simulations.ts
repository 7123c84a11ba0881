// The chain's simulated participants (swappers, launchers, new pairs, NFT traders) act on each
// mined block one after another, in a fixed order, so a block's transactions reach the mempool in
// the same order every run. Each draws from streams seeded by (seed, block number, …) and paces
// itself in chain time (the seconds since the block before), never the wall clock: the same seed
// on the same chain gives the same blocks.
import type { Hash, Hex } from 'viem';
import type { NodeClients } from './chain-client.ts';
import type { ChainNode, MinedBlock } from './chain-node.ts';

/** What simulated participants offer for gas (the base fee is zero, as on BSC). */
export const GAS_PRICE = 1_000_000_000n;
/** Simulated participants trade with no deadline to speak of. */
export const DEADLINE = 2n ** 40n;

/** A chain stopped for a day does not make a day's worth of launches in its first block back. */
const MAX_ELAPSED_SECONDS = 60;

export interface BlockTick {
  block: MinedBlock;
  /** Chain seconds since the block before (at most a minute). */
  elapsed: number;
}

export interface Simulation {
  onBlock(tick: BlockTick): Promise<void>;
}

export interface Simulations {
  stop(): void;
  /** Resolves once the transactions of the last block are sent. */
  settled(): Promise<void>;
}

/** The chance that something happening on average once every `meanSeconds` happens within
 *  `elapsed` seconds (a Poisson process), so pacing holds whatever the block interval. */
export function chanceWithin(elapsed: number, meanSeconds: number): number {
  return 1 - Math.exp(-elapsed / meanSeconds);
}

/** Whole coins (a float from a draw) as wei, to the micro-coin. */
export function coins(amount: number): bigint {
  return BigInt(Math.floor(amount * 1e6)) * 10n ** 12n;
}

export function startSimulations(node: ChainNode, clients: NodeClients, simulations: Simulation[]): Simulations {
  if (simulations.length === 0) return { stop: () => undefined, settled: async () => undefined };
  let last: MinedBlock | undefined;
  const timeBefore = async (block: MinedBlock) => {
    if (last?.number === block.number - 1) return last.timestamp;
    const before = await clients.publicClient.getBlock({ blockNumber: BigInt(block.number - 1) });
    return Number(before.timestamp);
  };
  const onBlock = async (block: MinedBlock) => {
    const elapsed = Math.min(MAX_ELAPSED_SECONDS, Math.max(0, block.timestamp - (await timeBefore(block))));
    last = block;
    for (const simulation of simulations) {
      // A participant whose read fails (the chain is closing) sits this block out, like a trader
      // whose request failed; the next block is a fresh start.
      await simulation.onBlock({ block, elapsed }).catch(() => undefined);
    }
  };

  // A block that arrives while the last one's transactions are still going out is skipped, as a
  // busy trader would.
  let current: Promise<void> | null = null;
  const listener = (block: MinedBlock) => {
    if (current) return;
    current = onBlock(block)
      .catch(() => undefined)
      .finally(() => {
        current = null;
      });
  };
  node.on('block', listener);
  return {
    stop: () => node.off('block', listener),
    settled: async () => {
      await current;
    },
  };
}

/** The wallets of one kind of participant, each sending with nonces it counts itself (a block's
 *  transactions go out before the block is mined, so the chain's count would lag). */
export class SimWallets {
  readonly wallets: ReturnType<NodeClients['walletFor']>[];
  private readonly nonces = new Map<number, number>();

  constructor(
    private readonly clients: NodeClients,
    keys: Hex[],
  ) {
    this.wallets = keys.map((key) => clients.walletFor(key));
  }

  get size(): number {
    return this.wallets.length;
  }

  address(index: number) {
    return this.wallets[index]!.account.address;
  }

  /** Sends one transaction from wallet `index` with its next nonce; answers whether the node took
   *  it. A refusal (a nonce gone stale after a restart, funds run out) makes the next send ask the
   *  chain for the nonce again. */
  async send(index: number, transaction: (wallet: ReturnType<NodeClients['walletFor']>, nonce: number) => Promise<Hash>): Promise<boolean> {
    try {
      await transaction(this.wallets[index]!, await this.nextNonce(index));
      return true;
    } catch {
      this.nonces.delete(index);
      return false;
    }
  }

  private async nextNonce(index: number): Promise<number> {
    const known = this.nonces.get(index);
    const nonce = known ?? (await this.clients.publicClient.getTransactionCount({ address: this.address(index), blockTag: 'pending' }));
    this.nonces.set(index, nonce + 1);
    return nonce;
  }
}

// The Solana networks wallets live on (those of the known Solana venues) and, per network, what the
// wallet tools share: one RPC client and, where the network has a websocket, its subscriptions.
import {
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  type Rpc,
  type RpcSubscriptions,
  type SolanaRpcApi,
  type SolanaRpcSubscriptionsApi,
} from '@solana/kit';
import { WRAPPED_SOL_MINT } from '../../../engine/connectors/solana/executed-amounts.ts';
import type { SolanaNetwork, SolanaVenueDefinition, SolanaVenueRegistry } from '../../../engine/connectors/solana/solana-venue-registry.ts';
import { NATIVE_TOKEN } from '../../../shared/contracts/wallet/wallet-fields.ts';
import type { WalletToken } from '../../../shared/contracts/wallet/wallet-view.ts';

/** SOL's decimals: a lamport is 10^-9 SOL. */
export const SOL_DECIMALS = 9;

export interface SolanaChainTools {
  network: SolanaNetwork;
  venues: SolanaVenueDefinition[];
  rpc: Rpc<SolanaRpcApi>;
  subscriptions?: RpcSubscriptions<SolanaRpcSubscriptionsApi>;
  simulated: boolean;
}

export class SolanaWalletChains {
  private readonly tools = new Map<string, SolanaChainTools>();

  constructor(private readonly registry: SolanaVenueRegistry) {}

  private venuesOn(key: string): SolanaVenueDefinition[] {
    return this.registry.list().filter((venue) => venue.network.key === key);
  }

  has(key: string): boolean {
    return this.venuesOn(key).length > 0;
  }

  /** The network's tools, or undefined when no Solana venue trades on it. */
  of(key: string): SolanaChainTools | undefined {
    const venues = this.venuesOn(key);
    const network = venues[0]?.network;
    if (!network) return undefined;
    let tools = this.tools.get(key);
    // The sandbox network's venues replace mainnet's at start: the tools follow the venues' RPC.
    if (!tools || tools.network.rpcUrl !== network.rpcUrl) {
      tools = {
        network,
        venues,
        rpc: createSolanaRpc(network.rpcUrl),
        ...(network.wsUrl ? { subscriptions: createSolanaRpcSubscriptions(network.wsUrl) } : {}),
        simulated: venues.some((venue) => venue.simulated),
      };
      this.tools.set(key, tools);
    }
    return { ...tools, venues };
  }

  /** SOL first, then every mint the network's venues list (wrapped SOL is SOL), each once. */
  tokens(key: string, extra: WalletToken[] = []): WalletToken[] {
    const list: WalletToken[] = [{ key: NATIVE_TOKEN, symbol: 'SOL', decimals: SOL_DECIMALS }];
    const seen = new Set<string>([NATIVE_TOKEN, WRAPPED_SOL_MINT]);
    const listed = this.venuesOn(key).flatMap((venue) =>
      venue.tokens.map((t) => ({ key: t.mint, symbol: t.symbol, decimals: t.decimals })),
    );
    for (const token of [...listed, ...extra]) {
      if (seen.has(token.key)) continue;
      seen.add(token.key);
      list.push(token);
    }
    return list;
  }
}

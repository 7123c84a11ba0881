import { getDexChain } from '../../../shared/contracts/markets/get-dex-chain.ts';
import { answer } from '../../http/call-registry.ts';
import type { MarketDeps } from './market-deps.ts';

/** The chains of the known DEX venues, the sandbox chain first. */
export const getDexChainCall = (deps: MarketDeps) =>
  answer(getDexChain, async () => ({
    list: deps.venues.dex.chains().map(({ chain, venues, simulated }) => ({
      chain: chain.key,
      name: chain.name,
      chain_id: chain.chainId,
      native: chain.nativeSymbol,
      webs: venues.map((venue) => venue.id),
      simulated,
    })),
  }));

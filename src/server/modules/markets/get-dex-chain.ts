import { getDexChain } from '../../../shared/contracts/markets/get-dex-chain.ts';
import { answer } from '../../http/call-registry.ts';
import type { MarketDeps } from './market-deps.ts';

/** The chains of the known DEX venues, the sandbox chain first, then the Solana network. */
export const getDexChainCall = (deps: MarketDeps) =>
  answer(getDexChain, async () => {
    const solana = deps.venues.solana.list();
    const network = solana[0]?.network;
    return {
      list: [
        ...deps.venues.dex.chains().map(({ chain, venues, simulated }) => ({
          chain: chain.key,
          name: chain.name,
          family: 'evm' as const,
          chain_id: chain.chainId,
          native: chain.nativeSymbol,
          webs: venues.map((venue) => venue.id),
          simulated,
        })),
        ...(network
          ? [
              {
                chain: network.key,
                name: network.name,
                family: 'solana' as const,
                chain_id: 0,
                native: network.nativeSymbol,
                webs: solana.map((venue) => venue.id),
                simulated: solana.some((venue) => venue.simulated === true),
              },
            ]
          : []),
      ],
    };
  });

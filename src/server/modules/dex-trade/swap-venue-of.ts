// The swap venue a call names, on whichever chain family it trades.
import type { DexTradeDeps } from './dex-trade-deps.ts';
import { evmSwapVenueOf } from './evm-swap-venue.ts';
import { solanaSwapVenueOf } from './solana-swap-venue.ts';
import type { SwapVenue } from './swap-venue.ts';

/** 4103 not a DEX venue, 4106 a token the venue (or the caller) does not know, 4112 no pool of the two. */
export function swapVenueOf(
  d: DexTradeDeps,
  userId: number,
  pair: { web: string; yenUnit1: string; yenUnit2: string },
): Promise<SwapVenue> {
  return d.venues.solana.has(pair.web) ? solanaSwapVenueOf(d, userId, pair) : evmSwapVenueOf(d, userId, pair);
}

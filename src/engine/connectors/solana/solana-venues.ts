// The Solana DEX venues of the spec (web ids, web_type 1) and the DEXes each routes through: one
// swap API (Jupiter's) serves them all, and a venue is the `dexes` filter of its quotes, so
// `orcasol` trades only Orca's Whirlpools and `jupitersol` whatever route pays best.

export type SolanaVenueId = 'jupitersol' | 'orcasol' | 'raydiumsol' | 'raydiumsolv3' | 'raydiumsolcpmm';

export interface SolanaVenue {
  id: SolanaVenueId;
  name: string;
  /** Jupiter's DEX labels the venue's quotes may use; empty means every DEX (the aggregator). */
  dexes: readonly string[];
}

export const SOLANA_VENUES: readonly SolanaVenue[] = [
  { id: 'jupitersol', name: 'Jupiter', dexes: [] },
  { id: 'orcasol', name: 'Orca', dexes: ['Whirlpool'] },
  { id: 'raydiumsol', name: 'Raydium', dexes: ['Raydium'] },
  { id: 'raydiumsolv3', name: 'Raydium CLMM', dexes: ['Raydium CLMM'] },
  { id: 'raydiumsolcpmm', name: 'Raydium CPMM', dexes: ['Raydium CP'] },
];

export function solanaVenue(id: string): SolanaVenue | null {
  return SOLANA_VENUES.find((venue) => venue.id === id) ?? null;
}

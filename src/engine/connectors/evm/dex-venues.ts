// A DEX venue is data, as an exchange is: the chain it trades on, its pool fee, the tokens it knows
// by symbol and the pairs it lists. The chain's native coin is traded as its wrapped token (BNB is
// WBNB on the pools). Users add further tokens by contract address (add_new_token); those pairs
// are theirs alone. The embedded sandbox chain's DEX is registered at start like these.
import type { Address } from 'viem';
import { DEX_CHAINS, type DexChain } from './dex-chains.ts';
import { SOLANA_VENUES } from '../solana/solana-venues.ts';

export interface DexToken {
  symbol: string;
  address: Address;
  decimals: number;
}

export interface DexVenueDefinition {
  /** `web` on the wire ("pancakeswap", "sandbox-dex"). */
  id: string;
  /** `exchange` on the wire ("PancakeSwap V2"). */
  name: string;
  chain: DexChain;
  /** The pools' fee on the amount in, in percent. */
  feePercent: number;
  /** Tokens by symbol; the native coin's symbol names the wrapped token. */
  tokens: DexToken[];
  pairs: { base: string; quote: string }[];
  defaultPair: { base: string; quote: string };
  featured?: boolean;
  simulated?: boolean;
  /** A pump.fun-style launch platform on the same chain (launchpad-abi.ts), where it has one. */
  launchpad?: Address;
  /** An NFT marketplace on the same chain (nft-market-abi.ts), where it has one. */
  nftMarket?: Address;
  /** The ERC-721 collections traded on that marketplace. */
  nftCollections?: { address: Address; name: string; symbol: string }[];
}

const chain = (key: string) => DEX_CHAINS.find((entry) => entry.key === key)!;

/** The public DEX venues. Their RPC URLs can be replaced per chain (DEX_RPC_BSC=…, see config). */
export const PUBLIC_DEX_VENUES: readonly DexVenueDefinition[] = [
  {
    id: 'pancakeswap',
    name: 'PancakeSwap V2',
    chain: chain('BSC'),
    feePercent: 0.25,
    tokens: [
      { symbol: 'BNB', address: chain('BSC').wrappedNative, decimals: 18 },
      { symbol: 'CAKE', address: '0x0E09FaBB73Bd3Ade0a17ECC321fD13a19e81cE82', decimals: 18 },
      { symbol: 'USDT', address: '0x55d398326f99059fF775485246999027B3197955', decimals: 18 },
    ],
    pairs: [
      { base: 'CAKE', quote: 'BNB' },
      { base: 'BNB', quote: 'USDT' },
      { base: 'CAKE', quote: 'USDT' },
    ],
    defaultPair: { base: 'CAKE', quote: 'BNB' },
  },
  {
    id: 'uniswap',
    name: 'Uniswap V2',
    chain: chain('ETH'),
    feePercent: 0.3,
    tokens: [
      { symbol: 'ETH', address: chain('ETH').wrappedNative, decimals: 18 },
      { symbol: 'USDT', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', decimals: 6 },
      { symbol: 'UNI', address: '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984', decimals: 18 },
    ],
    pairs: [
      { base: 'ETH', quote: 'USDT' },
      { base: 'UNI', quote: 'ETH' },
    ],
    defaultPair: { base: 'ETH', quote: 'USDT' },
  },
  {
    id: 'uniswap-base',
    name: 'Uniswap V2 (Base)',
    chain: chain('BASE'),
    feePercent: 0.3,
    tokens: [
      { symbol: 'ETH', address: chain('BASE').wrappedNative, decimals: 18 },
      { symbol: 'USDC', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', decimals: 6 },
    ],
    pairs: [{ base: 'ETH', quote: 'USDC' }],
    defaultPair: { base: 'ETH', quote: 'USDC' },
  },
  {
    id: 'quickswap',
    name: 'QuickSwap',
    chain: chain('MATIC'),
    feePercent: 0.3,
    tokens: [
      { symbol: 'POL', address: chain('MATIC').wrappedNative, decimals: 18 },
      { symbol: 'USDT', address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', decimals: 6 },
    ],
    pairs: [{ base: 'POL', quote: 'USDT' }],
    defaultPair: { base: 'POL', quote: 'USDT' },
  },
];

/** The Solana venue identifiers of spec §3 (solana/solana-venues.ts): their tokens need the pair given. */
export const SOLANA_WEBS: readonly string[] = SOLANA_VENUES.map((venue) => venue.id);

// What the sandbox chain holds on first start: a wrapped native coin (WBNB, the router's WETH()),
// a USDT, project tokens, and Uniswap V2 pools priced like the sandbox exchanges' markets, so the
// same token costs about the same on the DEX and on the CEX; and the NFT collections traded on its
// marketplace.
import { parseEther } from 'viem';

export const SANDBOX_CHAIN_ID = 31056;
export const NATIVE_SYMBOL = 'BNB';

export interface TokenSpec {
  symbol: string;
  name: string;
  decimals: number;
  /** Whole tokens minted to the deployer. */
  supply: bigint;
}

export const TOKENS: readonly TokenSpec[] = [
  { symbol: 'USDT', name: 'Tether USD', decimals: 18, supply: 10_000_000_000n },
  { symbol: 'CAKE', name: 'PancakeSwap Token', decimals: 18, supply: 1_000_000_000n },
  { symbol: 'DEMO', name: 'Demo Token', decimals: 18, supply: 1_000_000_000n },
  { symbol: 'ALPHA', name: 'Alpha Project', decimals: 18, supply: 1_000_000_000n },
];

export interface PoolSpec {
  /** Base and quote symbols; 'WBNB' is the wrapped native coin. */
  base: string;
  quote: string;
  /** Whole tokens of each side put in at start; their ratio is the opening price. */
  baseAmount: bigint;
  quoteAmount: bigint;
}

export const POOLS: readonly PoolSpec[] = [
  { base: 'CAKE', quote: 'WBNB', baseAmount: 480_000n, quoteAmount: 2_000n },
  { base: 'WBNB', quote: 'USDT', baseAmount: 2_000n, quoteAmount: 1_200_000n },
  { base: 'DEMO', quote: 'USDT', baseAmount: 4_000_000n, quoteAmount: 200_000n },
  { base: 'ALPHA', quote: 'USDT', baseAmount: 1_000_000n, quoteAmount: 250_000n },
];

/** The deployer's native coin in the genesis block. */
export const DEPLOYER_BALANCE = parseEther('1000000');

export interface CollectionSpec {
  symbol: string;
  name: string;
  /** Items minted at start (ids 1 to supply), shared among the simulated NFT traders. */
  supply: number;
  /** The floor the simulated traders open at and lean back toward, in whole native coins. */
  openingFloor: number;
}

export const NFT_COLLECTIONS: readonly CollectionSpec[] = [{ symbol: 'SAPE', name: 'Sandbox Apes', supply: 500, openingFloor: 2 }];

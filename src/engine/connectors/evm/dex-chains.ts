// The EVM chains the DEX connector trades on: each a Uniswap V2-style router and factory, the
// wrapped native coin, and an RPC URL the operator configures (public defaults for reads). The
// embedded sandbox chain is added at start with its own addresses; it is reached exactly as these.
import type { Address } from 'viem';

export interface DexChain {
  /** The product's chain key (spec: BSC, MATIC, …). */
  key: string;
  name: string;
  chainId: number;
  /** The DEX on this chain: its name and V2 router and factory. */
  dex: string;
  router: Address;
  factory: Address;
  wrappedNative: Address;
  nativeSymbol: string;
  rpcUrl: string;
}

export const DEX_CHAINS: readonly DexChain[] = [
  {
    key: 'BSC',
    name: 'BNB Smart Chain',
    chainId: 56,
    dex: 'PancakeSwap V2',
    router: '0x10ED43C718714eb63d5aA57B78B54704E256024E',
    factory: '0xcA143Ce32Fe78f00f6EE7d7eB2d9D2aBb3DA2EC3',
    wrappedNative: '0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c',
    nativeSymbol: 'BNB',
    rpcUrl: 'https://bsc-dataseed.bnbchain.org',
  },
  {
    key: 'ETH',
    name: 'Ethereum',
    chainId: 1,
    dex: 'Uniswap V2',
    router: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D',
    factory: '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f',
    wrappedNative: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
    nativeSymbol: 'ETH',
    rpcUrl: 'https://ethereum-rpc.publicnode.com',
  },
  {
    key: 'BASE',
    name: 'Base',
    chainId: 8453,
    dex: 'Uniswap V2',
    router: '0x4752ba5DBc23f44D87826276BF6Fd6b1C372aD24',
    factory: '0x8909Dc15e40173Ff4699343b6eB8132c65e18eC6',
    wrappedNative: '0x4200000000000000000000000000000000000006',
    nativeSymbol: 'ETH',
    rpcUrl: 'https://mainnet.base.org',
  },
  {
    key: 'MATIC',
    name: 'Polygon',
    chainId: 137,
    dex: 'QuickSwap',
    router: '0xa5E0829CaCEd8fFDD4De3c43696c57F7D7A678ff',
    factory: '0x5757371414417b8C6CAad45bAeF941aBc7d3Ab32',
    wrappedNative: '0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270',
    nativeSymbol: 'POL',
    rpcUrl: 'https://polygon-rpc.com',
  },
];

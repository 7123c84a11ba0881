import { describe, expect, it } from 'vitest';
import type { DexChainEntry } from '../../../../shared/contracts/markets/get-dex-chain.ts';
import { pickChain } from './pick-chain.ts';

const chain = (key: string, webs: string[], simulated = false): DexChainEntry => ({
  chain: key,
  name: key,
  family: 'evm',
  chain_id: 1,
  native: 'BNB',
  webs,
  simulated,
});
const CHAINS = [chain('SANDBOX', ['sandbox-dex'], true), chain('BSC', ['pancakeswap']), chain('ETH', ['uniswap'])];

describe('the network the wallet pages open on', () => {
  it('is the one asked for by key, in any case', () => {
    expect(pickChain(CHAINS, { chain: 'eth', web: 'pancakeswap' })?.chain).toBe('ETH');
  });

  it('else the chain of the venue the user came from', () => {
    expect(pickChain(CHAINS, { web: 'pancakeswap' })?.chain).toBe('BSC');
  });

  it('else the first listed, the sandbox chain, also for an unknown venue or key', () => {
    expect(pickChain(CHAINS, {})?.chain).toBe('SANDBOX');
    expect(pickChain(CHAINS, { chain: 'NOPE', web: 'bsc' })?.chain).toBe('SANDBOX');
  });

  it('is none when there are no chains', () => {
    expect(pickChain([], { chain: 'BSC' })).toBeNull();
  });
});

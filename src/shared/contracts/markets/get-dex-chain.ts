import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { wholeList } from '../lists.ts';

export const dexChainEntry = z.object({
  /** The chain key ("BSC", "ETH", "SANDBOX", "SOLANA"). */
  chain: z.string(),
  name: z.string(),
  /** How its keys, addresses and transactions work: an EVM chain, or a Solana network. */
  family: z.enum(['evm', 'solana']),
  /** The EVM chain id; 0 on Solana, which has none. */
  chain_id: z.number().int(),
  /** The chain's own coin ("BNB", "ETH"): gas is paid in it. */
  native: z.string(),
  /** The DEX venues (web ids, web_type 1) trading on this chain. */
  webs: z.array(z.string()),
  /** The embedded sandbox chain, with demo funds. */
  simulated: z.boolean(),
});
export type DexChainEntry = z.infer<typeof dexChainEntry>;

/** The chains DEX work can run on, each with its DEX venues; the sandbox chain first. */
export const getDexChain = defineCall({
  module: 'Markets',
  action: 'get_dex_chain',
  auth: 'user',
  request: z.object({}),
  response: wholeList(dexChainEntry),
});

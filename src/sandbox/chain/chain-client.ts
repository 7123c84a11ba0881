// viem clients over the node itself (no HTTP in between), for the chain's own set-up and swappers.
// They sign locally and send raw transactions, the same path every outside client takes.
import { type Chain, createPublicClient, createWalletClient, custom, defineChain, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ChainNode } from './chain-node.ts';
import { NATIVE_SYMBOL } from './world.ts';

export function sandboxChain(chainId: number, rpcUrl = 'http://127.0.0.1'): Chain {
  return defineChain({
    id: chainId,
    name: 'Sandbox chain',
    nativeCurrency: { name: NATIVE_SYMBOL, symbol: NATIVE_SYMBOL, decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

export function nodeClients(node: ChainNode, chainId: number) {
  const chain = sandboxChain(chainId);
  const transport = custom({ request: ({ method, params }) => node.request(method, (params as unknown[]) ?? []) });
  return {
    chain,
    publicClient: createPublicClient({ chain, transport }),
    walletFor: (privateKey: Hex) => createWalletClient({ chain, transport, account: privateKeyToAccount(privateKey) }),
  };
}

export type NodeClients = ReturnType<typeof nodeClients>;

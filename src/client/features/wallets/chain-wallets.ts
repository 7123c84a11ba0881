// What every part of /subManage knows about the chain on screen: the network, its tokens, the
// main wallet and the groups, and one way to read it all again after a change. Given once by the
// page, so the dialogs do not have it handed down through every layer.
import { createContext, useContext } from 'react';
import type { DexChainEntry } from '../../../shared/contracts/markets/get-dex-chain.ts';
import type { WalletGroupView, WalletToken, WalletView } from '../../../shared/contracts/wallet/wallet-view.ts';

export interface ChainWallets {
  chain: DexChainEntry;
  tokens: WalletToken[];
  main: WalletView | null;
  groups: WalletGroupView[];
  /** Trading wallets in no group. */
  ungrouped: number;
  /** Reads the wallets, the groups and the figures again. */
  reloadAll(): void;
}

export const ChainWalletsContext = createContext<ChainWallets | null>(null);

export function useChainWallets(): ChainWallets {
  const value = useContext(ChainWalletsContext);
  if (!value) throw new Error('useChainWallets outside the wallet page');
  return value;
}

export const tokenOf = (tokens: readonly WalletToken[], key: string): WalletToken | undefined => tokens.find((token) => token.key === key);

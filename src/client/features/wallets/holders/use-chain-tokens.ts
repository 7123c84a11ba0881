// The tokens the user's wallets show on a chain (get_attached_wallets' `tokens`: the chain's own
// and those added with Add Token), offered as the holder list's choices. One wallet row is asked
// for: only the token list is wanted.
import { useEffect, useState } from 'react';
import { NATIVE_TOKEN } from '../../../../shared/contracts/wallet/wallet-fields.ts';
import { getAttachedWallets } from '../../../../shared/contracts/wallet/wallet-list.ts';
import type { WalletToken } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { api } from '../../../lib/api/api.ts';

/** The chain's contract tokens (the coin has no holder list), or null while they are read. */
export function useChainTokens(chain: string): WalletToken[] | null {
  const [tokens, setTokens] = useState<WalletToken[] | null>(null);
  useEffect(() => {
    let current = true;
    setTokens(null);
    api.call(getAttachedWallets, { chain, page: 1, page_size: 1 }).then(
      (answer) => current && setTokens(answer.tokens.filter((token) => token.key !== NATIVE_TOKEN)),
      () => current && setTokens([]),
    );
    return () => {
      current = false;
    };
  }, [chain]);
  return tokens;
}

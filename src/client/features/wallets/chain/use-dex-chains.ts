// The networks DEX wallets live on (/Markets/get_dex_chain), read once per visit of a wallet page.
import { useCallback, useEffect, useState } from 'react';
import { type DexChainEntry, getDexChain } from '../../../../shared/contracts/markets/get-dex-chain.ts';
import { api } from '../../../lib/api/api.ts';

export type DexChains = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; list: DexChainEntry[] };

export function useDexChains(): { chains: DexChains; reload(): void } {
  const [chains, setChains] = useState<DexChains>({ status: 'loading' });
  const reload = useCallback(() => {
    setChains({ status: 'loading' });
    api.call(getDexChain, {}).then(
      (answer) => setChains({ status: 'ready', list: answer.list }),
      () => setChains({ status: 'failed' }),
    );
  }, []);
  useEffect(reload, [reload]);
  return { chains, reload };
}

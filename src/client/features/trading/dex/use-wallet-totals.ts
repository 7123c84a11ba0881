// What the user's trading wallets hold of a DEX pair's tokens and the chain's coin, summed over
// their groups (/Wallet/dex_wallet_stat_web), read again whenever a task changes balances.
import { useEffect, useState } from 'react';
import { dexWalletStatWeb } from '../../../../shared/contracts/wallet/wallet-balances.ts';
import { api } from '../../../lib/api/api.ts';
import { onAccountDataChanged } from '../../../lib/tasks/task-bridge.ts';
import type { DexPair } from '../pair/market-pair.ts';
import { totalsOf, type WalletTotals } from './wallet-totals.ts';

/** null until answered; the api client has told the user when the call failed. */
export function useWalletTotals(pair: DexPair): WalletTotals | null {
  const [totals, setTotals] = useState<WalletTotals | null>(null);
  useEffect(() => {
    let live = true;
    const load = () =>
      api
        .call(dexWalletStatWeb, { web: pair.web, yenUnit1: pair.yenUnit1, yenUnit2: pair.yenUnit2 }, { web: pair.web })
        .then((answer) => live && setTotals(totalsOf(answer)))
        .catch(() => undefined);
    void load();
    const stop = onAccountDataChanged(load);
    return () => {
      live = false;
      stop();
    };
  }, [pair.web, pair.yenUnit1, pair.yenUnit2]);
  return totals;
}

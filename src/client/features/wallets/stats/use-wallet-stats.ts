// The chain's wallets in figures (dex_stat_info): counts and what the trading wallets hold together.
import { useCallback, useEffect, useState } from 'react';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { dexStatInfo } from '../../../../shared/contracts/wallet/wallet-balances.ts';
import { api } from '../../../lib/api/api.ts';

export type WalletStats = ResponseOf<typeof dexStatInfo>;

export function useWalletStats(chain: string): { stats: WalletStats | null; reload(): void } {
  const [stats, setStats] = useState<WalletStats | null>(null);
  const reload = useCallback(() => {
    api.call(dexStatInfo, { chain }).then(setStats, () => undefined);
  }, [chain]);
  useEffect(reload, [reload]);
  return { stats, reload };
}

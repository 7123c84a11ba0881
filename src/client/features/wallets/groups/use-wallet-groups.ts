// The user's wallet groups on a chain with their counts, and how many wallets are in none (get_groups).
import { useCallback, useEffect, useState } from 'react';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { getGroups } from '../../../../shared/contracts/wallet/wallet-groups.ts';
import { api } from '../../../lib/api/api.ts';

export type WalletGroups = ResponseOf<typeof getGroups>;

export function useWalletGroups(chain: string): { groups: WalletGroups | null; failed: boolean; reload(): void } {
  const [groups, setGroups] = useState<WalletGroups | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(() => {
    api.call(getGroups, { chain }).then(
      (answer) => {
        setGroups(answer);
        setFailed(false);
      },
      () => setFailed(true),
    );
  }, [chain]);
  useEffect(reload, [reload]);
  return { groups, failed, reload };
}

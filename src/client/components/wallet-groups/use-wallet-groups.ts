// The user's wallet groups on a chain with their counts, and how many wallets are in none
// (get_groups), for the wallet page and the DEX bot form. No chain (a form whose venue is not
// chosen yet) asks nothing; a reload keeps the groups on screen until the new answer is there.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '../../../shared/contracts/define-call.ts';
import { getGroups } from '../../../shared/contracts/wallet/wallet-groups.ts';
import { api } from '../../lib/api/api.ts';

export type WalletGroups = ResponseOf<typeof getGroups>;

interface Loaded {
  chain: string;
  groups: WalletGroups | null;
  failed: boolean;
}

export function useWalletGroups(chain: string | null): { groups: WalletGroups | null; failed: boolean; reload(): void } {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // Only the latest request's answer is kept: an earlier one arriving late is out of date.
  const latest = useRef(0);
  const reload = useCallback(() => {
    if (!chain) return;
    const request = ++latest.current;
    api.call(getGroups, { chain }).then(
      (answer) => {
        if (request === latest.current) setLoaded({ chain, groups: answer, failed: false });
      },
      () => {
        if (request === latest.current)
          setLoaded((current) => ({ chain, groups: current?.chain === chain ? current.groups : null, failed: true }));
      },
    );
  }, [chain]);
  useEffect(reload, [reload]);
  // What was loaded for another chain (the form's venue changed) is not shown for this one.
  const own = loaded && loaded.chain === chain ? loaded : null;
  return { groups: own?.groups ?? null, failed: own?.failed ?? false, reload };
}

// A page of the chain's trading wallets with the main wallet and the tokens shown
// (get_attached_wallets, 50 a page), filtered by group and by part of an address. The last page
// read stays on screen while the next is read, so a reload after a change does not flash empty.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { getAttachedWallets } from '../../../../shared/contracts/wallet/wallet-list.ts';
import type { WalletView } from '../../../../shared/contracts/wallet/wallet-view.ts';
import { api } from '../../../lib/api/api.ts';

export const WALLET_PAGE_SIZE = 50;

export type WalletListAnswer = ResponseOf<typeof getAttachedWallets>;

export interface WalletFilter {
  /** Undefined: every trading wallet; 0: those in no group. */
  group?: number | undefined;
  /** Part of an address. */
  address: string;
}

export interface WalletList {
  filter: WalletFilter;
  page: number;
  answer: WalletListAnswer | null;
  status: 'loading' | 'ready' | 'failed';
  setFilter(filter: WalletFilter): void;
  setPage(page: number): void;
  reload(): void;
  /** Puts a wallet the server answered (attached_set) in place, the main one too. */
  replace(wallet: WalletView): void;
}

export function useWalletList(chain: string): WalletList {
  const [filter, setFilterState] = useState<WalletFilter>({ address: '' });
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<WalletListAnswer | null>(null);
  const [status, setStatus] = useState<WalletList['status']>('loading');
  // Answers arrive out of order when the user pages quickly: only the latest request's counts.
  const latest = useRef(0);

  const reload = useCallback(() => {
    const request = ++latest.current;
    setStatus('loading');
    const address = filter.address.trim();
    api
      .call(getAttachedWallets, {
        chain,
        page,
        page_size: WALLET_PAGE_SIZE,
        ...(filter.group !== undefined ? { group_id: filter.group } : {}),
        ...(address ? { address } : {}),
      })
      .then(
        (fresh) => {
          if (request !== latest.current) return;
          setAnswer(fresh);
          setStatus('ready');
        },
        () => request === latest.current && setStatus('failed'),
      );
  }, [chain, filter, page]);

  useEffect(reload, [reload]);

  const setFilter = useCallback((next: WalletFilter) => {
    setFilterState(next);
    setPage(1);
  }, []);

  const replace = useCallback((wallet: WalletView) => {
    setAnswer((current) => {
      if (!current) return current;
      if (current.main?.id === wallet.id) return { ...current, main: wallet };
      return { ...current, list: current.list.map((entry) => (entry.id === wallet.id ? wallet : entry)) };
    });
  }, []);

  return { filter, page, answer, status, setFilter, setPage, reload, replace };
}

// One page of the DEX order history (/Trade/dex_orders) for the filters given: loaded when they
// change, again when a task ends, and every few seconds while a swap on the page is still pending
// (or a task's swaps are not written yet), so a swap on its way turns done (or failed) on screen by
// itself.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RequestOf, ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { dexOrders } from '../../../../shared/contracts/trade/dex-orders.ts';
import { api } from '../../../lib/api/api.ts';
import { onAccountDataChanged } from '../../../lib/tasks/task-bridge.ts';

export type DexOrdersPage = ResponseOf<typeof dexOrders>;
export type DexOrdersFilter = Omit<RequestOf<typeof dexOrders>, 'page' | 'page_size'>;

/** How long a page with a pending swap waits between two looks. */
export const PENDING_REFRESH_MS = 3_000;

export function useDexOrders(filter: DexOrdersFilter, page: number, pageSize: number) {
  const [result, setResult] = useState<DexOrdersPage | null>(null);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const key = JSON.stringify(filter);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter is compared by its text
  const fetchPage = useCallback(() => {
    const asked = ++latest.current;
    return api
      .call(dexOrders, { ...filter, page, page_size: pageSize }, { web: filter.web ?? '' })
      .then((answer) => {
        if (asked === latest.current) setResult(answer);
      })
      .catch(() => undefined);
  }, [key, page, pageSize]);

  const reload = useCallback(() => {
    setLoading(true);
    void fetchPage().finally(() => setLoading(false));
  }, [fetchPage]);
  useEffect(reload, [reload]);
  useEffect(() => onAccountDataChanged(reload), [reload]);

  // A task's swaps asked for by its code are written as it runs: none yet is as good as pending.
  const awaited = filter.schedule_code !== undefined && result?.total === 0;
  const pending = awaited || (result?.list.some((swap) => swap.status === 'pending') ?? false);
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void fetchPage();
    }, PENDING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [pending, fetchPage]);

  return { result, loading, reload };
}

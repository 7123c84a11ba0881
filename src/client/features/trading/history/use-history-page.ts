// One page of /record. It is loaded when the filters or the page change and, while it shows an
// order that is still open, asked for again every few seconds: cex_orders brings the open orders of
// the page it answers up to date from their venues, so the rows in view follow the venue without a
// reload, on whatever page the user is, and no other page is ever fetched.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { cexOrders } from '../../../../shared/contracts/trade/cex-orders.ts';
import { api } from '../../../lib/api/api.ts';
import { type HistoryFilters, historyRequest } from './history-filters.ts';

export type HistoryPage = ResponseOf<typeof cexOrders>;

/** How long a page with open orders waits between two refreshes. */
export const HISTORY_REFRESH_MS = 5_000;

const showsOpenOrders = (result: HistoryPage | null): boolean => result?.orders.some((order) => order.status === 'open') ?? false;

export function useHistoryPage(filters: HistoryFilters, page: number, pageSize: number) {
  const [result, setResult] = useState<HistoryPage | null>(null);
  const [loading, setLoading] = useState(false);
  // Answers to an older request (the page or filters changed while it was on its way) are dropped.
  const latest = useRef(0);

  const fetchPage = useCallback(() => {
    const asked = ++latest.current;
    return api
      .call(cexOrders, { ...historyRequest(filters), page, page_size: pageSize })
      .then((answer) => {
        if (asked === latest.current) setResult(answer);
      })
      .catch(() => undefined);
  }, [filters, page, pageSize]);

  const reload = useCallback(() => {
    setLoading(true);
    void fetchPage().finally(() => setLoading(false));
  }, [fetchPage]);
  useEffect(reload, [reload]);

  const live = showsOpenOrders(result);
  useEffect(() => {
    if (!live) return;
    // A timeout per round rather than an interval, so a slow venue never stacks requests up.
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const next = () => {
      timer = setTimeout(() => {
        if (document.visibilityState === 'hidden') return next();
        void fetchPage().finally(() => {
          if (!stopped) next();
        });
      }, HISTORY_REFRESH_MS);
    };
    next();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [live, fetchPage]);

  return { result, loading, reload };
}

// /userRiskDetail's reads: the risk user's trade logs a page at a time (read when the page changes),
// and its account's open positions through the position list of its venue, polled every 10 s while
// the page is visible.
import { useEffect, useRef, useState } from 'react';
import type { ResponseOf } from '../../../../shared/contracts/define-call.ts';
import { futurePositionManagement } from '../../../../shared/contracts/futures/future-position-management.ts';
import { riskUserTradeLogs } from '../../../../shared/contracts/futures/risk-users.ts';
import { CODE } from '../../../../shared/protocol/response-codes.ts';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { api } from '../../../lib/api/api.ts';
import { useLive } from '../../../lib/live-data.ts';
import { usePageVisible } from '../../../lib/use-page-visible.ts';
import { RISK_USERS_POLL_MS } from './use-risk-users.ts';

export type TradeLogs = ResponseOf<typeof riskUserTradeLogs>;
export type AccountPositions = ResponseOf<typeof futurePositionManagement>;

export type TradeLogState = { status: 'loading' } | { status: 'notFound' } | { status: 'failed' } | { status: 'ready'; logs: TradeLogs };

export function useTradeLogs(id: number, page: number): { state: TradeLogState; reload(): void } {
  const [state, setState] = useState<TradeLogState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // `attempt` is a dependency only so that "try again" reads again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    let live = true;
    api.call(riskUserTradeLogs, { id, page }).then(
      (logs) => live && setState({ status: 'ready', logs }),
      (error: unknown) => {
        if (!live) return;
        setState(error instanceof ApiCallError && error.code === CODE.riskUserNotFound ? { status: 'notFound' } : { status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [id, page, attempt]);
  return { state, reload: () => setAttempt((n) => n + 1) };
}

export function useAccountPositions(web: string | null): { data: AccountPositions | undefined; failed: boolean; retry(): void } {
  const visible = usePageVisible();
  const key = visible && web ? `futures|risk-positions|${web}` : null;
  const live = useLive(key, () => api.call(futurePositionManagement, { web: web ?? '' }), RISK_USERS_POLL_MS);
  const kept = useRef<AccountPositions | undefined>(undefined);
  if (live.data) kept.current = live.data;
  return { data: live.data ?? kept.current, failed: live.failed, retry: live.retry };
}

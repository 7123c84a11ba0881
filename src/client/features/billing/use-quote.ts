// What a renewal or a plan change costs now (/Wallet/quote_package): asked again when the plan, the
// period or the balance changes, so the confirmation page never shows a stale amount due.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BillingPeriod, PlanLevel } from '../../../shared/catalogue/plans.ts';
import { type PlanQuote, quotePackage } from '../../../shared/contracts/billing/plan-calls.ts';
import { api } from '../../lib/api/api.ts';

export type QuoteState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; quote: PlanQuote };

export function useQuote(level: PlanLevel, period: BillingPeriod, balance: string): { state: QuoteState; reload(): void } {
  const [state, setState] = useState<QuoteState>({ status: 'loading' });
  const latest = useRef(0);

  const reload = useCallback(() => {
    const request = ++latest.current;
    setState((current) => (current.status === 'failed' ? { status: 'loading' } : current));
    api.call(quotePackage, { level, period }).then(
      (quote) => request === latest.current && setState({ status: 'ready', quote }),
      () => request === latest.current && setState({ status: 'failed' }),
    );
  }, [level, period]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new balance (a deposit landed) asks again
  useEffect(() => {
    reload();
  }, [reload, balance]);

  // A quote of another plan or period (the page just changed) is not this one.
  const stale = state.status === 'ready' && (state.quote.level !== level || state.quote.period !== period);
  return { state: stale ? { status: 'loading' } : state, reload };
}

// What both trading screens share: the pair provider, the pair selector and ticker, and the
// states before a market can be shown (no bound account, loading). Each part below subscribes to
// its own live data, so an update of the book re-renders the book and nothing else. A DEX pair
// needs no bound account: its market data is public and it is traded from wallets.
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { EmptyState } from '../../components/page.tsx';
import { onAccountDataChanged } from '../../lib/tasks/task-bridge.ts';
import { decimalsOf } from '../../../shared/trade/decimals.ts';
import { refreshAccountData, usePosition } from './live/market-feeds.ts';
import { PairSelector } from './pair/pair-selector.tsx';
import { type CexPair, isCexPair, type TradingPair } from './pair/market-pair.ts';
import { TradingPairProvider, useBoundAccount, useTradingPair } from './pair/trading-pair.tsx';
import { TickerLine } from './market/ticker-line.tsx';

export interface MarketPrecision {
  priceStep: number | null;
  priceDecimals: number | null;
  amountDecimals: number | null;
}

/** The market's precisions once the account's position call has answered them (an exchange market only). */
export function useMarketPrecision(pair: TradingPair, bound: boolean): MarketPrecision {
  const market = usePosition(isCexPair(pair) ? pair : null, bound).data?.market;
  return {
    priceStep: market?.price_step ?? null,
    priceDecimals: market ? (market.price_step ? decimalsOf(market.price_step) : market.price_precision) : null,
    amountDecimals: market?.amount_precision ?? null,
  };
}

function FrameBody({ children }: { children: (pair: TradingPair, bound: boolean) => ReactNode }) {
  const { t } = useTranslation('trading');
  const { pair, resolving } = useTradingPair();
  const bound = useBoundAccount() !== undefined;
  // A finished batch (reported by the task poller) means new orders and balances.
  useEffect(() => onAccountDataChanged(refreshAccountData), []);

  if (resolving) return <p className="text-sm opacity-70">{t('book.loading')}</p>;
  // Without an exchange account there is no pair yet, but a DEX pool can still be chosen.
  if (!pair) {
    return (
      <div className="flex flex-col gap-4">
        <SelectorCard />
        <BindAccountState title={t('manual.noPair')} body={t('manual.noPairBody')} />
      </div>
    );
  }
  return <>{children(pair, bound)}</>;
}

function TickerWithPrecision({ pair, bound }: { pair: TradingPair; bound: boolean }) {
  const precision = useMarketPrecision(pair, bound);
  return <TickerLine pair={pair} priceDecimals={precision.priceDecimals} />;
}

function SelectorCard({ children }: { children?: ReactNode }) {
  return (
    <section className="card bg-base-200/60 border-base-300 border">
      <div className="card-body gap-3 p-4">
        <PairSelector />
        {children}
      </div>
    </section>
  );
}

export function TradingFrame({ children }: { children: (pair: TradingPair, bound: boolean) => ReactNode }) {
  return (
    <TradingPairProvider>
      <FrameBody>
        {(pair, bound) => (
          <div className="flex flex-col gap-4">
            <SelectorCard>
              <TickerWithPrecision pair={pair} bound={bound} />
            </SelectorCard>
            {children(pair, bound)}
          </div>
        )}
      </FrameBody>
    </TradingPairProvider>
  );
}

/** Nothing to trade without an exchange account: the way to bind one. */
function BindAccountState({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation('trading');
  return (
    <EmptyState
      title={title}
      body={body}
      action={
        <Link to="/account" className="btn btn-primary btn-sm">
          {t('manual.bindAccount')}
        </Link>
      }
    />
  );
}

export function NotBound({ pair }: { pair: CexPair }) {
  const { t } = useTranslation('trading');
  return <BindAccountState title={t('manual.notBound', { exchange: pair.exchange })} body={t('manual.notBoundBody')} />;
}

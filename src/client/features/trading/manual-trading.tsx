// /stocks: Manual Trading: the pair and its ticker, the candlestick chart (shown or hidden), the
// order book, the order form (limit or market), open orders with the batch tools, holdings, and
// the funding-wallet order note. On a DEX pair the pool takes the book's place: its depth curve,
// its recent swaps, the funding-wallet order (a swap from the main wallet) and the price-impact
// calculator instead of the order form, the DEX orders with the DEX Batch Order, and where the
// wallets' balances are.
import { Link } from '@tanstack/react-router';
import { Maximize2 } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { LabelledCheckbox } from '../../components/form-checkbox.tsx';
import { PageHeader, Section } from '../../components/page.tsx';
import { showChartAtom, useAtom } from '../../lib/store.ts';
import { AccountPanels } from './account-panels.tsx';
import { DexOrdersPanel } from './dex/dex-orders-panel.tsx';
import { DexTools } from './dex/dex-tools.tsx';
import { PoolDepth } from './dex/pool-depth.tsx';
import { RecentSwaps } from './dex/recent-swaps.tsx';
import { CandleChart } from './market/candle-chart.tsx';
import { OrderBook } from './market/order-book.tsx';
import { OrderForm } from './order/order-form.tsx';
import { type CexPair, type DexPair, isDexPair } from './pair/market-pair.ts';
import { NotBound, TradingFrame, useMarketPrecision } from './trading-frame.tsx';

function Screen({ pair, bound }: { pair: CexPair; bound: boolean }) {
  const { t } = useTranslation('trading');
  const [showChart] = useAtom(showChartAtom);
  const precision = useMarketPrecision(pair, bound);
  return (
    // Phone: one column. Desktop: chart and account data on the left, the order form above the
    // book on the right. Wide screens: the book gets its own column between them.
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem] 2xl:grid-cols-[1fr_20rem_20rem]">
      <div className="flex min-w-0 flex-col gap-4 lg:row-span-2 2xl:row-span-1">
        {showChart && (
          <Section title={t('manual.chart')}>
            <CandleChart pair={pair} height={320} priceDecimals={precision.priceDecimals} />
          </Section>
        )}
        {bound ? <AccountPanels pair={pair} /> : <NotBound pair={pair} />}
      </div>
      <div className="flex flex-col gap-4 lg:col-start-2 lg:row-start-1 2xl:col-start-3">
        <Section title={t('manual.placeOrder')}>{bound ? <OrderForm pair={pair} /> : <NotBound pair={pair} />}</Section>
        <Section title={t('manual.fundingOrder')}>
          <p className="text-sm opacity-70">{t('manual.fundingOrderBody')}</p>
        </Section>
      </div>
      <Section title={t('manual.orderBook')} className="min-w-0 self-start lg:col-start-2 lg:row-start-2 2xl:row-start-1">
        <OrderBook pair={pair} rows={12} priceStep={precision.priceStep} amountDecimals={precision.amountDecimals} />
      </Section>
    </div>
  );
}

/**
 * The same places as an exchange's screen: the recent swaps where the book is, the calculator where
 * the order form is. The right column's first row fits its content, so the swaps follow at once.
 */
function DexScreen({ pair }: { pair: DexPair }) {
  const { t } = useTranslation('trading');
  const [showChart] = useAtom(showChartAtom);
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr] 2xl:grid-cols-[1fr_20rem_20rem] 2xl:grid-rows-none">
      <div className="flex min-w-0 flex-col gap-4 lg:row-span-2 2xl:row-span-1">
        {showChart && (
          <Section title={t('manual.chart')}>
            <CandleChart pair={pair} height={320} priceDecimals={null} />
          </Section>
        )}
        <Section title={t('dex.depth.title')}>
          <PoolDepth pair={pair} chartHeight={180} />
        </Section>
        <DexOrdersPanel pair={pair} />
      </div>
      <DexTools pair={pair} className="lg:col-start-2 lg:row-start-1 2xl:col-start-3" />
      <Section title={t('dex.swaps.title')} className="min-w-0 self-start lg:col-start-2 lg:row-start-2 2xl:row-start-1">
        <RecentSwaps pair={pair} rows={30} heightClass="max-h-96" />
      </Section>
    </div>
  );
}

export function ManualTradingPage() {
  const { t } = useTranslation('trading');
  const [showChart, setShowChart] = useAtom(showChartAtom);
  return (
    <>
      <PageHeader
        title={t('manual.title')}
        description={t('manual.subtitle')}
        actions={
          <>
            <LabelledCheckbox
              checked={showChart}
              onChange={setShowChart}
              className="label cursor-pointer gap-2 text-sm"
              controlClassName="toggle toggle-sm toggle-primary"
            >
              {t('manual.showChart')}
            </LabelledCheckbox>
            <Link to="/stocksFull" className="btn btn-sm btn-outline">
              <Maximize2 aria-hidden="true" className="size-4" />
              {t('manual.advanced')}
            </Link>
          </>
        }
      />
      <TradingFrame>{(pair, bound) => (isDexPair(pair) ? <DexScreen pair={pair} /> : <Screen pair={pair} bound={bound} />)}</TradingFrame>
    </>
  );
}

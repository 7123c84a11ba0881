// /stocksFull: the advanced market view: a large chart, a deeper order book, and the account's
// orders and trades below; the order form stays at hand beside the book. On a DEX pair: the
// recent swaps beside the chart, the pool's depth below it, the funding-wallet order and the
// price-impact calculator beside, and the DEX orders across the width below.
import { useTranslation } from '../../lib/use-translation.ts';
import { BackLink } from '../../components/page-back-link.tsx';
import { PageHeader, Section } from '../../components/page.tsx';
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
  const precision = useMarketPrecision(pair, bound);
  return (
    <div className="grid gap-4 xl:grid-cols-[1fr_22rem]">
      <Section title={t('manual.chart')} className="min-w-0">
        <CandleChart pair={pair} height={520} priceDecimals={precision.priceDecimals} />
      </Section>
      <Section title={t('manual.orderBook')} className="min-w-0">
        <OrderBook pair={pair} rows={16} priceStep={precision.priceStep} amountDecimals={precision.amountDecimals} />
      </Section>
      <div className="min-w-0">{bound ? <AccountPanels pair={pair} /> : <NotBound pair={pair} />}</div>
      <Section title={t('manual.placeOrder')} className="self-start">
        {bound ? <OrderForm pair={pair} /> : <NotBound pair={pair} />}
      </Section>
    </div>
  );
}

function DexScreen({ pair }: { pair: DexPair }) {
  const { t } = useTranslation('trading');
  return (
    <div className="grid gap-4 xl:grid-cols-[1fr_22rem]">
      <Section title={t('manual.chart')} className="min-w-0">
        <CandleChart pair={pair} height={520} priceDecimals={null} />
      </Section>
      <Section title={t('dex.swaps.title')} className="min-w-0">
        <RecentSwaps pair={pair} rows={60} heightClass="max-h-[36rem]" />
      </Section>
      <Section title={t('dex.depth.title')} className="min-w-0">
        <PoolDepth pair={pair} chartHeight={260} />
      </Section>
      <DexTools pair={pair} className="self-start" />
      <DexOrdersPanel pair={pair} className="xl:col-span-2" />
    </div>
  );
}

export function MarketViewPage() {
  const { t } = useTranslation('trading');
  return (
    <>
      <PageHeader
        title={t('marketView.title')}
        description={t('marketView.subtitle')}
        actions={<BackLink to="/stocks" label={t('marketView.back')} />}
      />
      <TradingFrame>{(pair, bound) => (isDexPair(pair) ? <DexScreen pair={pair} /> : <Screen pair={pair} bound={bound} />)}</TradingFrame>
    </>
  );
}

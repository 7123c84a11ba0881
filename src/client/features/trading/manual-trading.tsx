// /stocks: Manual Trading: the pair and its ticker, the candlestick chart (shown or hidden), the
// order book, the order form (limit or market), open orders with the batch tools, holdings, and
// the funding-wallet order note.
import { Link } from '@tanstack/react-router';
import { Maximize2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LabelledCheckbox } from '../../components/form-checkbox.tsx';
import { PageHeader, Section } from '../../components/page.tsx';
import { showChartAtom, useAtom } from '../../lib/store.ts';
import { AccountPanels } from './account-panels.tsx';
import { CandleChart } from './market/candle-chart.tsx';
import { OrderBook } from './market/order-book.tsx';
import { OrderForm } from './order/order-form.tsx';
import type { TradingPair } from './pair/trading-pair.tsx';
import { NotBound, TradingFrame, useMarketPrecision } from './trading-frame.tsx';

function Screen({ pair, bound }: { pair: TradingPair; bound: boolean }) {
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
      <TradingFrame>{(pair, bound) => <Screen pair={pair} bound={bound} />}</TradingFrame>
    </>
  );
}

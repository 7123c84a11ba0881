// /stocksFull: the advanced market view: a large chart, a deeper order book, and the account's
// orders and trades below; the order form stays at hand beside the book.
import { useTranslation } from 'react-i18next';
import { BackLink } from '../../components/page-back-link.tsx';
import { PageHeader, Section } from '../../components/page.tsx';
import { AccountPanels } from './account-panels.tsx';
import { CandleChart } from './market/candle-chart.tsx';
import { OrderBook } from './market/order-book.tsx';
import { OrderForm } from './order/order-form.tsx';
import type { TradingPair } from './pair/trading-pair.tsx';
import { NotBound, TradingFrame, useMarketPrecision } from './trading-frame.tsx';

function Screen({ pair, bound }: { pair: TradingPair; bound: boolean }) {
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

export function MarketViewPage() {
  const { t } = useTranslation('trading');
  return (
    <>
      <PageHeader
        title={t('marketView.title')}
        description={t('marketView.subtitle')}
        actions={<BackLink to="/stocks" label={t('marketView.back')} />}
      />
      <TradingFrame>{(pair, bound) => <Screen pair={pair} bound={bound} />}</TradingFrame>
    </>
  );
}

// The account half of the trading screen: open orders (with the batch tools), holdings and the
// user's recent trades, as tabs; only the chosen tab polls.
import { Layers, ListX } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { BatchCancelDialog } from './batch/batch-cancel-dialog.tsx';
import { BatchOrderDialog } from './batch/batch-order-dialog.tsx';
import { TabStrip } from '../../components/switch-tabs.tsx';
import { Holdings } from './orders/holdings.tsx';
import { MyTrades } from './orders/my-trades.tsx';
import { OpenOrders } from './orders/open-orders.tsx';
import type { CexPair } from './pair/market-pair.ts';

const TABS = ['orders', 'holdings', 'trades'] as const;
type Tab = (typeof TABS)[number];

export function AccountPanels({ pair }: { pair: CexPair }) {
  const { t } = useTranslation('trading');
  const [tab, setTab] = useState<Tab>('orders');
  const [dialog, setDialog] = useState<'batch' | 'cancel' | null>(null);
  const labels: Record<Tab, string> = { orders: t('manual.openOrders'), holdings: t('manual.positions'), trades: t('manual.myTrades') };
  return (
    <section className="card bg-base-200/60 border-base-300 border">
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TabStrip
            tabs={TABS}
            value={tab}
            name={t('manual.accountTabs')}
            label={(option) => labels[option]}
            onChange={setTab}
            className="tabs-border tabs-sm"
          />
          <div className="flex gap-2">
            <button type="button" className="btn btn-xs btn-outline" onClick={() => setDialog('batch')}>
              <Layers aria-hidden="true" className="size-3" />
              {t('batch.open')}
            </button>
            <button type="button" className="btn btn-xs btn-outline" onClick={() => setDialog('cancel')}>
              <ListX aria-hidden="true" className="size-3" />
              {t('batchCancel.open')}
            </button>
          </div>
        </div>
        {tab === 'orders' && <OpenOrders pair={pair} />}
        {tab === 'holdings' && <Holdings pair={pair} />}
        {tab === 'trades' && <MyTrades pair={pair} />}
      </div>
      {dialog === 'batch' && <BatchOrderDialog pair={pair} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && <BatchCancelDialog pair={pair} onClose={() => setDialog(null)} />}
    </section>
  );
}

// Batch buy/sell (spec §5, /Trade/batch_trade_coin): side, price bounds, number of orders (at
// most 500), total quantity, float range and the self-trade order mode, with the preview of every
// order's price and size before anything is sent. The batch then runs as a background task whose
// progress the task popover shows.
import { Shuffle } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { batchTradeCoin } from '../../../../shared/contracts/trade/batch-trade-coin.ts';
import { distributionMode, MAX_BATCH_ORDERS } from '../../../../shared/trade/batch-distribution.ts';
import { api } from '../../../lib/api/api.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { LabelledCheckbox } from '../../../components/form-checkbox.tsx';
import { Modal } from '../../../components/modal.tsx';
import { fixed } from '../format.ts';
import { LabelledInput } from '../form/labelled-fields.tsx';
import { SidePicker } from '../form/side-picker.tsx';
import { useTradeCall } from '../form/use-trade-call.ts';
import { usePosition } from '../live/market-feeds.ts';
import { ScrollTable } from '../../../components/table-parts.tsx';
import { pairLabel, pairPayload, type CexPair } from '../pair/market-pair.ts';
import { type BatchDraft, newSeed, previewBatch } from './batch-rules.ts';
import { useBatchTask } from './use-batch-task.ts';

const PREVIEW_ROWS = 500;

export function BatchOrderDialog({ pair, onClose }: { pair: CexPair; onClose(): void }) {
  const { t } = useTranslation('trading');
  const followTask = useBatchTask(pair, onClose);
  const position = usePosition(pair, true).data;
  const [draft, setDraft] = useState<BatchDraft>({
    side: 'buy',
    priceMin: '',
    priceMax: '',
    count: '10',
    totalQuantity: '',
    floatRange: '0',
  });
  const [selfTrade, setSelfTrade] = useState(false);
  const [seed, setSeed] = useState(newSeed);
  const [showProblem, setShowProblem] = useState(false);
  const { sending, run } = useTradeCall();
  const free = (coin: string) => position?.balances.find((entry) => entry.currency === coin)?.free ?? 0;
  const check = previewBatch(draft, seed, position?.market ?? null, { baseFree: free(pair.yenUnit1), quoteFree: free(pair.yenUnit2) });
  const priceDecimals = position?.market.price_precision ?? 2;
  const amountDecimals = position?.market.amount_precision ?? 6;
  const set = (field: keyof BatchDraft) => (value: string) => setDraft((old) => ({ ...old, [field]: value }));
  const floatValue = Number(draft.floatRange) || 0;
  const fields: { name: Exclude<keyof BatchDraft, 'side'>; label: string; hint?: ReactNode }[] = [
    { name: 'priceMin', label: t('batch.priceMin', { coin: pair.yenUnit2 }) },
    { name: 'priceMax', label: t('batch.priceMax', { coin: pair.yenUnit2 }) },
    { name: 'count', label: t('batch.count', { max: MAX_BATCH_ORDERS }) },
    { name: 'totalQuantity', label: t('batch.total', { coin: pair.yenUnit1 }) },
    {
      name: 'floatRange',
      label: t('batch.floatRange'),
      hint: <span className="text-xs opacity-60">{t(`batch.mode.${distributionMode(floatValue)}`)}</span>,
    },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (!check.ok) return;
    const { values } = check.preview;
    const order = {
      ...pairPayload(pair),
      side: draft.side,
      price_min: values.priceMin,
      price_max: values.priceMax,
      order_count: values.count,
      total_quantity: values.totalQuantity,
      float_range: values.floatRange,
      seed,
      self_trade: selfTrade,
    };
    run(() => api.call(batchTradeCoin, order, { web: pair.web, currencyPair: pairLabel(pair) }), followTask);
  };

  return (
    <Modal title={t('batch.title', { pair: pairLabel(pair) })} onClose={onClose} busy={sending} wide>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="batch-order-form">
        <SidePicker
          value={draft.side}
          label={(option) => t(option === 'buy' ? 'batch.buy' : 'batch.sell')}
          onChange={(option) => setDraft((old) => ({ ...old, side: option }))}
        />
        <div className="grid grid-cols-2 gap-3">
          {fields.map((field) => (
            <LabelledInput
              key={field.name}
              label={field.label}
              inputMode={field.name === 'count' ? 'numeric' : 'decimal'}
              name={field.name}
              value={draft[field.name]}
              onChange={set(field.name)}
              hint={field.hint}
            />
          ))}
          <LabelledCheckbox
            checked={selfTrade}
            onChange={setSelfTrade}
            className="flex items-center gap-2 self-start pt-6 text-sm"
            controlClassName="checkbox checkbox-sm"
          >
            {t('batch.selfTrade')}
          </LabelledCheckbox>
        </div>
        <p className="text-xs opacity-70">
          {t('batch.available', {
            base: `${fixed(free(pair.yenUnit1), amountDecimals)} ${pair.yenUnit1}`,
            quote: `${fixed(free(pair.yenUnit2), 2)} ${pair.yenUnit2}`,
          })}
        </p>
        {selfTrade && <p className="text-xs opacity-70">{t('batch.selfTradeHint')}</p>}

        <section aria-label={t('batch.preview')} className="border-base-300 rounded-box border p-3" data-testid="batch-preview">
          <div className="mb-2 flex items-center justify-between gap-2">
            <h3 className="text-sm font-semibold">{t('batch.preview')}</h3>
            {distributionMode(floatValue) !== 'even' && (
              <button type="button" className="btn btn-ghost btn-xs" onClick={() => setSeed(newSeed())}>
                <Shuffle aria-hidden="true" className="size-3" />
                {t('batch.redraw')}
              </button>
            )}
          </div>
          {check.ok ? (
            <>
              <p className="mb-2 text-xs tabular-nums" data-testid="batch-summary">
                {t('batch.summary', {
                  count: check.preview.plan.orders.length * (selfTrade ? 2 : 1),
                  quantity: fixed(check.preview.plan.totalQuantity, amountDecimals),
                  base: pair.yenUnit1,
                  amount: fixed(check.preview.quoteAmount, 2),
                  quote: pair.yenUnit2,
                })}
              </p>
              <ScrollTable
                caption={t('batch.preview')}
                heightClass="max-h-56"
                headClass="bg-base-100"
                columns={[{ label: '#' }, { label: t('columns.price'), numeric: true }, { label: t('columns.amount'), numeric: true }]}
              >
                {check.preview.plan.orders.slice(0, PREVIEW_ROWS).map((order) => (
                  <tr key={order.index}>
                    <td className="opacity-60">{order.index + 1}</td>
                    <td className="text-right tabular-nums">{fixed(order.price, priceDecimals)}</td>
                    <td className="text-right tabular-nums">{fixed(order.quantity, amountDecimals)}</td>
                  </tr>
                ))}
              </ScrollTable>
            </>
          ) : (
            <p
              className={`text-sm ${showProblem ? 'text-error' : 'opacity-70'}`}
              role={showProblem ? 'alert' : undefined}
              data-testid="batch-problem"
            >
              {t(check.problem)}
            </p>
          )}
        </section>
        <DialogActions busy={sending} onCancel={onClose} small>
          {t('batch.place')}
        </DialogActions>
      </form>
    </Modal>
  );
}

// Batch buy/sell (spec §5, /Trade/batch_trade_coin): side, price bounds, number of orders (at
// most 500), total quantity, float range and the self-trade order mode, with the preview of every
// order's price and size before anything is sent. The batch then runs as a background task whose
// progress the task popover shows.
import { Shuffle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchTradeCoin } from '../../../../shared/contracts/trade/batch-trade-coin.ts';
import type { TradeSide } from '../../../../shared/contracts/trade/fields.ts';
import { distributionMode, MAX_BATCH_ORDERS } from '../../../../shared/trade/batch-distribution.ts';
import { api } from '../../../lib/api/api.ts';
import { sessionAtom, taskDialogOpenAtom, useAtomValue, useSetAtom } from '../../../lib/store.ts';
import { startBackgroundTask } from '../../../lib/tasks/task-bridge.ts';
import { Dialog } from '../dialog.tsx';
import { fixed } from '../format.ts';
import { usePosition } from '../live/market-feeds.ts';
import { pairLabel, pairPayload, type TradingPair } from '../pair/trading-pair.tsx';
import { type BatchDraft, newSeed, previewBatch } from './batch-rules.ts';

const PREVIEW_ROWS = 500;

export function BatchOrderDialog({ pair, onClose }: { pair: TradingPair; onClose(): void }) {
  const { t } = useTranslation('trading');
  const owner = useAtomValue(sessionAtom)?.account ?? '';
  const openTasks = useSetAtom(taskDialogOpenAtom);
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
  const [sending, setSending] = useState(false);
  const free = (coin: string) => position?.balances.find((entry) => entry.currency === coin)?.free ?? 0;
  const check = previewBatch(draft, seed, position?.market ?? null, { baseFree: free(pair.yenUnit1), quoteFree: free(pair.yenUnit2) });
  const priceDecimals = position?.market.price_precision ?? 2;
  const amountDecimals = position?.market.amount_precision ?? 6;
  const set = (field: keyof BatchDraft) => (event: { target: { value: string } }) =>
    setDraft((old) => ({ ...old, [field]: event.target.value }));
  const floatValue = Number(draft.floatRange) || 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblem(true);
    if (!check.ok) return;
    const { values } = check.preview;
    setSending(true);
    api
      .call(
        batchTradeCoin,
        {
          ...pairPayload(pair),
          side: draft.side,
          price_min: values.priceMin,
          price_max: values.priceMax,
          order_count: values.count,
          total_quantity: values.totalQuantity,
          float_range: values.floatRange,
          seed,
          self_trade: selfTrade,
        },
        { web: pair.web, currencyPair: pairLabel(pair) },
      )
      .then(async (answer) => {
        await startBackgroundTask({
          scheduleCode: answer.schedule_code,
          type: 'order',
          web: pair.web,
          exchange: pair.exchange,
          token: pairLabel(pair),
          account: owner,
          currency: `${pair.yenUnit1}_${pair.yenUnit2}`,
          chain: '',
          total: answer.total,
        });
        openTasks(true);
        onClose();
      })
      .catch(() => undefined) // the api client has shown why
      .finally(() => setSending(false));
  };

  return (
    <Dialog title={t('batch.title', { pair: pairLabel(pair) })} onClose={onClose} busy={sending} wide>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="batch-order-form">
        <fieldset className="grid grid-cols-2 gap-2">
          <legend className="sr-only">{t('form.side')}</legend>
          {(['buy', 'sell'] as const satisfies TradeSide[]).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={draft.side === option}
              className={`btn btn-sm ${draft.side === option ? (option === 'buy' ? 'btn-success' : 'btn-error') : 'btn-ghost border-base-300'}`}
              onClick={() => setDraft((old) => ({ ...old, side: option }))}
            >
              {t(option === 'buy' ? 'batch.buy' : 'batch.sell')}
            </button>
          ))}
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <label className="flex flex-col gap-1 text-sm">
            {t('batch.priceMin', { coin: pair.yenUnit2 })}
            <input
              className="input input-sm w-full"
              inputMode="decimal"
              name="priceMin"
              value={draft.priceMin}
              onChange={set('priceMin')}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('batch.priceMax', { coin: pair.yenUnit2 })}
            <input
              className="input input-sm w-full"
              inputMode="decimal"
              name="priceMax"
              value={draft.priceMax}
              onChange={set('priceMax')}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('batch.count', { max: MAX_BATCH_ORDERS })}
            <input className="input input-sm w-full" inputMode="numeric" name="count" value={draft.count} onChange={set('count')} />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('batch.total', { coin: pair.yenUnit1 })}
            <input
              className="input input-sm w-full"
              inputMode="decimal"
              name="total"
              value={draft.totalQuantity}
              onChange={set('totalQuantity')}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm">
            {t('batch.floatRange')}
            <input
              className="input input-sm w-full"
              inputMode="decimal"
              name="floatRange"
              value={draft.floatRange}
              onChange={set('floatRange')}
            />
            <span className="text-xs opacity-60">{t(`batch.mode.${distributionMode(floatValue)}`)}</span>
          </label>
          <label className="flex items-center gap-2 self-start pt-6 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={selfTrade}
              onChange={(event) => setSelfTrade(event.target.checked)}
            />
            {t('batch.selfTrade')}
          </label>
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
              <div className="max-h-56 overflow-auto">
                <table className="table table-xs">
                  <thead className="bg-base-100 sticky top-0">
                    <tr>
                      <th scope="col">#</th>
                      <th scope="col" className="text-right">
                        {t('columns.price')}
                      </th>
                      <th scope="col" className="text-right">
                        {t('columns.amount')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {check.preview.plan.orders.slice(0, PREVIEW_ROWS).map((order) => (
                      <tr key={order.index}>
                        <td className="opacity-60">{order.index + 1}</td>
                        <td className="text-right tabular-nums">{fixed(order.price, priceDecimals)}</td>
                        <td className="text-right tabular-nums">{fixed(order.quantity, amountDecimals)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
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
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose} disabled={sending}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-primary btn-sm" disabled={sending}>
            {sending && <span className="loading loading-spinner loading-xs" />}
            {t('batch.place')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

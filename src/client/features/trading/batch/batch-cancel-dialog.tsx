// Batch cancel (/Trade/batch_trade_cancel): every open order of the pair, one side, or a price
// range; it runs as a background task like a batch order.
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BatchCancelMode, batchTradeCancel } from '../../../../shared/contracts/trade/batch-trade-cancel.ts';
import type { TradeSide } from '../../../../shared/contracts/trade/fields.ts';
import { api } from '../../../lib/api/api.ts';
import { sessionAtom, taskDialogOpenAtom, useAtomValue, useSetAtom } from '../../../lib/store.ts';
import { startBackgroundTask } from '../../../lib/tasks/task-bridge.ts';
import { Dialog } from '../dialog.tsx';
import { pairLabel, pairPayload, type TradingPair } from '../pair/trading-pair.tsx';

type Problem = 'batch.errors.price' | 'batch.errors.priceRange';

export function BatchCancelDialog({ pair, onClose }: { pair: TradingPair; onClose(): void }) {
  const { t } = useTranslation('trading');
  const owner = useAtomValue(sessionAtom)?.account ?? '';
  const openTasks = useSetAtom(taskDialogOpenAtom);
  const [mode, setMode] = useState<BatchCancelMode>('all');
  const [side, setSide] = useState<TradeSide>('buy');
  const [priceMin, setPriceMin] = useState('');
  const [priceMax, setPriceMax] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let range: { price_min: number; price_max: number } | null = null;
    if (mode === 'range') {
      const [low, high] = [Number(priceMin), Number(priceMax)];
      if (!(low > 0) || !(high > 0)) return setProblem('batch.errors.price');
      if (high < low) return setProblem('batch.errors.priceRange');
      range = { price_min: low, price_max: high };
    }
    setProblem(null);
    setSending(true);
    api
      .call(
        batchTradeCancel,
        { ...pairPayload(pair), mode, ...(mode === 'side' ? { side } : {}), ...(range ?? {}) },
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
      .catch(() => undefined)
      .finally(() => setSending(false));
  };

  return (
    <Dialog title={t('batchCancel.title', { pair: pairLabel(pair) })} onClose={onClose} busy={sending}>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="batch-cancel-form">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm">{t('batchCancel.which')}</legend>
          {(['all', 'side', 'range'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                className="radio radio-sm"
                name="cancel-mode"
                checked={mode === option}
                onChange={() => setMode(option)}
              />
              {t(`batchCancel.modes.${option}`)}
            </label>
          ))}
        </fieldset>
        {mode === 'side' && (
          <label className="flex flex-col gap-1 text-sm">
            {t('form.side')}
            <select className="select select-sm" value={side} onChange={(event) => setSide(event.target.value as TradeSide)}>
              <option value="buy">{t('manual.buy')}</option>
              <option value="sell">{t('manual.sell')}</option>
            </select>
          </label>
        )}
        {mode === 'range' && (
          <div className="grid grid-cols-2 gap-3">
            <label className="flex flex-col gap-1 text-sm">
              {t('batch.priceMin', { coin: pair.yenUnit2 })}
              <input
                className="input input-sm w-full"
                inputMode="decimal"
                value={priceMin}
                onChange={(event) => setPriceMin(event.target.value)}
              />
            </label>
            <label className="flex flex-col gap-1 text-sm">
              {t('batch.priceMax', { coin: pair.yenUnit2 })}
              <input
                className="input input-sm w-full"
                inputMode="decimal"
                value={priceMax}
                onChange={(event) => setPriceMax(event.target.value)}
              />
            </label>
          </div>
        )}
        {problem && (
          <p className="text-error text-sm" role="alert">
            {t(problem)}
          </p>
        )}
        <div className="modal-action mt-0">
          <button type="button" className="btn btn-ghost btn-sm" onClick={onClose} disabled={sending}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" className="btn btn-error btn-sm" disabled={sending}>
            {sending && <span className="loading loading-spinner loading-xs" />}
            {t('batchCancel.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

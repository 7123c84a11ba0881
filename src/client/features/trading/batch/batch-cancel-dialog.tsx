// Batch cancel (/Trade/batch_trade_cancel): every open order of the pair, one side, or a price
// range; it runs as a background task like a batch order.
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { type BatchCancelMode, batchTradeCancel } from '../../../../shared/contracts/trade/batch-trade-cancel.ts';
import type { TradeSide } from '../../../../shared/contracts/trade/fields.ts';
import { api } from '../../../lib/api/api.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { Modal } from '../../../components/modal.tsx';
import { LabelledInput, LabelledSelect } from '../form/labelled-fields.tsx';
import { useTradeCall } from '../form/use-trade-call.ts';
import { pairLabel, pairPayload, type CexPair } from '../pair/market-pair.ts';
import { useBatchTask } from './use-batch-task.ts';

type Problem = 'batch.errors.price' | 'batch.errors.priceRange';

export function BatchCancelDialog({ pair, onClose }: { pair: CexPair; onClose(): void }) {
  const { t } = useTranslation('trading');
  const followTask = useBatchTask(pair, onClose);
  const [mode, setMode] = useState<BatchCancelMode>('all');
  const [side, setSide] = useState<TradeSide>('buy');
  const [priceMin, setPriceMin] = useState('');
  const [priceMax, setPriceMax] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const { sending, run } = useTradeCall();

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
    run(
      () =>
        api.call(
          batchTradeCancel,
          { ...pairPayload(pair), mode, ...(mode === 'side' ? { side } : {}), ...(range ?? {}) },
          { web: pair.web, currencyPair: pairLabel(pair) },
        ),
      followTask,
    );
  };

  return (
    <Modal title={t('batchCancel.title', { pair: pairLabel(pair) })} onClose={onClose} busy={sending}>
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
          <LabelledSelect<TradeSide>
            label={t('form.side')}
            value={side}
            choices={[
              { value: 'buy', label: t('manual.buy') },
              { value: 'sell', label: t('manual.sell') },
            ]}
            onChange={setSide}
          />
        )}
        {mode === 'range' && (
          <div className="grid grid-cols-2 gap-3">
            <LabelledInput
              label={t('batch.priceMin', { coin: pair.yenUnit2 })}
              inputMode="decimal"
              value={priceMin}
              onChange={setPriceMin}
            />
            <LabelledInput
              label={t('batch.priceMax', { coin: pair.yenUnit2 })}
              inputMode="decimal"
              value={priceMax}
              onChange={setPriceMax}
            />
          </div>
        )}
        {problem && (
          <p className="text-error text-sm" role="alert">
            {t(problem)}
          </p>
        )}
        <DialogActions busy={sending} onCancel={onClose} variant="btn-error" small>
          {t('batchCancel.submit')}
        </DialogActions>
      </form>
    </Modal>
  );
}

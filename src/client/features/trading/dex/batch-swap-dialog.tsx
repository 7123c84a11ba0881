// DEX Batch Order (batch swap, spec §1 "Manual tools", §3 "Batch swap parameters",
// /Trade/batch_trade_dex): the side, the wallet group, how many wallets, the total, how much each
// wallet's amount may vary, the interval between swaps, gas multiplier and slippage, with what
// each wallet will swap before anything is sent. The swaps then run as a background task whose
// progress the task popover shows; they appear in the DEX orders as they go.
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { batchTradeDex, RECOMMENDED_SWAP_INTERVAL } from '../../../../shared/contracts/trade/batch-trade-dex.ts';
import { showToast } from '../../../components/feedback/feedback-atoms.ts';
import { DialogActions } from '../../../components/dialog-actions.tsx';
import { Modal } from '../../../components/modal.tsx';
import { useWalletGroups } from '../../../components/wallet-groups/use-wallet-groups.ts';
import { api } from '../../../lib/api/api.ts';
import { amountAtAGlance } from '../format.ts';
import { LabelledInput } from '../form/labelled-fields.tsx';
import { SidePicker } from '../form/side-picker.tsx';
import { useTradeCall } from '../form/use-trade-call.ts';
import { type DexPair, pairLabel } from '../pair/market-pair.ts';
import { ProblemLine } from './problem-line.tsx';
import { type BatchSwapDraft, batchShares, batchSwapRequest, type FieldProblems } from './swap-requests.ts';
import { defaultGroup, groupSize, SwapGroupField } from './swap-group-field.tsx';
import { SwapSettingsFields } from './swap-settings-fields.tsx';
import { useSwapTask } from './use-swap-task.ts';

type NumberField = 'walletCount' | 'total' | 'variation' | 'interval';
/** Each draft field and the request field its problems are reported under. */
const REQUEST_FIELD: Record<NumberField, string> = {
  walletCount: 'wallet_count',
  total: 'total_amount',
  variation: 'variation',
  interval: 'interval',
};

/** The number of wallets a batch starts with, or the whole group when it has fewer. */
const DEFAULT_WALLET_COUNT = 20;

/** The count a group choice suggests, or `current` while the group's size is unknown. */
function suggestedWalletCount(groups: Parameters<typeof groupSize>[0], group: string, current: string): string {
  const size = groupSize(groups, group);
  return size ? String(Math.min(DEFAULT_WALLET_COUNT, size)) : current;
}

export function BatchSwapDialog({ pair, chain, onClose }: { pair: DexPair; chain: string; onClose(): void }) {
  const { t } = useTranslation('trading');
  const { groups } = useWalletGroups(chain);
  const follow = useSwapTask(pair, chain);
  const [draft, setDraft] = useState<BatchSwapDraft>({
    side: 'buy',
    group: '',
    walletCount: String(DEFAULT_WALLET_COUNT),
    total: '',
    variation: '40',
    interval: String(RECOMMENDED_SWAP_INTERVAL),
    slippage: '1',
    gasMultiplier: '1',
  });
  const [problems, setProblems] = useState<FieldProblems>({});
  // Until the user types a number of wallets, it follows the chosen group: all of a small group.
  const [countTyped, setCountTyped] = useState(false);
  const { sending, run } = useTradeCall();
  const change = (changes: Partial<BatchSwapDraft>) => {
    setDraft((old) => ({ ...old, ...changes }));
    setProblems({});
  };
  // The group choice starts on the first named group once the groups are known.
  useEffect(() => {
    if (!groups) return;
    setDraft((old) => {
      if (old.group) return old;
      const group = defaultGroup(groups);
      return { ...old, group, walletCount: suggestedWalletCount(groups, group, old.walletCount) };
    });
  }, [groups]);

  const coin = draft.side === 'buy' ? pair.yenUnit2 : pair.yenUnit1;
  const labels: Record<NumberField, string> = {
    walletCount: t('dexTrade.batch.walletCount'),
    total: t(draft.side === 'buy' ? 'dexTrade.batch.totalBuy' : 'dexTrade.batch.totalSell', { coin }),
    variation: t('dexTrade.batch.variation'),
    interval: t('dexTrade.batch.interval'),
  };
  const interval = Number(draft.interval);
  const hints: Partial<Record<NumberField, string>> = {
    variation: t('dexTrade.batch.variationHint'),
    interval: t(interval < RECOMMENDED_SWAP_INTERVAL ? 'dexTrade.batch.intervalShort' : 'dexTrade.batch.intervalHint', {
      seconds: RECOMMENDED_SWAP_INTERVAL,
    }),
  };
  const checked = batchSwapRequest(pair, draft);
  // No more wallets than the chosen group has (fewer still may qualify: restrictions, balances).
  const inGroup = groupSize(groups, draft.group);
  const walletCount = checked.ok ? Math.min(checked.request.wallet_count, inGroup ?? checked.request.wallet_count) : 0;
  const shares =
    checked.ok && walletCount > 0 ? batchShares(Number(checked.request.total_amount), walletCount, checked.request.variation) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok) return setProblems(checked.problems);
    run(
      () => api.call(batchTradeDex, checked.request, { web: pair.web, currencyPair: pairLabel(pair) }),
      async (started) => {
        showToast(t('dexTrade.batch.started', { count: started.total }), 3000, 'success');
        await follow(started, { showTasks: true });
        onClose();
      },
    );
  };

  return (
    <Modal title={t('dexTrade.batch.title', { pair: pairLabel(pair) })} onClose={onClose} busy={sending} wide>
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="batch-swap-form">
        <SidePicker
          value={draft.side}
          label={(side) => t(side === 'buy' ? 'dexTrade.batch.buy' : 'dexTrade.batch.sell', { base: pair.yenUnit1, quote: pair.yenUnit2 })}
          onChange={(side) => change({ side })}
        />
        <SwapGroupField
          pair={pair}
          groups={groups}
          value={draft.group}
          onChange={(group) =>
            change({ group, walletCount: countTyped ? draft.walletCount : suggestedWalletCount(groups, group, draft.walletCount) })
          }
        />
        <div className="grid gap-3 sm:grid-cols-2">
          {(Object.keys(REQUEST_FIELD) as NumberField[]).map((field) => (
            <LabelledInput
              key={field}
              name={REQUEST_FIELD[field]}
              label={labels[field]}
              inputMode={field === 'walletCount' ? 'numeric' : 'decimal'}
              value={draft[field]}
              onChange={(value) => {
                if (field === 'walletCount') setCountTyped(true);
                change({ [field]: value });
              }}
              className={`tabular-nums ${problems[REQUEST_FIELD[field]] ? 'input-error' : ''}`}
              hint={<ProblemLine field={REQUEST_FIELD[field]} problems={problems} hint={hints[field]} />}
            />
          ))}
          <SwapSettingsFields value={draft} problems={problems} onChange={change} />
        </div>
        <section
          className="border-base-300 rounded-box border p-3 text-sm"
          aria-label={t('dexTrade.batch.preview')}
          data-testid="batch-swap-preview"
        >
          {shares ? (
            <p className="tabular-nums">
              {t('dexTrade.batch.summary', {
                count: walletCount,
                average: amountAtAGlance(shares.average),
                low: amountAtAGlance(shares.low),
                high: amountAtAGlance(shares.high),
                coin,
                seconds: checked.ok ? checked.request.interval : 0,
              })}
            </p>
          ) : (
            <p className="opacity-70">{t('dexTrade.batch.previewEmpty')}</p>
          )}
          <p className="mt-1 text-xs opacity-70">
            {t(draft.side === 'buy' ? 'dexTrade.batch.whoBuys' : 'dexTrade.batch.whoSells', { coin })}
          </p>
        </section>
        <DialogActions busy={sending} onCancel={onClose} canSubmit={draft.group !== ''} small>
          {t('dexTrade.batch.place')}
        </DialogActions>
      </form>
    </Modal>
  );
}

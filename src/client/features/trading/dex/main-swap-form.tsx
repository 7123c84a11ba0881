// The funding-wallet order of a DEX pair (spec §2 /stocks): a swap from the user's main wallet on
// the venue's chain. Buy spends an amount of the quote, sell sells an amount of the base, with a
// slippage tolerance and a gas multiplier. Checked by the call's contract before sending; each
// submission carries its own request id, so a resend after a lost answer sends no second swap. The
// swap runs as a task of one swap; its outcome shows here and the balances are read again.
import { Link } from '@tanstack/react-router';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { tradeDex } from '../../../../shared/contracts/trade/trade-dex.ts';
import { api } from '../../../lib/api/api.ts';
import { amountAtAGlance } from '../format.ts';
import { LabelledInput } from '../form/labelled-fields.tsx';
import { SidePicker } from '../form/side-picker.tsx';
import { useTradeCall } from '../form/use-trade-call.ts';
import { type DexPair, pairLabel } from '../pair/market-pair.ts';
import { ProblemLine } from './problem-line.tsx';
import { type FieldProblems, type MainSwapDraft, mainSwapRequest } from './swap-requests.ts';
import { SwapOutcome } from './swap-outcome.tsx';
import { SwapSettingsFields } from './swap-settings-fields.tsx';
import { useDexPosition } from './use-dex-position.ts';
import { useSwapTask } from './use-swap-task.ts';

const newRequestId = () => crypto.randomUUID().replace(/-/g, '');
const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`;

export function MainSwapForm({ pair }: { pair: DexPair }) {
  const { t } = useTranslation('trading');
  const { position } = useDexPosition(pair);
  const follow = useSwapTask(pair, position?.chain ?? '');
  const [draft, setDraft] = useState<MainSwapDraft>({ side: 'buy', amount: '', slippage: '1', gasMultiplier: '1' });
  const [problems, setProblems] = useState<FieldProblems>({});
  const [sent, setSent] = useState<string | null>(null);
  const { sending, run } = useTradeCall();
  const requestId = useRef(newRequestId());
  const change = (changes: Partial<MainSwapDraft>) => {
    setDraft((old) => ({ ...old, ...changes }));
    setProblems({});
  };
  const manage = { web: pair.web, yenUnit1: pair.yenUnit1, yenUnit2: pair.yenUnit2 };

  if (!position) return <p className="text-sm opacity-70">{t('book.loading')}</p>;
  if (!position.wallet)
    return (
      <div className="flex flex-col items-start gap-3" data-testid="main-swap-none">
        <p className="text-sm opacity-70">{t('dexTrade.order.noWallet', { chain: position.chain_name })}</p>
        <Link to="/subManage" search={manage} className="btn btn-sm btn-outline">
          {t('dexTrade.order.createWallet')}
        </Link>
      </div>
    );

  const spend = draft.side === 'buy' ? position.quote : position.base;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = mainSwapRequest(pair, draft, requestId.current);
    if (!checked.ok) return setProblems(checked.problems);
    run(
      () => api.call(tradeDex, checked.request, { web: pair.web, currencyPair: pairLabel(pair) }),
      (started) => {
        requestId.current = newRequestId();
        setSent(started.schedule_code);
        setDraft((old) => ({ ...old, amount: '' }));
        void follow(started, { showTasks: false });
      },
    );
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="main-swap-form">
      <p className="flex justify-between gap-2 text-xs">
        <span className="opacity-60">{t('dexTrade.order.wallet')}</span>
        <span className="font-mono" title={position.wallet.address}>
          {shortAddress(position.wallet.address)}
        </span>
      </p>
      {!position.wallet.enabled && (
        <p className="text-warning text-xs" role="note">
          {t('dexTrade.order.walletOff')}
        </p>
      )}
      <SidePicker
        value={draft.side}
        label={(side) => t(side === 'buy' ? 'dexTrade.order.buy' : 'dexTrade.order.sell', { coin: pair.yenUnit1 })}
        onChange={(side) => change({ side })}
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-xs" data-testid="main-swap-balances">
        <dt className="opacity-60">{t('dexTrade.order.available')}</dt>
        <dd className="text-right tabular-nums">
          {amountAtAGlance(Number(spend.amount))} {spend.symbol}
        </dd>
        {spend.symbol !== position.native.symbol && (
          <>
            <dt className="opacity-60">{t('dexTrade.order.gas')}</dt>
            <dd className="text-right tabular-nums">
              {amountAtAGlance(Number(position.native.amount))} {position.native.symbol}
            </dd>
          </>
        )}
      </dl>
      {!spend.approved && (
        <p className="text-warning text-xs" role="note" data-testid="main-swap-approve">
          {t('dexTrade.order.notApproved', { token: spend.symbol })}{' '}
          <Link to="/subManage" search={manage} className="link">
            {t('dexTrade.order.approve')}
          </Link>
        </p>
      )}
      <LabelledInput
        name="amount"
        label={t(draft.side === 'buy' ? 'dexTrade.order.spend' : 'dexTrade.order.sellAmount', { coin: spend.symbol })}
        inputMode="decimal"
        value={draft.amount}
        onChange={(amount) => change({ amount })}
        className={`tabular-nums ${problems.amount ? 'input-error' : ''}`}
        hint={<ProblemLine field="amount" problems={problems} />}
      />
      <div className="grid grid-cols-2 gap-3">
        <SwapSettingsFields value={draft} problems={problems} onChange={change} />
      </div>
      <button type="submit" className={`btn btn-sm ${draft.side === 'buy' ? 'btn-success' : 'btn-error'}`} disabled={sending}>
        {sending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {t(draft.side === 'buy' ? 'dexTrade.order.submitBuy' : 'dexTrade.order.submitSell', { coin: pair.yenUnit1 })}
      </button>
      {sent && <SwapOutcome key={sent} pair={pair} scheduleCode={sent} />}
    </form>
  );
}

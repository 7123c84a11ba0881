// The DEX price-impact calculator (spec §1 "DEX volume (price-impact) calculator",
// /Markets/cal_number_dex), in place of the order form on a DEX pair: how much to swap to move the
// pool's price to a target, or what a swap of a given size does to it. It only calculates: swaps
// are made from wallets (DEX / NFT Wallet Management, the DEX bots). A refusal shows under the
// field, in the user's language.
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { calNumberDex } from '../../../../shared/contracts/markets/cal-number-dex.ts';
import { TabStrip } from '../../../components/switch-tabs.tsx';
import { ApiCallError } from '../../../lib/api/api-call-error.ts';
import { api } from '../../../lib/api/api.ts';
import { LabelledInput } from '../form/labelled-fields.tsx';
import { SidePicker } from '../form/side-picker.tsx';
import { type DexPair, pairLabel } from '../pair/market-pair.ts';
import { type ImpactDraft, type ImpactMode, impactRequestOf, refusalText, valueCoin } from './impact-request.ts';
import { type ImpactAnswer, ImpactResult } from './impact-result.tsx';

const MODES = ['price', 'amount'] as const satisfies ImpactMode[];

/** A problem is a text key before sending, the server's own words after. */
type Problem = { key: string } | { text: string };

export function ImpactCalculator({ pair }: { pair: DexPair }) {
  const { t } = useTranslation('trading');
  const [draft, setDraft] = useState<ImpactDraft>({ mode: 'price', side: 'buy', value: '' });
  const [answer, setAnswer] = useState<ImpactAnswer | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);
  const change = (changes: Partial<ImpactDraft>) => {
    setDraft((old) => ({ ...old, ...changes }));
    setProblem(null);
  };
  const coin = valueCoin(pair, draft.mode, draft.side);
  const valueLabel =
    draft.mode === 'price'
      ? t('dex.calc.targetPrice', { coin })
      : t(draft.side === 'buy' ? 'dex.calc.spend' : 'dex.calc.sellAmount', { coin });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = impactRequestOf(pair, draft);
    if (!checked.ok) return setProblem({ key: checked.problem });
    setSending(true);
    try {
      setAnswer(await api.call(calNumberDex, checked.request, { web: pair.web, currencyPair: pairLabel(pair) }));
      setProblem(null);
    } catch (error) {
      setAnswer(null);
      setProblem({ text: error instanceof ApiCallError ? refusalText(error.code, error.message, error.data) : String(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate data-testid="impact-calculator">
      <p className="text-xs opacity-70">{t('dex.calc.intro')}</p>
      <TabStrip
        tabs={MODES}
        value={draft.mode}
        name={t('dex.calc.mode')}
        label={(mode) => t(`dex.calc.modes.${mode}`)}
        onChange={(mode) => change({ mode })}
        className="tabs-box tabs-sm"
      />
      <SidePicker value={draft.side} label={(side) => t(`dex.calc.sides.${side}`)} onChange={(side) => change({ side })} />
      <LabelledInput
        name="value"
        label={valueLabel}
        inputMode="decimal"
        value={draft.value}
        onChange={(value) => change({ value })}
        className={`tabular-nums ${problem ? 'input-error' : ''}`}
        hint={
          problem ? (
            <span className="text-error text-xs" role="alert" data-testid="impact-error">
              {'key' in problem ? t(problem.key) : problem.text}
            </span>
          ) : null
        }
      />
      <button type="submit" className="btn btn-sm btn-primary" disabled={sending}>
        {sending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
        {t('dex.calc.submit')}
      </button>
      {answer && <ImpactResult answer={answer} pair={pair} />}
    </form>
  );
}

// Slippage tolerance and gas multiplier, the two settings every swap carries (spec §9: the gas
// multiplier is 1 to 5 times the network's gas price, default 1; 0 lets the network decide).
import { useTranslation } from '../../../lib/use-translation.ts';
import { LabelledInput } from '../form/labelled-fields.tsx';
import type { FieldProblems, SwapSettings } from './swap-requests.ts';
import { ProblemLine } from './problem-line.tsx';

export function SwapSettingsFields({
  value,
  problems,
  onChange,
}: {
  value: SwapSettings;
  problems: FieldProblems;
  onChange(changes: Partial<SwapSettings>): void;
}) {
  const { t } = useTranslation('trading');
  return (
    <>
      <LabelledInput
        name="slippage"
        label={t('dexTrade.slippage')}
        inputMode="decimal"
        value={value.slippage}
        onChange={(slippage) => onChange({ slippage })}
        className={`tabular-nums ${problems.slippage ? 'input-error' : ''}`}
        hint={<ProblemLine field="slippage" problems={problems} />}
      />
      <LabelledInput
        name="gas_multiplier"
        label={t('dexTrade.gasMultiplier')}
        inputMode="decimal"
        value={value.gasMultiplier}
        onChange={(gasMultiplier) => onChange({ gasMultiplier })}
        className={`tabular-nums ${problems.gas_multiplier ? 'input-error' : ''}`}
        hint={<ProblemLine field="gas_multiplier" problems={problems} />}
      />
      <p className="col-span-full -mt-2 text-xs opacity-60">{t('dexTrade.gasHint')}</p>
    </>
  );
}

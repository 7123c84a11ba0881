// Buy or sell as two buttons side by side, the chosen one in its side's colour (the order form
// and the batch order dialog).
import { useTranslation } from '../../../lib/use-translation.ts';
import type { TradeSide } from '../../../../shared/contracts/trade/fields.ts';

const SIDES = ['buy', 'sell'] as const satisfies TradeSide[];

export function SidePicker({
  value,
  label,
  onChange,
}: {
  value: TradeSide;
  label(side: TradeSide): string;
  onChange(side: TradeSide): void;
}) {
  const { t } = useTranslation('trading');
  return (
    <fieldset className="grid grid-cols-2 gap-2">
      <legend className="sr-only">{t('form.side')}</legend>
      {SIDES.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          className={`btn btn-sm ${value === option ? (option === 'buy' ? 'btn-success' : 'btn-error') : 'btn-ghost border-base-300'}`}
          onClick={() => onChange(option)}
        >
          {label(option)}
        </button>
      ))}
    </fieldset>
  );
}
